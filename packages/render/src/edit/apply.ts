import { getTemplate } from '@packsmith/core/catalogue/index';
import { type DesignDocument, designDocumentSchema, type Palette } from '../document/design-document.ts';
import { buildPalette, moodFromText, paletteForRoute } from '../generators/brief.ts';
import { flavourColour, variantPalette } from '../generators/ranges.ts';
import { deriveSeed, Rng } from '../prng.ts';
import { iconsForText } from '../scene/icons.ts';
import { claimsEdited } from './claim-edits.ts';
import { MONOCHROME, shiftedColour, shiftedPalette } from './colour-edits.ts';
import {
  emphasisEdited,
  markEdited,
  packColourRefusal,
  packColourShows,
  patternEdited,
  positionEdited,
  symbolEdited,
  typographyEdited,
} from './design-edits.ts';
import { EDIT_SUBJECTS, EditError, type EditOperation, type EditType, type TextField } from './operations.ts';
import { imageryEdited, propsEdited, sceneEdited } from './scene-edits.ts';

type Kind = DesignDocument['kind'];

/** Which document kinds each edit applies to; anything else is refused with an EditError. */
export const EDIT_SUPPORT: Record<EditType, readonly Kind[]> = {
  recolour: ['packaging', 'logo', 'imagery', 'photoshoot'],
  'set-text': ['packaging', 'logo', 'imagery'],
  'set-claims': ['packaging'],
  'add-claim': ['packaging'],
  'remove-claim': ['packaging'],
  'replace-claim': ['packaging'],
  'set-typography': ['packaging', 'logo', 'imagery'],
  'set-layout': ['packaging'],
  'set-pattern': ['packaging'],
  'set-symbol': ['packaging', 'logo'],
  'set-mark': ['logo'],
  'set-lockup': ['logo'],
  'set-emphasis': ['packaging', 'logo'],
  'set-position': ['packaging'],
  'shift-colours': ['packaging', 'logo', 'imagery', 'photoshoot', 'mockup'],
  'set-pack-colour': ['packaging', 'mockup'],
  'set-fit': ['mockup'],
  'set-scene': ['photoshoot', 'imagery'],
  'add-prop': ['photoshoot', 'imagery'],
  'remove-prop': ['photoshoot', 'imagery'],
  'set-imagery': ['imagery'],
  'set-logo': ['packaging'],
  'set-artwork': ['packaging', 'mockup', 'photoshoot'],
  'set-template': ['packaging', 'mockup'],
  'set-size': ['packaging'],
  'set-view': ['packaging', 'mockup'],
  'new-variant': ['packaging'],
  'set-background': ['packaging', 'logo', 'imagery', 'photoshoot', 'mockup'],
  'zoom-out': ['packaging', 'mockup'],
  'set-framing': ['packaging', 'mockup'],
  reseed: ['packaging', 'logo', 'imagery', 'photoshoot', 'mockup'],
  upscale: ['packaging', 'logo', 'imagery', 'photoshoot', 'mockup'],
};

const TEXT_FIELDS_BY_KIND: Partial<Record<Kind, readonly TextField[]>> = {
  packaging: ['brand', 'slogan', 'variant', 'descriptor', 'netContent', 'backCopy'],
  logo: ['brand', 'tagline'],
  imagery: ['headline'],
};

const KIND_NAMES: Record<Kind, string> = {
  packaging: 'packaging design',
  logo: 'logo',
  imagery: 'image',
  photoshoot: 'photoshoot',
  mockup: 'mockup',
};

export function supportsEdit(doc: DesignDocument, op: EditOperation): boolean {
  if (!EDIT_SUPPORT[op.type].includes(doc.kind)) return false;
  if (op.type === 'set-text') return TEXT_FIELDS_BY_KIND[doc.kind]?.includes(op.field) ?? false;
  return true;
}

