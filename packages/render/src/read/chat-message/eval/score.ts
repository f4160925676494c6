/**
 * Scores the reader on the evaluation set: a phrasing is exact when its operations equal the
 * expected ones (seeds aside, patches of one kind merged), and a wrong-field mapping when any
 * operation touches a field the expected operations do not touch (for a question: any operation).
 */

import type { DesignDocument } from '../../../document/design-document.ts';
import {
  type EditOperation,
  type EditOperationInput,
  editOperationSchema,
} from '../../../edit/operations.ts';
import { summariseDocument } from '../../../edit/summary.ts';
import { interpretEdit } from '../interpret.ts';
import {
  BLIND_IMAGERY,
  BLIND_LOGO,
  BLIND_MOCKUP,
  BLIND_PACKAGING,
  BLIND_PHOTOSHOOT,
  BLIND_STILL_LIFE,
} from './blind-batch.ts';
import {
  DESIGNER_IMAGERY,
  DESIGNER_LOGO,
  DESIGNER_MOCKUP,
  DESIGNER_PACKAGING,
  DESIGNER_PHOTOSHOOT,
  DESIGNER_RASTER,
  DESIGNER_STILL_LIFE,
} from './designer-batch.ts';
import { FOURTH_PACKAGING } from './fourth-batch.ts';
import {
  FRESH_PACKAGING,
  FRESH_RASTER,
  FRESH_STILL_LIFE,
  PROBE_LOGO,
  PROBE_MOCKUP,
  PROBE_PACKAGING,
  PROBE_PHOTOSHOOT,
  PROBE_RASTER,
  PROBE_STILL_LIFE,
} from './fresh-designer-batch.ts';
import { IMAGERY_CASES, STILL_LIFE_CASES } from './imagery.ts';
import { LEAD_PROBE_PACKAGING } from './lead-probe-batch.ts';
import { LOGO_CASES } from './logo.ts';
import { MOCKUP_CASES } from './mockup.ts';
import type { EvalCase } from './ops.ts';
import { PACKAGING_CASES } from './packaging.ts';
import { PHOTOSHOOT_CASES } from './photoshoot.ts';
import { POSITION_LOGO, POSITION_PACKAGING } from './position-batch.ts';
import {
  SECOND_IMAGERY,
  SECOND_LOGO,
  SECOND_MOCKUP,
  SECOND_PACKAGING,
  SECOND_PHOTOSHOOT,
  SECOND_STILL_LIFE,
} from './second-batch.ts';
import { THIRD_OTHERS, THIRD_PACKAGING } from './third-batch.ts';

export interface EvalSet {
  kind: DesignDocument['kind'] | 'raster';
  /** The document the phrasings are said about (none: an upload, edited as pixels or by a model). */
  document: () => DesignDocument | undefined;
  cases: EvalCase[];
}

export interface CaseResult {
  kind: EvalSet['kind'];
  message: string;
  exact: boolean;
  wrongFields: string[];
  got: EditOperation[];
  reply: string;
  ms: number;
}

/** The evaluation set against each kind's document (fixtures passed in by the caller). */
export function evalSets(
  docs: Record<
    'packaging' | 'logo' | 'imagery' | 'stillLife' | 'photoshoot' | 'mockup',
    () => DesignDocument
  >,
): EvalSet[] {
  return [
    {
      kind: 'packaging',
      document: docs.packaging,
      cases: [
        ...PACKAGING_CASES,
        ...SECOND_PACKAGING,
        ...THIRD_PACKAGING,
        ...FOURTH_PACKAGING,
        ...POSITION_PACKAGING,
      ],
    },
    ...THIRD_OTHERS.map(({ kind, cases }) => ({
      kind: kind === 'stillLife' ? ('imagery' as const) : kind,
      document: docs[kind],
      cases,
    })),
    { kind: 'logo', document: docs.logo, cases: [...LOGO_CASES, ...SECOND_LOGO, ...POSITION_LOGO] },
    { kind: 'imagery', document: docs.imagery, cases: [...IMAGERY_CASES, ...SECOND_IMAGERY] },
    { kind: 'imagery', document: docs.stillLife, cases: [...STILL_LIFE_CASES, ...SECOND_STILL_LIFE] },
    { kind: 'photoshoot', document: docs.photoshoot, cases: [...PHOTOSHOOT_CASES, ...SECOND_PHOTOSHOOT] },
    { kind: 'mockup', document: docs.mockup, cases: [...MOCKUP_CASES, ...SECOND_MOCKUP] },
  ];
}

