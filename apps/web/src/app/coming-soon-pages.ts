/**
 * What each coming-soon page says: its title, icon, what it is and what it will let people do.
 * Loaded with the coming-soon page itself (route-table.ts), not with the app.
 */
import { PenTool, Printer, ScanSearch, Search, ShieldUser, Star } from 'lucide-react';
import type { RouteHandle } from './route-handle';
import { EXPLORE_CATEGORIES } from './shell/panels';

function admin(title: string, description: string): RouteHandle {
  return {
    title,
    icon: ShieldUser,
    description,
    upcoming: ['Search and filter records', 'Open the full record', 'Export for reporting'],
  };
}

const PAGES: Record<string, RouteHandle> = {
  judge: {
    title: 'Design Judge',
    icon: Star,
    description: 'Get an expert rating of your packaging with clear notes on what to improve.',
    upcoming: [
      'Rate a single design or compare several',
      'Scores for shelf impact, clarity and brand fit',
      'Actionable suggestions for your next round',
    ],
  },
  search: {
    title: 'Search',
    icon: Search,
    description: 'Search packaging inspiration by colour, style and packaging type.',
    upcoming: [
      'Ask for anything in plain words',
      'Filter by colours, packaging types and styles',
      'Save what you find to a collection',
    ],
  },
  'print-ready': {
    title: 'Print-ready files',
    icon: Printer,
    description: 'Work with a professional designer to make this design ready for print - from just $50.',
    upcoming: [
      'Front only, front and back, or all sides',
      'Professional product photoshoots',
      'New SKU adaptations and revisions',
    ],
  },
  'print-ready/:fileType': {
    title: 'Print-ready service',
    icon: Printer,
    description: 'Human designers turn your concept into a 100% print-ready file.',
    upcoming: ['Choose the sides and formats you need', 'Delivery in 24 to 72 hours', 'Revisions included'],
  },
  'dashboard/extract': {
    title: 'Extractions',
    icon: ScanSearch,
    description: 'Artwork you have extracted from images.',
    upcoming: ['Clean, flat artwork from any photo', 'Download as print-ready files', 'Send to a mockup'],
  },
  'dashboard/extract/extractor': {
    title: 'Extractor',
    icon: ScanSearch,
    description: 'Pull clean, flat artwork out of a packaging photo.',
    upcoming: ['Straighten curved labels', 'Remove glare and shadows', 'Export at print resolution'],
  },
  'dashboard/extract/selector': {
    title: 'Choose an image to extract from',
    icon: ScanSearch,
    description: 'Start from an upload, a generation or a collection.',
    upcoming: ['Upload from your device', 'Pick from your generations', 'Pick from your collections'],
  },
  'print-ready/pay/:fileType': {
    title: 'Order print-ready file',
    icon: PenTool,
    description: 'Confirm your brief and pay for your print-ready file.',
    upcoming: [
      'Review the brief for the designer',
      'Pay securely by card',
      'Track delivery in notifications',
    ],
  },
  'admin/print-ready': admin(
    'Admin · Print-ready orders',
    'Orders for human-finished files and their status.',
  ),
  'admin/artwork-extractions': admin('Admin · Artwork extractions', 'Extraction jobs across all accounts.'),
  ...Object.fromEntries(
    EXPLORE_CATEGORIES.map((c): [string, RouteHandle] => [
      `explore/${c.slug}`,
      {
        title: `Explore ${c.label.toLowerCase()}`,
        icon: c.icon,
        description: `Inspiration by ${c.label.toLowerCase()}: ${c.description.toLowerCase()}.`,
        upcoming: [
          'Curated designs from across the library',
          'Open any design to remix it as your own',
          'Save favourites to a collection',
        ],
      },
    ]),
  ),
};

/** The handle of the coming-soon page at this route path. */
export function comingSoonHandle(path: string): RouteHandle {
  return PAGES[path] ?? { title: 'Coming soon' };
}