/**
 * The document after one edit. Pure and fast: no rendering, no I/O; the input is not changed.
 * An edit the document cannot take, or one that would make it invalid, throws an EditError.
 */
export function applyEdit<D extends DesignDocument>(doc: D, op: EditOperation): D {
  const out = edited(doc, op);
  if (out === doc) return doc;
  const check = designDocumentSchema.safeParse(out);
  if (!check.success) {
    const issue = check.error.issues[0]!;
    throw new EditError(`That edit would make the ${issue.path.join(' ')} invalid: ${issue.message}`);
  }
  return out;
}

function edited<D extends DesignDocument>(doc: D, op: EditOperation): D {
  if (!supportsEdit(doc, op)) {
    const what = op.type === 'set-text' ? op.field : EDIT_SUBJECTS[op.type];
    throw new EditError(`A ${KIND_NAMES[doc.kind]} has no ${what} to change.`);
  }
  const d = doc as DesignDocument;
  switch (op.type) {
    case 'upscale':
      return doc;
    case 'reseed':
      return { ...doc, seed: op.seed };
    case 'recolour':
      return { ...doc, palette: recolouredPalette(d, op) };
    case 'set-text':
      return setText(d, op.field, op.value) as D;
    case 'set-claims':
      return d.kind === 'packaging' ? ({ ...d, text: { ...d.text, claims: op.claims } } as D) : doc;
    case 'add-claim':
    case 'remove-claim':
    case 'replace-claim':
      return d.kind === 'packaging'
        ? ({ ...d, text: { ...d.text, claims: claimsEdited(d.text.claims, op) } } as D)
        : doc;
    case 'set-typography':
      return d.kind === 'packaging' || d.kind === 'logo' || d.kind === 'imagery'
        ? (typographyEdited(d, op) as D)
        : doc;
    case 'set-layout':
      return { ...doc, layout: op.layout };
    case 'set-pattern':
      return d.kind === 'packaging' ? (patternEdited(d, op) as D) : doc;
    case 'set-symbol':
      return d.kind === 'packaging' || d.kind === 'logo' ? (symbolEdited(d, op.icon) as D) : doc;
    case 'set-mark':
      return d.kind === 'logo' ? (markEdited(d, op) as D) : doc;
    case 'set-lockup':
      return { ...doc, lockup: op.lockup };
    case 'set-emphasis':
      return d.kind === 'packaging' || d.kind === 'logo' ? (emphasisEdited(d, op) as D) : doc;
    case 'set-position':
      return d.kind === 'packaging' ? (positionEdited(d, op) as D) : doc;
    case 'shift-colours': {
      const bg = { ...d.background, colour: shiftedColour(d.background.colour, op.shift, op.amount) };
      if (op.target === 'background' || !('palette' in d))
        return {
          ...doc,
          background: bg,
          ...('palette' in d ? { palette: { ...d.palette, background: bg.colour } } : {}),
        };
      return { ...doc, background: bg, palette: shiftedPalette(d.palette, op.shift, op.amount) };
    }
    case 'set-pack-colour': {
      const template = (d as { template: string }).template;
      if (!packColourShows(template)) throw new EditError(packColourRefusal(template));
      return withOptional(doc, 'packColour', op.colour || undefined);
    }
    case 'set-fit':
      return { ...doc, fit: op.fit };
    case 'set-scene':
      return d.kind === 'photoshoot' || d.kind === 'imagery' ? (sceneEdited(d, op) as D) : doc;
    case 'add-prop':
    case 'remove-prop':
      return d.kind === 'photoshoot' || d.kind === 'imagery' ? (propsEdited(d, op) as D) : doc;
    case 'set-imagery':
      return d.kind === 'imagery' ? (imageryEdited(d, op) as D) : doc;
    case 'set-logo':
      return withOptional(doc, 'logo', op.logo ?? undefined);
    case 'set-artwork':
      if (!op.artwork && d.kind !== 'packaging')
        throw new EditError(`A ${KIND_NAMES[d.kind]} cannot be without its product image.`);
      return d.kind === 'photoshoot'
        ? ({ ...d, product: op.artwork } as D)
        : withOptional(doc, 'artwork', op.artwork ?? undefined);
    case 'set-template': {
      const t = getTemplate(op.template);
      if (!t) throw new EditError(`There is no packaging format called '${op.template}'.`);
      // the new format brings its own proportions; every other choice stays
      const { dimensions: _size, ...rest } = d as DesignDocument & { dimensions?: unknown };
      return { ...rest, template: t.id } as D;
    }
    case 'set-size':
      return { ...doc, dimensions: { w: op.w, h: op.h, ...(op.d ? { d: op.d } : {}) } };
    case 'set-view':
      return { ...doc, view: op.view };
    case 'new-variant': {
      if (d.kind !== 'packaging') return doc;
      const hue = op.colour ?? flavourColour(op.variant, new Rng(deriveSeed(d.seed, 'variant', op.variant)));
      const icon = iconsForText(op.variant)[0];
      return {
        ...doc,
        palette: variantPalette(d, hue),
        text: { ...d.text, variant: op.variant },
        symbol: icon ?? d.symbol,
      };
    }
    case 'set-background': {
      const bg = {
        ...d.background,
        ...(op.colour ? { colour: op.colour } : {}),
        ...(op.style ? { style: op.style } : {}),
      };
      if (d.kind === 'photoshoot') return { ...doc, background: bg, scene: op.scene ?? d.scene };
      return { ...doc, background: bg };
    }
    case 'zoom-out': {
      const zoom = (d as { framing?: { zoom: number } }).framing?.zoom ?? 1;
      return { ...doc, framing: { zoom: Math.max(0.25, Math.round((zoom / op.factor) * 1000) / 1000) } };
    }
    case 'set-framing':
      return withOptional(doc, 'framing', op.zoom < 1 ? { zoom: op.zoom } : undefined);
  }
}

