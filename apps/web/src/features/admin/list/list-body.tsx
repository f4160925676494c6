import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

const ROWS = ['a', 'b', 'c', 'd'];

export function ListSkeleton({ rows = 3, rowClassName = 'h-10' }: { rows?: number; rowClassName?: string }) {
  return (
    <div className="flex flex-col gap-3 p-5" aria-hidden>
      {ROWS.slice(0, rows).map((k) => (
        <Skeleton key={k} className={cn('w-full', rowClassName)} />
      ))}
    </div>
  );
}

/**
 * A staff panel's body through its states: loading, could not load (with retry), empty, or the
 * content; while another page loads the previous one stays, dimmed.
 */
export function ListBody<T>({
  query,
  errorTitle,
  isEmpty,
  empty,
  loading = <ListSkeleton />,
  children,
}: {
  query: UseQueryResult<T>;
  errorTitle: string;
  isEmpty: (data: T) => boolean;
  empty: { icon: LucideIcon; title: string; description: ReactNode };
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError)
    return <LoadError className="m-4" title={errorTitle} error={query.error} onRetry={query.refetch} />;
  if (isEmpty(query.data)) return <EmptyState {...empty} />;
  return <div className={cn(query.isPlaceholderData && 'opacity-60')}>{children(query.data)}</div>;
}
