/**
 * Image-generation port: one image of one design action per call. The pipeline
 * (modules/actions/jobs.ts) retries retryable failures with backoff and fails over to the next
 * provider in the list; the provider that produced an image is recorded on its row.
 */
import type { DesignActionType } from '@packsmith/core';

export interface SourceImage {
  assetId: string;
  bytes: Buffer;
  mimetype: string;
  /** The design document stored with a generated asset (lossless re-renders), if any. */
  document?: unknown;
  /** Asset ids behind the names that document refers to (`AssetRefs`). */
  assetRefs?: AssetRefs;
  /** The image's own title (metadata), if it has one. */
  title?: string;
}

/**
 * Names a design document uses for its images ('artwork', 'product', 'source', as the engine's
 * generators write them) → the asset ids they stand for. Stored with a generated image so a
 * later edit can re-render its document; refs that are asset ids need no entry.
 */
export type AssetRefs = Record<string, string>;

export interface ImageGenerationRequest {
  actionId: string;
  actionType: DesignActionType;
  /** Validated per-type metadata (packages/core contracts/design.ts). */
  metadata: Record<string, unknown>;
  /** 0-based image position within the action. */
  index: number;
  /** Images the action asks for. */
  count: number;
  seed: number;
  /**
   * The image the flow works from: the source of ranges, photoshoots and mockups (required), the
   * reference of AI imagery, moodboards and logos (optional).
   */
  source?: SourceImage;
  /**
   * The packaging generator's uploaded logo and artwork: the local engine places them on the pack,
   * the vendors get the logo as their reference image.
   */
  logo?: SourceImage;
  artwork?: SourceImage;
}

/** How a provider used a reference image (kept in the asset metadata). */
export interface ReferenceUse {
  assetId: string;
  /** 'edit': sent to the vendor's image-conditioned model; 'palette': the engine took its colours. */
  use: 'edit' | 'palette';
}

export interface GeneratedImage {
  bytes: Buffer;
  mimeType: 'image/png' | 'image/webp' | 'image/jpeg';
  /** Design document (local engine) for lossless later edits. */
  document?: unknown;
  /** Quality score in [0, 1]; routes are sorted by it. */
  score: number;
  /** Route/variant title, e.g. 'Bold type'. */
  title?: string;
  provider: string;
  /** The vendor model that made it (fal/OpenAI), kept in the asset metadata. */
  model?: string;
  /** The reference image the provider used, if any. */
  reference?: ReferenceUse;
  /** The asset ids behind the document's named image refs. */
  assetRefs?: AssetRefs;
}

export interface ImageGenerationProvider {
  readonly name: string;
  generate(request: ImageGenerationRequest): Promise<GeneratedImage>;
}

/**
 * A provider failure. Retryable ones (429, 5xx, network errors, timeouts) are retried with backoff,
 * then failed over; permanent ones (bad key, rejected content) fail over at once.
 */
export class ImageGenerationError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The vendor's Retry-After, in ms: the pipeline waits at least this long before the next attempt. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ImageGenerationError';
  }
}
