/** Edits of a design's type, layout, pattern, symbol and logo mark (packaging and logos). */
import { getTemplate } from '@packsmith/core/catalogue/index';
import type {
  DesignDocument,
  Emphasis,
  LogoDocument,
  PackagingDocument,
  Typography,
} from '../document/design-document.ts';
import { hasIcon } from '../scene/icons.ts';
import { EditError, type EditOperation } from './operations.ts';
import { fontFor } from './type-styles.ts';

type Op<T extends EditOperation['type']> = Extract<EditOperation, { type: T }>;
type Designed = PackagingDocument | LogoDocument | Extract<DesignDocument, { kind: 'imagery' }>;

const round = (n: number, k = 1000) => Math.round(n * k) / k;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export function typographyEdited(doc: Designed, op: Op<'set-typography'>): Designed {
  const ty: Typography = { ...doc.typography };
  const current = ty[op.role];
  ty[op.role] = op.font ?? (op.style || op.weight ? fontFor(current, op.style, op.weight) : current);
  if (op.upper !== undefined) ty.upper = op.upper;
  if (op.tracking !== undefined) ty.tracking = op.tracking;
  if (op.trackingBy !== undefined) ty.tracking = round(clamp(ty.tracking + op.trackingBy, -0.1, 0.5));
  return { ...doc, typography: ty };
}

export function patternEdited(doc: PackagingDocument, op: Op<'set-pattern'>): PackagingDocument {
  const p = { ...doc.pattern };
  if (op.kind) p.kind = op.kind;
  if (op.scale !== undefined) p.scale = op.scale;
  if (op.scaleBy !== undefined) p.scale = round(clamp(p.scale * op.scaleBy, 0.2, 10));
  if (op.angle !== undefined) p.angle = op.angle;
  if (op.opacity !== undefined) p.opacity = op.opacity;
  if (op.opacityBy !== undefined) p.opacity = round(clamp(p.opacity * op.opacityBy, 0.03, 0.9));
  if (op.icon !== undefined) {
    checkIcon(op.icon);
    if (op.icon) p.icon = op.icon;
    else delete p.icon;
  }
  // a pattern brought back without saying which gets a quiet one rather than nothing
  if (p.kind !== 'none' && p.opacity <= 0) p.opacity = 0.18;
  return { ...doc, pattern: p };
}

function checkIcon(icon: string) {
  if (icon && !hasIcon(icon)) throw new EditError(`There is no icon called '${icon}'.`);
}

export function symbolEdited(doc: PackagingDocument | LogoDocument, icon: string) {
  checkIcon(icon);
  if (doc.kind === 'packaging') return { ...doc, symbol: icon };
  return { ...doc, symbol: { ...doc.symbol, type: icon ? ('icon' as const) : ('none' as const), icon } };
}

export function markEdited(doc: LogoDocument, op: Op<'set-mark'>): LogoDocument {
  if (op.icon) checkIcon(op.icon);
  const s = { ...doc.symbol };
  if (op.markType) s.type = op.markType;
  if (op.icon !== undefined) s.icon = op.icon;
  if (op.letters !== undefined) s.letters = op.letters.toUpperCase();
  if (op.container) s.container = op.container;
  if (op.markType === 'monogram' && !s.letters) s.letters = initials(doc.text.brand);
  return { ...doc, symbol: s };
}

/** 'Nordic Bakery' → 'NB'; one word → its first letter. */
export function initials(brand: string): string {
  const ws = brand.split(/[\s-]+/).filter((w) => /[a-z0-9]/i.test(w));
  return (ws.length > 1 ? ws.map((w) => w.replace(/[^a-z0-9]/gi, '')[0]).join('') : (ws[0]?.[0] ?? 'P'))
    .slice(0, 3)
    .toUpperCase();
}

export function emphasisEdited<D extends PackagingDocument | LogoDocument>(
  doc: D,
  op: Op<'set-emphasis'>,
): D {
  const emphasis = { ...doc.emphasis };
  if (op.level) emphasis[op.element] = op.level;
  else delete emphasis[op.element];
  return withEmphasis(doc, emphasis);
}

/** 'Brand at the top': the element's place on the front ('auto' gives it back to the layout). */
export function positionEdited(doc: PackagingDocument, op: Op<'set-position'>): PackagingDocument {
  const at = { ...doc.emphasis?.at };
  if (op.position === 'auto') delete at[op.element];
  else at[op.element] = op.position;
  const { at: _old, ...emphasis } = { ...doc.emphasis };
  return withEmphasis(doc, Object.keys(at).length ? { ...emphasis, at } : emphasis);
}

/** An empty emphasis is left out, so a document edited back to its layout's own equals the original. */
function withEmphasis<D extends PackagingDocument | LogoDocument>(doc: D, emphasis: Emphasis): D {
  const { emphasis: _old, ...rest } = doc;
  return (Object.keys(emphasis).length ? { ...rest, emphasis } : rest) as D;
}

/**
 * Whether a format shows the colour of its unprinted material: plastic and paper bodies (tubs,
 * cups, bowls, plastic bottles and jars). Cans, glass, boxes and pouches are printed or their own
 * material all over, so a pack colour would change nothing on them.
 */
export function packColourShows(templateId: string): boolean {
  const t = getTemplate(templateId);
  if (!t) return false;
  const family = t.render.family;
  return (
    family === 'tub' ||
    family === 'cup' ||
    family === 'bowl' ||
    (t.render.params as { material?: string })?.material === 'plastic'
  );
}

export function packColourRefusal(templateId: string): string {
  const name = getTemplate(templateId)?.product.toLowerCase() ?? 'pack';
  return `A ${name} is printed or shows its own material all over, so it has no pack colour to change.`;
}
