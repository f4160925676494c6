import {
  CASH_SERVICES,
  CHAT_TOOL_LABELS,
  CHAT_TOOLS,
  type ChatTool,
  chatTurnCost,
  RATE_MY_DESIGN_COST,
  TOOLBOX_TEXT,
  type ToolboxFilter,
} from '@packsmith/core';

/** What a card costs: credits (tools, rating) or a cash price (services). */
export type OptionCost = { credits: number } | { cash: number };

interface OptionBase {
  label: string;
  filter: Exclude<ToolboxFilter, 'all'>;
  cost: OptionCost;
  /** A before/after pair rendered by the local engine (packages/render scripts/toolbox-pictures.ts). */
  picture: string;
  features: readonly string[];
}

export type ToolboxOption =
  | (OptionBase & { kind: 'tool'; id: ChatTool })
  | (OptionBase & { kind: 'rate'; id: 'rate-my-design' })
  | (OptionBase & { kind: 'service'; id: string; href: string; delivery: string | null });

const picture = (name: string) => `/toolbox/${name}.webp`;

const TOOL_FEATURES: Record<ChatTool, readonly string[]> = {
  'replace-logo': ['Upload your logo or pick one you saved', 'Everything else stays as it is'],
  'fix-text': ['Correct brand, slogan or claims', 'Layout and colours unchanged'],
  upscale: ['2× or 4× the resolution', 'Sharp for print and large screens'],
  'add-background': ['Describe the scene or colour', 'The pack itself is untouched'],
  'new-sku': ['A sibling product in the same range', 'Same layout, new name and colour'],
  'add-product-image': ['Put your product photo on the pack', 'Upload or pick an image'],
  'back-of-pack': ['See the back panel of this design', 'Copy and barcode area included'],
  'colour-scheme': ['A new palette, same layout and text', 'Name colours or a mood'],
  'change-packaging-format': ['Move the design to another pack', 'Pick a reference image of the format'],
  'change-size': ['New dimensions in mm', 'The design reflows to fit'],
  variations: ['Fresh takes on this design', 'Optional reference images'],
  'new-variant': ['A new flavour or scent', 'Matching colour and icon'],
  'angle-variations': ['Four views of your pack', 'Front, back and both three-quarter views'],
  'zoom-out': ['More room around the pack', 'One click, no form'],
};

const TOOL_OPTIONS: ToolboxOption[] = CHAT_TOOLS.map((id) => ({
  kind: 'tool',
  id,
  label: CHAT_TOOL_LABELS[id],
  filter: 'quick-edits',
  cost: { credits: chatTurnCost(id, 1) },
  picture: picture(id),
  features: TOOL_FEATURES[id],
}));

const RATE_OPTION: ToolboxOption = {
  kind: 'rate',
  id: 'rate-my-design',
  label: TOOLBOX_TEXT.rateLabel,
  filter: 'rate-my-design',
  cost: { credits: RATE_MY_DESIGN_COST },
  picture: picture('rate-my-design'),
  features: ['A score for shelf impact, legibility and brand fit', 'Concrete suggestions to improve it'],
};

const SERVICE_PICTURES: Record<string, string> = {
  front: 'print-front',
  'front-and-back': 'print-front-back',
  'all-sides': 'print-all-sides',
  'design-revision': 'design-revision',
  'sku-adaptation': 'sku-adaptation',
  retouch: 'retouch',
  photoshoot: 'photoshoot',
};

const SERVICE_OPTIONS: ToolboxOption[] = CASH_SERVICES.map((s) => ({
  kind: 'service',
  id: s.fileType,
  label: s.label,
  filter: s.filter,
  cost: { cash: s.price },
  picture: picture(SERVICE_PICTURES[s.fileType] ?? 'print-front'),
  href: `/print-ready/${s.fileType}`,
  delivery: s.delivery,
  features: [
    'Made by a professional designer',
    s.delivery ? `Delivered in ${s.delivery}` : 'Delivery agreed with your designer',
  ],
}));

/**
 * The tools an image without a design document can get from its pixels alone (recolour, a
 * background colour, zoom out, upscale); the others need an AI image model to redraw it.
 */
export const PIXEL_TOOLS: readonly ChatTool[] = ['upscale', 'zoom-out', 'colour-scheme', 'add-background'];

/** The cards that can apply to the image: without a document or a model, the pixel tools only. */
export function applicableOptions(options: readonly ToolboxOption[], pixelsOnly: boolean): ToolboxOption[] {
  return options.filter((o) => !pixelsOnly || o.kind !== 'tool' || PIXEL_TOOLS.includes(o.id));
}

/** Every card the toolbox can show, in display order. */
export const TOOLBOX_OPTIONS: readonly ToolboxOption[] = [...TOOL_OPTIONS, RATE_OPTION, ...SERVICE_OPTIONS];

/** Cards for a filter chip and a search: 'all' shows every card; search is a case-insensitive substring of the label. */
export function visibleOptions(
  options: readonly ToolboxOption[],
  filter: ToolboxFilter,
  search: string,
): ToolboxOption[] {
  const needle = search.trim().toLowerCase();
  return options.filter(
    (o) => (filter === 'all' || o.filter === filter) && (!needle || o.label.toLowerCase().includes(needle)),
  );
}

/** '5 credits' / '1 credit' / '$50'. */
export function costLabel(cost: OptionCost): string {
  if ('cash' in cost) return `$${cost.cash}`;
  return `${cost.credits} ${cost.credits === 1 ? 'credit' : 'credits'}`;
}
