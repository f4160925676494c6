import {
  Bookmark,
  Box,
  Camera,
  CircleQuestionMark,
  Compass,
  Ellipsis,
  FlaskConical,
  FolderOpen,
  House,
  type LucideIcon,
  MessagesSquare,
  Plus,
  Printer,
  ScanSearch,
  ShieldUser,
  Sparkles,
  Star,
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
  /** Where a panel item leads when the rail has no room for it and it moves into More. */
  overflowTo?: string;
}

/**
 * The rail, top to bottom, in the spec's order; More is last. Items the rail has no room for
 * (a short window) move into More, from the bottom up (see fitRail).
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
    overflowTo: '/dashboard/generations',
  },
  {
    id: 'print-ready',
    label: 'Print-Ready',
    icon: Printer,
    to: '/print-ready',
    gate: { flag: 'print-ready' },
  },
  { id: 'playground', label: 'Playground', icon: FlaskConical, to: '/dashboard/playground' },
  {
    id: 'mockup',
    label: 'Mockup',
    icon: Box,
    panel: 'mockup',
    activePaths: ['/dashboard/mockups', '/action/mockup'],
    overflowTo: '/dashboard/mockups',
  },
  {
    id: 'editor',
    label: 'Editor',
    icon: WandSparkles,
    panel: 'editor',
    activePaths: ['/dashboard/edit'],
    overflowTo: '/dashboard/edit',
  },
  {
    id: 'extractor',
    label: 'Extractor',
    icon: ScanSearch,
    panel: 'extractor',
    activePaths: ['/dashboard/extract'],
    gate: 'extractor',
    overflowTo: '/dashboard/extract',
  },
  {
    id: 'photoshoots',
    label: 'Photoshoots',
    icon: Camera,
    to: '/dashboard/photoshoots',
    gate: { flag: 'render-mvp' },
  },
  { id: 'judge', label: 'Judge', title: 'Design Judge', icon: Star, to: '/judge' },
  {
    id: 'inspire',
    label: 'Inspire',
    icon: Compass,
    panel: 'inspire',
    activePaths: ['/explore', '/search'],
    overflowTo: '/explore',
  },
  {
    id: 'collections',
    label: 'Collections',
    icon: Bookmark,
    panel: 'collections',
    activePaths: ['/dashboard/collections'],
    overflowTo: '/dashboard/collections',
  },
  {
    id: 'admin',
    label: 'Admin',
    icon: ShieldUser,
    panel: 'admin',
    activePaths: ['/admin'],
    gate: 'staff',
    overflowTo: '/admin',
  },
  // Its own links' paths make it active, and those of the items it holds (see useNavState).
  { id: 'more', label: 'More', icon: Ellipsis, panel: 'more' },
];

/** Pinned to the bottom of the rail. */
export const FOOTER_NAV: readonly NavItem[] = [
  { id: 'help', label: 'Help', title: 'Help centre', icon: CircleQuestionMark, href: 'help' },
  { id: 'live-chat', label: 'Live chat', icon: MessagesSquare, action: 'live-chat' },
  { id: 'credits', label: 'More credits', icon: Zap, to: '/pricing', gate: 'notUnlimited' },
];
