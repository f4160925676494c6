import {
  Bookmark,
  Box,
  CircleQuestionMark,
  Compass,
  Ellipsis,
  FolderOpen,
  House,
  type LucideIcon,
  MessagesSquare,
  Plus,
  ScanSearch,
  ShieldUser,
  Sparkles,
  WandSparkles,
  Zap,
} from 'lucide-react';
import type { NavGate } from './nav-rules';

export type NavPanelId =
  | 'generator'
  | 'mockup'
  | 'editor'
  | 'extractor'
  | 'collections'
  | 'inspire'
  | 'admin'
  | 'more';

export interface NavItem {
  id: string;
  label: string;
  /** Longer name for tooltips and screen readers. */
  title?: string;
  icon: LucideIcon;
  /** A plain link. */
  to?: string;
  /** Opens a flyout panel. */
  panel?: NavPanelId;
  /** Opens something in the shell rather than navigating. */
  action?: 'create' | 'live-chat';
  /** Opens an outside site in a new tab. */
  href?: string;
  /** Paths that make this item active (see isPathActive); defaults to `to`. */
  activePaths?: readonly string[];
  gate?: NavGate;
}

/**
 * The rail, top to bottom. Less-used destinations (Print-Ready, Playground, Photoshoots,
 * Design Judge) live in the More overflow so the rail fits a laptop screen.
 */
export const MAIN_NAV: readonly NavItem[] = [
  {
    id: 'home',
    label: 'Home',
    title: 'Dashboard',
    icon: House,
    to: '/dashboard',
    activePaths: ['/dashboard', '/home'],
  },
  { id: 'create', label: 'Create', title: 'Create new', icon: Plus, action: 'create' },
  {
    id: 'projects',
    label: 'Projects',
    icon: FolderOpen,
    to: '/dashboard/projects',
    activePaths: ['/dashboard/projects', '/dashboard/sessions'],
  },
  {
    id: 'generator',
    label: 'Generator',
    icon: Sparkles,
    panel: 'generator',
    activePaths: ['/dashboard/generations', '/action/generate-packaging-design'],
  },
  {
    id: 'mockup',
    label: 'Mockup',
    icon: Box,
    panel: 'mockup',
    activePaths: ['/dashboard/mockups', '/action/mockup'],
  },
  { id: 'editor', label: 'Editor', icon: WandSparkles, panel: 'editor', activePaths: ['/dashboard/edit'] },
  {
    id: 'extractor',
    label: 'Extractor',
    icon: ScanSearch,
    panel: 'extractor',
    activePaths: ['/dashboard/extract'],
    gate: 'extractor',
  },
  { id: 'inspire', label: 'Inspire', icon: Compass, panel: 'inspire', activePaths: ['/explore', '/search'] },
  {
    id: 'collections',
    label: 'Collections',
    icon: Bookmark,
    panel: 'collections',
    activePaths: ['/dashboard/collections'],
  },
  { id: 'admin', label: 'Admin', icon: ShieldUser, panel: 'admin', activePaths: ['/admin'], gate: 'staff' },
  {
    id: 'more',
    label: 'More',
    icon: Ellipsis,
    panel: 'more',
    activePaths: [
      '/print-ready',
      '/dashboard/playground',
      '/dashboard/photoshoots',
      '/dashboard/early-access',
      '/judge',
    ],
  },
];

/** Pinned to the bottom of the rail. */
export const FOOTER_NAV: readonly NavItem[] = [
  { id: 'help', label: 'Help', title: 'Help centre', icon: CircleQuestionMark, href: 'help' },
  { id: 'live-chat', label: 'Live chat', icon: MessagesSquare, action: 'live-chat' },
  { id: 'credits', label: 'More credits', icon: Zap, to: '/pricing', gate: 'notUnlimited' },
];
