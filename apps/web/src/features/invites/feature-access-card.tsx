import {
  type FeatureStatus,
  INVITE_FEATURE_DESCRIPTIONS,
  INVITE_FEATURE_LABELS,
  type InviteFeature,
  MESSAGES,
} from '@packsmith/core';
import { Clock, KeyRound, LockOpen } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { useFeatureStatus, useJoinWaitlist, useRedeemInvite } from './api';

type State = 'activated' | 'waitlisted' | 'locked';
const stateOf = (status: FeatureStatus): State =>
  status.activated ? 'activated' : status.waitlisted ? 'waitlisted' : 'locked';

const BADGES = {
  activated: { label: 'Unlocked', variant: 'success' },
  waitlisted: { label: 'On the waitlist', variant: 'warning' },
  locked: { label: 'Invite only', variant: 'neutral' },
} as const;

function RedeemForm({ feature }: { feature: InviteFeature }) {
  const id = useId();
  const [code, setCode] = useState('');
  const redeem = useRedeemInvite();
  const error = redeem.error?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    redeem.mutate(
      { feature, code },
      { onSuccess: (answer) => notify.success(answer.message ?? MESSAGES.invites.redeemed) },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
      <Field id={id} label="Invite code" error={error} className="flex-1">
        <Input
          id={id}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (redeem.isError) redeem.reset();
          }}
          placeholder="XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, { error })}
          className="font-mono tracking-wider uppercase placeholder:normal-case"
        />
      </Field>
      <Button type="submit" loading={redeem.isPending} disabled={!code.trim()} className="sm:mt-[26px]">
        <KeyRound aria-hidden /> Redeem
      </Button>
    </form>
  );
}

function WaitlistAction({ feature, waitlisted }: { feature: InviteFeature; waitlisted: boolean }) {
  const join = useJoinWaitlist();
  if (waitlisted) {
    return (
      <p className="flex items-center gap-2 text-sm text-zinc-600">
        <Clock className="size-4 text-amber-600" aria-hidden />
        {MESSAGES.invites.waitlistJoined}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-zinc-500">No code yet? Join the waitlist and we'll let you in.</p>
      <div>
        <Button
          variant="outline"
          loading={join.isPending}
          onClick={() => join.mutate({ feature }, { onError: (e) => notify.error(e.message) })}
        >
          Join the waitlist
        </Button>
      </div>
    </div>
  );
}

/**
 * One invite-only feature for the signed-in person: whether it is unlocked, and if not a code
 * field and the waitlist. Usable wherever a page gates a feature.
 */
export function FeatureAccessCard({ feature }: { feature: InviteFeature }) {
  const status = useFeatureStatus(feature);
  const state = status.data ? stateOf(status.data) : undefined;
  const badge = state ? BADGES[state] : undefined;

  return (
    <Card
      className="flex flex-col gap-4 p-5"
      data-testid="feature-card"
      data-feature={feature}
      data-state={state}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-zinc-900">{INVITE_FEATURE_LABELS[feature]}</h2>
          <p className="mt-0.5 text-sm text-zinc-500">{INVITE_FEATURE_DESCRIPTIONS[feature]}</p>
        </div>
        {badge ? (
          <Badge variant={badge.variant} data-testid="feature-state">
            {badge.label}
          </Badge>
        ) : null}
      </div>
      {status.isPending ? (
        <div className="flex flex-col gap-2" aria-hidden>
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : status.isError ? (
        <LoadError title="We couldn't check this feature" error={status.error} onRetry={status.refetch} />
      ) : status.data.activated ? (
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-700">
          <LockOpen className="size-4" aria-hidden /> You have access to {INVITE_FEATURE_LABELS[feature]}.
        </p>
      ) : (
        <>
          <RedeemForm feature={feature} />
          <div className="border-t border-zinc-100 pt-4">
            <WaitlistAction feature={feature} waitlisted={status.data.waitlisted} />
          </div>
        </>
      )}
    </Card>
  );
}
