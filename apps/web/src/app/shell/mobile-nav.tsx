import { ChevronDown, X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Dialog, SheetContent } from '@/components/ui/dialog';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { FOOTER_NAV, MAIN_NAV, type NavItem, type NavPanelId } from './nav-items';
import { PanelBody } from './panel-body';
import { useNavState } from './use-nav';

const rowClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium text-zinc-700 transition-colors hover:bg-zinc-100 data-[active=true]:bg-brand-50 data-[active=true]:text-brand-700';

/** The phone menu (< 768 px): every sidebar item, panels expand in place; includes Live chat. */
export function MobileNav({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const nav = useNavState();
  const [expanded, setExpanded] = useState<NavPanelId | null>(null);
  const close = () => onOpenChange(false);

  // Close the menu whenever the page changes (not when it mounts: it loads on its first opening).
  const shownOn = useRef(nav.pathname);
  useEffect(() => {
    if (shownOn.current === nav.pathname) return;
    shownOn.current = nav.pathname;
    onOpenChange(false);
  }, [nav.pathname, onOpenChange]);

  const renderItem = (item: NavItem) => {
    const Icon = item.icon;
    const active = nav.isActive(item);
    const inner = (
      <>
        <Icon
          className="size-5 shrink-0 text-zinc-500 group-data-[active=true]:text-brand-600"
          strokeWidth={1.8}
          aria-hidden
        />
        <span className="flex-1 text-left">{item.title ?? item.label}</span>
      </>
    );
    if (item.panel) {
      const panel = item.panel;
      const isOpen = expanded === panel;
      return (
        <>
          <button
            type="button"
            className={cn(rowClass, 'group')}
            data-active={active}
            aria-expanded={isOpen}
            data-nav={item.id}
            onClick={() => setExpanded(isOpen ? null : panel)}
          >
            {inner}
            <ChevronDown
              className={cn('size-4 text-zinc-400 transition-transform', isOpen && 'rotate-180')}
              aria-hidden
            />
          </button>
          {isOpen ? (
            <div className="mt-0.5 mb-2 ml-6 border-l border-zinc-100 pl-3" data-panel={panel}>
              <PanelBody
                compact
                panel={panel}
                links={nav.panelLinks(panel)}
                onNavigate={close}
                onCreateCollection={() => {
                  close();
                  nav.createCollection();
                }}
              />
            </div>
          ) : null}
        </>
      );
    }
    if (item.to) {
      return (
        <Link
          to={item.to}
          onClick={close}
          className={cn(rowClass, 'group')}
          data-active={active}
          data-nav={item.id}
        >
          {inner}
        </Link>
      );
    }
    if (item.href) {
      return (
        <a
          href={nav.helpUrl}
          target="_blank"
          rel="noreferrer"
          className={cn(rowClass, 'group')}
          data-nav={item.id}
        >
          {inner}
        </a>
      );
    }
    return (
      <button
        type="button"
        className={cn(rowClass, 'group')}
        data-nav={item.id}
        onClick={() => {
          close();
          nav.runAction(item);
        }}
      >
        {inner}
      </button>
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent title="Menu">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-zinc-100 px-4">
          <Link to="/dashboard" onClick={close} aria-label="Packsmith home">
            <Logo />
          </Link>
          <D.Close className="rounded-lg p-2 text-zinc-500 hover:bg-zinc-100" aria-label="Close menu">
            <X className="size-5" />
          </D.Close>
        </div>
        <nav aria-label="Main" className="min-h-0 flex-1 overflow-y-auto px-3 py-3" data-mobile-nav>
          <ul className="flex flex-col gap-0.5">
            {nav.visible(MAIN_NAV).map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
          <ul className="mt-3 flex flex-col gap-0.5 border-t border-zinc-100 pt-3">
            {nav.visible(FOOTER_NAV).map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Dialog>
  );
}
