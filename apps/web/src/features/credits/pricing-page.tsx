import {
  CREDIT_COSTS,
  isDowngrade,
  isPurchasableTier,
  PAYMENT_RETURN_PATH,
  PLANS,
  type Plan,
  TIER_LABELS,
  type Tier,
  TOP_UP_CURRENCY,
  TOP_UP_EXPIRY_MONTHS,
  TOP_UP_OPTIONS,
} from '@packsmith/core';
import {
  Check,
  ChevronDown,
  Infinity as InfinityIcon,
  MessagesSquare,
  Plus,
  Rocket,
  Sparkles,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { notify } from '@/components/ui/toast';
import { useFlag } from '@/features/flags';
import { cn } from '@/lib/cn';
import { startPlanCheckout, useCreditBalance } from './api';
import { CoinIcon } from './coin-icon';
import { CreditBalanceView } from './credit-balance';
import { openTopUp } from './dialog-store';
import { savePendingPayment } from './payment-storage';
import {
  formatCredits,
  formatPlanPrice,
  formatPrice,
  type PlanAction,
  planAction,
  pricePerHundred,
  resetLabel,
} from './rules';

const MONTHLY: readonly Tier[] = ['free', 'starter', 'growth', 'scale'];
const YEARLY: readonly Tier[] = ['plus', 'pro', 'unlimited'];
const FEATURED: Tier = 'growth';

function PlanPrice({ plan }: { plan: Plan }) {
  if (plan.price === null) {
    return (
      <div>
        <p className="text-3xl font-semibold tracking-tight text-zinc-900">Custom</p>
        <p className="mt-1 text-[13px] text-zinc-500">Agreed with our team</p>
      </div>
    );
  }
  return (
    <div>
      <p className="flex items-baseline gap-1">
        <span className="text-3xl font-semibold tracking-tight text-zinc-900 tabular-nums">
          {formatPlanPrice(plan.price)}
        </span>
        <span className="text-sm text-zinc-500">
          {plan.billing === 'annual' ? '/ year' : plan.billing === 'free' ? 'forever' : '/ month'}
        </span>
      </p>
      <p className="mt-1 text-[13px] text-zinc-500">
        {plan.billing === 'annual' && plan.perMonth !== null
          ? `${formatPlanPrice(plan.perMonth)} a month, billed yearly`
          : plan.billing === 'free'
            ? 'No card needed'
            : 'Billed monthly, excluding VAT'}
      </p>
    </div>
  );
}

function PlanButton({
  action,
  tier,
  busy,
  onUpgrade,
  onContact,
  onCancel,
}: {
  action: PlanAction;
  tier: Tier;
  busy: boolean;
  onUpgrade: (tier: Tier) => void;
  onContact: () => void;
  onCancel?: () => void;
}) {
  const label = TIER_LABELS[tier];
  switch (action) {
    case 'current':
      return (
        <Button variant="outline" className="w-full" disabled data-testid={`plan-${tier}-current`}>
          <Check aria-hidden /> Current plan
        </Button>
      );
    case 'upgrade':
      return (
        <Button
          className="w-full"
          variant={tier === FEATURED ? 'primary' : 'secondary'}
          loading={busy}
          onClick={() => onUpgrade(tier)}
          data-testid={`plan-${tier}-upgrade`}
        >
          Upgrade to {label}
        </Button>
      );
    case 'switch':
      return (
        <Button
          className="w-full"
          variant="outline"
          loading={busy}
          onClick={() => onUpgrade(tier)}
          data-testid={`plan-${tier}-switch`}
        >
          Switch to {label}
        </Button>
      );
    case 'contact':
      return (
        <Button className="w-full" variant="outline" onClick={onContact} data-testid={`plan-${tier}-contact`}>
          <MessagesSquare aria-hidden /> Contact us
        </Button>
      );
    case 'sign-up':
      return (
        <Link
          to={`/sign-up?redirect=${encodeURIComponent('/pricing')}`}
          className={buttonClass({ variant: tier === FEATURED ? 'primary' : 'outline', className: 'w-full' })}
        >
          {tier === 'free' ? 'Start for free' : `Get started with ${label}`}
        </Link>
      );
    case 'none':
      if (tier === 'free' && onCancel)
        return (
          <Button className="w-full" variant="ghost" onClick={onCancel} data-testid="plan-cancel">
            Cancel my plan
          </Button>
        );
      return <p className="py-2.5 text-center text-[13px] text-zinc-500">Included with every account</p>;
  }
}

function PlanCard({
  tier,
  current,
  busyTier,
  onUpgrade,
  onContact,
  onCancel,
}: {
  tier: Tier;
  current: Tier | null;
  busyTier: Tier | null;
  onUpgrade: (tier: Tier) => void;
  onContact: () => void;
  onCancel?: () => void;
}) {
  const plan = PLANS[tier];
  const featured = tier === FEATURED;
  const isCurrent = current === tier;
  return (
    <Card
      className={cn(
        'relative flex flex-col p-6',
        featured && 'border-brand-300 ring-1 ring-brand-300 shadow-lg shadow-brand-900/5',
        isCurrent && 'bg-brand-50/30',
      )}
      data-testid={`plan-${tier}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold tracking-tight text-zinc-900">{TIER_LABELS[tier]}</h3>
        {isCurrent ? (
          <Badge variant="brand">Your plan</Badge>
        ) : featured ? (
          <Badge variant="dark">
            <Sparkles className="size-3" aria-hidden /> Popular
          </Badge>
        ) : plan.billing === 'annual' ? (
          <Badge variant="success">2 months free</Badge>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-zinc-500 sm:min-h-10">{plan.tagline}</p>
      <div className="mt-5">
        <PlanPrice plan={plan} />
      </div>
      <div className="mt-5 flex items-center gap-2 rounded-xl bg-zinc-50 px-3 py-2.5 ring-1 ring-zinc-100 ring-inset">
        {plan.credits === null ? (
          <InfinityIcon className="size-4 text-brand-600" aria-hidden />
        ) : (
          <CoinIcon />
        )}
        <span className="text-sm font-semibold text-zinc-900 tabular-nums">
          {plan.credits === null ? 'Unlimited credits' : `${formatCredits(plan.credits)} credits`}
        </span>
        {plan.credits === null ? null : <span className="text-sm text-zinc-500">/ month</span>}
      </div>
      <ul className="mt-5 flex flex-1 flex-col gap-2.5">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-sm text-zinc-700">
            <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
              <Check className="size-3" strokeWidth={3} aria-hidden />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <PlanButton
          action={planAction(current, tier)}
          tier={tier}
          busy={busyTier === tier}
          onUpgrade={onUpgrade}
          onContact={onContact}
          onCancel={current && current !== 'free' ? onCancel : undefined}
        />
      </div>
    </Card>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="mt-10 first:mt-0">
      <div className="mb-4">
        <h2 className="text-lg font-semibold tracking-tight text-zinc-900">{title}</h2>
        <p className="text-sm text-zinc-500">{description}</p>
      </div>
      {children}
    </section>
  );
}

const TOP_UP_GROUPS: { label: string; tier: Tier }[] = [
  { label: 'Free', tier: 'free' },
  { label: 'Starter and Plus', tier: 'starter' },
  { label: 'Growth and Pro', tier: 'growth' },
  { label: 'Scale', tier: 'scale' },
];

function TopUpPrices({ current, onBuy }: { current: Tier | null; onBuy: () => void }) {
  const currentGroup = current === 'plus' ? 'starter' : current === 'pro' ? 'growth' : current;
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-4 border-b border-zinc-100 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div>
          <h2 className="text-lg font-semibold tracking-tight text-zinc-900">
            Need more credits? Top up any time
          </h2>
          <p className="mt-1 max-w-xl text-sm text-zinc-500">
            Credit packs are added straight away, stay valid for {TOP_UP_EXPIRY_MONTHS} months and are used
            after your monthly allowance. Bigger plans pay less per credit.
          </p>
        </div>
        {current === null ? (
          <Link
            to={`/login?redirect=${encodeURIComponent('/pricing')}`}
            className={buttonClass({ variant: 'outline' })}
          >
            Sign in to buy credits
          </Link>
        ) : (
          <Button onClick={onBuy} disabled={current === 'unlimited'} data-testid="pricing-buy-credits">
            <Plus aria-hidden /> Buy credits
          </Button>
        )}
      </div>
      <ul className="divide-y divide-zinc-100">
        {TOP_UP_GROUPS.map(({ label, tier }) => {
          const options = TOP_UP_OPTIONS[tier];
          const mine = currentGroup === tier;
          return (
            <li
              key={tier}
              className={cn(
                'flex flex-col gap-2.5 px-5 py-4 sm:flex-row sm:items-center sm:gap-6 sm:px-6',
                mine && 'bg-brand-50/40',
              )}
            >
              <div className="flex items-center justify-between gap-3 sm:w-56 sm:shrink-0 sm:flex-col sm:items-start sm:gap-0.5">
                <p className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
                  {label}
                  {mine ? <Badge variant="brand">Your packs</Badge> : null}
                </p>
                <p className="text-[13px] text-zinc-500 tabular-nums">
                  {pricePerHundred(options[0], TOP_UP_CURRENCY)} per 100 credits
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {options.map((o) => (
                  <span
                    key={o.credits}
                    className="inline-flex items-center gap-1.5 rounded-lg border border-zinc-200 bg-white px-2.5 py-1 text-[13px] text-zinc-700 tabular-nums"
                  >
                    <span className="font-medium text-zinc-900">{formatCredits(o.credits)}</span>
                    <span className="text-zinc-400">·</span>
                    {formatPrice(o.price)}
                  </span>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="border-t border-zinc-100 px-5 py-3 text-xs text-zinc-500 sm:px-6">
        Prices in US dollars, excluding VAT. Unlimited has nothing to top up.
      </p>
    </Card>
  );
}

const FAQ: { q: string; a: ReactNode }[] = [
  {
    q: 'What does a credit buy?',
    a: (
      <>
        Each AI action has a fixed cost shown before you start it: a packaging image costs{' '}
        {CREDIT_COSTS.packagingImage}, an AI image {CREDIT_COSTS.generalImage}, a mockup image{' '}
        {CREDIT_COSTS.mockup}, a chat edit {CREDIT_COSTS.chatConversationPerMessage}, a single edit{' '}
        {CREDIT_COSTS.edit} and an artwork extraction {CREDIT_COSTS.artworkExtraction} credits.
      </>
    ),
  },
  {
    q: 'Do unused credits roll over?',
    a: `Your monthly allowance is topped back up to your plan's amount on your reset date; what is left of the old month does not carry over. Credits you buy as a top-up are separate: they last ${TOP_UP_EXPIRY_MONTHS} months and are only used once the monthly allowance is spent.`,
  },
  {
    q: 'What if a generation fails?',
    a: 'The credits held for it go straight back to your balance, and the entry shows as Refunded in your credit history.',
  },
  {
    q: 'How are Plus and Pro different from Starter and Growth?',
    a: 'They include the same monthly credits and top-up prices; you pay for a year up front and get two months free.',
  },
  {
    q: 'What changes on a paid plan?',
    a: 'Your images no longer carry a watermark and your designs are private. Free images are watermarked and public.',
  },
  {
    q: 'How do I change or cancel my plan?',
    a: 'Upgrades and switches between paid plans take effect straight away, with a fresh monthly allowance from today. To cancel or move back to Free, choose Cancel my plan on the Free card: after one question about why, we take care of it with you.',
  },
];

export interface PricingPageProps {
  /** The signed-in user's tier, or null for visitors. */
  currentTier: Tier | null;
  /** Opens a way to talk to us (live chat). */
  onContact: () => void;
  /**
   * Asks why before a move to a lower plan or Free (the exit survey); false when the person
   * keeps their plan. Without it, moves go ahead unasked.
   */
  onDowngrade?: (to: Tier) => Promise<boolean>;
  /** Cancelling a paid plan (after the exit survey): shown on the Free card for paying people. */
  onCancel?: () => void;
}

/** /pricing: the seven plans, top-up prices and answers; upgrades go through checkout. */
export function PricingPage({ currentTier, onContact, onDowngrade, onCancel }: PricingPageProps) {
  // Yearly plans show only with the annual subscriptions flag (and not while the flags load).
  const annual = useFlag('annual-subscriptions');
  const navigate = useNavigate();
  const balance = useCreditBalance({ enabled: currentTier !== null });
  const [busyTier, setBusyTier] = useState<Tier | null>(null);

  const upgrade = async (tier: Tier) => {
    if (!isPurchasableTier(tier)) return onContact();
    if (currentTier && isDowngrade(currentTier, tier) && onDowngrade && !(await onDowngrade(tier))) return;
    setBusyTier(tier);
    try {
      const { url, paymentData } = await startPlanCheckout({
        tier,
        successUrl: PAYMENT_RETURN_PATH,
        cancelUrl: '/pricing',
      });
      savePendingPayment('plan', paymentData);
      if (url.startsWith('/')) navigate(url);
      else window.location.assign(url);
    } catch (error) {
      notify.error('Error', error instanceof Error ? error.message : 'Please try again.');
      setBusyTier(null);
    }
  };

  const cardProps = { current: currentTier, busyTier, onUpgrade: upgrade, onContact, onCancel };
  const reset = balance.data ? resetLabel(balance.data) : null;

  return (
    <Page width="wide">
      <header className="mx-auto mb-10 max-w-2xl text-center">
        <Badge variant="brand" className="mb-3">
          <Rocket className="size-3" aria-hidden /> Pricing
        </Badge>
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 sm:text-4xl">
          Plans for every stage of your brand
        </h1>
        <p className="mt-3 text-[15px] text-zinc-500">
          Every plan includes every creation tool. Pick the monthly credits you need, top up when you run low,
          and move up when you grow.
        </p>
        {currentTier && balance.data ? (
          <div
            className="mx-auto mt-6 inline-flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full border border-zinc-200 bg-white px-4 py-2 text-sm shadow-xs"
            data-testid="pricing-current"
          >
            <span className="text-zinc-600">
              You're on <span className="font-semibold text-zinc-900">{TIER_LABELS[currentTier]}</span>
            </span>
            <span className="h-4 w-px bg-zinc-200" aria-hidden />
            <CreditBalanceView balance={balance.data.balance} variant="inline" withUnit />
            {reset ? <span className="text-zinc-500">· {reset}</span> : null}
          </div>
        ) : null}
      </header>

      <Section title="Monthly plans" description="Pay month to month. Prices exclude VAT.">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {MONTHLY.map((tier) => (
            <PlanCard key={tier} tier={tier} {...cardProps} />
          ))}
        </div>
      </Section>

      <Section
        title={annual ? 'Yearly plans and Unlimited' : 'Unlimited'}
        description={
          annual
            ? 'Plus and Pro are Starter and Growth paid yearly, with two months free. Unlimited is set up with our team.'
            : 'Unlimited is set up with our team.'
        }
      >
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {YEARLY.filter((tier) => annual || PLANS[tier].billing !== 'annual').map((tier) => (
            <PlanCard key={tier} tier={tier} {...cardProps} />
          ))}
        </div>
      </Section>

      <div className="mt-12">
        <TopUpPrices current={currentTier} onBuy={openTopUp} />
      </div>

      <section className="mx-auto mt-12 max-w-3xl" aria-labelledby="pricing-faq">
        <h2 id="pricing-faq" className="mb-4 text-center text-lg font-semibold tracking-tight text-zinc-900">
          Questions about plans and credits
        </h2>
        <div className="divide-y divide-zinc-200 rounded-2xl border border-zinc-200/80 bg-white shadow-card">
          {FAQ.map(({ q, a }) => (
            <details key={q} className="group px-5 py-4 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-sm font-medium text-zinc-900 [&::-webkit-details-marker]:hidden">
                {q}
                <ChevronDown
                  className="size-4 shrink-0 text-zinc-400 transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <p className="mt-2.5 text-sm leading-6 text-zinc-600">{a}</p>
            </details>
          ))}
        </div>
      </section>
    </Page>
  );
}
