import { Button } from '@/components/ui/button';
import { CreditBalance, openLowCredits } from '@/features/credits';
import { FlowBackButton } from './flow-back';
import { creditsLabel, generateBlocker, generateLabel } from './rules';
import type { DesignActionSubmit } from './use-design-action-submit';

export interface GenerateFooterProps {
  /** The submit hook's state: cost, balance, pending. */
  flow: Pick<DesignActionSubmit, 'cost' | 'balance' | 'balanceLoading' | 'pending'>;
  onGenerate: () => void;
  /** The form fails its schema: Generate stays disabled. */
  invalid?: boolean;
  /** Something still runs (an upload): Generate stays disabled. */
  busy?: boolean;
  /** The previous step; without it a flow opened from the Create new tiles goes back to them. */
  onBack?: () => void;
  onCancel?: () => void;
}

/**
 * A creation dialog's footer: Back (the previous step, or the Create new tiles), the balance
 * coloured against the cost with a 'Get credits' link when it is short, Cancel and
 * 'Generate · N credits' ('Generating...' while pending). Disabled while invalid, busy, pending,
 * loading the balance or short of credits.
 */
export function GenerateFooter({ flow, onGenerate, invalid, busy, onBack, onCancel }: GenerateFooterProps) {
  const blocker = generateBlocker({ ...flow, invalid, busy });
  const short = blocker === 'credits';
  return (
    <div className="flex w-full flex-col gap-3 md:flex-row md:items-center md:gap-2">
      <div className="flex min-h-9 items-center justify-between gap-3 md:contents">
        <FlowBackButton onBack={onBack} className="-ml-2 md:mr-auto md:ml-0" />
        <span
          className="flex items-center gap-2 text-xs text-zinc-500 max-md:ml-auto md:ml-auto md:pr-2"
          data-testid="generate-balance"
        >
          <CreditBalance cost={flow.cost} />
          {short ? (
            <button
              type="button"
              onClick={() => openLowCredits({ required: flow.cost })}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              Get credits
            </button>
          ) : (
            <span>available</span>
          )}
        </span>
      </div>
      <div className={onCancel ? 'grid grid-cols-2 gap-2 md:flex' : 'flex'}>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button
          onClick={onGenerate}
          loading={flow.pending}
          disabled={blocker !== null}
          data-testid="generate"
          data-blocker={blocker ?? undefined}
          className="max-md:flex-1"
        >
          {generateLabel(flow.pending)}
          {flow.cost > 0 ? (
            <span className="rounded-full bg-white/20 px-2 py-0.5 text-xs font-semibold tabular-nums">
              {creditsLabel(flow.cost)}
            </span>
          ) : null}
        </Button>
      </div>
    </div>
  );
}
