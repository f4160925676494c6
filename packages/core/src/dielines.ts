/**
 * The dieline generator: structures drawn at any size with no design, in PDF, SVG or DXF.
 * Sizes are inside dimensions in millimetres; each board has its own range.
 */
import { z } from 'zod';

export type DielineBoard = 'carton' | 'corrugated';
export type DielineFormat = 'pdf' | 'svg' | 'dxf';
export const DIELINE_FORMATS: DielineFormat[] = ['pdf', 'svg', 'dxf'];

/** Valid inside sizes and calipers (mm) per board, and the caliper a size starts with. */
export const DIELINE_LIMITS: Record<
  DielineBoard,
  { min: number; max: number; caliper: [number, number]; defaultCaliper: number }
> = {
  carton: { min: 15, max: 400, caliper: [0.3, 1.2], defaultCaliper: 0.5 },
  corrugated: { min: 40, max: 1200, caliper: [1.2, 8], defaultCaliper: 3 },
};

export const DIELINE_BOARD_NAMES: Record<DielineBoard, string> = {
  carton: 'folding boxboard',
  corrugated: 'corrugated board',
};

/** Drawings per minute per address: plenty for typing sizes into the generator, not a render farm. */
export const DIELINE_DRAWS_PER_MINUTE = 120;

export const DIELINE_MESSAGES = {
  notFound: 'That structure does not exist.',
  size: (field: string, min: number, max: number, board: DielineBoard) =>
    `${field} must be between ${min} and ${max} mm for ${DIELINE_BOARD_NAMES[board]}.`,
  number: (field: string) => `${field} must be a number of millimetres.`,
} as const;

const mmField = (label: string) =>
  z.coerce
    .number({ error: DIELINE_MESSAGES.number(label) })
    .refine(Number.isFinite, { message: DIELINE_MESSAGES.number(label) })
    .optional();

/** `?length=&width=&depth=&caliper=` (each optional: a structure falls back to its default size). */
export const dielineSizeQuerySchema = z.object({
  length: mmField('Length'),
  width: mmField('Width'),
  depth: mmField('Depth'),
  caliper: mmField('Caliper'),
  /** `preview`: the SVG for a screen, die lines drawn wide enough to see (downloads keep hairlines). */
  view: z.enum(['preview']).optional(),
});
export type DielineSizeQuery = z.infer<typeof dielineSizeQuerySchema>;

export interface DielineSize {
  length: number;
  width: number;
  depth: number;
  caliper: number;
}

export interface DielineStructureSummary {
  id: string;
  name: string;
  /** FEFCO code where the code book has one. */
  code: string | null;
  category: string;
  board: DielineBoard;
  description: string;
  params: {
    length: { min: number; max: number; default: number };
    width: { min: number; max: number; default: number };
    depth: { min: number; max: number; default: number };
    caliper: { min: number; max: number; default: number };
  };
}

/** A size a structure starts at on its board. */
export const DIELINE_DEFAULT_SIZE: Record<DielineBoard, Omit<DielineSize, 'caliper'>> = {
  carton: { length: 130, width: 80, depth: 70 },
  corrugated: { length: 320, width: 230, depth: 80 },
};

/** The size asked for, checked against the board's limits: the size, or the first message. */
export function checkDielineSize(
  board: DielineBoard,
  query: DielineSizeQuery,
): { size: DielineSize } | { error: string; field: keyof DielineSize } {
  const limits = DIELINE_LIMITS[board];
  const base = DIELINE_DEFAULT_SIZE[board];
  const size: DielineSize = {
    length: query.length ?? base.length,
    width: query.width ?? base.width,
    depth: query.depth ?? base.depth,
    caliper: query.caliper ?? limits.defaultCaliper,
  };
  for (const [field, key] of [
    ['Length', 'length'],
    ['Width', 'width'],
    ['Depth', 'depth'],
  ] as const)
    if (size[key] < limits.min || size[key] > limits.max)
      return { error: DIELINE_MESSAGES.size(field, limits.min, limits.max, board), field: key };
  if (size.caliper < limits.caliper[0] || size.caliper > limits.caliper[1])
    return {
      error: DIELINE_MESSAGES.size('Caliper', limits.caliper[0], limits.caliper[1], board),
      field: 'caliper',
    };
  return { size };
}
