/**
 * What each coming-soon page says: its title, icon, what it is and what it will let people do.
 * Loaded with the coming-soon page itself (route-table.ts), not with the app.
 */
import { ScanSearch, Search, ShieldUser, Star, WandSparkles } from 'lucide-react';
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
  'dashboard/edit': {
    title: 'Edits',
    icon: WandSparkles,
    description: 'Images you have edited with the AI editor.',
    upcoming: [
      'Pick up an edit where you left it',
      'Compare with the original',
      'Download or add to a collection',
    ],
  },
  'dashboard/edit/editor': {
    title: 'Editor',
    icon: WandSparkles,
    description: 'Edit an image by chatting with AI, helped by a toolbox of guided edits.',
    upcoming: [
      'Fix text, replace logos, change colours',
      'Upscale and zoom out',
      'See the back of pack and new angles',
    ],
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
