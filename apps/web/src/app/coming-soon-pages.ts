/**
 * What each coming-soon page says: its title, icon, what it is and what it will let people do.
 * Loaded with the coming-soon page itself (route-table.ts), not with the app.
 */
import { PenTool, Printer, ShieldUser, WandSparkles } from 'lucide-react';
import type { RouteHandle } from './route-handle';

function admin(title: string, description: string): RouteHandle {
  return {
    title,
    icon: ShieldUser,
    description,
    upcoming: ['Search and filter records', 'Open the full record', 'Export for reporting'],
  };
}

const PAGES: Record<string, RouteHandle> = {
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
};

/** The handle of the coming-soon page at this route path. */
export function comingSoonHandle(path: string): RouteHandle {
  return PAGES[path] ?? { title: 'Coming soon' };
}
