/**
 * What each design action type is, in one place: its metadata contract, how many images it
 * makes and what they cost, which assets it points at, the image it is made from, the use case
 * of what it makes, the variation it writes, its ledger and notification types, and the setting
 * that routes it to image providers. Adding a type is one entry here plus its generator.
 */
import type { z } from 'zod';
import { DESIGN_METADATA_SCHEMAS as SCHEMAS } from './contracts/design.ts';
import {
  aiImageryCost,
  CREDIT_COSTS,
  type CreditActionType,
  logoDesignCost,
  mockupCost,
  packagingGenerationCost,
  packagingRangeCost,
  photoshootCost,
  variantRangeCost,
} from './credits.ts';
import { DESIGN_LIMITS, type DesignActionType, type VariationType } from './design.ts';
import type { AssetUseCase } from './files.ts';
import type { NotificationType } from './notifications.ts';

/** Metadata as the descriptors read it: validated by the type's schema, read loosely. */
type Metadata = Record<string, unknown>;

export interface DesignActionDescriptor {
  type: DesignActionType;
  metadata: z.ZodType;
  imageCount: (m: Metadata) => number;
  cost: (m: Metadata) => number;
  /** Every asset id the metadata points at: each must be the caller's image. */
  referencedAssetIds: (m: Metadata) => string[];
  /** The image the action's images are made from or with (edit models get it), if any. */
  sourceAssetId: (m: Metadata) => string | null;
  /** What the made images are for (asset lists filter by it). */
  useCase: AssetUseCase;
  /** The design_variations record the action writes, if any (spec §3). */
  variationType: (m: Metadata) => VariationType | null;
  creditAction: CreditActionType;
  /** The credit history type this action's spend is recorded under (creditAction unless the metadata says otherwise). */
  creditActionOf: (m: Metadata) => CreditActionType;
  completeNotification: NotificationType;
  /** The setting that overrides IMAGE_PROVIDERS for this type. */
  providersVariable: string;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const strings = (...values: unknown[]) => values.filter((v): v is string => typeof v === 'string');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const count = (m: Metadata, fallback: number) => (typeof m.imageCount === 'number' ? m.imageCount : fallback);

function descriptor(
  type: DesignActionType,
  d: Omit<
    DesignActionDescriptor,
    'type' | 'providersVariable' | 'cost' | 'variationType' | 'creditActionOf'
  > &
    Partial<Pick<DesignActionDescriptor, 'variationType' | 'creditActionOf'>> & {
      costOf: (images: number, m: Metadata) => number;
    },
): DesignActionDescriptor {
  const { costOf, ...rest } = d;
  return {
    type,
    variationType: () => null,
    creditActionOf: () => d.creditAction,
    ...rest,
    cost: (m) => costOf(d.imageCount(m), m),
    providersVariable: `IMAGE_PROVIDERS_${type.toUpperCase().replace(/-/g, '_')}`,
  };
}

/**
 * Spec: packaging range 1 per type, AI imagery 3 per image, logo 3 × factor; OUR CHOICE for the
 * rest (docs/pipeline.md): variant and photoshoot per credits.ts, moodboard 3 per image (general
 * image), mockups 2 per image, packaging generator 1 per image.
 */
export const DESIGN_ACTION_DESCRIPTORS: Record<DesignActionType, DesignActionDescriptor> = {
  'ai-imagery': descriptor('ai-imagery', {
    metadata: SCHEMAS['ai-imagery'],
    imageCount: (m) => count(m, DESIGN_LIMITS.aiImageryDefaultImages),
    costOf: (n) => aiImageryCost(n),
    referencedAssetIds: (m) => strings(m.referenceAssetId, m.processedReferenceAssetId),
    sourceAssetId: (m) => str(m.processedReferenceAssetId) ?? str(m.referenceAssetId),
    useCase: 'general',
    creditAction: 'image_generation',
    // Imagery made on /dashboard/playground is its own line in the credit history.
    creditActionOf: (m) => (m.playground === true ? 'playground_generation' : 'image_generation'),
    completeNotification: 'design_action_ai_imagery_complete',
  }),
  'packaging-range': descriptor('packaging-range', {
    metadata: SCHEMAS['packaging-range'],
    imageCount: (m) => Math.max(1, list(m.productsTypes).length || 1),
    costOf: (n) => packagingRangeCost(n),
    referencedAssetIds: (m) => strings(m.sourceAssetId),
    sourceAssetId: (m) => str(m.sourceAssetId),
    useCase: 'packaging',
    variationType: () => 'packaging-range',
    creditAction: 'image_generation',
    completeNotification: 'design_action_packaging_range_complete',
  }),
  'variant-range': descriptor('variant-range', {
    metadata: SCHEMAS['variant-range'],
    imageCount: (m) =>
      m.isGenerateAngles ? CREDIT_COSTS.seeAnglesVariations : count(m, DESIGN_LIMITS.variantDefaultImages),
    costOf: (n, m) => variantRangeCost(n, m.isGenerateAngles === true),
    referencedAssetIds: (m) => strings(m.sourceAssetId),
    sourceAssetId: (m) => str(m.sourceAssetId),
    useCase: 'packaging',
    variationType: (m) => (m.isGenerateAngles ? 'angles' : 'user-instructions'),
    creditAction: 'image_generation',
    completeNotification: 'design_variations_complete',
  }),
  'logo-design': descriptor('logo-design', {
    metadata: SCHEMAS['logo-design'],
    imageCount: () => CREDIT_COSTS.logoDeliveredImages,
    costOf: () => logoDesignCost(),
    referencedAssetIds: (m) => strings(m.logoAssetId),
    sourceAssetId: (m) => str(m.logoAssetId),
    useCase: 'logo',
    creditAction: 'image_generation',
    completeNotification: 'design_action_complete',
  }),
  'product-photoshoot': descriptor('product-photoshoot', {
    metadata: SCHEMAS['product-photoshoot'],
    imageCount: () => CREDIT_COSTS.photoshootImages,
    costOf: () => photoshootCost(),
    referencedAssetIds: (m) => strings(m.referenceImageAssetId),
    sourceAssetId: (m) => str(m.referenceImageAssetId),
    useCase: 'packaging',
    creditAction: 'image_generation',
    completeNotification: 'design_action_complete',
  }),
  'brand-moodboard': descriptor('brand-moodboard', {
    metadata: SCHEMAS['brand-moodboard'],
    imageCount: (m) => count(m, DESIGN_LIMITS.moodboardDefaultImages),
    costOf: (n) => n * CREDIT_COSTS.generalImage,
    referencedAssetIds: (m) => strings(...list(m.referenceAssetIds)),
    sourceAssetId: (m) => str(list(m.referenceAssetIds)[0]),
    useCase: 'general',
    creditAction: 'image_generation',
    completeNotification: 'design_action_complete',
  }),
  'packaging-mockup': descriptor('packaging-mockup', {
    metadata: SCHEMAS['packaging-mockup'],
    imageCount: (m) => count(m, DESIGN_LIMITS.mockupMinImages),
    costOf: (n) => mockupCost(n),
    referencedAssetIds: (m) => strings(m.artworkAssetId),
    sourceAssetId: (m) => str(m.artworkAssetId),
    useCase: 'packaging',
    creditAction: 'mockup',
    completeNotification: 'mockup_ready',
  }),
  'packaging-generation': descriptor('packaging-generation', {
    metadata: SCHEMAS['packaging-generation'],
    imageCount: (m) => count(m, DESIGN_LIMITS.packagingDefaultImages),
    costOf: (n) => packagingGenerationCost(n),
    referencedAssetIds: (m) =>
      strings(m.logo, (m.artwork as { image?: unknown } | undefined)?.image, ...list(m.additionalFiles)),
    sourceAssetId: () => null,
    useCase: 'packaging',
    creditAction: 'image_generation',
    completeNotification: 'design_generation_complete',
  }),
};

/** The metadata fields the cost and image count depend on (already validated). */
export interface DesignCostInput {
  imageCount?: number;
  productsTypes?: readonly unknown[];
  isGenerateAngles?: boolean;
}

/** Images one action produces. */
export const designActionImageCount = (type: DesignActionType, m: DesignCostInput): number =>
  DESIGN_ACTION_DESCRIPTORS[type].imageCount(m as Metadata);

/** Credits one action costs. */
export const designActionCost = (type: DesignActionType, m: DesignCostInput): number =>
  DESIGN_ACTION_DESCRIPTORS[type].cost(m as Metadata);

/** The design_variations record an action writes (spec §3), or null. */
export const designVariationType = (
  type: DesignActionType,
  m: Pick<DesignCostInput, 'isGenerateAngles'>,
): VariationType | null => DESIGN_ACTION_DESCRIPTORS[type].variationType(m as Metadata);
