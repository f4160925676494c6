import { RotateCw, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { cn } from '@/lib/cn';
import { retryRealtime, useRealtimeState } from './live-store';
import { connectionStatus } from './rules';

/** A small pill: 'Live', 'Connecting…', 'Reconnecting…', 'Connection failed', 'Subscription failed'. */
export function ConnectionPill({
  className,
  hideProblem = false,
}: {
  className?: string;
  hideProblem?: boolean;
}) {
  const state = useRealtimeState();
  const status = connectionStatus(state);
  // where ConnectionProblem already explains it
  if (hideProblem && status.tone === 'problem') return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-[11px] font-medium whitespace-nowrap',
        status.tone === 'live' && 'bg-emerald-50 text-emerald-700',
        status.tone === 'pending' && 'bg-zinc-100 text-zinc-600',
        status.tone === 'problem' && 'bg-red-50 text-red-700',
        className,
      )}
      role="status"
      data-testid="connection-status"
      data-state={state}
      title={status.tone === 'live' ? 'New notifications arrive live' : undefined}
    >
      <span className="relative flex size-1.5">
        {status.tone === 'live' ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />
        ) : null}
        <span
          className={cn(
            'relative inline-flex size-1.5 rounded-full',
            status.tone === 'live' && 'bg-emerald-500',
            status.tone === 'pending' && 'bg-zinc-400',
            status.tone === 'problem' && 'bg-red-500',
          )}
        />
      </span>
      {status.label}
    </span>
  );
}

/** Shown in the popover and on the page when live updates are down, with a retry. */
export function ConnectionProblem({ compact = false }: { compact?: boolean }) {
  const state = useRealtimeState();
  const status = connectionStatus(state);
  if (status.tone !== 'problem') return null;
  const text =
    state === 'subscription_failed'
      ? "We couldn't subscribe to your live updates."
      : "We couldn't connect for live updates.";
  if (compact) {
    return (
      <div
        className="mx-1 mb-1 flex items-center gap-2.5 rounded-xl border border-red-100 bg-red-50/70 px-3 py-2 text-xs text-red-800"
        role="alert"
        data-testid="connection-problem"
      >
        <WifiOff className="size-4 shrink-0 text-red-500" aria-hidden />
        <p className="min-w-0 flex-1">
          <span className="font-semibold">{status.label}.</span> New notifications may be delayed.
        </p>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-red-700 hover:bg-red-100"
          onClick={retryRealtime}
        >
          <RotateCw aria-hidden />
          Retry
        </Button>
      </div>
    );
  }
  return (
    <Notice
      tone="danger"
      title={status.label}
      className="mb-4"
      action={
        <Button variant="outline" size="sm" onClick={retryRealtime}>
          <RotateCw aria-hidden />
          Retry
        </Button>
      }
    >
      {text} This list still refreshes when you open it, and we keep trying in the background.
    </Notice>
  );
}
