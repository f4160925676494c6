import { zodResolver } from '@hookform/resolvers/zod';
import { CREDIT_MESSAGES, type TestCheckoutPurchase, TIER_LABELS } from '@packsmith/core';
import { ArrowLeft, CircleCheck, CreditCard, FlaskConical, Lock, Printer, Rocket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { controlClass } from '@/components/ui/input';
import { Logo } from '@/components/ui/logo';
import { Notice } from '@/components/ui/notice';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useFormTouch } from '@/lib/field-touch';
import { usePayTestCheckout, useTestCheckout } from './api';
import { type CardForm, cardFormSchema, formatCardNumber, formatExpiry, toPayBody } from './card-form';
import { CoinIcon } from './coin-icon';
import { formatCredits, formatPrice } from './rules';

/** Where the page goes back to: a same-site path only. */
const safePath = (url: string, fallback: string) => (/^\/(?![/\\])/.test(url) ? url : fallback);

function Summary({ checkout }: { checkout: TestCheckoutPurchase }) {
  const total = formatPrice(checkout.price, checkout.currency);
  const plan = checkout.purpose === 'plan' && checkout.planTier;
  const service = checkout.purpose === 'service';
  return (
    <div className="flex flex-col gap-6 lg:gap-10">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-zinc-400">Pay Packsmith</p>
        <p
          className="text-4xl font-semibold tracking-tight text-white tabular-nums"
          data-testid="checkout-amount"
        >
          {total}
        </p>
        <p className="text-sm text-zinc-400">Excluding VAT</p>
      </div>
      <div className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-amber-300 ring-1 ring-white/10">
            {plan ? (
              <Rocket className="size-5" aria-hidden />
            ) : service ? (
              <Printer className="size-5" aria-hidden />
            ) : (
              <CoinIcon className="size-6" />
            )}
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-white" data-testid="checkout-description">
              {checkout.description}
            </p>
            <p className="mt-0.5 text-[13px] text-zinc-400" data-testid="checkout-credits">
              {plan
                ? `${TIER_LABELS[plan]} plan · ${formatCredits(checkout.credits)} credits every month`
                : service
                  ? 'Made by a professional designer'
                  : `${formatCredits(checkout.credits)} credits added to your balance`}
            </p>
          </div>
          <p className="text-sm font-medium text-white tabular-nums">{total}</p>
        </div>
        <dl className="mt-4 flex flex-col gap-2 border-t border-white/10 pt-4 text-sm">
          <div className="flex justify-between text-zinc-400">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{total}</dd>
          </div>
          <div className="flex justify-between font-semibold text-white">
            <dt>Total due today</dt>
            <dd className="tabular-nums">{total}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}

function TestCards({
  cards,
  onPick,
}: {
  cards: TestCheckoutPurchase['testCards'];
  onPick: (n: string) => void;
}) {
  return (
    <div className="rounded-xl border border-dashed border-amber-300 bg-amber-50/70 p-3.5">
      <p className="flex items-center gap-1.5 text-[13px] font-semibold text-amber-900">
        <FlaskConical className="size-3.5" aria-hidden /> Test mode: no real money is taken
      </p>
      <p className="mt-1 text-xs text-amber-800">
        Any future expiry date and any 3-digit CVC. Tap a card to fill it in.
      </p>
      <div className="mt-2.5 grid gap-2 sm:grid-cols-2">
        {[
          { number: cards.success, label: 'Payment succeeds' },
          { number: cards.declined, label: 'Card is declined' },
        ].map((c) => (
          <button
            key={c.number}
            type="button"
            onClick={() => onPick(c.number)}
            className="rounded-lg bg-white px-3 py-2 text-left ring-1 ring-amber-200 transition-colors hover:ring-amber-400"
          >
            <span className="block font-mono text-[13px] text-zinc-900">{c.number}</span>
            <span className="block text-xs text-zinc-500">{c.label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

function CardFormPanel({ checkout }: { checkout: TestCheckoutPurchase }) {
  const navigate = useNavigate();
  const pay = usePayTestCheckout(checkout.id);
  const [declined, setDeclined] = useState<string | null>(null);
  const [paidTo, setPaidTo] = useState<string | null>(null);
  const form = useForm<CardForm>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
    mode: 'onChange',
  });
  const touch = useFormTouch(form);
  const errors = {
    cardNumber: touch.error('cardNumber'),
    expiry: touch.error('expiry'),
    cvc: touch.error('cvc'),
  };
  const total = formatPrice(checkout.price, checkout.currency);

  useEffect(() => {
    if (!paidTo) return;
    const timer = setTimeout(() => navigate(paidTo, { replace: true }), 900);
    return () => clearTimeout(timer);
  }, [paidTo, navigate]);

  const submit = form.handleSubmit(async (values) => {
    setDeclined(null);
    try {
      const result = await pay.mutateAsync(toPayBody(values));
      setPaidTo(safePath(result.redirectUrl, '/pricing?success=true'));
    } catch (error) {
      const message = isApiError(error) && error.message ? error.message : CREDIT_MESSAGES.paymentError;
      setDeclined(message);
    }
  });

  if (paidTo) {
    return (
      <div
        className="flex flex-col items-center gap-3 py-10 text-center"
        role="status"
        data-testid="checkout-paid"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <CircleCheck className="size-8" aria-hidden />
        </span>
        <p className="text-lg font-semibold text-zinc-900">Payment successful</p>
        <p className="flex items-center gap-2 text-sm text-zinc-500">
          <Spinner className="size-4" /> Taking you back to Packsmith…
        </p>
      </div>
    );
  }

  const fieldClass = (invalid: boolean) =>
    cn(
      'h-11 w-full bg-transparent px-3.5 text-sm text-zinc-900 tabular-nums placeholder:text-zinc-400 focus:outline-none',
      invalid && 'text-red-700',
    );

  return (
    <form
      onSubmit={submit}
      {...touch.formProps}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Pay with card"
    >
      <div>
        <h1 className="text-xl font-semibold tracking-tight text-zinc-900">Pay with card</h1>
        <p className="mt-1 text-sm text-zinc-500">Enter your card details to complete the payment.</p>
      </div>

      {declined ? (
        <Notice tone="danger" title={CREDIT_MESSAGES.paymentErrorTitle}>
          <span data-testid="checkout-error">{declined}</span>
        </Notice>
      ) : checkout.status === 'failed' && checkout.failureMessage ? (
        <Notice tone="warning" title="Your last attempt didn't go through">
          {checkout.failureMessage}
        </Notice>
      ) : null}

      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-zinc-800">Card information</legend>
        <div
          className={cn(
            controlClass,
            'overflow-hidden px-0 focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-500/15',
            (errors.cardNumber || errors.expiry || errors.cvc) && 'border-red-400',
          )}
        >
          <div className="relative border-b border-zinc-200">
            <Controller
              control={form.control}
              name="cardNumber"
              render={({ field }) => (
                <input
                  {...field}
                  id="card-number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 1234 1234 1234"
                  aria-label="Card number"
                  aria-invalid={errors.cardNumber ? true : undefined}
                  aria-describedby={errors.cardNumber ? 'card-number-error' : undefined}
                  className={cn(fieldClass(!!errors.cardNumber), 'pr-11')}
                  onChange={(e) => field.onChange(formatCardNumber(e.target.value))}
                />
              )}
            />
            <CreditCard
              className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-zinc-400"
              aria-hidden
            />
          </div>
          <div className="grid grid-cols-2 divide-x divide-zinc-200">
            <Controller
              control={form.control}
              name="expiry"
              render={({ field }) => (
                <input
                  {...field}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM / YY"
                  aria-label="Expiry date"
                  aria-invalid={errors.expiry ? true : undefined}
                  aria-describedby={errors.expiry ? 'card-expiry-error' : undefined}
                  className={fieldClass(!!errors.expiry)}
                  onChange={(e) => field.onChange(formatExpiry(e.target.value))}
                />
              )}
            />
            <Controller
              control={form.control}
              name="cvc"
              render={({ field }) => (
                <input
                  {...field}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  placeholder="CVC"
                  maxLength={4}
                  aria-label="CVC"
                  aria-invalid={errors.cvc ? true : undefined}
                  aria-describedby={errors.cvc ? 'card-cvc-error' : undefined}
                  className={fieldClass(!!errors.cvc)}
                  onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 4))}
                />
              )}
            />
          </div>
        </div>
        <FieldError id="card-number-error" message={errors.cardNumber} />
        <FieldError id="card-expiry-error" message={errors.expiry} />
        <FieldError id="card-cvc-error" message={errors.cvc} />
      </fieldset>

      <Button type="submit" size="lg" className="w-full" loading={pay.isPending} data-testid="checkout-pay">
        {pay.isPending ? 'Processing…' : `Pay ${total}`}
      </Button>

      <TestCards
        cards={checkout.testCards}
        onPick={(number) => {
          form.setValue('cardNumber', formatCardNumber(number), { shouldValidate: true });
          if (!form.getValues('expiry')) form.setValue('expiry', '12 / 34');
          if (!form.getValues('cvc')) form.setValue('cvc', '123');
        }}
      />

      <p className="flex items-center justify-center gap-1.5 text-xs text-zinc-400">
        <Lock className="size-3" aria-hidden /> Packsmith test checkout · only test cards work here
      </p>
    </form>
  );
}

function Frame({
  back,
  children,
  aside,
}: {
  back: string;
  children: React.ReactNode;
  aside?: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-white lg:flex-row">
      <div className="bg-zinc-950 px-5 pt-5 pb-7 sm:px-10 lg:flex lg:w-[46%] lg:justify-end lg:px-14 lg:py-16">
        <div className="flex w-full max-w-md flex-col gap-7 lg:gap-12">
          <div className="flex items-center justify-between gap-3">
            <Link
              to={back}
              className="group inline-flex items-center gap-2 rounded-lg text-sm text-zinc-300 hover:text-white"
              data-testid="checkout-back"
            >
              <ArrowLeft className="size-4 transition-transform group-hover:-translate-x-0.5" aria-hidden />
              <Logo className="[&_span]:text-white" />
            </Link>
            <Badge className="bg-amber-400/15 text-amber-300 ring-amber-400/30">Test mode</Badge>
          </div>
          {aside}
        </div>
      </div>
      <div className="flex flex-1 justify-center px-5 py-8 sm:px-10 lg:justify-start lg:px-14 lg:py-16">
        <div className="w-full max-w-md">{children}</div>
      </div>
    </div>
  );
}

/** /checkout/test/{id}: the built-in test checkout's card page (a real form against the test provider). */
export function TestCheckoutPage({ id }: { id: string }) {
  const checkout = useTestCheckout(id);

  if (checkout.isPending) return <PageSpinner label="Loading checkout" />;
  if (checkout.isError || !checkout.data) {
    const missing = isApiError(checkout.error) && checkout.error.status === 404;
    return (
      <Frame back="/pricing">
        <div className="flex flex-col gap-4 py-6" data-testid="checkout-missing">
          <h1 className="text-xl font-semibold tracking-tight text-zinc-900">
            {missing ? "This checkout link isn't valid" : "We couldn't load this checkout"}
          </h1>
          <p className="text-sm text-zinc-500">
            {missing
              ? 'It may belong to another account, or payments run through a different provider now. Start a new purchase from Pricing.'
              : checkout.error?.message}
          </p>
          <div className="flex gap-3">
            <Link to="/pricing" className={buttonClass()}>
              Go to Pricing
            </Link>
            {missing ? null : (
              <Button variant="outline" onClick={() => checkout.refetch()}>
                Try again
              </Button>
            )}
          </div>
        </div>
      </Frame>
    );
  }

  const data = checkout.data;
  const back = safePath(data.cancelUrl, '/pricing');
  return (
    <Frame back={back} aside={<Summary checkout={data} />}>
      {data.status === 'succeeded' ? (
        <div className="flex flex-col items-start gap-3 py-6" data-testid="checkout-complete">
          <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <CircleCheck className="size-7" aria-hidden />
          </span>
          <h1 className="text-xl font-semibold tracking-tight text-zinc-900">This payment is complete</h1>
          <p className="text-sm text-zinc-500">{CREDIT_MESSAGES.paymentAlreadyCompleted}</p>
          <Link to={safePath(data.successUrl, '/pricing')} className={buttonClass({ className: 'mt-2' })}>
            Continue to Packsmith
          </Link>
        </div>
      ) : (
        <CardFormPanel checkout={data} />
      )}
    </Frame>
  );
}
