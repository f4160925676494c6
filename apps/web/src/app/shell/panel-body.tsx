import { ArrowRight, Plus, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LatestCollections } from '@/features/collections';
import { LatestGenerations } from '@/features/generator';
import { LatestMockups } from '@/features/mockups';
import { useUser } from '@/features/users';
import { cn } from '@/lib/cn';
import { useShellActions } from '@/lib/shell-actions-context';
import type { NavPanelId } from './nav-items';
import { EXPLORE_CATEGORIES, PANELS, type PanelLink } from './panels';

interface PanelBodyProps {
  panel: NavPanelId;
  links: PanelLink[];
  onNavigate: () => void;
  onCreateCollection: () => void;
  /** The mobile menu shows the same content without the header and recent list. */
  compact?: boolean;
}

function PanelLinkRow({
  link,
  onNavigate,
  compact,
}: {
  link: PanelLink;
  onNavigate: () => void;
  compact?: boolean;
}) {
  const Icon = link.icon;
  if (link.primary && !compact) {
    return (
      <Link
        to={link.to}
        onClick={onNavigate}
        className={buttonClass({ className: 'mb-1 w-full justify-start' })}
      >
        <Icon aria-hidden />
        {link.label}
        <ArrowRight className="ml-auto opacity-70" aria-hidden />
      </Link>
    );
  }
  return (
    <Link
      to={link.to}
      onClick={onNavigate}
      className="group flex items-center gap-3 rounded-xl px-2.5 py-2 text-sm text-zinc-700 transition-colors hover:bg-zinc-100 hover:text-zinc-900"
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-zinc-100 text-zinc-600 transition-colors group-hover:bg-white group-hover:text-brand-600">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0">
        <span className="block font-medium">{link.label}</span>
        {link.description ? (
          <span className="block truncate text-xs text-zinc-500">{link.description}</span>
        ) : null}
      </span>
    </Link>
  );
}

function InspireTiles({ onNavigate, compact }: { onNavigate: () => void; compact?: boolean }) {
  return (
    <div className={cn('grid grid-cols-2 gap-2', compact ? 'mt-1' : 'mt-3')}>
      {EXPLORE_CATEGORIES.map((c) => {
        const Icon = c.icon;
        return (
          <Link
            key={c.slug}
            to={`/explore/${c.slug}`}
            onClick={onNavigate}
            className={cn(
              'flex flex-col gap-2 rounded-xl bg-gradient-to-br p-3 transition-transform hover:-translate-y-0.5',
              c.tone,
            )}
          >
            <Icon className="size-5" aria-hidden />
            <span className="text-[13px] leading-tight font-semibold text-zinc-900">{c.label}</span>
          </Link>
        );
      })}
    </div>
  );
}

export function PanelBody({ panel, links, onNavigate, onCreateCollection, compact }: PanelBodyProps) {
  const def = PANELS[panel];
  const user = useUser();
  const { openSearch } = useShellActions();
  return (
    <div className="flex flex-col">
      {compact ? null : (
        <div className="px-2.5 pt-1 pb-3">
          <h2 className="text-[15px] font-semibold text-zinc-900">{def.title}</h2>
          <p className="mt-0.5 text-xs text-zinc-500">{def.description}</p>
        </div>
      )}
      {panel === 'collections' ? (
        compact ? (
          <button
            type="button"
            onClick={onCreateCollection}
            className="flex items-center gap-3 rounded-xl px-2.5 py-2 text-left text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50">
              <Plus className="size-4" aria-hidden />
            </span>
            Create new collection
          </button>
        ) : (
          <Button className="mb-1 w-full justify-start" onClick={onCreateCollection}>
            <Plus aria-hidden /> Create new collection
          </Button>
        )
      ) : null}
      {panel === 'inspire' ? (
        <Button
          variant="outline"
          className="w-full justify-start text-zinc-500"
          onClick={() => {
            onNavigate();
            openSearch();
          }}
        >
          <Search aria-hidden /> Search inspiration…
        </Button>
      ) : null}
      <nav aria-label={def.title} className="flex flex-col gap-0.5">
        {links.map((link) => (
          <PanelLinkRow key={link.to} link={link} onNavigate={onNavigate} compact={compact} />
        ))}
      </nav>
      {panel === 'inspire' ? <InspireTiles onNavigate={onNavigate} compact={compact} /> : null}
      {def.recent && !compact && !((panel === 'generator' || panel === 'mockup') && !user) ? (
        <section className="mt-3 border-t border-zinc-100 pt-3" aria-label={def.recent.title}>
          <h3 className="px-2.5 text-xs font-semibold tracking-wide text-zinc-400 uppercase">
            {def.recent.title}
          </h3>
          {panel === 'generator' ? (
            <LatestGenerations
              limit={def.recent.limit}
              emptyTitle={def.recent.emptyTitle}
              emptyDescription={def.recent.emptyDescription}
              onNavigate={onNavigate}
            />
          ) : panel === 'collections' ? (
            <LatestCollections
              limit={def.recent.limit}
              enabled={!!user}
              emptyTitle={def.recent.emptyTitle}
              emptyDescription={def.recent.emptyDescription}
              onNavigate={onNavigate}
            />
          ) : panel === 'mockup' ? (
            <LatestMockups
              limit={def.recent.limit}
              emptyTitle={def.recent.emptyTitle}
              emptyDescription={def.recent.emptyDescription}
              onNavigate={onNavigate}
            />
          ) : (
            <EmptyState
              size="sm"
              icon={def.recent.icon}
              title={def.recent.emptyTitle}
              description={def.recent.emptyDescription}
            />
          )}
        </section>
      ) : null}
    </div>
  );
}
