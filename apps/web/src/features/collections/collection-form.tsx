import { zodResolver } from '@hookform/resolvers/zod';
import { COLLECTIONS, collectionName, MESSAGES } from '@packsmith/core';
import { Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { notify } from '@/components/ui/toast';
import { isApiError } from '@/lib/api';
import { useFormTouch } from '@/lib/field-touch';
import { useCreateCollection } from './api';

const collectionForm = z.object({
  name: collectionName,
  description: z
    .string()
    .trim()
    .max(COLLECTIONS.descriptionMaxLength, MESSAGES.collections.descriptionTooLong),
});
type CollectionFormValues = z.infer<typeof collectionForm>;

/**
 * The new-collection form (the Create new collection dialog and the add-to-collection dialog's
 * create-new mode): posts, toasts, and hands the new id to `onCreated`.
 */
export function useNewCollectionForm(onCreated: (id: string) => void) {
  const form = useForm<CollectionFormValues>({
    resolver: zodResolver(collectionForm),
    mode: 'onChange',
    defaultValues: { name: '', description: '' },
  });
  const touch = useFormTouch(form);
  const create = useCreateCollection();
  const reset = () => {
    form.reset();
    touch.reset();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const { id } = await create.mutateAsync({
        name: values.name,
        description: values.description || undefined,
      });
      notify.success(MESSAGES.collections.created);
      reset();
      onCreated(id);
    } catch (error) {
      notify.error('Error', isApiError(error) ? error.message : 'Failed to create collection');
    }
  });
  return { form, touch, submit, reset, submitting: form.formState.isSubmitting };
}

export function NewCollectionFields({
  id,
  state,
}: {
  id: string;
  state: ReturnType<typeof useNewCollectionForm>;
}) {
  const { form, touch, submit } = state;
  return (
    <form id={`${id}-form`} onSubmit={submit} {...touch.formProps} className="flex flex-col gap-4" noValidate>
      <Field id={`${id}-name`} label="Name" required error={touch.error('name')}>
        <Input
          id={`${id}-name`}
          placeholder="E.g. Summer range ideas"
          autoFocus
          aria-invalid={touch.error('name') ? true : undefined}
          aria-describedby={fieldDescribedBy(`${id}-name`, { error: touch.error('name') })}
          {...form.register('name')}
        />
      </Field>
      <Field id={`${id}-description`} label="Description" optional error={touch.error('description')}>
        <Textarea
          id={`${id}-description`}
          placeholder="What is this collection for?"
          {...form.register('description')}
        />
      </Field>
      <div className="flex items-center justify-between rounded-xl border border-zinc-200 bg-zinc-50 px-4 py-3">
        <div className="flex items-center gap-3">
          <Lock className="size-4 text-zinc-500" aria-hidden />
          <div>
            <p className="text-sm font-medium text-zinc-800">Private</p>
            <p className="text-xs text-zinc-500">Only you and people you invite can see it.</p>
          </div>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked="true"
          aria-label="Private"
          disabled
          className="relative h-6 w-10 rounded-full bg-brand-600 opacity-70"
        >
          <span className="absolute top-0.5 right-0.5 size-5 rounded-full bg-white shadow" />
        </button>
      </div>
    </form>
  );
}
