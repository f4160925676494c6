import {
  Bell,
  Box,
  Camera,
  Coins,
  Compass,
  CreditCard,
  FlaskConical,
  FolderHeart,
  FolderOpen,
  Images,
  type LucideIcon,
  PenTool,
  Printer,
  ScanSearch,
  Search,
  ShieldUser,
  Sparkles,
  Star,
  WandSparkles,
} from 'lucide-react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';
import { EXPLORE_CATEGORIES } from './shell/panels';

type Lazy = NonNullable<RouteObject['lazy']>;

export interface RouteEntry {
  path: string;
  handle: RouteHandle;
  lazy: Lazy;
}

const comingSoon: Lazy = () => import('@/routes/coming-soon');

function soon(
  path: string,
  title: string,
  icon: LucideIcon,
  description: string,
  upcoming: string[],
): RouteEntry {
  return { path, handle: { title, icon, description, upcoming }, lazy: comingSoon };
}

/** Pages anyone may open (inside the app shell). */
export const PUBLIC_ROUTES: RouteEntry[] = [
  { path: 'pricing', handle: { title: 'Pricing', icon: Coins }, lazy: () => import('@/routes/pricing') },
  {
    path: 'action/generate-packaging-design',
    handle: { title: 'Packaging generator', icon: Sparkles },
    lazy: () => import('@/routes/generator'),
  },
  soon(
    'action/mockup',
    'Mockup',
    Box,
    'Upload your artwork and see it on real products — no account needed to start.',
    [
      'Choose products from the template catalogue',
      'Wrap artwork onto bottles, cans and boxes',
      'Download high-resolution previews',
    ],
  ),
  soon(
    'judge',
    'Design Judge',
    Star,
    'Get an expert rating of your packaging with clear notes on what to improve.',
    [
      'Rate a single design or compare several',
      'Scores for shelf impact, clarity and brand fit',
      'Actionable suggestions for your next round',
    ],
  ),
  soon('search', 'Search', Search, 'Search packaging inspiration by colour, style and packaging type.', [
    'Ask for anything in plain words',
    'Filter by colours, packaging types and styles',
    'Save what you find to a collection',
  ]),
  { path: 'explore', handle: { title: 'Explore', icon: Compass }, lazy: () => import('@/routes/explore') },
  ...EXPLORE_CATEGORIES.map((c) =>
    soon(
      `explore/${c.slug}`,
      `Explore ${c.label.toLowerCase()}`,
      c.icon,
      `Inspiration by ${c.label.toLowerCase()}: ${c.description.toLowerCase()}.`,
      [
        'Curated designs from across the library',
        'Open any design to remix it as your own',
        'Save favourites to a collection',
      ],
    ),
  ),
  soon(
    'print-ready',
    'Print-ready files',
    Printer,
    'Work with a professional designer to make this design ready for print - from just $50.',
    [
      'Front only, front and back, or all sides',
      'Professional product photoshoots',
      'New SKU adaptations and revisions',
    ],
  ),
  soon(
    'print-ready/:fileType',
    'Print-ready service',
    Printer,
    'Human designers turn your concept into a 100% print-ready file.',
    ['Choose the sides and formats you need', 'Delivery in 24 to 72 hours', 'Revisions included'],
  ),
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
  soon(
    'dashboard/collections',
    'Collections',
    FolderHeart,
    'Group the designs you love and share them with your team.',
    ['Create private collections', 'Invite collaborators', 'Add images from anywhere in Packsmith'],
  ),
  soon('dashboard/collections/:id', 'Collection', FolderHeart, 'The images saved in this collection.', [
    'Browse, favourite and download',
    'Open any image in the editor',
    'Share the collection with collaborators',
  ]),
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
  soon('dashboard/mockups', 'Mockups', Box, 'All your mockups and their outputs.', [
    'Preview every output',
    'Re-run with new artwork',
    'Download in high resolution',
  ]),
  soon('dashboard/mockups/new', 'New mockup', Box, 'Upload artwork and pick the products to place it on.', [
    'Up to 10 outputs per mockup',
    'Bottles, cans, boxes, pouches and more',
    'Add instructions for the scene',
  ]),
  soon('dashboard/mockups/:id', 'Mockup', Box, 'One mockup and its outputs.', [
    'Preview outputs',
    'Download',
    'Create a new version',
  ]),
  soon('dashboard/mockups/:id/preview', 'Mockup preview', Box, 'Full-size previews of this mockup.', [
    'Zoom in on details',
    'Download outputs',
    'Share a preview link',
  ]),
  soon(
    'dashboard/mockups/:id/preview/:outputId',
    'Mockup preview',
    Box,
    'A full-size preview of one output.',
    ['Zoom in on details', 'Download', 'Share a preview link'],
  ),
  soon('dashboard/playground', 'Playground', FlaskConical, 'Try ideas quickly without starting a project.', [
    'Prompt-to-image experiments',
    'Quick edits on any upload',
    'Save keepers to a collection',
  ]),
  soon(
    'dashboard/photoshoots',
    'Photoshoots',
    Camera,
    'Place your product into studio and lifestyle scenes.',
    ['Cut-out product photos', 'Scenes matched to your audience', 'Consistent lighting across a range'],
  ),
  {
    path: 'dashboard/credits',
    handle: { title: 'Credit history', icon: CreditCard },
    lazy: () => import('@/routes/credits'),
  },
  soon('dashboard/edit', 'Edits', WandSparkles, 'Images you have edited with the AI editor.', [
    'Pick up an edit where you left it',
    'Compare with the original',
    'Download or add to a collection',
  ]),
  soon(
    'dashboard/edit/editor',
    'Editor',
    WandSparkles,
    'Edit an image by chatting with AI, helped by a toolbox of guided edits.',
    [
      'Fix text, replace logos, change colours',
      'Upscale and zoom out',
      'See the back of pack and new angles',
    ],
  ),
  {
    path: 'dashboard/edit/selector',
    handle: { title: 'Choose an image to edit', icon: WandSparkles },
    lazy: () => import('@/routes/edit-selector'),
  },
  soon('dashboard/extract', 'Extractions', ScanSearch, 'Artwork you have extracted from images.', [
    'Clean, flat artwork from any photo',
    'Download as print-ready files',
    'Send to a mockup',
  ]),
  soon(
    'dashboard/extract/extractor',
    'Extractor',
    ScanSearch,
    'Pull clean, flat artwork out of a packaging photo.',
    ['Straighten curved labels', 'Remove glare and shadows', 'Export at print resolution'],
  ),
  soon(
    'dashboard/extract/selector',
    'Choose an image to extract from',
    ScanSearch,
    'Start from an upload, a generation or a collection.',
    ['Upload from your device', 'Pick from your generations', 'Pick from your collections'],
  ),
  {
    path: 'notifications',
    handle: { title: 'Notifications', icon: Bell },
    lazy: () => import('@/routes/notifications'),
  },
  soon(
    'print-ready/pay/:fileType',
    'Order print-ready file',
    PenTool,
    'Confirm your brief and pay for your print-ready file.',
    ['Review the brief for the designer', 'Pay securely by card', 'Track delivery in notifications'],
  ),
];

