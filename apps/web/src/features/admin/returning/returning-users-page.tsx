import { type AdminCohorts, COHORT_WEEKS_DEFAULT } from '@packsmith/core';
import { useQuery } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { StaffPageHeader } from '@/components/ui/staff-page-header';
import { api } from '@/lib/api';
import { ListBody } from '../list/list-body';
import { share, weekLabel } from './rules';

const cohortsQuery = {
  queryKey: ['admin', 'returning-active-users', COHORT_WEEKS_DEFAULT] as const,
  queryFn: async () =>
    (
      await api.get<{ data: AdminCohorts }>('/api/admin/returning-active-users', {
        query: { weeks: COHORT_WEEKS_DEFAULT },
      })
    ).data,
};

function Cell({ count, size }: { count: number; size: number }) {
  const percent = share(count, size);
  if (size === 0)
    return (
      <td className="p-0.5 text-center text-zinc-300" data-testid="cohort-cell">
        —
      </td>
    );
  return (
    <td className="p-0.5">
      <span
        className="flex h-11 min-w-14 flex-col items-center justify-center rounded-md text-xs tabular-nums"
        style={{ backgroundColor: `color-mix(in oklab, var(--color-brand-600) ${percent}%, white)` }}
        data-testid="cohort-cell"
      >
        <span className={percent > 50 ? 'font-semibold text-white' : 'font-semibold text-zinc-900'}>
          {percent}%
        </span>
        <span className={percent > 50 ? 'text-white/80' : 'text-zinc-500'}>{count}</span>
      </span>
    </td>
  );
}

function CohortTable({ data }: { data: AdminCohorts }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="cohort-table">
        <thead className="text-xs text-zinc-500">
          <tr>
            <th scope="col" className="px-3 py-2.5 font-medium whitespace-nowrap">
              Signed up
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              People
            </th>
            {data.weeks.map((week, k) => (
              <th key={week} scope="col" className="px-1 py-2.5 text-center font-medium whitespace-nowrap">
                Week {k}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.cohorts.map((cohort) => (
            <tr key={cohort.week} data-testid="cohort-row">
              <th scope="row" className="px-3 py-1 font-medium whitespace-nowrap text-zinc-900">
                {weekLabel(cohort.week)}
              </th>
              <td className="px-3 py-1 text-right text-zinc-700 tabular-nums">{cohort.size}</td>
              {data.weeks.slice(data.weeks.indexOf(cohort.week)).map((later, k) => (
                <Cell key={later} count={cohort.active[k] ?? 0} size={cohort.size} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/returning-active-users: weekly sign-up cohorts and who came back to make designs. */
export function ReturningUsersPage() {
  const cohorts = useQuery(cohortsQuery);
  return (
    <Page>
      <StaffPageHeader
        title="Returning active users"
        description={`People who signed up each week (Mondays, UTC) over the last ${COHORT_WEEKS_DEFAULT} weeks, and the share of them who made a design in that week (week 0) and each week after.`}
      />
      <Card className="p-2 sm:p-3">
        <ListBody
          query={cohorts}
          errorTitle="We couldn't load the cohorts"
          isEmpty={(data) => data.cohorts.every((c) => c.size === 0)}
          empty={{
            icon: UsersRound,
            title: 'Nobody signed up in these weeks',
            description: 'Cohorts show here once people sign up.',
          }}
          loading={<Skeleton className="m-4 h-64" />}
        >
          {(data) => <CohortTable data={data} />}
        </ListBody>
      </Card>
    </Page>
  );
}
