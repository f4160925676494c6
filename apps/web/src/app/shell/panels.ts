import {
  BadgePercent,
  Bell,
  Box,
  Boxes,
  ChartColumn,
  DoorOpen,
  FolderHeart,
  FolderOpen,
  Images,
  type LucideIcon,
  MessagesSquare,
  Package,
  PackagePlus,
  PackageSearch,
  Palette,
  Printer,
  ReceiptText,
  Rocket,
  ScanSearch,
  Shapes,
  Sparkles,
  Ticket,
  ToggleRight,
  Trophy,
  Upload,
  Users,
  WandSparkles,
} from 'lucide-react';
import type { NavPanelId } from './nav-items';
import type { NavGate } from './nav-rules';

export interface PanelLink {
  label: string;
  description?: string;
  to: string;
  icon: LucideIcon;
  /** Where anonymous visitors go instead (e.g. the public mockup launch). */
  anonymousTo?: string;
  gate?: NavGate;
  primary?: boolean;
}

export interface PanelRecent {
  title: string;
  /** How many the panel lists once the feature exists (spec: generations 10, mockups 7, collections 7). */
  limit: number;
  emptyTitle: string;
  emptyDescription: string;
  icon: LucideIcon;
}

export interface PanelDef {
  title: string;
  description: string;
  links: readonly PanelLink[];
  recent?: PanelRecent;
}

export interface ExploreCategory {
  slug: string;
  label: string;
  description: string;
  icon: LucideIcon;
  /** Tile colours: background gradient and icon tint. */
  tone: string;
}

export const EXPLORE_CATEGORIES: readonly ExploreCategory[] = [
  {
    slug: 'packaging',
    label: 'Packaging',
    description: 'Boxes, bottles, pouches and more',
    icon: Package,
    tone: 'from-violet-100 to-violet-50 text-violet-700',
  },
  {
    slug: 'industry',
    label: 'Industry',
    description: 'Food, beauty, drinks, pets…',
    icon: Boxes,
    tone: 'from-sky-100 to-sky-50 text-sky-700',
  },
  {
    slug: 'styles',
    label: 'Styles',
    description: 'Minimal, retro, bold, luxe',
    icon: Palette,
    tone: 'from-rose-100 to-rose-50 text-rose-700',
  },
  {
    slug: 'materials',
    label: 'Materials',
    description: 'Kraft, glass, foil, tin',
    icon: Shapes,
    tone: 'from-amber-100 to-amber-50 text-amber-700',
  },
  {
    slug: 'printing-types-and-finishes',
    label: 'Printing & finishes',
    description: 'Foil, emboss, spot UV',
    icon: Printer,
    tone: 'from-emerald-100 to-emerald-50 text-emerald-700',
  },
  {
    slug: 'custom-box-dielines',
    label: 'Box dielines',
    description: 'Flat templates to print',
    icon: PackageSearch,
    tone: 'from-zinc-200 to-zinc-50 text-zinc-700',
  },
];

