import { useLocation, useNavigate } from 'react-router';
import { useFlags } from '@/features/flags';
import { useSession } from '@/features/users';
import { useShellActions } from '@/lib/shell-actions-context';
import { HELP_CENTRE_URL } from '../links';
import type { NavItem, NavPanelId } from './nav-items';
import { isAnyPathActive, type NavContext, passesGate } from './nav-rules';
import { PANELS, type PanelLink } from './panels';

export function useNavContext(): NavContext {
  const session = useSession();
  const flags = useFlags();
  return { user: session.user, flags: flags ?? null };
}

export function useNavState() {
  const { pathname } = useLocation();
  const ctx = useNavContext();
  const actions = useShellActions();
  const navigate = useNavigate();
  const session = useSession();

  const visible = (items: readonly NavItem[]) => items.filter((item) => passesGate(item.gate, ctx));
  const isActive = (item: NavItem) => {
    const paths = item.activePaths ?? (item.to ? [item.to] : item.panel ? panelPaths(item.panel) : []);
    return isAnyPathActive(pathname, paths);
  };
  const panelLinks = (panel: NavPanelId): PanelLink[] =>
    PANELS[panel].links
      .filter((link) => passesGate(link.gate, ctx))
      .map((link) => (ctx.user === null && link.anonymousTo ? { ...link, to: link.anonymousTo } : link));
  const runAction = (item: NavItem) => {
    if (item.action === 'create') actions.openCreate();
    if (item.action === 'live-chat') actions.openLiveChat();
  };
  const createCollection = () => {
    if (session.status === 'ready') actions.openCreateCollection();
    else navigate(`/login?redirect=${encodeURIComponent(`${pathname}${window.location.search}`)}`);
  };
  return {
    pathname,
    ctx,
    visible,
    isActive,
    panelLinks,
    runAction,
    createCollection,
    helpUrl: HELP_CENTRE_URL,
  };
}

function panelPaths(panel: NavPanelId): string[] {
  return PANELS[panel].links.map((l) => l.to.split('?')[0]);
}
