/**
 * The Toolbox dialog's one source of texts, filters and cash services (spec part 2 §2, §8, §9).
 * Tools, their costs and form messages live in chat.ts; this file adds what only the dialog shows.
 */
import { CREDIT_COSTS } from './credits.ts';

export const TOOLBOX_FILTERS = ['all', 'quick-edits', 'rate-my-design', 'print-ready', 'ai-image'] as const;
export type ToolboxFilter = (typeof TOOLBOX_FILTERS)[number];
export const DEFAULT_TOOLBOX_FILTER: ToolboxFilter = 'quick-edits';

export const TOOLBOX_FILTER_LABELS: Record<ToolboxFilter, string> = {
  all: 'All',
  'quick-edits': 'Quick edits',
  'rate-my-design': 'Rate my design',
  'print-ready': 'Print-ready services',
  'ai-image': 'AI image services',
};

/** Where the toolbox returns when it closes (spec part 2 §4 Toolbox). */
export const TOOLBOX_RETURNS = ['preview', 'editor', 'session'] as const;
export type ToolboxReturn = (typeof TOOLBOX_RETURNS)[number];

/**
 * Services sold for cash, each ordered on /print-ready/{fileType}. Prices and delivery times are
 * spec part 2 §9; the currency is US dollars (TOP_UP_CURRENCY in credits.ts).
 */
export const CASH_SERVICES = [
  {
    fileType: 'front',
    label: 'Print-ready file: front',
    price: 50,
    delivery: '24 hrs',
    filter: 'print-ready',
  },
  {
    fileType: 'front-and-back',
    label: 'Print-ready file: front and back',
    price: 100,
    delivery: '36 hrs',
    filter: 'print-ready',
  },
  {
    fileType: 'all-sides',
    label: 'Print-ready file: all sides',
    price: 150,
    delivery: '36 hrs',
    filter: 'print-ready',
  },
  {
    fileType: 'design-revision',
    label: 'Design file revision',
    price: 50,
    delivery: null,
    filter: 'print-ready',
  },
  {
    fileType: 'sku-adaptation',
    label: 'New SKU adaptation',
    price: 80,
    delivery: null,
    filter: 'print-ready',
  },
  { fileType: 'retouch', label: 'Retouch AI image', price: 50, delivery: '24 hrs', filter: 'ai-image' },
  {
    fileType: 'photoshoot',
    label: 'Professional photoshoot',
    price: 50,
    delivery: '48 to 72 hrs',
    filter: 'ai-image',
  },
] as const satisfies readonly {
  fileType: string;
  label: string;
  price: number;
  delivery: string | null;
  filter: ToolboxFilter;
}[];
export type CashService = (typeof CASH_SERVICES)[number];

export const TOOLBOX_TEXT = {
  title: 'Toolbox',
  subtitle: 'AI tools and professional services to help you create iconic designs',
  search: 'Search the toolbox',
  printReadyOffer: 'Work with a professional designer to make this design ready for print - from just $50',
  printReadyNote: '100% print-ready files, made by human pro designers',
  rateLabel: 'Rate my design',
  upsellTitle: 'Upgrade to rate your design',
  upsellBody: 'Design ratings are part of every paid plan. Upgrade to get a detailed score for this design.',
  upsellDecline: 'No thanks',
  upsellAccept: 'Upgrade and rate now',
  noResults: 'No tools match your search',
} as const;

/** Rating a design costs the judge evaluation. */
export const RATE_MY_DESIGN_COST = CREDIT_COSTS.judgeEvaluation;
