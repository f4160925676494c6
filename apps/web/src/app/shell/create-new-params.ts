/**
 * The Create new dialog in the address (spec part 2 §2 and §4):
 *
 *   ?create-new-dialog=true                 the dialog, on its tiles
 *   ?create-new-dialog=true&type={use case} the dialog, on that sub-flow
 *
 * The use-case value picks the sub-flow (edit, ai-imagery, logo-design, packaging-range,
 * variant-range, product-photoshoot); Back removes it again. A `type` naming another tile (say
 * `judge`) only highlights that tile. Framework-free, so it is unit-tested.
 */
import type { CreateFlowId } from '@/features/create';
import type { CreateTileId } from '@/lib/shell-actions-context';

export const CREATE_NEW_PARAM = 'create-new-dialog';
/** The use-case parameter; the spec's link is /home?create-new-dialog=true&type=edit. */
export const USE_CASE_PARAM = 'type';
/** Also read (never written), for links that spell the use case out. */
const USE_CASE_ALIASES = ['use-case', 'useCase'] as const;

export type { CreateTileId };

const TILE_IDS: readonly CreateTileId[] = [
  'ai-imagery',
  'packaging-design',
  'logo-design',
  'edit',
  'photoshoot',
  'packaging-range',
  'variant-range',
  'professional-photoshoot',
  'print-ready',
  'judge',
];

/** The sub-flows the dialog opens in place of its tiles. */
export type CreateUseCase = 'edit' | CreateFlowId;

export const CREATE_USE_CASES: readonly CreateUseCase[] = [
  'edit',
  'ai-imagery',
  'logo-design',
  'packaging-range',
  'variant-range',
  'product-photoshoot',
];

/** Other spellings of a use case (the AI photoshoot tile's id is `photoshoot`). */
const USE_CASE_SYNONYMS: Record<string, CreateUseCase> = {
  photoshoot: 'product-photoshoot',
  'ai-photoshoot': 'product-photoshoot',
  imagery: 'ai-imagery',
  logo: 'logo-design',
  'edit-image': 'edit',
};

const normalise = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** A use-case query value → the sub-flow, or null when it names none. */
export function parseUseCase(value: string | null | undefined): CreateUseCase | null {
  if (!value) return null;
  const v = normalise(value);
  if ((CREATE_USE_CASES as readonly string[]).includes(v)) return v as CreateUseCase;
  return USE_CASE_SYNONYMS[v] ?? null;
}

/** The tile that starts a use case (for focusing it again after Back). */
export function tileForUseCase(useCase: CreateUseCase): CreateTileId {
  return useCase === 'product-photoshoot' ? 'photoshoot' : useCase;
}

export interface CreateNewAddress {
  /** `create-new-dialog=true` is in the address. */
  open: boolean;
  /** The sub-flow the address names (only while open). */
  useCase: CreateUseCase | null;
  /** A tile the address names that is not a sub-flow: highlighted among the tiles. */
  focus: CreateTileId | null;
}

function rawUseCase(params: URLSearchParams): string | null {
  for (const key of [USE_CASE_PARAM, ...USE_CASE_ALIASES]) {
    const value = params.get(key);
    if (value) return value;
  }
  return null;
}

export function readCreateNew(params: URLSearchParams): CreateNewAddress {
  if (params.get(CREATE_NEW_PARAM) !== 'true') return { open: false, useCase: null, focus: null };
  const raw = rawUseCase(params);
  const useCase = parseUseCase(raw);
  const tile = raw ? normalise(raw) : null;
  const focus =
    !useCase && tile && (TILE_IDS as readonly string[]).includes(tile) ? (tile as CreateTileId) : null;
  return { open: true, useCase, focus };
}

function withoutUseCaseKeys(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [USE_CASE_PARAM, ...USE_CASE_ALIASES]) next.delete(key);
  return next;
}

/**
 * Whether the address can name a sub-flow without overwriting the page's own `type` (the
 * notifications page filters by `?type=`): only when `type` is absent or already ours.
 */
export function canCarryUseCase(params: URLSearchParams): boolean {
  return params.get(CREATE_NEW_PARAM) === 'true' || !params.has(USE_CASE_PARAM);
}

/** The address of a sub-flow, keeping the page's other parameters. */
export function withUseCase(params: URLSearchParams, useCase: CreateUseCase): URLSearchParams {
  const next = withoutUseCaseKeys(params);
  next.set(CREATE_NEW_PARAM, 'true');
  next.set(USE_CASE_PARAM, useCase);
  return next;
}

/** Back from a sub-flow: the dialog on its tiles. */
export function withoutUseCase(params: URLSearchParams): URLSearchParams {
  const next = withoutUseCaseKeys(params);
  next.set(CREATE_NEW_PARAM, 'true');
  return next;
}

/** The dialog closed: neither parameter. */
export function withoutCreateNew(params: URLSearchParams): URLSearchParams {
  const next = withoutUseCaseKeys(params);
  next.delete(CREATE_NEW_PARAM);
  return next;
}

/** `?a=1` or '' for a search string. */
export function searchOf(params: URLSearchParams): string {
  const s = params.toString();
  return s ? `?${s}` : '';
}
