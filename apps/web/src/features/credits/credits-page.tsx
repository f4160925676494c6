import {
  CREDIT_MESSAGES,
  type CreditBalance,
  TIER_LABELS,
  TOP_UP_EXPIRY_MONTHS,
  type TopUpBucket,
} from '@packsmith/core';
import {
  ChevronLeft,
  ChevronRight,
  Infinity as InfinityIcon,
  Plus,
  ReceiptText,
  Rocket,
  Wallet,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCreditBalance, useCreditHistory, useTopUps } from './api';
import { CreditBalanceView } from './credit-balance';
import { BalanceBreakdown } from './credits-popover-body';
import { openTopUp } from './dialog-store';
import { HistoryRow } from './history-row';
import {
  formatCredits,
  formatDate,
  pageCount,
  parsePage,
  rangeLabel,
  resetLabel,
  TOP_UP_CHIPS,
  topUpState,
} from './rules';

function SummaryCard({
  label,
  children,
  footer,
  testId,
}: {
  label: string;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="flex flex-col gap-2 p-5" data-testid={testId}>
      <p className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">{label}</p>
      <div className="flex-1">{children}</div>
      {footer ? <div className="text-[13px] text-zinc-500">{footer}</div> : null}
    </Card>
  );
}

function Summary({ balance }: { balance: CreditBalance }) {
  const reset = resetLabel(balance);
  const unlimited = balance.balance === 'Unlimited';
  return (
    <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      <SummaryCard
        label="Balance"
        testId="summary-balance"
        footer={
          unlimited
            ? CREDIT_MESSAGES.unlimited
            : `${TIER_LABELS[balance.tier]} plan${reset ? ` · ${reset}` : ''}`
        }
      >
        <div className="flex items-baseline gap-2">
          <CreditBalanceView balance={balance.balance} variant="large" />
          {unlimited ? null : <span className="text-sm text-zinc-500">credits</span>}
        </div>
      </SummaryCard>
      <SummaryCard
        label="Monthly allowance"
        footer={
          unlimited
            ? 'No monthly limit on your plan.'
            : balance.tier === 'free'
              ? `${formatCredits(balance.allowance ?? 0)} free credits every month.`
              : reset
        }
      >
        {unlimited || balance.allowance === null ? (
          <p className="flex items-center gap-2 text-2xl font-semibold tracking-tight text-zinc-900">
            <InfinityIcon className="size-6 text-brand-600" aria-hidden /> Unlimited
          </p>
        ) : (
          <>
            <p className="text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums">
              {formatCredits(balance.allowanceBalance ?? 0)}
              <span className="text-base font-medium text-zinc-400">
                {' '}
                / {formatCredits(balance.allowance)}
              </span>
            </p>
            <BalanceBreakdown balance={balance} className="mt-3 [&_dl]:hidden" />
          </>
        )}
      </SummaryCard>
      <SummaryCard
        label="Top-up credits"
        footer={`Bought credits stay valid for ${TOP_UP_EXPIRY_MONTHS} months and are used after your allowance.`}
      >
        <p
          className="text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums"
          data-testid="summary-top-ups"
        >
          {formatCredits(balance.topUpBalance)}
        </p>
      </SummaryCard>
    </div>
  );
}

function Pager({
  page,
  totalCount,
  limit,
  onPage,
  busy,
}: {
  page: number;
  totalCount: number;
  limit: number;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  const pages = pageCount(totalCount, limit);
  return (
    <div className="flex items-center justify-between gap-3 border-t border-zinc-100 px-4 py-3 sm:px-5">
      <p className="text-[13px] text-zinc-500 tabular-nums" aria-live="polite">
        {rangeLabel(page, limit, totalCount)}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-1.5">
          <span className="mr-1 hidden text-[13px] text-zinc-500 sm:inline">
            Page {page} of {pages}
          </span>
          <Button
            variant="outline"
            size="icon-sm"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1 || busy}
            aria-label="Previous page"
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            onClick={() => onPage(page + 1)}
            disabled={page >= pages || busy}
            aria-label="Next page"
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3 p-5" aria-hidden>
      {['a', 'b', 'c', 'd', 'e'].map((k) => (
        <div key={k} className="flex items-center gap-3">
          <Skeleton className="size-9" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3.5 w-40" />
            <Skeleton className="h-3 w-24" />
          </div>
          <Skeleton className="h-4 w-12" />
        </div>
      ))}
    </div>
  );
}

