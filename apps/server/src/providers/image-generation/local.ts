/**
 * The embedded default: the local design engine (packages/render). Maps each action type's
 * metadata to its generator, renders one document per call and scores it with the pixel
 * heuristic of score.ts. Imagery and moodboards take their palette from a reference image; the
 * packaging generator places the uploaded logo and artwork on the pack.
 */
import type { DesignActionType } from '@packsmith/core';
import {
  type DesignDocument,
  designDocumentSchema,
  EDIT_SUBJECTS,
  EditError,
  generateMockups,
  generatePackagingConcepts,
  generatePackagingRange,
  generateVariantRange,
  imageryDocuments,
  isRasterEdit,
  logoDocuments,
  type PackagingDocument,
  type PackagingForm,
  photoshootDocuments,
  type RenderAssets,
  referenceColours,
} from '@packsmith/render';
import { drawHere, type RenderPool } from '../../lib/render-pool.ts';
import {
  type AssetRefs,
  type GeneratedImage,
  ImageEditRefusal,
  ImageGenerationError,
  type ImageGenerationProvider,
  type ImageGenerationRequest,
  type ReferenceUse,
  type SourceImage,
} from './port.ts';
import { heuristicScore, vendorImage } from './score.ts';

export interface LocalEngineOptions {
  /** Longest side in px; below 1024 the engine's thumbnail renderer is used (tests use 128). */
  size?: number;
  /** The process's render pool; without it renders run here as they come (tests, tools). */
  renders?: RenderPool;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A flow's source image under the name its documents use for it: its bytes and its asset id. */
const named = (name: string, src: SourceImage) => ({
  assets: { [name]: src.bytes },
  assetRefs: { [name]: src.assetId },
});

function packagingDocumentOf(doc: unknown): PackagingDocument | null {
  const parsed = designDocumentSchema.safeParse(doc);
  return parsed.success && parsed.data.kind === 'packaging' ? parsed.data : null;
}

async function documentsFor(req: ImageGenerationRequest): Promise<{
  docs: DesignDocument[];
  assets?: RenderAssets;
  assetRefs?: AssetRefs;
  reference?: ReferenceUse;
}> {
  const m = req.metadata;
  const { count, seed } = req;
  const needSource = () => {
    if (!req.source) throw new ImageGenerationError('The source image is missing', false);
    return req.source;
  };
  const docsOnly = { render: false as const, seed };
  switch (req.actionType as DesignActionType) {
    case 'ai-imagery':
    case 'brand-moodboard': {
      // A reference image gives the palette its colours.
      const ref = req.source;
      const colours = ref ? await referenceColours(ref.bytes) : [];
      return {
        docs: imageryDocuments(str(m.prompt), count, seed, colours),
        reference: ref ? { assetId: ref.assetId, use: 'palette' } : undefined,
      };
    }
    case 'logo-design':
      return {
        docs: logoDocuments(
          {
            brand: str(m.brand),
            brandDescription: str(m.brandDescription),
            industry: str(m.industry),
            targetAudience: str(m.targetAudience),
            brandFeel: str(m.brandFeel),
            hexColours: Array.isArray(m.hexColours) ? (m.hexColours as string[]) : [],
            naturalLanguageColours: str(m.naturalLanguageColours),
            additionalNotes: str(m.additionalNotes),
          },
          count,
          seed,
        ),
      };
    case 'packaging-generation': {
      // The uploaded logo and artwork are referenced by asset id and drawn from these bytes.
      const { logo, artwork: art } = req;
      const out = await generatePackagingConcepts(
        packagingFormOf(m, { logo: logo?.assetId, artwork: art?.assetId }),
        { ...docsOnly, count },
      );
      const assets: RenderAssets = {};
      for (const image of [logo, art]) if (image) assets[image.assetId] = image.bytes;
      return { docs: out.map((o) => o.document), assets };
    }
    case 'packaging-range': {
      const src = needSource();
      const products = ((m.productsTypes as { product: string }[]) ?? []).map((p) => p.product);
      const doc = packagingDocumentOf(src.document);
      const out = await generatePackagingRange(doc ?? src.bytes, products, {
        ...docsOnly,
        prompt: str(m.prompt) || undefined,
        sourceRef: 'source',
      });
      return { docs: out.map((o) => o.document), ...named('source', src) };
    }
    case 'variant-range': {
      const src = needSource();
      const doc = packagingDocumentOf(src.document);
      const out = await generateVariantRange(
        doc ?? src.bytes,
        {
          userInstructions: str(m.userDescription),
          imageCount: count,
          isGenerateAngles: m.isGenerateAngles === true,
        },
        { ...docsOnly, sourceRef: 'source' },
      );
      return { docs: out.map((o) => o.document), ...named('source', src) };
    }
    case 'product-photoshoot': {
      const src = needSource();
      const docs = photoshootDocuments(
        'product',
        {
          productDescription: str(m.productDescription),
          scene: str(m.scene),
          audience: str(m.audience),
          productCategory: str(m.productCategory),
          useCase: str(m.useCase),
        },
        count,
        seed,
      );
      return { docs, ...named('product', src) };
    }
    case 'packaging-mockup': {
      const src = needSource();
      const out = await generateMockups(src.bytes, (m.templates as string[]) ?? [], {
        count: Math.max(4, count),
        seed,
        artworkRef: 'artwork',
        render: false,
      });
      return { docs: out.map((o) => o.document), ...named('artwork', src) };
    }
  }
  throw new ImageGenerationError(`Unsupported design action type ${req.actionType}`, false);
}

function titleOf(doc: DesignDocument): string | undefined {
  const d = doc as { layout?: unknown; lockup?: unknown; composition?: unknown; scene?: unknown };
  const t = d.layout ?? d.lockup ?? d.composition ?? d.scene;
  return typeof t === 'string' ? t : undefined;
}

export function localImageProvider(options: LocalEngineOptions = {}): ImageGenerationProvider {
  const size = options.size ?? 1024;
  return {
    name: 'local',
    async generate(req): Promise<GeneratedImage> {
      const { docs, assets, assetRefs, reference } = await documentsFor(req);
      const doc = docs[req.index % Math.max(1, docs.length)];
      if (!doc) throw new ImageGenerationError('The design engine produced no design', false);
      const draw = options.renders?.draw ?? drawHere;
      const bytes =
        size >= 1024
          ? await draw('render', doc, { format: 'png', size, assets })
          : await draw('renderThumbnail', doc, { format: 'png', size: Math.max(64, size), assets });
      return {
        bytes,
        mimeType: 'image/png',
        document: doc,
        score: await heuristicScore(bytes),
        title: titleOf(doc),
        provider: 'local',
        reference,
        assetRefs,
      };
    },

    /**
     * Only what pixels allow: recolour, background, zoom out, upscale (the reader's operations,
     * applied with sharp). Anything else — text, logo, format, a view — is refused at once and
     * costs nothing; it needs an image-edit model (fal, OpenAI).
     */
    async edit(req): Promise<GeneratedImage[]> {
      const ops = req.operations ?? [];
      const refused = ops.find((o) => !isRasterEdit(o));
      if (!ops.length || refused)
        throw new ImageEditRefusal(
          `This image has no design document, so ${refused ? `changing its ${EDIT_SUBJECTS[refused.type]}` : 'this edit'} needs an AI image provider; without one nothing was changed or charged.`,
        );
      const out: GeneratedImage[] = [];
      for (let i = 0; i < Math.max(1, req.count); i++) {
        const draw = options.renders?.draw ?? drawHere;
        let bytes: Buffer;
        try {
          bytes = await draw('applyRasterEdits', req.source.bytes, ops, req.seed + i);
        } catch (err) {
          if (err instanceof EditError) throw new ImageEditRefusal(err.message);
          throw err;
        }
        out.push({
          bytes,
          mimeType: 'image/png',
          score: await heuristicScore(bytes),
          provider: 'local',
          reference: { assetId: req.source.assetId, use: 'edit' },
        });
      }
      return out;
    },

    /** sharp's Lanczos resize to `factor` × the size: more pixels, the same picture. */
    async upscale(req): Promise<GeneratedImage> {
      const draw = options.renders?.draw ?? drawHere;
      const bytes = await draw('upscale', req.source.bytes, req.factor);
      return vendorImage(bytes, { provider: 'local', model: 'lanczos3', source: req.source });
    },
  };
}

/** A packaging generation's stored form (design action metadata, or a logged-out launch) as the engine's brief. */
export function packagingFormOf(
  m: Record<string, unknown>,
  refs: { logo?: string; artwork?: string } = {},
): PackagingForm {
  const artwork = (m.artwork ?? undefined) as
    | { mode?: string; description?: string; styles?: string[] }
    | undefined;
  return {
    brand: str(m.brand),
    slogan: str(m.slogan),
    industry: str(m.industry),
    prompt: str(m.prompt),
    packagingType: m.packagingType as 'primary' | 'secondary' | undefined,
    packagingImage: str(m.packagingImage),
    colours: Array.isArray(m.colours) ? (m.colours as string[]) : [],
    artwork: artwork
      ? { mode: artwork.mode, description: artwork.description, styles: artwork.styles, image: refs.artwork }
      : undefined,
    logo: refs.logo,
    targetAudience: str(m.targetAudience),
    region: str(m.region),
    standOutPoints: str(m.standOutPoints),
  };
}