type Fixtures = Parameters<typeof evalSets>[0];

/** The held-out batch (issue 27's blind check), scored on its own so it stays unseen by tuning. */
export function blindSets(docs: Fixtures): EvalSet[] {
  return [
    { kind: 'packaging', document: docs.packaging, cases: BLIND_PACKAGING },
    { kind: 'logo', document: docs.logo, cases: BLIND_LOGO },
    { kind: 'imagery', document: docs.imagery, cases: BLIND_IMAGERY },
    { kind: 'imagery', document: docs.stillLife, cases: BLIND_STILL_LIFE },
    { kind: 'photoshoot', document: docs.photoshoot, cases: BLIND_PHOTOSHOOT },
    { kind: 'mockup', document: docs.mockup, cases: BLIND_MOCKUP },
  ];
}

/**
 * The designer batch (compound requests, intensifiers, reasons, materials, options, negations,
 * roles), held out like the blind batch and scored on its own; with uploads that have no document.
 */
export function designerSets(docs: Fixtures): EvalSet[] {
  return [
    { kind: 'packaging', document: docs.packaging, cases: DESIGNER_PACKAGING },
    { kind: 'logo', document: docs.logo, cases: DESIGNER_LOGO },
    { kind: 'imagery', document: docs.stillLife, cases: DESIGNER_STILL_LIFE },
    { kind: 'imagery', document: docs.imagery, cases: DESIGNER_IMAGERY },
    { kind: 'photoshoot', document: docs.photoshoot, cases: DESIGNER_PHOTOSHOOT },
    { kind: 'mockup', document: docs.mockup, cases: DESIGNER_MOCKUP },
    { kind: 'raster', document: () => undefined, cases: DESIGNER_RASTER },
  ];
}

/** The fresh designer batch and the third probe, written after the generalisation; scored on their own. */
export function freshDesignerSets(docs: Fixtures): EvalSet[] {
  return [
    { kind: 'packaging', document: docs.packaging, cases: [...FRESH_PACKAGING, ...PROBE_PACKAGING] },
    { kind: 'logo', document: docs.logo, cases: PROBE_LOGO },
    { kind: 'imagery', document: docs.stillLife, cases: [...FRESH_STILL_LIFE, ...PROBE_STILL_LIFE] },
    { kind: 'photoshoot', document: docs.photoshoot, cases: PROBE_PHOTOSHOOT },
    { kind: 'mockup', document: docs.mockup, cases: PROBE_MOCKUP },
    { kind: 'raster', document: () => undefined, cases: [...FRESH_RASTER, ...PROBE_RASTER] },
  ];
}

/** The lead's hand-written probe and the kinds of request it exposed; scored on its own. */
export function leadProbeSets(docs: Fixtures): EvalSet[] {
  return [{ kind: 'packaging', document: docs.packaging, cases: LEAD_PROBE_PACKAGING }];
}

