import { EXIT_SURVEY_REASON_LABELS, TIER_LABELS } from '@packsmith/core';
import { DoorOpen } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/notice';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { StaffPageHeader } from '@/components/ui/staff-page-header';
import { useExitSurveyAnswers } from './api';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/exit-surveys: why people moved down or cancelled, newest first. */
export function AdminExitSurveysPage() {
  const answers = useExitSurveyAnswers();
  return (
    <Page>
      <StaffPageHeader
        title="Exit survey"
        description="Why people moved to a lower plan or cancelled, with the plan they left."
      />
      {answers.isPending ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : answers.isError ? (
        <LoadError title="We couldn't load the answers" error={answers.error} onRetry={answers.refetch} />
      ) : answers.data.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-10 text-center text-sm text-zinc-500">
          <DoorOpen className="size-6 text-zinc-300" aria-hidden />
          No answers yet.
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <p className="border-b border-zinc-100 px-4 py-3 text-sm text-zinc-500">
            {answers.data.totalCount} {answers.data.totalCount === 1 ? 'answer' : 'answers'}
          </p>
          <ul className="divide-y divide-zinc-100" data-testid="exit-survey-answers">
            {answers.data.data.map((a) => (
              <li
                key={a.id}
                className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4"
                data-testid="exit-survey-answer"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-zinc-900">{EXIT_SURVEY_REASON_LABELS[a.reason]}</p>
                  {a.details ? (
                    <p className="mt-0.5 text-sm whitespace-pre-wrap text-zinc-600">{a.details}</p>
                  ) : null}
                  <p className="mt-1 truncate text-xs text-zinc-500">{a.userEmail}</p>
                </div>
                <div className="shrink-0 text-sm text-zinc-600 sm:text-right">
                  <p>
                    {TIER_LABELS[a.previousTier]} →{' '}
                    {a.newTier === 'free' ? 'Cancelled (Free)' : TIER_LABELS[a.newTier]}
                  </p>
                  <p className="text-xs text-zinc-400">{when(a.createdAt)}</p>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </Page>
  );
}
