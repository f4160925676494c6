/**
 * The reply names what changed (issue 27): for every phrasing of the evaluation set that reads
 * right, the reply mentions each operation's changed field or value, so a person can trust it
 * without comparing pixels. Every operation type the reader produces is covered.
 */
import { describe, expect, it } from 'vitest';
import * as F from '../../../test/edit-fixtures.ts';
import type { EditOperation, EditType } from '../../edit/operations.ts';
import { summariseDocument } from '../../edit/summary.ts';
import { blindSets, designerSets, evalSets, freshDesignerSets, runEval } from './eval/score.ts';
import { interpretEdit } from './interpret.ts';
import { FIELD_NAMES } from './rules/context.ts';
import { LAYOUT_NAMES } from './rules/layout.ts';

const fixtures = {
  packaging: F.packagingFixture,
  logo: F.logoFixture,
  imagery: F.imageryFixture,
  stillLife: F.stillLifeFixture,
  photoshoot: F.photoshootFixture,
  mockup: F.mockupFixture,
};

const words = (s: string) => s.toLowerCase().replace(/[-_]/g, ' ');

/** Words at least one of which the reply must hold for the operation (the field or its new value). */
function named(op: EditOperation): string[] {
  switch (op.type) {
    case 'set-text':
      return op.value ? [op.value] : [FIELD_NAMES[op.field]];
    case 'add-claim':
    case 'remove-claim':
      return [op.claim];
    case 'replace-claim':
      return [op.with];
    case 'set-claims':
      return ['claim'];
    case 'recolour':
      return op.monochrome
        ? ['black and white', 'monochrome']
        : ['colour', 'palette', 'scheme', 'ink', 'accent'];
    case 'shift-colours':
      return [op.shift === 'muted' ? 'mute' : op.shift.replace(/er$/, '')];
    case 'set-typography':
      return op.upper !== undefined
        ? ['capitals', 'lower case']
        : op.tracking !== undefined || op.trackingBy !== undefined
          ? ['letter spacing']
          : [' in '];
    case 'set-layout':
      return [LAYOUT_NAMES[op.layout]];
    case 'set-pattern':
      return op.kind ? [op.kind === 'none' ? 'removed the pattern' : words(op.kind)] : ['pattern'];
    case 'set-symbol':
      return op.icon ? [words(op.icon)] : ['removed the symbol', 'no symbol'];
    case 'set-mark':
      return [
        op.container ?? '',
        op.markType ?? '',
        op.markType === 'monogram' ? 'initials' : '',
        op.letters ?? '',
        op.icon ?? '',
      ].filter(Boolean);
    case 'set-lockup':
      return [op.lockup, 'stack', 'under'];
    case 'set-emphasis':
      return [op.level === 0 ? 'own size' : op.level > 0 ? 'bigger' : 'smaller'];
    case 'set-position':
      return [op.position === 'auto' ? 'usual place' : op.position];
    case 'set-scene':
      return [
        op.surface,
        op.light,
        op.setting,
        op.material,
        op.finish,
        op.camera,
        op.wall ? 'wall' : undefined,
      ]
        .filter((x): x is string => !!x)
        .map((x) => words(x).split(' ')[0]!)
        .concat(['light', 'shot', 'above', 'angle', 'close']);
    case 'add-prop':
    case 'remove-prop':
      // 'raspberry' is said 'raspberries', 'leaf' 'leaves'
      return op.prop ? [words(op.prop).slice(0, 3)] : ['props'];
    case 'set-imagery':
      return [op.mood, op.composition, ...(op.subjects ?? [])].filter((x): x is string => !!x);
    case 'set-fit':
      return [op.fit === 'contain' ? 'whole' : 'fill', op.fit];
    case 'set-pack-colour':
      return ['pack colour', 'colour of the'];
    case 'set-view':
      return [words(op.view).split(' ')[0]!, 'angle', 'side'];
    case 'set-background':
      return ['background'];
    case 'zoom-out':
    case 'set-framing':
      return ['zoom', 'space'];
    case 'set-template':
      return ['format', 'onto'];
    case 'set-size':
      return [`${op.w}`];
    case 'new-variant':
      return [op.variant];
    case 'reseed':
      return ['variation', 'version'];
    case 'upscale':
      return [`${op.factor}`];
    case 'set-logo':
      return ['logo'];
    case 'set-artwork':
      return ['image', 'artwork'];
  }
}

describe('every reply names what changed', () => {
  // uploads are left out: their edits are a model's, and the reply says a model is needed
  const results = [
    ...runEval(evalSets(fixtures)),
    ...runEval(blindSets(fixtures)),
    ...runEval(designerSets(fixtures)),
    ...runEval(freshDesignerSets(fixtures)),
  ].filter((r) => r.exact && r.got.length && r.kind !== 'raster');
  it('mentions each operation’s field or new value', () => {
    const vague = results.flatMap((r) =>
      r.got
        .filter((op) => !named(op).some((w) => words(r.reply).includes(words(w))))
        .map((op) => `${r.message} → "${r.reply}" does not name ${JSON.stringify(op)}`),
    );
    expect(vague).toEqual([]);
  });
  it('covers every type of operation the reader produces', () => {
    const seen = new Set<EditType>(results.flatMap((r) => r.got.map((o) => o.type)));
    expect(seen.size).toBeGreaterThanOrEqual(25);
  });
});

describe('the size reply says which way the size went', () => {
  const reply = (brand: number, message: string) =>
    interpretEdit(message, undefined, summariseDocument({ ...F.packagingFixture(), emphasis: { brand } }))
      .reply;
  it('back to the layout’s own size is neither bigger nor smaller', () => {
    expect(reply(-1, 'bigger brand name')).toBe("Set the brand name back to the layout's own size.");
    expect(reply(2, 'brand name back to normal size')).toBe(
      "Set the brand name back to the layout's own size.",
    );
  });
  it('a step down from bigger is smaller, two steps much smaller', () => {
    expect(reply(2, 'smaller brand name')).toBe('Made the brand name smaller.');
    expect(reply(1, 'much smaller brand name')).toBe('Made the brand name much smaller.');
    expect(reply(0, 'a lot bigger brand')).toBe('Made the brand name much bigger.');
  });
});