/** The fields an operation changes, as names comparable across operations. */
export function fieldsOf(op: EditOperation): string[] {
  switch (op.type) {
    case 'set-text':
      return [`text.${op.field}`];
    case 'set-claims':
    case 'add-claim':
    case 'remove-claim':
    case 'replace-claim':
      return ['claims'];
    case 'recolour':
      return ['palette'];
    case 'shift-colours':
      return [op.target === 'background' ? 'background' : 'palette'];
    case 'set-typography':
      return [
        ...(op.style || op.weight || op.font ? [`typography.${op.role}`] : []),
        ...(op.upper !== undefined ? ['typography.upper'] : []),
        ...(op.tracking !== undefined || op.trackingBy !== undefined ? ['typography.tracking'] : []),
      ];
    case 'set-emphasis':
      return [`emphasis.${op.element}`];
    case 'set-position':
      return [`position.${op.element}`];
    case 'set-scene':
    case 'set-imagery':
    case 'set-pattern':
    case 'set-mark':
      return Object.keys(op)
        .filter((k) => k !== 'type')
        .map((k) => `${op.type}.${k}`);
    case 'add-prop':
    case 'remove-prop':
      return ['props'];
    default:
      return [op.type];
  }
}

const PATCHES = new Set(['set-scene', 'set-imagery', 'set-pattern', 'set-mark']);

/** Operations in a comparable form: defaults filled, seeds zeroed, patches of one kind merged. */
function canonical(ops: readonly (EditOperation | EditOperationInput)[]): string[] {
  const parsed = ops.map((o) => {
    const p = editOperationSchema.parse(o) as EditOperation & { seed?: number };
    return 'seed' in p && p.seed !== undefined ? { ...p, seed: 0 } : p;
  });
  const merged = new Map<string, Record<string, unknown>>();
  const out: Record<string, unknown>[] = [];
  for (const p of parsed) {
    const key = p.type === 'set-typography' ? `${p.type}:${p.role}` : PATCHES.has(p.type) ? p.type : '';
    if (!key) out.push(p);
    else merged.set(key, { ...merged.get(key), ...p });
  }
  out.push(...merged.values());
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, sorted(x)]),
          )
        : v;
  return out.map((o) => JSON.stringify(sorted(o))).sort();
}

export function scoreCase(set: EvalSet, c: EvalCase): CaseResult {
  const summary = summariseDocument(set.document());
  const history = (c.history ?? []).map((content) => ({ role: 'user' as const, content }));
  const t0 = performance.now();
  const r = interpretEdit(c.message, undefined, summary, history);
  const ms = performance.now() - t0;
  const expected = c.expect === 'ask' ? [] : c.expect;
  // an upload's edits that need a model count as read: the model is asked for exactly them
  const got = summary.kind === 'raster' ? [...r.operations, ...r.providerEdits] : r.operations;
  // 'see all angles' makes the four views: one picture of the design each
  const images = r.angles ? 1 : Math.max(1, r.variations.length);
  const exact =
    JSON.stringify(canonical(got)) === JSON.stringify(canonical(expected)) &&
    (!expected.length || images === (c.images ?? 1));
  const allowed = new Set(expected.flatMap((o) => fieldsOf(editOperationSchema.parse(o))));
  const wrongFields = [...new Set(got.flatMap(fieldsOf).filter((f) => !allowed.has(f)))];
  return { kind: set.kind, message: c.message, exact, wrongFields, got, reply: r.reply, ms };
}

export function runEval(sets: EvalSet[]): CaseResult[] {
  return sets.flatMap((set) => set.cases.map((c) => scoreCase(set, c)));
}

/** Exact share and wrong-field count per document kind and overall. */
export function summarise(results: CaseResult[]) {
  const kinds = [...new Set(results.map((r) => r.kind))];
  const row = (rs: CaseResult[]) => ({
    cases: rs.length,
    exact: rs.filter((r) => r.exact).length,
    score: rs.filter((r) => r.exact).length / rs.length,
    wrongField: rs.filter((r) => r.wrongFields.length).length,
  });
  return {
    overall: row(results),
    byKind: Object.fromEntries(kinds.map((k) => [k, row(results.filter((r) => r.kind === k))])),
  };
}
