import { CREDIT_MESSAGES, TEST_CARDS } from '@packsmith/core';
import { FlaskConical, ReceiptText, Rocket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError, Notice } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { openBillingPortal, useBillingStatus } from './api';

/** Where Stripe's portal sends people back to. */
const PORTAL_RETURN = '/dashboard/credits';

/** Opens Stripe's customer portal in place of this page (so Back does not bounce here again). */
function PortalRedirect() {
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks for a new session
  useEffect(() => {
    let live = true;
    setError(null);
    openBillingPortal(PORTAL_RETURN)
      .then((url) => live && window.location.replace(url))
      .catch((e: unknown) => live && setError(isApiError(e) ? e.message : CREDIT_MESSAGES.paymentError));
    return () => {
      live = false;
    };
  }, [attempt]);
  if (error) {
    return (
      <Notice
        tone="danger"
        title="We couldn't open the billing portal"
        action={<Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>}
      >
        {error}
      </Notice>
    );
  }
  return (
    <div
      className="flex items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-6"
      data-testid="billing-portal-opening"
    >
      <Spinner className="size-5" />
      <p className="text-sm text-zinc-700">Opening your billing portal on Stripe…</p>
    </div>
  );
}

/** Without a billing portal: what the built-in test checkout is, and where purchases show. */
function TestCheckoutExplained({ enabled }: { enabled: boolean }) {
  return (
    <div className="flex flex-col gap-5" data-testid="billing-test-checkout">
      <section className="rounded-2xl border border-zinc-200 bg-white p-6">
        <div className="flex items-start gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-600">
            <FlaskConical className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-zinc-900">
              Payments here use the built-in test checkout
            </h2>
            <p className="mt-1 text-sm leading-relaxed text-zinc-600">
              This installation is not connected to a payment provider, so there is no billing portal with
              invoices or saved cards. Buying credits or a plan opens Packsmith's own checkout page, which
              takes no real money: pay with the test card{' '}
              <span className="font-mono whitespace-nowrap text-zinc-900">{TEST_CARDS.success}</span>, any
              future expiry date and any 3-digit CVC. The card{' '}
              <span className="font-mono whitespace-nowrap text-zinc-900">{TEST_CARDS.declined}</span> shows
              what a declined payment looks like.
            </p>
            {enabled ? null : (
              <Notice tone="warning" className="mt-3">
                {CREDIT_MESSAGES.paymentsUnavailable}
              </Notice>
            )}
          </div>
        </div>
      </section>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link
          to="/dashboard/credits?tab=topups"
          className="flex items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-4 transition-colors hover:border-zinc-300 hover:bg-zinc-50"
        >
          <ReceiptText className="size-5 text-zinc-500" aria-hidden />
          <span>
            <span className="block text-sm font-semibold text-zinc-900">Your purchases</span>
            <span className="block text-sm text-zinc-500">Every top-up and credit movement</span>
          </span>
        </Link>
        <Link
          to="/pricing"
          className="flex items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-4 transition-colors hover:border-zinc-300 hover:bg-zinc-50"
        >
          <Rocket className="size-5 text-brand-600" aria-hidden />
          <span>
            <span className="block text-sm font-semibold text-zinc-900">Plans and prices</span>
            <span className="block text-sm text-zinc-500">Change your plan or buy credits</span>
          </span>
        </Link>
      </div>
    </div>
  );
}

/**
 * /dashboard/billing, the user menu's Billing: with Stripe it opens Stripe's customer portal;
 * with the built-in test checkout it explains how payments work here.
 */
export function BillingPage() {
  const status = useBillingStatus();
  return (
    <Page width="narrow">
      <PageHeader title="Billing" description="Your plan, invoices and payment details." />
      {status.isPending ? (
        <Skeleton className="h-32 rounded-2xl" />
      ) : status.isError ? (
        <LoadError title="We couldn't load your billing" error={status.error} onRetry={status.refetch} />
      ) : status.data.portal ? (
        <PortalRedirect />
      ) : (
        <TestCheckoutExplained enabled={status.data.enabled} />
      )}
    </Page>
  );
}
