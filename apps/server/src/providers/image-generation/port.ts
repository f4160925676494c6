/**
 * Image-generation port: one image of one design action per call. The pipeline
 * (modules/actions/jobs.ts) retries retryable failures with backoff and fails over to the next
 * provider in the list; the provider that produced an image is recorded on its row.
 */
import type { DesignActionType } from '@packsmith/core';
import type { EditOperation } from '@packsmith/render';

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

/**
 * An edit of an existing image by instruction (chat, toolbox): the vendor's image-edit model gets
 * the source, the prompt and any reference images, and answers `count` images.
 */
export interface ImageEditRequest {
  /** The image to edit (an upload, a vendor-made design: anything without a design document). */
  source: SourceImage;
  /** The instruction, e.g. "Change the text 'Hedgerow' to 'NORDA'; keep everything else the same." */
  prompt: string;
  /** Further images the instruction refers to (a new logo, a product photo). */
  references?: SourceImage[];
  /** Where the edit may paint (PNG, transparent = editable), for the models that take one. */
  mask?: Buffer;
  /** Images to answer (1–4). */
  count: number;
  seed: number;
  /**
   * The reader's operations, for providers that edit pixels rather than read prompts (the local
   * engine: recolour, background, zoom out, upscale).
   */
  operations?: readonly EditOperation[];
}

/** An image made larger (Upscale on an image without a design document). */
export interface ImageUpscaleRequest {
  source: SourceImage;
  factor: 2 | 4;
  seed: number;
}

export interface ImageGenerationProvider {
  readonly name: string;
  generate(request: ImageGenerationRequest): Promise<GeneratedImage>;
  /** Edits an image by instruction; absent when the provider has no image-edit model. */
  edit?(request: ImageEditRequest): Promise<GeneratedImage[]>;
  /**
   * Answers the image `factor` times larger on each side: a vendor's upscaler model, or the local
   * engine's Lanczos resize; absent when the provider has neither.
   */
  upscale?(request: ImageUpscaleRequest): Promise<GeneratedImage>;
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

/**
 * An edit the provider will not make (the local engine asked for a text change, a vendor's
 * moderation): permanent, nothing is charged, and the message is said to the person as it is.
 */
export class ImageEditRefusal extends ImageGenerationError {
  constructor(message: string) {
    super(message, false);
    this.name = 'ImageEditRefusal';
  }
}