function admin(path: string, title: string, description: string): RouteEntry {
  return soon(path, title, ShieldUser, description, [
    'Search and filter records',
    'Open the full record',
    'Export for reporting',
  ]);
}

/** Internal staff only; everyone else gets the not-found page. */
export const STAFF_ROUTES: RouteEntry[] = [
  admin('admin', 'Admin', 'Internal tools for the Packsmith team.'),
  admin('admin/notifications', 'Admin · Notifications', 'Send and review product notifications.'),
  admin('admin/mockups/all', 'Admin · All mockups', 'Every mockup across all accounts.'),
  admin('admin/product-requests', 'Admin · Product requests', 'Packaging types customers have asked for.'),
  admin(
    'admin/print-ready',
    'Admin · Print-ready orders',
    'Orders for human-finished files and their status.',
  ),
  admin('admin/competitions', 'Admin · Competitions', 'Design competitions and their entries.'),
  admin('admin/artwork-extractions', 'Admin · Artwork extractions', 'Extraction jobs across all accounts.'),
  admin('admin/generations', 'Admin · Generations', 'Image generations across all accounts.'),
  admin(
    'admin/design-generations',
    'Admin · Design generations',
    'Packaging design generations across all accounts.',
  ),
  admin('admin/variations', 'Admin · Variations', 'Variation jobs across all accounts.'),
  admin('admin/collections', 'Admin · Collections', 'Collections across all accounts.'),
  admin('admin/returning-active-users', 'Admin · Returning active users', 'Who came back, and how often.'),
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
