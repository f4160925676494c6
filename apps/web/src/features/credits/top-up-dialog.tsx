import {
  CREDIT_MESSAGES,
  type CreatePaymentIntentResponse,
  TEST_CARDS,
  TOP_UP_EXPIRY_MONTHS,
} from '@packsmith/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, CreditCard, Infinity as InfinityIcon, Lock, Wallet } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import {
  createPaymentIntent,
  paymentsKeys,
  payTestCheckout,
  scheduleBalanceRefresh,
  startTopUpCheckout,
  useTopUpOptions,
} from './api';
import { savePendingPayment } from './payment-storage';
import { discountedCents, PromoCodeField, usePromoQuote } from './promo-code-field';
import {
  formatCredits,
  formatPrice,
  paymentReturnPath,
  pricePerHundred,
  selectTopUpOption,
  toCents,
} from './rules';

const StripeExpressCheckout = lazy(() => import('./stripe-express'));

/** Toast for a payment the provider refused or that failed on the way. */
export function paymentErrorToast(error: unknown) {
  const message = error instanceof Error && error.message ? error.message : CREDIT_MESSAGES.paymentError;
  notify.error(CREDIT_MESSAGES.paymentErrorTitle, message);
}

/** The shared success path: toast now, the balance 5 seconds later. */
export function useTopUpSucceeded() {
  const queryClient = useQueryClient();
  return (credits: number) => {
    notify.success(
      'Payment successful',
      `${formatCredits(credits)} credits are being added to your balance.`,
    );
    scheduleBalanceRefresh(queryClient);
  };
}

/** A payment intent, created when the dialog opens and again when another pack is picked. */
function usePaymentIntent(
  openId: number,
  credits: number | null,
  amount: number | null,
  promoCode: string | null,
) {
  const query = useQuery({
    queryKey: paymentsKeys.intent(openId, credits ?? 0, amount ?? 0, promoCode),
    queryFn: () =>
      createPaymentIntent({
        amount: amount ?? 0,
        credits: credits ?? 0,
        ...(promoCode ? { promoCode } : {}),
      }),
    enabled: credits !== null && amount !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (query.error && reported.current !== query.error) {
      reported.current = query.error;
      notify.error('Error', query.error.message || CREDIT_MESSAGES.paymentError);
    }
  }, [query.error]);
  return query;
}

function TestWalletButton({
  intent,
  onPaid,
  disabled,
}: {
  intent: CreatePaymentIntentResponse['data'];
  onPaid: () => void;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      // The test provider's wallet holds the documented test card, like a phone wallet holds yours.
      await payTestCheckout(intent.paymentId, {
        cardNumber: TEST_CARDS.success,
        expiry: '12/34',
        cvc: '424',
      });
      onPaid();
    } catch (error) {
      paymentErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Button
        variant="secondary"
        size="lg"
        className="w-full bg-zinc-950 hover:bg-zinc-800"
        onClick={pay}
        loading={busy}
        disabled={disabled}
        data-testid="express-wallet"
      >
        {busy ? null : <Wallet aria-hidden />}
        {busy
          ? 'Confirming payment…'
          : `Pay ${formatPrice(intent.amount / 100, intent.currency)} with wallet`}
      </Button>
      <p className="text-center text-xs text-zinc-500">Test wallet · card ending 4242</p>
    </div>
  );
}

export interface TopUpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Changes on every opening so each opening gets its own payment intent. */
  openId?: number;
}

/**
 * Top-up dialog (spec part 1 §2): pick a pack (the first is the default), see the total excluding
 * VAT, then pay with an express wallet (the payment intent, created on open) or by card (the
 * redirect checkout).
 */
