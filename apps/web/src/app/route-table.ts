import type { FlagKey } from '@packsmith/core';
import {
  BadgePercent,
  Bell,
  Box,
  Camera,
  Coins,
  Compass,
  CreditCard,
  DoorOpen,
  FlaskConical,
  FolderHeart,
  FolderOpen,
  Images,
  MessagesSquare,
  PackagePlus,
  Palette,
  Printer,
  ScanSearch,
  Search,
  Shapes,
  ShieldUser,
  Sparkles,
  Star,
  Ticket,
  ToggleRight,
  Trophy,
  UsersRound,
  WandSparkles,
} from 'lucide-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';
import type { NavGate } from './shell/nav-rules';
import { EXPLORE_CATEGORIES } from './shell/panels';

type Lazy = NonNullable<RouteObject['lazy']>;

export interface RouteEntry {
  path: string;
  /** Static facts about the page, known before its module loads. */
  handle?: RouteHandle;
  lazy: Lazy;
  /** The page exists only for people this flag is on for. */
  flag?: FlagKey;
  /** The page exists only for people its menu item shows to (the same rule as the menu's). */
  gate?: NavGate;
}

/** Pages anyone may open (inside the app shell). */
export const PUBLIC_ROUTES: RouteEntry[] = [
  { path: 'pricing', handle: { title: 'Pricing', icon: Coins }, lazy: () => import('@/routes/pricing') },
  {
    path: 'action/mockup',
    handle: { title: 'Mockup', icon: Box },
    lazy: () => import('@/routes/mockup-new'),
  },
  {
    path: 'action/generate-packaging-design',
    handle: { title: 'Packaging generator', icon: Sparkles },
    lazy: () => import('@/routes/generator'),
  },
  { path: 'judge', handle: { title: 'Design Judge', icon: Star }, lazy: () => import('@/routes/judge') },
  { path: 'search', handle: { title: 'Search', icon: Search }, lazy: () => import('@/routes/search') },
  { path: 'explore', handle: { title: 'Explore', icon: Compass }, lazy: () => import('@/routes/explore') },
  ...EXPLORE_CATEGORIES.map(
    (c): RouteEntry => ({
      path: `explore/${c.slug}`,
      handle: { title: `Explore ${c.label.toLowerCase()}`, icon: c.icon },
      lazy: () => import('@/routes/explore-category'),
    }),
  ),
  {
    path: 'print-ready',
    handle: { title: 'Print-ready services', icon: Printer },
    lazy: () => import('@/routes/print-ready'),
  },
  {
    path: 'print-ready/:fileType',
    handle: { title: 'Print-ready service', icon: Printer },
    lazy: () => import('@/routes/print-ready-brief'),
  },
  {
    path: 'legal/privacy-policy',
    handle: { title: 'Privacy policy' },
    lazy: () => import('@/routes/legal-privacy'),
  },
  {
    path: 'legal/platform-terms-of-use',
    handle: { title: 'Platform terms of use' },
    lazy: () => import('@/routes/legal-terms'),
  },
  { path: '404', handle: { title: 'Page not found' }, lazy: () => import('@/routes/not-found') },
  { path: '500', handle: { title: 'Something went wrong' }, lazy: () => import('@/routes/server-error') },
];

const dashboard: Lazy = () => import('@/routes/dashboard');

