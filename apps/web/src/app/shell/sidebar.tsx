import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LazyPopover, lazyPopoverBody } from '@/components/ui/lazy-popover';
import { cn } from '@/lib/cn';
import { FOOTER_NAV, MAIN_NAV, type NavItem, type NavPanelId } from './nav-items';
import { fitRail } from './nav-rules';
import type { PanelLink } from './panels';
import { useRailCapacity } from './rail-capacity';
import type { SidebarPanelProps } from './sidebar-panel';
import { useNavState } from './use-nav';

const panelBody = lazyPopoverBody<SidebarPanelProps>(() => import('./sidebar-panel'));

const itemClass =
  'group flex w-full flex-col items-center gap-0.5 rounded-xl px-0.5 py-0.5 text-[11px] leading-tight font-medium text-zinc-500 transition-colors hover:text-zinc-900 data-[active=true]:text-brand-700 data-[state=open]:text-zinc-900';
const iconWrapClass =
  'flex h-7 w-11 items-center justify-center rounded-[10px] transition-colors group-hover:bg-zinc-100 group-data-[active=true]:bg-brand-50 group-data-[active=true]:text-brand-600 group-data-[state=open]:bg-zinc-100';

/** Help and Live chat sit side by side as icons at the foot of the rail, to leave room above. */
const COMPACT_FOOTER = new Set(['help', 'live-chat']);

function RailInner({ item }: { item: NavItem }) {
  const Icon = item.icon;
  const compact = COMPACT_FOOTER.has(item.id);
  return (
    <>
      <span className={cn(iconWrapClass, compact && 'w-9')}>
        <Icon className="size-[19px]" strokeWidth={1.8} aria-hidden />
      </span>
      <span className={compact ? 'sr-only' : 'max-w-full truncate whitespace-nowrap'}>{item.label}</span>
    </>
  );
}

/** A rail item moved into More: a plain link to its page. */
function overflowLink(item: NavItem): PanelLink {
  return { label: item.title ?? item.label, to: item.to ?? item.overflowTo ?? '/dashboard', icon: item.icon };
}

/**
 * The desktop navigation rail with flyout panels. Hidden below 768 px (the mobile menu takes over).
 * Items that do not fit the window's height move into More.
 */
export function Sidebar() {
  const nav = useNavState();
  const [openPanel, setOpenPanel] = useState<NavPanelId | null>(null);
  const close = () => setOpenPanel(null);
  const listRef = useRef<HTMLUListElement>(null);
  const capacity = useRailCapacity(listRef);
  const items = nav.visible(MAIN_NAV);
  const more = items.find((item) => item.id === 'more');
  const { rail, overflow } = fitRail(
    items.filter((item) => item !== more),
    capacity,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: close panels whenever the page changes
  useEffect(() => setOpenPanel(null), [nav.pathname]);

  const renderItem = (item: NavItem): ReactNode => {
    const isMore = item === more;
    const active = nav.isActive(item) || (isMore && overflow.some(nav.isActive));
    if (item.panel) {
      const panel = item.panel;
      const links = nav.panelLinks(panel);
      return (
        <LazyPopover
          body={panelBody}
          bodyProps={{
            panel,
            links: isMore ? [...overflow.map(overflowLink), ...links] : links,
            onNavigate: close,
            onCreateCollection: () => {
              close();
              nav.createCollection();
            },
          }}
          open={openPanel === panel}
          onOpenChange={(open) => setOpenPanel(open ? panel : null)}
          className={itemClass}
          data-active={active}
          title={item.title}
          data-nav={item.id}
        >
          <RailInner item={item} />
        </LazyPopover>
      );
    }
    if (item.to) {
      return (
        <Link
          to={item.to}
          className={cn(itemClass, item.id === 'credits' && 'text-amber-600 hover:text-amber-700')}
          data-active={active}
          aria-current={active ? 'page' : undefined}
          title={item.title}
          data-nav={item.id}
        >
          <RailInner item={item} />
        </Link>
      );
    }
    if (item.href) {
      return (
        <a
          href={nav.helpUrl}
          target="_blank"
          rel="noreferrer"
          className={itemClass}
          title={item.title ?? item.label}
          data-nav={item.id}
        >
          <RailInner item={item} />
        </a>
      );
    }
    return (
      <button
        type="button"
        onClick={() => nav.runAction(item)}
        className={itemClass}
        title={item.title ?? (COMPACT_FOOTER.has(item.id) ? item.label : undefined)}
        data-nav={item.id}
      >
        <RailInner item={item} />
      </button>
    );
  };

  return (
    <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-[84px] shrink-0 flex-col border-r border-zinc-200/80 bg-white md:flex">
      <nav aria-label="Main" className="flex min-h-0 flex-1 flex-col">
        <ul ref={listRef} className="flex min-h-0 flex-1 flex-col gap-0.5 overflow-hidden px-1.5 py-2">
          {[...rail, ...(more ? [more] : [])].map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
        <ul className="grid grid-cols-2 gap-0.5 border-t border-zinc-100 px-1.5 py-2">
          {nav.visible(FOOTER_NAV).map((item) => (
            <li key={item.id} className={COMPACT_FOOTER.has(item.id) ? undefined : 'col-span-2'}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
