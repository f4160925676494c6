import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useSessionSummaries } from './api';
import { ProjectGrid, ProjectGridSkeleton } from './project-list';

/** The newest projects with 'Load more' (the Create new dialog and the dashboard). */
export function RecentProjects({ empty, onOpen }: { empty: ReactNode; onOpen?: () => void }) {
  const query = useSessionSummaries({ sortBy: 'last-modified', searchTerm: '', limit: 8 });
  const projects = query.data?.pages.flatMap((p) => p.data) ?? [];
  if (query.isPending) return <ProjectGridSkeleton />;
  if (query.isError || projects.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-3" data-testid="recent-projects">
      <ProjectGrid projects={projects} onOpen={onOpen} />
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-center"
          loading={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
    </div>
  );
}