/** Pages that need a signed-in, onboarded user. */
export const PROTECTED_ROUTES: RouteEntry[] = [
  { path: 'dashboard', handle: { title: 'Dashboard' }, lazy: dashboard },
  { path: 'home', handle: { title: 'Dashboard' }, lazy: dashboard },
  {
    path: 'dashboard/projects',
    handle: { title: 'Projects', icon: FolderOpen },
    lazy: () => import('@/routes/projects'),
  },
  {
    path: 'dashboard/sessions/:sessionId',
    handle: { title: 'Design session', icon: Sparkles },
    lazy: () => import('@/routes/session'),
  },
  {
    path: 'dashboard/collections',
    handle: { title: 'Collections', icon: FolderHeart },
    lazy: () => import('@/routes/collections'),
  },
  {
    path: 'dashboard/collections/:id',
    handle: { title: 'Collection', icon: FolderHeart },
    lazy: () => import('@/routes/collection'),
  },
  {
    path: 'dashboard/generations',
    handle: { title: 'Generations', icon: Images },
    lazy: () => import('@/routes/generations'),
  },
  {
    path: 'dashboard/generations/:id',
    handle: { title: 'Generation', icon: Images },
    lazy: () => import('@/routes/generation'),
  },
  {
    path: 'dashboard/mockups',
    handle: { title: 'Mockups', icon: Box },
    lazy: () => import('@/routes/mockups'),
  },
  {
    path: 'dashboard/mockups/new',
    handle: { title: 'New mockup', icon: Box },
    lazy: () => import('@/routes/mockup-new'),
  },
  ...[
    'dashboard/mockups/:id',
    'dashboard/mockups/:id/preview',
    'dashboard/mockups/:id/preview/:outputId',
  ].map(
    (path): RouteEntry => ({
      path,
      handle: { title: 'Mockup', icon: Box },
      lazy: () => import('@/routes/mockup'),
    }),
  ),
  {
    path: 'dashboard/playground',
    handle: { title: 'Playground', icon: FlaskConical },
    lazy: () => import('@/routes/playground'),
  },
  {
    path: 'dashboard/photoshoots',
    handle: { title: 'Photoshoots', icon: Camera },
    lazy: () => import('@/routes/photoshoots'),
    flag: 'render-mvp',
  },
  {
    path: 'dashboard/credits',
    handle: { title: 'Credit history', icon: CreditCard },
    lazy: () => import('@/routes/credits'),
  },
  {
    path: 'dashboard/billing',
    handle: { title: 'Billing', icon: CreditCard },
    lazy: () => import('@/routes/billing'),
  },
  {
    path: 'dashboard/edit',
    handle: { title: 'Edits', icon: WandSparkles },
    lazy: () => import('@/routes/edit-home'),
  },
  {
    path: 'dashboard/edit/editor',
    handle: { title: 'Editor', icon: WandSparkles },
    lazy: () => import('@/routes/edit-editor'),
  },
  {
    path: 'dashboard/edit/selector',
    handle: { title: 'Choose an image to edit', icon: WandSparkles },
    lazy: () => import('@/routes/edit-selector'),
  },
  {
    path: 'dashboard/extract',
    gate: 'extractor',
    handle: { title: 'Artwork extractions', icon: ScanSearch },
    lazy: () => import('@/routes/extract'),
  },
  {
    path: 'dashboard/extract/extractor',
    gate: 'extractor',
    handle: { title: 'Artwork extractor', icon: ScanSearch },
    lazy: () => import('@/routes/extract-extractor'),
  },
  {
    path: 'dashboard/extract/selector',
    gate: 'extractor',
    handle: { title: 'Choose an image to extract', icon: ScanSearch },
    lazy: () => import('@/routes/extract-selector'),
  },
  {
    path: 'notifications',
    handle: { title: 'Notifications', icon: Bell },
    lazy: () => import('@/routes/notifications'),
  },
  {
    path: 'print-ready/orders',
    handle: { title: 'Print-ready orders', icon: Printer },
    lazy: () => import('@/routes/print-ready-orders'),
  },
  {
    path: 'print-ready/pay/:fileType',
    handle: { title: 'Order print-ready file', icon: Printer },
    lazy: () => import('@/routes/print-ready-pay'),
    flag: 'print-ready-product-page',
  },
  {
    path: 'dashboard/early-access',
    handle: { title: 'Early access', icon: FlaskConical },
    lazy: () => import('@/routes/early-access'),
  },
];

