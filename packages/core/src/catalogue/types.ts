import { z } from 'zod';

/** Categories seen in the spec's template catalogue. */
export const TEMPLATE_CATEGORIES = [
  'Bottles',
  'Specialty',
  'Pouches, Sachets & Flow Wrap',
  'Boxes',
  'Bags',
  'Cans',
  'Cans & Tins',
  'Jars & Tubs',
  'Tubes',
  'Clamshells & Food Trays',
  'Retail Display Packaging',
  'Cups',
  'Bowls',
  'Stickers',
  'Tapes',
  'Marketing',
  'Retail',
  'Wraps',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** The shorter category list used by some filters. */
export const PRIMARY_CATEGORIES = ['Cans', 'Jars & Tubs', 'Bottles', 'Boxes', 'Bags', 'Tubes'] as const;

export const INDUSTRIES = [
  'Beauty & Personal Care',
  'Healthcare & Supplements',
  'Gifting',
  'Food & Beverage',
  'Retail',
  'General Retail',
  'E-commerce',
  'Shipping',
  'Delivery',
  'Eco-friendly',
  'Media & Entertainment',
  'Electronics',
  'Luxury',
  'Apparel',
  'Confectionery',
  'Household & Cleaning',
  'Fashion',
  'Home & Garden',
  'Stationery',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Shape families the local design engine knows how to draw. */
export const SILHOUETTE_FAMILIES = [
  'bottle',
  'can',
  'tin',
  'jar',
  'tub',
  'cup',
  'bowl',
  'tube',
  'canister',
  'box',
  'pouch',
  'sachet',
  'flowwrap',
  'bag',
  'tray',
  'wipes',
  'flat',
  'tape',
] as const;
export type SilhouetteFamily = (typeof SILHOUETTE_FAMILIES)[number];

export const VIEWS = ['front', 'back', 'three-quarter-left', 'three-quarter-right'] as const;
export type View = (typeof VIEWS)[number];

/** Fractions (0..1) of the main printable face; for round packs `w` is the share of the circumference. */
export const printAreaSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  w: z.number().gt(0).max(1),
  h: z.number().gt(0).max(1),
});
export type PrintArea = z.infer<typeof printAreaSchema>;

export const templateRenderSchema = z.object({
  family: z.enum(SILHOUETTE_FAMILIES),
  /** Real-world proportions (millimetres) and style switches read by the family's drawer. */
  params: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  printArea: printAreaSchema,
  views: z.array(z.enum(VIEWS)).min(1),
});
export type TemplateRender = z.infer<typeof templateRenderSchema>;

export const templateSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  background: z.literal('Studio'),
  product: z.string().min(1),
  product_type: z.enum(['PACKAGING', 'LABEL']).optional(),
  mockup_description: z.string().min(1),
  packaging_type: z.enum(['primary', 'secondary']),
  /** Outside model weights: kept for shape compatibility, empty for the local engine. */
  lora_url: z.string(),
  trigger_word: z.string().min(1),
  background_urls: z.array(z.string()).max(0),
  artwork_extraction_finetune_id: z.string(),
  projector_finetune_id: z.string().optional(),
  bfl_us1_projector_finetune_id: z.string().optional(),
  bfl_eu1_projector_finetune_id: z.string().optional(),
  logo_application_finetune_id: z.string(),
  bfl_us1_logo_finetune_id: z.string(),
  bfl_eu1_logo_finetune_id: z.string(),
  air: z.string(),
  thumbnail_url: z.string().min(1),
  features: z.array(z.string().min(10)).min(4).max(5),
  inspiration_prompts: z.array(z.string().min(1)).min(40).max(50).optional(),
  num_user_variants: z.number().int().min(5).max(6),
  category: z.enum(TEMPLATE_CATEGORIES),
  industries: z.array(z.enum(INDUSTRIES)).min(1),
  tags: z.array(z.string().min(1)).min(1),
  render: templateRenderSchema,
});
export type PackagingTemplate = z.infer<typeof templateSchema>;

/** What the UI lists (spec: product, thumbnail_url, type, category, industries, tags, product_type). */
export interface CatalogueListEntry {
  id: string;
  product: string;
  thumbnail_url: string;
  type: 'primary' | 'secondary';
  category: TemplateCategory;
  industries: Industry[];
  tags: string[];
  product_type?: 'PACKAGING' | 'LABEL';
}
