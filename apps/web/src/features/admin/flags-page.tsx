import { type FlagAudience, TIER_LABELS, TIERS, type Tier } from '@packsmith/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CheckboxChips } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { LoadError, Notice } from '@/components/ui/notice';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { StaffPageHeader } from '@/components/ui/staff-page-header';
import { notify } from '@/components/ui/toast';
import { isApiError } from '@/lib/api';
import { type AdminFlag, adminFlagsQuery, findPeople, saveFlagAudience } from './api';
import { describeAudience, parseEmails } from './audience';

const tierOfLabel = (label: string) => TIERS.find((tier) => TIER_LABELS[tier] === label) as Tier;

/** Who one flag is on for, as a form: everyone, staff, tiers, named people, a percentage. */
function AudienceEditor({ flag, onDone }: { flag: AdminFlag; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [audience, setAudience] = useState<FlagAudience>(flag.audience);
  const [emails, setEmails] = useState(flag.people.map((p) => p.email ?? p.id).join('\n'));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = `flag-${flag.key}`;
  const set = (patch: Partial<FlagAudience>) => setAudience((a) => ({ ...a, ...patch }));

  async function save() {
    setSaving(true);
    setError(null);
    try {
      const wanted = parseEmails(emails);
      // Ids of people already listed by id (their account has no e-mail we could show) stay as they are.
      const keptIds = wanted.filter((w) => flag.people.some((p) => p.id === w));
      const found = await findPeople(wanted.filter((w) => !keptIds.includes(w)));
      const missing = wanted.filter(
        (w) => !keptIds.includes(w) && !found.some((p) => p.email.toLowerCase() === w),
      );
      if (missing.length) {
        setError(`No account uses ${missing.join(', ')}.`);
        return;
      }
      await saveFlagAudience(flag.key, { ...audience, userIds: [...keptIds, ...found.map((p) => p.id)] });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      await queryClient.invalidateQueries({ queryKey: ['flags'] });
      notify.success(`${flag.label} updated`);
      onDone();
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The flag could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="mt-4 flex flex-col gap-4 border-t border-zinc-100 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-zinc-800">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={audience.everyone}
            onChange={(e) => set({ everyone: e.target.checked })}
            className="size-4 accent-brand-600"
          />
          Everyone
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={audience.staff}
            onChange={(e) => set({ staff: e.target.checked })}
            className="size-4 accent-brand-600"
          />
          Staff
        </label>
      </div>
      <Field id={`${id}-tiers`} label="Plans">
        <CheckboxChips
          id={`${id}-tiers`}
          name={`${id}-tiers`}
          options={TIERS.map((tier) => TIER_LABELS[tier])}
          value={audience.tiers.map((tier) => TIER_LABELS[tier])}
          onChange={(labels) => set({ tiers: labels.map(tierOfLabel) })}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Field id={`${id}-people`} label="People" hint="E-mail addresses, one per line.">
          <Textarea
            id={`${id}-people`}
            rows={3}
            value={emails}
            onChange={(e) => setEmails(e.target.value)}
            placeholder="ada@brand.co"
          />
        </Field>
        <Field
          id={`${id}-percentage`}
          label="Rollout"
          hint="Share of signed-in people, the same ones each time."
        >
          <div className="flex items-center gap-2">
            <Input
              id={`${id}-percentage`}
              type="number"
              min={0}
              max={100}
              inputMode="numeric"
              value={audience.percentage}
              onChange={(e) =>
                set({ percentage: Math.max(0, Math.min(100, Math.round(Number(e.target.value) || 0))) })
              }
              className="w-24"
            />
            <span className="text-sm text-zinc-500">%</span>
          </div>
        </Field>
      </div>
      {error ? <Notice tone="danger">{error}</Notice> : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

function FlagCard({ flag, editable }: { flag: AdminFlag; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  const summary = describeAudience(flag.audience);
  return (
    <li className="rounded-2xl border border-zinc-200 bg-white p-5" data-testid={`flag-${flag.key}`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold text-zinc-900">{flag.label}</h2>
            <Badge variant={summary === 'Nobody' ? 'neutral' : summary === 'Everyone' ? 'success' : 'brand'}>
              {summary}
            </Badge>
          </div>
          <p className="mt-1 text-sm text-zinc-600">{flag.effect}</p>
          <p className="mt-1 font-mono text-xs text-zinc-400">
            {flag.key}
            {flag.updatedAt
              ? ` · changed ${new Date(flag.updatedAt).toLocaleString()} by ${flag.updatedBy ?? 'someone'}`
              : ' · default'}
          </p>
        </div>
        {editable && !editing ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${flag.label}`}
          >
            Edit
          </Button>
        ) : null}
      </div>
      {editing ? <AudienceEditor flag={flag} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

/** /admin/flags: every feature flag, who it is on for, and the form to change that. */
export function FlagsPage() {
  const flags = useQuery(adminFlagsQuery);
  return (
    <Page width="narrow">
      <StaffPageHeader
        title="Feature flags"
        description="Who sees what. Changes reach people on their next page, and are written to the audit log."
      />
      {flags.isPending ? (
        <div className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
        </div>
      ) : flags.isError ? (
        <LoadError title="The flags could not load" error={flags.error} onRetry={flags.refetch} />
      ) : (
        <>
          {flags.data.editable ? null : (
            <Notice tone="info" className="mb-4">
              Flags come from {flags.data.provider}; change them there.
            </Notice>
          )}
          <ul className="flex flex-col gap-3">
            {flags.data.data.map((flag) => (
              <FlagCard key={flag.key} flag={flag} editable={flags.data.editable} />
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
