import { useQuery } from '@tanstack/react-query';
import {
  Bell,
  Box,
  History,
  Images,
  PackagePlus,
  Palette,
  Printer,
  Shapes,
  Ticket,
  ToggleRight,
  UserPlus,
  Users,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/notice';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { StaffPageHeader } from '@/components/ui/staff-page-header';
import { type AuditEntry, overviewQuery } from './api';

function Stat({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <div className="rounded-2xl border border-zinc-200 bg-white p-5">
      <div className="flex items-center gap-2 text-sm text-zinc-500">
        {icon}
        {label}
      </div>
      <p className="mt-2 text-3xl font-semibold tracking-tight text-zinc-900 tabular-nums">
        {value.toLocaleString()}
      </p>
    </div>
  );
}

/** One audit entry as a sentence: "ops@… changed flag render-mvp". */
function Change({ entry }: { entry: AuditEntry }) {
  return (
    <li
      className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="audit-entry"
    >
      <p className="min-w-0 text-sm text-zinc-800">
        <span className="font-medium">{entry.actorEmail}</span>{' '}
        <Badge className="mx-1 font-mono">{entry.action}</Badge>{' '}
        <span className="break-all font-mono text-zinc-600">{entry.target}</span>
      </p>
      <time className="shrink-0 text-xs text-zinc-500" dateTime={entry.createdAt}>
        {new Date(entry.createdAt).toLocaleString()}
      </time>
    </li>
  );
}

const TOOLS = [
  { to: '/admin/flags', label: 'Feature flags', description: 'Who sees which feature', icon: ToggleRight },
  {
    to: '/admin/invites',
    label: 'Invites and waitlist',
    description: 'Codes and early access',
    icon: Ticket,
  },
  {
    to: '/admin/notifications',
    label: 'Notifications',
    description: 'Send to a person or a plan',
    icon: Bell,
  },
  {
    to: '/admin/mockups/all',
    label: 'All mockups',
    description: 'Every mockup, owner and outputs',
    icon: Box,
  },
  {
    to: '/admin/product-requests',
    label: 'Product requests',
    description: 'Products customers asked for',
    icon: PackagePlus,
  },
  {
    to: '/admin/print-ready',
    label: 'Print-ready',
    description: 'Paid orders for a designer',
    icon: Printer,
  },
  {
    to: '/admin/generations',
    label: 'Generations',
    description: 'Every design action, retry or cancel',
    icon: Images,
  },
  {
    to: '/admin/design-generations',
    label: 'Design generations',
    description: 'Packaging generator runs',
    icon: Palette,
  },
  {
    to: '/admin/variations',
    label: 'Variations',
    description: 'Variation jobs, source and outputs',
    icon: Shapes,
  },
  {
    to: '/admin/returning-active-users',
    label: 'Returning active users',
    description: 'Weekly sign-up cohorts',
    icon: UsersRound,
  },
];

/** /admin: headline numbers, the tools, and the latest changes made here. */
export function AdminHome() {
  const overview = useQuery(overviewQuery);
  return (
    <Page>
      <StaffPageHeader
        title="Admin"
        description="Internal tools for the Packsmith team. Every change made here is logged below."
      />
      {overview.isError ? (
        <LoadError title="The overview could not load" error={overview.error} onRetry={overview.refetch} />
      ) : (
        <div className="flex flex-col gap-8">
          <section className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Numbers">
            {overview.data ? (
              <>
                <Stat
                  label="People"
                  value={overview.data.users}
                  icon={<Users className="size-4" aria-hidden />}
                />
                <Stat
                  label="New this week"
                  value={overview.data.newUsersThisWeek}
                  icon={<UserPlus className="size-4" aria-hidden />}
                />
                <Stat
                  label="Flags"
                  value={overview.data.flags}
                  icon={<ToggleRight className="size-4" aria-hidden />}
                />
              </>
            ) : (
              [0, 1, 2].map((i) => <Skeleton key={i} className="h-24 rounded-2xl" />)
            )}
          </section>
          <section aria-labelledby="admin-tools" className="flex flex-col gap-3">
            <h2 id="admin-tools" className="text-base font-semibold text-zinc-900">
              Tools
            </h2>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {TOOLS.map((tool) => (
                <Link
                  key={tool.to}
                  to={tool.to}
                  className="flex items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-4 transition-colors hover:border-zinc-300 hover:bg-zinc-50"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <tool.icon className="size-5" aria-hidden />
                  </span>
                  <span>
                    <span className="block text-sm font-medium text-zinc-900">{tool.label}</span>
                    <span className="block text-sm text-zinc-500">{tool.description}</span>
                  </span>
                </Link>
              ))}
            </div>
          </section>
          <section aria-labelledby="admin-changes" className="flex flex-col gap-3">
            <h2 id="admin-changes" className="flex items-center gap-2 text-base font-semibold text-zinc-900">
              <History className="size-4" aria-hidden /> Recent changes
            </h2>
            {!overview.data ? (
              <Skeleton className="h-40 rounded-2xl" />
            ) : overview.data.recentChanges.length === 0 ? (
              <EmptyState
                icon={History}
                title="No changes yet"
                description="Changes made in the admin area show here."
              />
            ) : (
              <ul
                className="divide-y divide-zinc-100 rounded-2xl border border-zinc-200 bg-white"
                data-testid="audit-log"
              >
                {overview.data.recentChanges.map((entry) => (
                  <Change key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Page>
  );
}
