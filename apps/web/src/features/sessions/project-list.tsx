import type { SessionSummary } from '@packsmith/core';
import { FolderOpen, Images } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { AssetImage } from '@/features/assets';

/** Project cards: the session's newest image, its name, image count and last change. */
export function ProjectGrid({
  projects,
  onOpen,
  actions,
}: {
  projects: SessionSummary[];
  onOpen?: () => void;
  actions?: (project: SessionSummary) => React.ReactNode;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="project-grid">
      {projects.map((p) => (
        <li key={p.id} className="group relative" data-testid="project-card">
          <Link
            to={`/dashboard/sessions/${p.id}`}
            onClick={onOpen}
            className="block overflow-hidden rounded-2xl border border-zinc-200 bg-white transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-card"
          >
            {p.thumbnailUrl ? (
              <AssetImage src={p.thumbnailUrl} alt="" className="aspect-[4/3]" />
            ) : (
              <div className="flex aspect-[4/3] items-center justify-center bg-gradient-to-br from-zinc-50 to-zinc-100 text-zinc-300">
                <FolderOpen className="size-8" aria-hidden />
              </div>
            )}
            <div className="px-3 py-2.5">
              <p className="truncate text-sm font-medium text-zinc-900">{p.name}</p>
              <p className="mt-0.5 flex items-center gap-1 text-xs text-zinc-500">
                <Images className="size-3.5" aria-hidden />
                {p.numDesignRouteImages} {p.numDesignRouteImages === 1 ? 'image' : 'images'} ·{' '}
                {new Date(p.lastUpdatedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
              </p>
            </div>
          </Link>
          {actions ? <div className="absolute top-2 right-2">{actions(p)}</div> : null}
        </li>
      ))}
    </ul>
  );
}

export function ProjectGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="aspect-[4/3] rounded-2xl" />
      ))}
    </div>
  );
}
