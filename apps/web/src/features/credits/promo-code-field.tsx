/**
 * The promo code field of the plan checkout and the top-up dialog: Apply asks the server for the
 * code's prices (nothing is redeemed until a checkout starts), shows its refusal on the field,
 * and hands the quote up so the prices can show the discount before paying.
 */
import type { PromoQuote, PromoTarget } from '@packsmith/core';
import { TicketPercent, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { quotePromoCode } from './api';

export function usePromoQuote() {
  return useState<PromoQuote | null>(null);
}

/** The price of one plan (tier) or pack (credits) under a quote; null when the code changes nothing. */
export function discountedCents(
  quote: PromoQuote | null,
  item: { tier?: string; credits?: number },
): number | null {
  const line = quote?.prices.find((p) =>
    item.tier !== undefined ? p.tier === item.tier : p.credits === item.credits,
  );
  return line && line.discountCents > 0 ? line.totalCents : null;
}

export function PromoCodeField({
  target,
  quote,
  onQuote,
  className,
  compact,
}: {
  target: PromoTarget;
  quote: PromoQuote | null;
  onQuote: (quote: PromoQuote | null) => void;
  className?: string;
  compact?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (!text.trim()) return;
    setBusy(true);
    setError(undefined);
    try {
      onQuote(await quotePromoCode({ code: text, target }));
    } catch (err) {
      onQuote(null);
      setError(err instanceof Error ? err.message : 'That promo code could not be checked');
    } finally {
      setBusy(false);
    }
  };

  if (quote) {
    return (
      <div
        className={cn(
          'flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-800 ring-1 ring-emerald-200 ring-inset',
          className,
        )}
        data-testid={`promo-applied-${target}`}
      >
        <TicketPercent className="size-4 shrink-0" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="font-semibold">{quote.code}</span> applied · {quote.description}
        </span>
        <button
          type="button"
          className="rounded-md p-1 text-emerald-700 hover:bg-emerald-100"
          onClick={() => {
            onQuote(null);
            setText('');
          }}
          aria-label={`Remove promo code ${quote.code}`}
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    );
  }

  return (
    <form
      className={cn('flex flex-col gap-1.5', className)}
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <label htmlFor={id} className={cn('font-medium text-zinc-800', compact ? 'text-xs' : 'text-sm')}>
        Promo code
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          placeholder="Enter a code"
          autoComplete="off"
          maxLength={32}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn('uppercase placeholder:normal-case', compact && 'h-10')}
          data-testid={`promo-code-${target}`}
        />
        <Button
          type="submit"
          variant="outline"
          className={compact ? 'h-10' : 'h-11'}
          loading={busy}
          disabled={!text.trim()}
          data-testid={`promo-apply-${target}`}
        >
          Apply
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
