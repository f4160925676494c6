/**
 * What each coming-soon page says: its title, icon, what it is and what it will let people do.
 * Loaded with the coming-soon page itself (route-table.ts), not with the app.
 */
import { WandSparkles } from 'lucide-react';
import type { RouteHandle } from './route-handle';

const PAGES: Record<string, RouteHandle> = {
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
};

/** The handle of the coming-soon page at this route path. */
export function comingSoonHandle(path: string): RouteHandle {
  return PAGES[path] ?? { title: 'Coming soon' };
}