export const PANELS: Record<NavPanelId, PanelDef> = {
  generator: {
    title: 'Generator',
    description: 'Create packaging concepts from a brief.',
    links: [
      { label: 'Launch generator', to: '/action/generate-packaging-design', icon: Sparkles, primary: true },
      { label: 'View all generations', to: '/dashboard/generations', icon: Images },
    ],
    recent: {
      title: 'Latest generations',
      limit: 10,
      emptyTitle: 'No generations yet',
      emptyDescription: 'Your latest packaging concepts will appear here.',
      icon: Sparkles,
    },
  },
  mockup: {
    title: 'Mockup',
    description: 'Put your artwork on real products.',
    links: [
      {
        label: 'Launch mockup',
        to: '/dashboard/mockups/new',
        anonymousTo: '/action/mockup',
        icon: Box,
        primary: true,
      },
      { label: 'View all mockups', to: '/dashboard/mockups', icon: Images },
    ],
    recent: {
      title: 'Latest mockups',
      limit: 7,
      emptyTitle: 'No mockups yet',
      emptyDescription: 'Mockups you create will show here with their outputs.',
      icon: Box,
    },
  },
  editor: {
    title: 'Editor',
    description: 'Edit any image by chatting with AI.',
    links: [
      { label: 'Launch editor', to: '/dashboard/edit/selector', icon: WandSparkles, primary: true },
      { label: 'View all edits', to: '/dashboard/edit', icon: Images },
      { label: 'Start from upload', to: '/dashboard/edit/selector?action=upload', icon: Upload },
      { label: 'Choose from generations', to: '/dashboard/edit/selector?action=generations', icon: Sparkles },
      {
        label: 'Choose from collections',
        to: '/dashboard/edit/selector?action=collections',
        icon: FolderHeart,
      },
    ],
  },
  extractor: {
    title: 'Extractor',
    description: 'Pull clean, print-ready artwork out of any image.',
    links: [
      { label: 'Launch extractor', to: '/dashboard/extract/selector', icon: ScanSearch, primary: true },
      { label: 'View all extractions', to: '/dashboard/extract', icon: Images },
      { label: 'Extract from upload', to: '/dashboard/extract/selector?action=upload', icon: Upload },
      {
        label: 'Extract from generations',
        to: '/dashboard/extract/selector?action=generations',
        icon: Sparkles,
      },
      {
        label: 'Extract from collections',
        to: '/dashboard/extract/selector?action=collections',
        icon: FolderHeart,
      },
    ],
  },
  collections: {
    title: 'Collections',
    description: 'Keep the designs you love together.',
    links: [{ label: 'View all collections', to: '/dashboard/collections', icon: FolderOpen }],
    recent: {
      title: 'Recently updated',
      limit: 7,
      emptyTitle: 'No collections',
      emptyDescription: 'Create a collection to save and share your favourite designs.',
      icon: FolderHeart,
    },
  },
  inspire: {
    title: 'Inspire',
    description: 'Browse ideas by category or search for anything.',
    // Its Search button opens the search dialog (panel-body.tsx).
    links: [],
  },
  admin: {
    title: 'Admin',
    description: 'Internal tools for the Packsmith team.',
    links: [
      { label: 'Overview', to: '/admin', icon: ChartColumn },
      { label: 'Feature flags', to: '/admin/flags', icon: ToggleRight },
      { label: 'Invites and waitlist', to: '/admin/invites', icon: Ticket },
      { label: 'Promo codes', to: '/admin/codes', icon: BadgePercent },
      { label: 'Support', to: '/admin/support', icon: MessagesSquare },
      { label: 'Exit survey', to: '/admin/exit-surveys', icon: DoorOpen },
      { label: 'Notifications', to: '/admin/notifications', icon: Bell },
      { label: 'All mockups', to: '/admin/mockups/all', icon: Box },
      { label: 'Product requests', to: '/admin/product-requests', icon: PackagePlus },
      { label: 'Print-ready orders', to: '/admin/print-ready', icon: Printer },
      { label: 'Competitions', to: '/admin/competitions', icon: Trophy },
      { label: 'Artwork extractions', to: '/admin/artwork-extractions', icon: ScanSearch },
      { label: 'Generations', to: '/admin/generations', icon: Sparkles },
      { label: 'Design generations', to: '/admin/design-generations', icon: Palette },
      { label: 'Variations', to: '/admin/variations', icon: Shapes },
      { label: 'Collections', to: '/admin/collections', icon: FolderHeart },
      { label: 'Returning active users', to: '/admin/returning-active-users', icon: Users },
    ],
  },
  more: {
    title: 'More',
    description: 'Everything else, and what the rail has no room for.',
    // The rail's overflow is listed above these (sidebar.tsx).
    links: [
      {
        label: 'Early Access',
        description: 'Try features before everyone else',
        to: '/dashboard/early-access',
        icon: Rocket,
        gate: { flag: 'early-access-alpha' },
      },
      { label: 'Notifications', description: 'Everything we told you', to: '/notifications', icon: Bell },
      {
        label: 'Credits history',
        description: 'What your credits were spent on',
        to: '/dashboard/credits',
        icon: ReceiptText,
      },
    ],
  },
};
