import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_TYPES,
  JOB_ROLES,
  onboardingBody,
  SOURCES,
  TIMINGS,
  TOOLS,
  type User,
} from '@packsmith/core';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CheckboxChips, RadioChips } from '@/components/ui/choice-group';
import { Field, FieldError, fieldDescribedBy } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api';
import { useFormTouch } from '@/lib/field-touch';
import { completeOnboarding } from './api';
import { countryNames } from './countries';

interface FormValues {
  name: string;
  jobRole: string;
  timing: string;
  companyType: string;
  country: string;
  state: string;
  source: string;
  reason: string;
  tools: string[];
}

const OPTIONAL_TEXT = new Set(['companyType', 'country', 'state', 'source', 'reason']);

/** Optional selects and text boxes hold '' when untouched; the contract wants those fields absent. */
function dropEmpty(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k, v]) => !(OPTIONAL_TEXT.has(k) && v === '')));
}

type OnboardingValues = z.output<typeof onboardingBody>;
const schema = z.preprocess(dropEmpty, onboardingBody) as unknown as z.ZodType<OnboardingValues, FormValues>;

export function OnboardingForm({
  referrer,
  onDone,
}: {
  referrer: string | null;
  onDone: (user: User) => void;
}) {
  const id = useId();
  const countries = useMemo(countryNames, []);
  const form = useForm<FormValues, unknown, OnboardingValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: {
      name: '',
      jobRole: '',
      timing: '',
      companyType: '',
      country: '',
      state: '',
      source: '',
      reason: '',
      tools: [],
    },
  });
  const { errors, isSubmitting } = form.formState;
  const touch = useFormTouch(form);

  const submit = form.handleSubmit(async (values) => {
    try {
      const user = await completeOnboarding({ ...values, ...(referrer ? { referrer } : {}) });
      onDone(user);
    } catch (error) {
      form.setError('root', {
        message: isApiError(error) ? error.message : 'We could not save your profile. Please try again.',
      });
    }
  });

  const f = (name: string) => `${id}-${name}`;

  return (
    <form onSubmit={submit} {...touch.formProps} noValidate className="flex flex-col gap-8">
      <section className="flex flex-col gap-5">
        <Field id={f('name')} label="Your name" required error={touch.error('name')}>
          <Input
            id={f('name')}
            autoComplete="name"
            placeholder="Jane Doe"
            autoFocus
            aria-invalid={touch.error('name') ? true : undefined}
            aria-describedby={fieldDescribedBy(f('name'), { error: touch.error('name') })}
            {...form.register('name')}
          />
        </Field>
        <Field
          id={f('jobRole')}
          label="What best describes your role?"
          required
          error={touch.error('jobRole')}
        >
          <Controller
            control={form.control}
            name="jobRole"
            render={({ field }) => (
              <RadioChips
                id={f('jobRole')}
                name={field.name}
                options={JOB_ROLES}
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(touch.error('jobRole'))}
                describedBy={fieldDescribedBy(f('jobRole'), { error: touch.error('jobRole') })}
              />
            )}
          />
        </Field>
        <Field
          id={f('timing')}
          label="When are you planning to launch?"
          required
          error={touch.error('timing')}
        >
          <Controller
            control={form.control}
            name="timing"
            render={({ field }) => (
              <RadioChips
                id={f('timing')}
                name={field.name}
                options={TIMINGS}
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(touch.error('timing'))}
                describedBy={fieldDescribedBy(f('timing'), { error: touch.error('timing') })}
              />
            )}
          />
        </Field>
      </section>

      <section className="flex flex-col gap-5 border-t border-zinc-100 pt-8">
        <div>
          <h2 className="text-sm font-semibold text-zinc-900">A little more about you</h2>
          <p className="mt-0.5 text-sm text-zinc-500">
            Optional — it helps us tailor templates and suggestions.
          </p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={f('companyType')} label="Company type" optional>
            <Select
              id={f('companyType')}
              placeholder="Select…"
              options={COMPANY_TYPES}
              {...form.register('companyType')}
            />
          </Field>
          <Field id={f('source')} label="How did you hear about us?" optional>
            <Select id={f('source')} placeholder="Select…" options={SOURCES} {...form.register('source')} />
          </Field>
          <Field id={f('country')} label="Country" optional>
            <Select
              id={f('country')}
              placeholder="Select a country"
              options={countries}
              autoComplete="country-name"
              {...form.register('country')}
            />
          </Field>
          <Field id={f('state')} label="State / region" optional>
            <Input
              id={f('state')}
              autoComplete="address-level1"
              placeholder="E.g. California"
              {...form.register('state')}
            />
          </Field>
        </div>
        <Field id={f('tools')} label="Which tools do you use today?" optional>
          <Controller
            control={form.control}
            name="tools"
            render={({ field }) => (
              <CheckboxChips
                id={f('tools')}
                name={field.name}
                options={TOOLS}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </Field>
        <Field id={f('reason')} label="What brings you to Packsmith?" optional error={touch.error('reason')}>
          <Textarea
            id={f('reason')}
            placeholder="E.g. We're launching a new range of cold-brew cans this spring."
            {...form.register('reason')}
          />
        </Field>
      </section>

      <div className="flex flex-col gap-3">
        <FieldError message={errors.root?.message} />
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto sm:self-start">
          Continue to Packsmith
        </Button>
      </div>
    </form>
  );
}