function ActivityList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const history = useCreditHistory(page);
  if (history.isPending) return <ListSkeleton />;
  if (history.isError) {
    return (
      <div className="p-5">
        <Notice tone="danger" title="We couldn't load your credit history">
          {history.error.message}
        </Notice>
      </div>
    );
  }
  const { history: items, totalCount, limit } = history.data;
  if (totalCount === 0) {
    return (
      <EmptyState
        icon={ReceiptText}
        title="No credit activity yet"
        description="Every generation, edit and top-up will be listed here with its cost."
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={ReceiptText}
        title="Nothing on this page"
        description="This page is past the end of your history."
        action={
          <Button variant="outline" onClick={() => onPage(1)}>
            Go to the first page
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ul
        className={cn('divide-y divide-zinc-100', history.isPlaceholderData && 'opacity-60')}
        data-testid="credit-history"
      >
        {items.map((item) => (
          <HistoryRow key={item.id} item={item} />
        ))}
      </ul>
      <Pager page={page} totalCount={totalCount} limit={limit} onPage={onPage} busy={history.isFetching} />
    </>
  );
}

function TopUpRow({ bucket }: { bucket: TopUpBucket }) {
  const state = topUpState(bucket);
  const chip = TOP_UP_CHIPS[state];
  return (
    <li className="flex items-center gap-3 px-4 py-3.5 sm:px-5" data-testid="top-up-row" data-state={state}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-600">
        <Wallet className="size-4" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="text-sm font-medium text-zinc-900 tabular-nums">
            {formatCredits(bucket.purchasedCredits)} credits
          </span>
          <Badge variant={chip.tone}>{chip.label}</Badge>
        </span>
        <span className="block text-[13px] text-zinc-500">
          Bought {formatDate(bucket.purchaseDate)} · {state === 'expired' ? 'Expired' : 'Expires'}{' '}
          {formatDate(bucket.expiryDate)}
        </span>
      </span>
      <span className="shrink-0 text-right">
        <span className="block text-sm font-semibold text-zinc-900 tabular-nums">
          {formatCredits(bucket.balance)}
        </span>
        <span className="block text-xs text-zinc-500">left</span>
      </span>
    </li>
  );
}

function TopUpList({
  page,
  onPage,
  canBuy,
}: {
  page: number;
  onPage: (page: number) => void;
  canBuy: boolean;
}) {
  const topUps = useTopUps(page);
  if (topUps.isPending) return <ListSkeleton />;
  if (topUps.isError) {
    return (
      <div className="p-5">
        <Notice tone="danger" title="We couldn't load your top-ups">
          {topUps.error.message}
        </Notice>
      </div>
    );
  }
  const { data: items, totalCount, limit } = topUps.data;
  if (totalCount === 0 || items.length === 0) {
    return (
      <EmptyState
        icon={Wallet}
        title="No top-ups yet"
        description={`Credit packs you buy show here with what's left and when they expire (${TOP_UP_EXPIRY_MONTHS} months after purchase).`}
        action={
          canBuy ? (
            <Button onClick={openTopUp}>
              <Plus aria-hidden />
              Buy credits
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <ul
        className={cn('divide-y divide-zinc-100', topUps.isPlaceholderData && 'opacity-60')}
        data-testid="top-ups"
      >
        {items.map((bucket) => (
          <TopUpRow key={bucket.id} bucket={bucket} />
        ))}
      </ul>
      <Pager page={page} totalCount={totalCount} limit={limit} onPage={onPage} busy={topUps.isFetching} />
    </>
  );
}

const tabClass =
  'relative -mb-px border-b-2 border-transparent px-1 pb-3 text-sm font-medium text-zinc-500 transition-colors hover:text-zinc-800 data-[state=active]:border-brand-600 data-[state=active]:text-zinc-900';

/** /dashboard/credits: balance summary, the full ledger and the top-up purchases, each paged. */
export function CreditsPage() {
  const balance = useCreditBalance();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'topups' ? 'topups' : 'activity';
  const page = parsePage(params.get('page'));
  const unlimited = balance.data?.balance === 'Unlimited';

  const go = (next: { tab?: string; page?: number }) => {
    const p = new URLSearchParams(params);
    const t = next.tab ?? tab;
    if (t === 'topups') p.set('tab', 'topups');
    else p.delete('tab');
    const n = next.page ?? 1;
    if (n > 1) p.set('page', String(n));
    else p.delete('page');
    setParams(p);
  };

  return (
    <Page>
      <PageHeader
        title="Credit history"
        description="Where your credits went, what you bought and when your allowance resets."
        actions={
          <>
            <Button onClick={openTopUp} disabled={!balance.data || unlimited} data-testid="page-buy-credits">
              <Plus aria-hidden />
              Buy credits
            </Button>
            {unlimited ? null : (
              <Link to="/pricing" className={buttonClass({ variant: 'outline' })}>
                <Rocket aria-hidden />
                Upgrade
              </Link>
            )}
          </>
        }
      />
      {balance.data ? (
        <Summary balance={balance.data} />
      ) : balance.isError ? (
        <Notice tone="danger" title="We couldn't load your balance">
          {balance.error.message}
        </Notice>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-[132px] rounded-2xl" />
          ))}
        </div>
      )}

      <Tabs.Root value={tab} onValueChange={(value) => go({ tab: value, page: 1 })} className="mt-8">
        <Tabs.List className="flex gap-6 border-b border-zinc-200" aria-label="Credit records">
          <Tabs.Trigger value="activity" className={tabClass}>
            Activity
          </Tabs.Trigger>
          <Tabs.Trigger value="topups" className={tabClass}>
            Top-ups
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="activity" className="mt-4 focus-visible:outline-none">
          <Card className="overflow-hidden">
            <ActivityList page={page} onPage={(n) => go({ page: n })} />
          </Card>
        </Tabs.Content>
        <Tabs.Content value="topups" className="mt-4 focus-visible:outline-none">
          <Card className="overflow-hidden">
            <TopUpList page={page} onPage={(n) => go({ page: n })} canBuy={!!balance.data && !unlimited} />
          </Card>
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
