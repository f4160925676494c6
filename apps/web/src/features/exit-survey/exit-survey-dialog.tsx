import {
  EXIT_SURVEY_LIMITS,
  EXIT_SURVEY_MESSAGES,
  EXIT_SURVEY_REASON_LABELS,
  EXIT_SURVEY_REASONS,
  type ExitSurveyReason,
  TIER_LABELS,
  type Tier,
} from '@packsmith/core';
import { type FormEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { RadioChips } from '@/components/ui/choice-group';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toast';
import { isApiError } from '@/lib/api';
import { useAnswerExitSurvey } from './api';

const LABELS = EXIT_SURVEY_REASONS.map((r) => EXIT_SURVEY_REASON_LABELS[r]);
const reasonOf = (label: string) => EXIT_SURVEY_REASONS.find((r) => EXIT_SURVEY_REASON_LABELS[r] === label);

function ExitSurveyForm({ to, onDone }: { to: Tier; onDone: (answered: boolean) => void }) {
  const [reason, setReason] = useState<ExitSurveyReason | undefined>();
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = useAnswerExitSurvey();
  const cancelling = to === 'free';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(EXIT_SURVEY_MESSAGES.reason);
    answer.mutate(
      { reason, newTier: to, ...(details.trim() ? { details } : {}) },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          onDone(true);
        },
        onError: (e) => setError(isApiError(e) ? e.message : 'Please try again.'),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" data-testid="exit-survey">
      <Field
        id="exit-reason"
        label={cancelling ? 'Why are you cancelling?' : 'Why are you moving down?'}
        error={error ?? undefined}
      >
        <RadioChips
          id="exit-reason"
          name="exit-reason"
          options={LABELS}
          value={reason ? EXIT_SURVEY_REASON_LABELS[reason] : undefined}
          onChange={(label) => {
            setReason(reasonOf(label));
            setError(null);
          }}
          invalid={Boolean(error)}
        />
      </Field>
      <Field id="exit-details" label="Anything else we should know?" optional>
        <textarea
          id="exit-details"
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          maxLength={EXIT_SURVEY_LIMITS.maxDetails}
          rows={3}
          className="w-full resize-none rounded-xl border border-zinc-200 px-3 py-2 text-sm outline-none focus:border-brand-400 focus:ring-2 focus:ring-brand-100"
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => onDone(false)}>
          Keep my plan
        </Button>
        <Button type="submit" loading={answer.isPending} data-testid="exit-survey-submit">
          {cancelling ? 'Continue to cancel' : `Continue to ${TIER_LABELS[to]}`}
        </Button>
      </div>
    </form>
  );
}

/**
 * Asks why before a move to a lower plan or a cancel: `ask(to)` opens the survey and resolves
 * true once it is answered (stored with the plan left), false when the person keeps their plan.
 */
export function useExitSurvey(): { ask: (to: Tier) => Promise<boolean>; dialog: ReactNode } {
  const [to, setTo] = useState<Tier | null>(null);
  const settle = useRef<((answered: boolean) => void) | null>(null);
  const done = useCallback((answered: boolean) => {
    settle.current?.(answered);
    settle.current = null;
    setTo(null);
  }, []);
  const ask = useCallback((next: Tier) => {
    settle.current?.(false);
    setTo(next);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, []);
  const dialog = (
    <Dialog open={to !== null} onOpenChange={(open) => !open && done(false)}>
      <DialogContent
        size="md"
        title={to === 'free' ? 'Before you cancel' : `Before you switch to ${to ? TIER_LABELS[to] : ''}`}
        description="Tell us why. It takes a few seconds and helps us make Packsmith better."
      >
        {to ? <ExitSurveyForm to={to} onDone={done} /> : null}
      </DialogContent>
    </Dialog>
  );
  return { ask, dialog };
}
