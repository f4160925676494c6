import { FolderOpen, Images, Sparkles } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RecentImages } from '@/features/assets';
import { RecentProjects } from '@/features/sessions';
import { cn } from '@/lib/cn';

const VIEWS = [
  { id: 'projects', label: 'Projects' },
  { id: 'images', label: 'Images' },
] as const;
type RecentView = (typeof VIEWS)[number]['id'];

/**
 * Recent work with the Projects/Images toggle (the dashboard and the Create new dialog): recent
 * sessions or recent generated images, each with 'Load more'; nothing yet → a Generate link.
 * `onNavigate` runs when a link inside leaves the page (the dialog closes itself with it).
 */
export function RecentWork({
  heading,
  trailing,
  signedIn = true,
  onNavigate,
}: {
  heading: ReactNode;
  trailing?: ReactNode;
  signedIn?: boolean;
  onNavigate?: () => void;
}) {
  const [view, setView] = useState<RecentView>('projects');
  const id = useId();
  const empty = (
    <div className="rounded-2xl border border-dashed border-zinc-200">
      <EmptyState
        size="sm"
        icon={view === 'projects' ? FolderOpen : Images}
        title={view === 'projects' ? 'No projects yet' : 'No images yet'}
        description="Start with one of the options above and your work will appear here."
        action={
          <Link
            to="/action/generate-packaging-design"
            onClick={onNavigate}
            className={buttonClass({ variant: 'soft', size: 'sm' })}
          >
            <Sparkles aria-hidden /> Generate
          </Link>
        }
      />
    </div>
  );
  return (
    <section data-testid="recent-work">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        {heading}
        <div className="flex items-center gap-2">
          <div
            role="tablist"
            aria-label="Recent work"
            className="inline-flex rounded-lg bg-zinc-100 p-0.5"
            onKeyDown={(event) => {
              // Arrow keys move between the two tabs (WAI-ARIA tabs pattern).
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const next = view === 'projects' ? 'images' : 'projects';
              setView(next);
              document.getElementById(`${id}-${next}-tab`)?.focus();
            }}
          >
            {VIEWS.map((v) => (
              <button
                key={v.id}
                id={`${id}-${v.id}-tab`}
                type="button"
                role="tab"
                aria-selected={view === v.id}
                aria-controls={`${id}-panel`}
                tabIndex={view === v.id ? 0 : -1}
                onClick={() => setView(v.id)}
                className={cn(
                  'rounded-md px-3 py-1 text-xs font-medium transition-colors',
                  view === v.id ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-500 hover:text-zinc-800',
                )}
              >
                {v.label}
              </button>
            ))}
          </div>
          {trailing}
        </div>
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${view}-tab`}>
        {!signedIn ? (
          empty
        ) : view === 'images' ? (
          <RecentImages empty={empty} />
        ) : (
          <RecentProjects empty={empty} onOpen={onNavigate} />
        )}
      </div>
    </section>
  );
}
