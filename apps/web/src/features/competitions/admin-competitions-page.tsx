import { type Competition, createCompetitionBody } from '@packsmith/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError, Notice } from '@/components/ui/notice';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { StaffPageHeader } from '@/components/ui/staff-page-header';
import { notify } from '@/components/ui/toast';
import { isApiError } from '@/lib/api';
import { adminCompetitionsQuery, createCompetition, endCompetition } from './api';

/** A datetime-local value (the browser's own time zone) for `date`. */
const localInput = (date: Date) => {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
};

function statusOf(c: Competition, now: number) {
  if (Date.parse(c.endsAt) <= now) return { label: 'Ended', variant: 'neutral' } as const;
  if (Date.parse(c.startsAt) > now) return { label: 'Scheduled', variant: 'warning' } as const;
  return { label: 'Running', variant: 'success' } as const;
}

function NewCompetition() {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [bannerText, setBannerText] = useState('');
  const [startsAt, setStartsAt] = useState(() => localInput(new Date()));
  const [endsAt, setEndsAt] = useState(() => localInput(new Date(Date.now() + 14 * 24 * 60 * 60_000)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit() {
    const parsed = createCompetitionBody.safeParse({
      title,
      bannerText,
      startsAt: startsAt && new Date(startsAt).toISOString(),
      endsAt: endsAt && new Date(endsAt).toISOString(),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await createCompetition(parsed.data);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      await queryClient.invalidateQueries({ queryKey: ['competitions'] });
      notify.success('Competition created');
      setTitle('');
      setBannerText('');
    } catch (e) {
      setErrors({
        form: isApiError(e) ? e.message : 'The competition could not be created. Please try again.',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-4 rounded-2xl border border-zinc-200 bg-white p-5"
      aria-label="New competition"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="text-base font-semibold text-zinc-900">New competition</h2>
      <Field id="competition-title" label="Title" error={errors.title}>
        <Input
          id="competition-title"
          value={title}
          maxLength={80}
          onChange={(e) => setTitle(e.target.value)}
        />
      </Field>
      <Field
        id="competition-banner"
        label="Banner text"
        error={errors.bannerText}
        hint="Shown above every page while it runs."
      >
        <Input
          id="competition-banner"
          value={bannerText}
          maxLength={160}
          onChange={(e) => setBannerText(e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="competition-starts" label="Starts" error={errors.startsAt}>
          <Input
            id="competition-starts"
            type="datetime-local"
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
          />
        </Field>
        <Field id="competition-ends" label="Ends" error={errors.endsAt}>
          <Input
            id="competition-ends"
            type="datetime-local"
            value={endsAt}
            onChange={(e) => setEndsAt(e.target.value)}
          />
        </Field>
      </div>
      {errors.form ? <Notice tone="danger">{errors.form}</Notice> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? 'Creating…' : 'Create competition'}
        </Button>
      </div>
    </form>
  );
}

/** /admin/competitions: create a competition with its dates and banner; end one early. */
export function AdminCompetitionsPage() {
  const queryClient = useQueryClient();
  const list = useQuery(adminCompetitionsQuery);
  const now = Date.now();
  async function end(c: Competition) {
    try {
      await endCompetition(c.id);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      await queryClient.invalidateQueries({ queryKey: ['competitions'] });
      notify.success(`${c.title} removed`);
    } catch (e) {
      notify.error('The competition could not be removed', isApiError(e) ? e.message : undefined);
    }
  }
  return (
    <Page width="narrow">
      <StaffPageHeader
        title="Competitions"
        description="While one runs and the competition promotion flag is on, its banner shows above every page."
      />
      <div className="flex flex-col gap-6">
        <NewCompetition />
        {list.isPending ? (
          <Skeleton className="h-32 rounded-2xl" />
        ) : list.isError ? (
          <LoadError title="Competitions could not load" error={list.error} onRetry={list.refetch} />
        ) : list.data.length === 0 ? (
          <EmptyState icon={Trophy} title="No competitions yet" description="Create one above." />
        ) : (
          <ul className="divide-y divide-zinc-100 rounded-2xl border border-zinc-200 bg-white">
            {list.data.map((c) => {
              const status = statusOf(c, now);
              return (
                <li
                  key={c.id}
                  className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center"
                  data-testid="competition-row"
                >
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-900">
                      {c.title} <Badge variant={status.variant}>{status.label}</Badge>
                    </p>
                    <p className="text-sm text-zinc-600">{c.bannerText}</p>
                    <p className="text-xs text-zinc-500">
                      {new Date(c.startsAt).toLocaleString()} – {new Date(c.endsAt).toLocaleString()}
                    </p>
                  </div>
                  <Button variant="outline" size="sm" onClick={() => void end(c)}>
                    Remove
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Page>
  );
}