/** Internal staff only; everyone else gets the not-found page. */
export const STAFF_ROUTES: RouteEntry[] = [
  { path: 'admin', handle: { title: 'Admin', icon: ShieldUser }, lazy: () => import('@/routes/admin') },
  {
    path: 'admin/flags',
    handle: { title: 'Admin · Feature flags', icon: ToggleRight },
    lazy: () => import('@/routes/admin-flags'),
  },
  {
    path: 'admin/notifications',
    handle: { title: 'Admin · Notifications', icon: Bell },
    lazy: () => import('@/routes/admin-notifications'),
  },
  {
    path: 'admin/mockups/all',
    handle: { title: 'Admin · All mockups', icon: Box },
    lazy: () => import('@/routes/admin-mockups'),
  },
  {
    path: 'admin/product-requests',
    handle: { title: 'Admin · Product requests', icon: PackagePlus },
    lazy: () => import('@/routes/admin-product-requests'),
  },
  {
    path: 'admin/print-ready',
    handle: { title: 'Admin · Print-ready', icon: Printer },
    lazy: () => import('@/routes/admin-print-ready'),
  },
  {
    path: 'admin/competitions',
    handle: { title: 'Admin · Competitions', icon: Trophy },
    lazy: () => import('@/routes/admin-competitions'),
  },
  {
    path: 'admin/artwork-extractions',
    handle: { title: 'Admin · Artwork extractions', icon: ScanSearch },
    lazy: () => import('@/routes/admin-artwork-extractions'),
  },
  {
    path: 'admin/generations',
    handle: { title: 'Admin · Generations', icon: Images },
    lazy: () => import('@/routes/admin-generations'),
  },
  {
    path: 'admin/design-generations',
    handle: { title: 'Admin · Design generations', icon: Palette },
    lazy: () => import('@/routes/admin-design-generations'),
  },
  {
    path: 'admin/variations',
    handle: { title: 'Admin · Variations', icon: Shapes },
    lazy: () => import('@/routes/admin-variations'),
  },
  {
    path: 'admin/collections',
    handle: { title: 'Admin · Collections', icon: FolderHeart },
    lazy: () => import('@/routes/admin-collections'),
  },
  {
    path: 'admin/returning-active-users',
    handle: { title: 'Admin · Returning active users', icon: UsersRound },
    lazy: () => import('@/routes/admin-returning-active-users'),
  },
  {
    path: 'admin/invites',
    handle: { title: 'Invites', icon: Ticket },
    lazy: () => import('@/routes/admin-invites'),
  },
  {
    path: 'admin/codes',
    handle: { title: 'Promo codes', icon: BadgePercent },
    lazy: () => import('@/routes/admin-codes'),
  },
  {
    path: 'admin/support',
    handle: { title: 'Admin · Support', icon: MessagesSquare },
    lazy: () => import('@/routes/admin-support'),
  },
  {
    path: 'admin/exit-surveys',
    handle: { title: 'Admin · Exit survey', icon: DoorOpen },
    lazy: () => import('@/routes/admin-exit-surveys'),
  },
];

/** Full-screen pages without the app shell. */
export const BARE_ROUTES: RouteEntry[] = [
  { path: 'login', handle: { title: 'Sign in' }, lazy: () => import('@/routes/login') },
  { path: 'sign-up', handle: { title: 'Create your account' }, lazy: () => import('@/routes/sign-up') },
  { path: 'onboarding', handle: { title: 'Set up your account' }, lazy: () => import('@/routes/onboarding') },
  {
    path: 'auth/callback',
    handle: { title: 'Signing you in' },
    lazy: () => import('@/routes/auth-callback'),
  },
  { path: 'dev/mailbox', handle: { title: 'Dev mailbox' }, lazy: () => import('@/routes/dev-mailbox') },
  { path: 'checkout/test/:id', handle: { title: 'Checkout' }, lazy: () => import('@/routes/checkout-test') },
];