/** The document with an optional field set, or left out when `value` is undefined. */
function withOptional<D extends DesignDocument>(doc: D, key: string, value: unknown): D {
  const { [key]: _old, ...rest } = doc as Record<string, unknown>;
  return (value === undefined ? rest : { ...rest, [key]: value }) as D;
}

/** Applies operations in order. */
export function applyEdits<D extends DesignDocument>(doc: D, ops: readonly EditOperation[]): D {
  return ops.reduce((acc, op) => applyEdit(acc, op), doc);
}

function setText(doc: DesignDocument, field: TextField, value: string): DesignDocument {
  switch (doc.kind) {
    case 'packaging':
      return { ...doc, text: { ...doc.text, [field]: value } };
    case 'logo':
      return { ...doc, text: { ...doc.text, [field]: value } };
    case 'imagery':
      return { ...doc, headline: value };
    default:
      return doc;
  }
}

function recolouredPalette(doc: DesignDocument, op: Extract<EditOperation, { type: 'recolour' }>): Palette {
  const current = (doc as { palette: Palette }).palette;
  if (op.monochrome) return MONOCHROME;
  if (op.palette && Object.keys(op.palette).length) return { ...current, ...op.palette };
  const rng = new Rng(deriveSeed(op.seed ?? doc.seed, 'recolour'));
  const mood = moodFromText(doc.kind === 'packaging' ? `${doc.text.descriptor} ${doc.text.slogan}` : '');
  const built = buildPalette(op.colours, '', mood, rng);
  return doc.kind === 'packaging' ? paletteForRoute(built, doc.layout, mood) : built;
}

/** The size multiplier a list of operations asks the render for (1 unless it upscales). */
export function renderScale(ops: readonly EditOperation[]): 1 | 2 | 4 {
  let k: 1 | 2 | 4 = 1;
  for (const op of ops) if (op.type === 'upscale') k = op.factor;
  return k;
}
