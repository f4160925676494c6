/**
 * The logo wizard's rules (spec part 1 §2, §4, §5): the form, its three steps and when each may
 * be left, the colour selection, the request it sends, and the remix and prompt pre-fills.
 * Pure: unit-tested in rules.test.ts.
 */
import {
  type CreateDesignActionBody,
  DESIGN_LIMITS,
  DESIGN_MESSAGES,
  type LogoPrefill,
  logoDesignMetadata,
  NAMED_COLOURS,
  type NamedColour,
} from '@packsmith/core';
import { textCounter } from '../shared/rules';

export const LOGO_STEPS = ['Your brand', 'Your target audience', 'Your style'] as const;
export type LogoStep = 0 | 1 | 2;
export const LAST_STEP: LogoStep = 2;

export interface LogoForm {
  brand: string;
  industry: string;
  brandDescription: string;
  targetAudience: string;
  brandFeel: string;
  /** Upper-case 6-digit hex values without '#', in the order chosen (at most 4). */
  colours: string[];
  additionalNotes: string;
  /** The uploaded logo's asset id ('Add logo'). */
  logoAssetId?: string;
}

export const emptyLogoForm = (): LogoForm => ({
  brand: '',
  industry: '',
  brandDescription: '',
  targetAudience: '',
  brandFeel: '',
  colours: [],
  additionalNotes: '',
});

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** 'ff8800', '#FF8800 ' → 'FF8800'; anything else → null. */
export function normaliseHex(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const hex = value.trim().replace(/^#/, '').toUpperCase();
  return /^[0-9A-F]{6}$/.test(hex) ? hex : null;
}

/** Valid, distinct, at most 4. */
export function cleanColours(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const out: string[] = [];
  for (const v of values) {
    const hex = normaliseHex(v);
    if (hex && !out.includes(hex)) out.push(hex);
  }
  return out.slice(0, DESIGN_LIMITS.logoMaxColours);
}

/** The form a remix starts from: the fields of the design action it came from. */
export function logoFormFromMetadata(metadata: Record<string, unknown> | undefined): LogoForm {
  if (!metadata) return emptyLogoForm();
  return {
    brand: str(metadata.brand),
    industry: str(metadata.industry),
    brandDescription: str(metadata.brandDescription),
    targetAudience: str(metadata.targetAudience),
    brandFeel: str(metadata.brandFeel),
    colours: cleanColours(metadata.hexColours),
    additionalNotes: str(metadata.additionalNotes),
  };
}

/**
 * Fills the form from the prompt pre-fill answer: every field the reader found replaces the
 * form's; fields it left empty keep what was typed.
 */
export function applyPrefill(form: LogoForm, prefill: LogoPrefill): LogoForm {
  const pick = (found: string, current: string) => (found.trim() ? found.trim() : current);
  const colours = cleanColours(prefill.hexColours);
  return {
    ...form,
    brand: pick(prefill.brand, form.brand),
    industry: pick(prefill.industry, form.industry),
    brandDescription: pick(prefill.brandDescription, form.brandDescription),
    targetAudience: pick(prefill.targetAudience, form.targetAudience),
    brandFeel: pick(prefill.brandFeel, form.brandFeel),
    colours: colours.length > 0 ? colours : form.colours,
    additionalNotes: pick(prefill.additionalNotes, form.additionalNotes),
  };
}

// ------------------------------------------------------------------------------ steps

export type LogoFieldErrors = Partial<Record<keyof LogoForm, string>>;

const STEP_FIELDS = {
  0: ['brand', 'industry', 'brandDescription'],
  1: ['targetAudience', 'brandFeel'],
  2: ['additionalNotes'],
} as const satisfies Record<LogoStep, readonly (keyof LogoForm)[]>;

/**
 * The shared schema's messages for one step's fields (brand required; texts at most 10000).
 * Empty when the step may be left.
 */
export function stepErrors(step: LogoStep, form: LogoForm): LogoFieldErrors {
  const fields = STEP_FIELDS[step];
  const mask = Object.fromEntries(fields.map((f) => [f, true])) as {
    [K in keyof typeof logoDesignMetadata.shape]?: true;
  };
  const parsed = logoDesignMetadata.pick(mask).safeParse(form);
  const errors: LogoFieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LogoForm;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The form field a request's metadata field is entered in ('hexColours' → 'colours'). */
export function formFieldOf(metadataField: string): keyof LogoForm {
  if (metadataField === 'hexColours' || metadataField === 'naturalLanguageColours') return 'colours';
  if (metadataField in emptyLogoForm()) return metadataField as keyof LogoForm;
  return 'additionalNotes';
}

/** The step where a field is entered. */
export function stepOfField(field: string): LogoStep {
  const formField = formFieldOf(field);
  for (const step of [0, 1] as const)
    if ((STEP_FIELDS[step] as readonly string[]).includes(formField)) return step;
  return 2;
}

/** Next (and Generate on the last step) is disabled while the step's fields fail the schema. */
export const canLeaveStep = (step: LogoStep, form: LogoForm) =>
  Object.keys(stepErrors(step, form)).length === 0;

/** Back is offered on every step but the first. */
export const hasBack = (step: LogoStep) => step > 0;

/** The first step that fails, for a remix that lands on the last step with a broken field. */
export function firstInvalidStep(form: LogoForm): LogoStep | null {
  for (const step of [0, 1, 2] as const) if (!canLeaveStep(step, form)) return step;
  return null;
}

/** The counters the wizard shows (out of 10000, red above). */
export const descriptionCounter = (form: LogoForm) => textCounter(form.brandDescription);
export const notesCounter = (form: LogoForm) => textCounter(form.additionalNotes);

// ------------------------------------------------------------------------------ colours

const BY_HEX = new Map(NAMED_COLOURS.map((c) => [c.hex.slice(1), c]));

/** The palette entry for a chosen hex, if it is one of the named colours. */
export const namedColour = (hex: string): NamedColour | undefined => BY_HEX.get(hex);

/** A chip's label: the colour's name, or '#RRGGBB' for a colour outside the palette. */
export const colourLabel = (hex: string) => namedColour(hex)?.name ?? `#${hex}`;

/** Adds or removes a colour; a fifth cannot be added ('Choose up to 4 colours'). */
export function toggleColour(selection: readonly string[], hex: string): string[] {
  if (selection.includes(hex)) return selection.filter((c) => c !== hex);
  if (selection.length >= DESIGN_LIMITS.logoMaxColours) return [...selection];
  return [...selection, hex];
}

/** At 4 colours every colour not chosen is disabled. */
export const colourDisabled = (selection: readonly string[], hex: string) =>
  !selection.includes(hex) && selection.length >= DESIGN_LIMITS.logoMaxColours;

/** 'Save colours' is enabled only once the selection differs from the one the dialog opened with. */
export function selectionChanged(start: readonly string[], current: readonly string[]): boolean {
  if (start.length !== current.length) return true;
  const a = [...start].sort();
  const b = [...current].sort();
  return a.some((hex, i) => hex !== b[i]);
}

export const MAX_COLOURS_MESSAGE = DESIGN_MESSAGES.maxColours;

// ------------------------------------------------------------------------------ request

/**
 * POST /api/design-actions for the wizard (spec §7): type LOGO_DESIGN with the metadata carrying
 * its own type; hex colours without '#'; the colours' names as naturalLanguageColours; a remix
 * names its source in remixedFrom and remixedFromId.
 */
export function logoRequest(
  form: LogoForm,
  context: { sessionId?: string; remixedFromId?: string },
): CreateDesignActionBody {
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  const names = form.colours.map((hex) => namedColour(hex)?.name).filter(Boolean);
  return {
    type: 'LOGO_DESIGN',
    ...(context.sessionId ? { sessionId: context.sessionId } : {}),
    ...(context.remixedFromId ? { remixedFromId: context.remixedFromId } : {}),
    metadata: {
      type: 'LOGO_DESIGN',
      brand: form.brand.trim(),
      industry: optional(form.industry),
      brandDescription: optional(form.brandDescription),
      targetAudience: optional(form.targetAudience),
      brandFeel: optional(form.brandFeel),
      hexColours: form.colours.map((hex) => hex.replace(/^#/, '')),
      naturalLanguageColours: names.length ? names.join(', ') : undefined,
      additionalNotes: optional(form.additionalNotes),
      ...(form.logoAssetId ? { logoAssetId: form.logoAssetId } : {}),
      ...(context.remixedFromId ? { remixedFrom: context.remixedFromId } : {}),
    },
  };
}
