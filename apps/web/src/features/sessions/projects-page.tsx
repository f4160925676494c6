import { SESSION_SORTS, type SessionSort, type SessionSummary } from '@packsmith/core';
import { FolderOpen, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Select } from '@/components/ui/select';
import { AssetPreviewDialog } from '@/features/assets';
import { useShellActions } from '@/lib/shell-actions-context';
import { useSessionSummaries } from './api';
import { DeleteProjectDialog, RenameProjectDialog } from './project-dialogs';
import { ProjectGrid, ProjectGridSkeleton } from './project-list';

const SORT_LABELS: Record<SessionSort, string> = {
  'date-created': 'Date created',
  'last-modified': 'Last modified',
  alphabetical: 'Name (A–Z)',
};
const PAGE_SIZE = 24;

/** ?isCreateNew=true opens Create new; ?assetId= opens that image (links from elsewhere). */
function useProjectsParams() {
  const [params, setParams] = useSearchParams();
  const { openCreate } = useShellActions();
  const assetId = params.get('assetId');
  useEffect(() => {
    if (params.get('isCreateNew') !== 'true') return;
    openCreate();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('isCreateNew');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams, openCreate]);
  const closeAsset = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('assetId');
        return next;
      },
      { replace: true },
    );
  return { assetId, closeAsset };
}

const cardAction =
  'bg-white/90 shadow-xs backdrop-blur-sm opacity-0 transition group-hover:opacity-100 group-focus-within:opacity-100 focus-visible:opacity-100 max-sm:opacity-100';

/** /dashboard/projects: every design session, sortable and searchable. */
export function ProjectsPage() {
  const [sortBy, setSortBy] = useState<SessionSort>('date-created');
  const [search, setSearch] = useState('');
  const searchTerm = useDeferredValue(search);
  const [deleting, setDeleting] = useState<SessionSummary | null>(null);
  const [renaming, setRenaming] = useState<SessionSummary | null>(null);
  const { assetId, closeAsset } = useProjectsParams();
  const { openCreate } = useShellActions();
  const query = useSessionSummaries({ sortBy, searchTerm, limit: PAGE_SIZE });
  const projects = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages.at(-1)?.totalCount ?? 0;
  return (
    <Page>
      <PageHeader
        title="Projects"
        description="Every design session you have started, in one place."
        actions={
          <Button onClick={() => openCreate()}>
            <Plus aria-hidden /> New project
          </Button>
        }
      />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search projects"
            placeholder="Search projects"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-9"
          />
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="projects-sort" className="shrink-0 text-sm text-zinc-600">
            Sort by
          </label>
          <Select
            id="projects-sort"
            value={sortBy}
            onChange={(e) => setSortBy(e.target.value as SessionSort)}
            options={SESSION_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
            className="w-full min-w-44"
          />
        </div>
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
              <div className="flex gap-1.5">
                <Button
                  size="icon-sm"
                  variant="outline"
                  aria-label={`Rename ${p.name}`}
                  className={cardAction}
                  onClick={() => setRenaming(p)}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  size="icon-sm"
                  variant="outline"
                  aria-label={`Delete ${p.name}`}
                  className={cardAction}
                  onClick={() => setDeleting(p)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
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
      <DeleteProjectDialog project={deleting} onDone={() => setDeleting(null)} />
      <RenameProjectDialog project={renaming} onDone={() => setRenaming(null)} />
      <AssetPreviewDialog
        assetId={assetId}
        open={!!assetId}
        onOpenChange={(open) => !open && closeAsset()}
        editorNote={false}
      />
    </Page>
  );
}
