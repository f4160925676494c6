import { SESSION_SORTS, type SessionSort, type SessionSummary } from '@packsmith/core';
import { FolderOpen, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useShellActions } from '@/app/shell/shell-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { notify } from '@/components/ui/toast';
import { useDeleteSession, useSessionSummaries } from './api';
import { ProjectGrid, ProjectGridSkeleton } from './project-list';

const SORT_LABELS: Record<SessionSort, string> = {
  'date-created': 'Date created',
  'last-modified': 'Last modified',
  alphabetical: 'Name',
};
const PAGE_SIZE = 24;

function DeleteProject({ project, onDone }: { project: SessionSummary | null; onDone: () => void }) {
  const remove = useDeleteSession();
  return (
    <Dialog open={!!project} onOpenChange={(open) => !open && onDone()}>
      <DialogContent
        size="sm"
        title="Delete this project?"
        description={project ? `'${project.name}' and its history leave your projects.` : undefined}
        footer={
          <>
            <Button variant="outline" onClick={onDone}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                project &&
                remove.mutate(project.id, {
                  onSuccess: () => {
                    notify.success('Project deleted');
                    onDone();
                  },
                  onError: (error) => notify.error('Could not delete the project', error.message),
                })
              }
            >
              Delete
            </Button>
          </>
        }
      />
    </Dialog>
  );
}

/** /dashboard/projects: every design session, sortable and searchable. */
export function ProjectsPage() {
  const [sortBy, setSortBy] = useState<SessionSort>('date-created');
  const [search, setSearch] = useState('');
  const searchTerm = useDeferredValue(search);
  const [deleting, setDeleting] = useState<SessionSummary | null>(null);
  const { openCreate } = useShellActions();
  const query = useSessionSummaries({ sortBy, searchTerm, limit: PAGE_SIZE });
  const projects = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages.at(-1)?.totalCount ?? 0;
  return (
    <Page>
      <PageHeader
        title="Projects"
        description="Every design session you have started, in one place."
        actions={<Button onClick={() => openCreate()}>New project</Button>}
      />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" />
          <Input
            type="search"
            aria-label="Search projects"
            placeholder="Search projects"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-9"
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-zinc-600">
          Sort by
          <select
            value={sortBy}
            onChange={(e) => setSortBy(e.target.value as SessionSort)}
            className="h-10 rounded-xl border border-zinc-200 bg-white px-3 text-sm text-zinc-900"
          >
            {SESSION_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isPending ? (
        <ProjectGridSkeleton count={8} />
      ) : query.isError ? (
        <LoadError title="We couldn't load your projects" error={query.error} onRetry={query.refetch} />
      ) : projects.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-zinc-200">
          <EmptyState
            icon={FolderOpen}
            title={searchTerm ? 'No projects match your search' : 'No projects yet'}
            description={
              searchTerm ? 'Try another name.' : 'Create something and your sessions will appear here.'
            }
            action={searchTerm ? undefined : <Button onClick={() => openCreate()}>Create something</Button>}
          />
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm text-zinc-500">
            {total} {total === 1 ? 'project' : 'projects'}
          </p>
          <ProjectGrid
            projects={projects}
            actions={(p) => (
              <Button
                size="icon-sm"
                variant="outline"
                aria-label={`Delete ${p.name}`}
                className="bg-white/90 opacity-0 transition group-hover:opacity-100 focus-visible:opacity-100 max-sm:opacity-100"
                onClick={() => setDeleting(p)}
              >
                <Trash2 aria-hidden />
              </Button>
            )}
          />
          {query.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                loading={query.isFetchingNextPage}
                onClick={() => query.fetchNextPage()}
              >
                Load more
              </Button>
            </div>
          ) : null}
        </>
      )}
      <DeleteProject project={deleting} onDone={() => setDeleting(null)} />
    </Page>
  );
}