export function TopUpDialog({ open, onOpenChange, openId = 0 }: TopUpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <TopUpContent openId={openId} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function TopUpContent({ openId, onClose }: { openId: number; onClose: () => void }) {
  const options = useTopUpOptions();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = options.data?.options ?? [];
  const currency = options.data?.currency ?? 'usd';
  const selected = selectTopUpOption(list, chosen);
  const [promo, setPromo] = usePromoQuote();
  const intent = usePaymentIntent(
    openId,
    selected?.credits ?? null,
    selected ? toCents(selected.price) : null,
    promo?.code ?? null,
  );
  const discounted = selected ? discountedCents(promo, { credits: selected.credits }) : null;
  const succeeded = useTopUpSucceeded();
  const navigate = useNavigate();
  const location = useLocation();
  const [redirecting, setRedirecting] = useState(false);

  const payByCard = async () => {
    if (!selected) return;
    setRedirecting(true);
    try {
      const { url, paymentData } = await startTopUpCheckout({
        credits: selected.credits,
        amount: toCents(selected.price),
        successUrl: paymentReturnPath(location),
        cancelUrl: `${location.pathname}${location.search}`.slice(0, 500),
        ...(promo ? { promoCode: promo.code } : {}),
      });
      savePendingPayment('top_up', paymentData);
      onClose();
      if (window.self !== window.top) window.open(url, '_blank', 'noopener');
      else if (url.startsWith('/')) navigate(url);
      else window.location.assign(url);
    } catch (error) {
      const message =
        isApiError(error) || (error instanceof Error && error.message === CREDIT_MESSAGES.missingCheckoutUrl)
          ? (error as Error).message
          : CREDIT_MESSAGES.topUpFailed;
      notify.error('Error', message);
      setRedirecting(false);
    }
  };

  const intentData = intent.data;
  const onIntentPaid = () => {
    if (intentData) succeeded(intentData.credits);
    onClose();
  };
  const unlimited = options.data && list.length === 0;
  const loadingPayment = options.isPending || (selected !== null && intent.isPending);

  return (
    <DialogContent
      title="Top up credits"
      description={
        unlimited
          ? undefined
          : `Credits are added to your balance straight away and stay valid for ${TOP_UP_EXPIRY_MONTHS} months.`
      }
      size="md"
    >
      {options.isError ? (
        <Notice tone="danger" title="We couldn't load the credit packs">
          {options.error.message}
          <div className="mt-2">
            <Button size="sm" variant="outline" onClick={() => options.refetch()}>
              Try again
            </Button>
          </div>
        </Notice>
      ) : unlimited ? (
        <EmptyState
          icon={InfinityIcon}
          title={CREDIT_MESSAGES.unlimited}
          description="Your plan has no balance to top up. Every action is still listed in your credit history."
          size="sm"
        />
      ) : (
        <div className="flex flex-col gap-5">
          <fieldset>
            <legend className="mb-2.5 text-sm font-medium text-zinc-800">Choose a credit pack</legend>
            <div className="grid grid-cols-2 gap-2.5" role="radiogroup" aria-label="Credit packs">
              {options.isPending
                ? [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-[74px] rounded-xl" />)
                : list.map((option) => {
                    const active = selected?.credits === option.credits;
                    return (
                      <label
                        key={option.credits}
                        className={cn(
                          'relative flex cursor-pointer flex-col gap-0.5 rounded-xl border bg-white px-3.5 py-3 transition-colors select-none',
                          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                          active
                            ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500'
                            : 'border-zinc-200 hover:border-zinc-300 hover:bg-zinc-50',
                        )}
                        data-testid={`top-up-option-${option.credits}`}
                      >
                        <input
                          type="radio"
                          name="top-up-pack"
                          className="sr-only"
                          checked={active}
                          onChange={() => setChosen(option.credits)}
                          aria-label={`${formatCredits(option.credits)} credits for ${formatPrice(option.price, currency)}`}
                        />
                        <span className="text-[15px] font-semibold text-zinc-900 tabular-nums">
                          {formatCredits(option.credits)} credits
                        </span>
                        <span className="text-sm text-zinc-600 tabular-nums">
                          {formatPrice(option.price, currency)}
                        </span>
                        {active ? (
                          <span className="absolute top-2.5 right-2.5 flex size-5 items-center justify-center rounded-full bg-brand-600 text-white">
                            <Check className="size-3" strokeWidth={3} aria-hidden />
                          </span>
                        ) : null}
                      </label>
                    );
                  })}
            </div>
          </fieldset>

          <PromoCodeField target="top-up" quote={promo} onQuote={setPromo} compact />

          <div className="flex items-center justify-between rounded-xl bg-zinc-50 px-4 py-3 ring-1 ring-zinc-100 ring-inset">
            <div>
              <p className="text-sm font-medium text-zinc-900">Total</p>
              <p className="text-xs text-zinc-500">
                Excluding VAT{selected ? ` · ${pricePerHundred(selected, currency)} per 100 credits` : ''}
              </p>
            </div>
            <p className="flex items-baseline gap-2 tabular-nums">
              {selected && discounted !== null ? (
                <s className="text-sm text-zinc-400" data-testid="top-up-list-price">
                  {formatPrice(selected.price, currency)}
                </s>
              ) : null}
              <span className="text-xl font-semibold tracking-tight text-zinc-900" data-testid="top-up-total">
                {selected
                  ? formatPrice(discounted !== null ? discounted / 100 : selected.price, currency)
                  : '—'}
              </span>
            </p>
          </div>

          <div className="flex min-h-[132px] flex-col justify-center gap-3">
            {loadingPayment ? (
              <div
                className="flex items-center justify-center gap-2.5 py-8 text-sm text-zinc-500"
                role="status"
              >
                <Spinner className="size-4 text-brand-600" />
                {CREDIT_MESSAGES.loadingPaymentOptions}
              </div>
            ) : (
              <>
                {intentData?.provider === 'test' ? (
                  <TestWalletButton intent={intentData} disabled={redirecting} onPaid={onIntentPaid} />
                ) : intentData?.provider === 'stripe' ? (
                  <Suspense
                    fallback={
                      <div className="flex justify-center py-3 text-sm text-zinc-500">
                        {CREDIT_MESSAGES.loadingPaymentOptions}
                      </div>
                    }
                  >
                    <StripeExpressCheckout intent={intentData} onPaid={onIntentPaid} />
                  </Suspense>
                ) : intent.isError ? (
                  <Notice tone="danger" title="Express checkout isn't available right now">
                    You can still pay by card.{' '}
                    <button
                      type="button"
                      className="font-medium underline underline-offset-2"
                      onClick={() => intent.refetch()}
                    >
                      Try again
                    </button>
                  </Notice>
                ) : null}
                <div className="flex items-center gap-3 text-xs text-zinc-400" aria-hidden>
                  <span className="h-px flex-1 bg-zinc-200" />
                  or
                  <span className="h-px flex-1 bg-zinc-200" />
                </div>
                <Button
                  size="lg"
                  className="w-full"
                  onClick={payByCard}
                  loading={redirecting}
                  disabled={!selected}
                  data-testid="pay-by-card"
                >
                  {redirecting ? null : <CreditCard aria-hidden />}
                  Pay by card
                </Button>
              </>
            )}
          </div>

          <p className="flex items-center justify-center gap-1.5 text-center text-xs text-zinc-500">
            <Lock className="size-3" aria-hidden />
            {intent.data?.provider === 'test'
              ? 'Test mode: use the test card, no real money is taken.'
              : 'Payments are processed securely. Prices exclude VAT.'}
          </p>
        </div>
      )}
    </DialogContent>
  );
}
