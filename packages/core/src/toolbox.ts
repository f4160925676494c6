/**
 * The Toolbox dialog's one source of texts, filters and cash services (spec part 2 §2, §8, §9).
 * Tools, their costs and form messages live in chat.ts; this file adds what only the dialog shows.
 */
import { CREDIT_COSTS } from './credits.ts';
import {
  PRINT_READY_OFFER_TEXT,
  PRINT_READY_SERVICE_TYPES,
  PRINT_READY_SERVICES,
  type PrintReadyServiceType,
} from './print-ready.ts';

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

/** The AI image services; every other cash service is a print-ready one. */
const AI_IMAGE_SERVICES: readonly PrintReadyServiceType[] = ['retouch-ai-image', 'professional-photoshoot'];

export interface CashService {
  fileType: string;
  label: string;
  price: number;
  delivery: string | null;
  filter: 'print-ready' | 'ai-image';
}

/** Services sold for cash, each ordered on /print-ready/{fileType}: the print-ready module's list. */
export const CASH_SERVICES: readonly CashService[] = PRINT_READY_SERVICE_TYPES.map((type) => {
  const s = PRINT_READY_SERVICES[type];
  return {
    fileType: s.fileType,
    label: s.title,
    price: s.price,
    delivery: s.delivery,
    filter: AI_IMAGE_SERVICES.includes(type) ? 'ai-image' : 'print-ready',
  };
});

export const TOOLBOX_TEXT = {
  title: 'Toolbox',
  subtitle: 'AI tools and professional services to help you create iconic designs',
  search: 'Search the toolbox',
  printReadyOffer: PRINT_READY_OFFER_TEXT,
  printReadyNote: '100% print-ready files, made by human pro designers',
  rateLabel: 'Rate my design',
  noResults: 'No tools match your search',
  /** Tool form note: the image has no design document and an AI image model edits it. */
  byModel:
    "This image wasn't designed in Packsmith, so an AI image model redraws it from your instructions. Small details may shift; if the model refuses, nothing is charged.",
  /** Tool form note: no document and no image model, so the edit is made on the pixels. */
  onPixels:
    "This image wasn't designed in Packsmith, so the edit is made on its pixels. If it can't be done that way, the reply says so and nothing is charged.",
  /** Above the cards: why only some tools are offered for such an image. */
  pixelsOnly:
    "This image wasn't designed in Packsmith and no AI image model is set up, so only the tools that work on its pixels are shown: Upscale, Zoom out, New colour scheme and Add background.",
} as const;

/** Rating a design costs the judge evaluation. */
export const RATE_MY_DESIGN_COST = CREDIT_COSTS.judgeEvaluation;
