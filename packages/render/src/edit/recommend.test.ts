import { describe, expect, it } from 'vitest';
import { sampleDoc } from '../../test/fixtures.ts';
import type { DesignDocument } from '../document/design-document.ts';
import { imageryDocuments } from '../generators/imagery.ts';
import { logoDocuments } from '../generators/logos.ts';
import { photoshootDocuments } from '../generators/photoshoot.ts';
import { interpretEdit } from '../read/chat-message/interpret.ts';
import type { EditType } from './operations.ts';
import { MAX_RECOMMENDED, type RecommendInput, recommendNextActions } from './recommend.ts';
import { summariseDocument } from './summary.ts';

const docs: [string, DesignDocument | undefined][] = [
  ['packaging', sampleDoc()],
  ['packaging (back)', sampleDoc({ view: 'back' })],
  ['logo', logoDocuments({ brand: 'Nordlys' }, 1, 7)[0]],
  ['imagery', imageryDocuments('a calm spa scene with leaves', 1, 7)[0]],
  [
    'photoshoot',
    photoshootDocuments(
      'ref:product',
      { audience: 'runners', productCategory: 'drinks', useCase: 'ads' },
      1,
      7,
    )[0],
  ],
  ['upload', undefined],
];
const base = (doc: DesignDocument | undefined): RecommendInput => ({
  summary: summariseDocument(doc),
  done: [],
  lastTurn: [],
  anglesSeen: false,
  turns: 1,
  imageModel: true,
  printLabel: 'Get print-ready file',
});

describe('recommended next actions', () => {
  it.each(docs)('%s: every recommended message is read into an edit, never a question back', (_, doc) => {
    const summary = summariseDocument(doc);
    for (const turns of [0, 1, 2, 3]) {
      const actions = recommendNextActions({ ...base(doc), turns });
      expect(actions.length).toBeGreaterThanOrEqual(2);
      expect(actions.length).toBeLessThanOrEqual(MAX_RECOMMENDED);
      expect(new Set(actions.map((a) => a.id)).size).toBe(actions.length);
      for (const action of actions.filter((a) => a.kind === 'message')) {
        const tool = action.tool ? { tool: action.tool } : undefined;
        const read = interpretEdit(action.message!, tool, summary, [], 1);
        expect(read.clarify, `${action.message} on ${summary.kind}`).toBeUndefined();
        expect(read.variations.flat().length + read.providerEdits.length, action.message).toBeGreaterThan(0);
      }
    }
  });

  it('a packaging design offers See angles and the print file first; angles seen or a back view drop angles', () => {
    const pack = base(sampleDoc());
    expect(
      recommendNextActions(pack)
        .map((a) => a.id)
        .slice(0, 2),
    ).toEqual(['see-angles', 'print']);
    expect(recommendNextActions({ ...pack, anglesSeen: true }).map((a) => a.id)).not.toContain('see-angles');
    const back = recommendNextActions(base(sampleDoc({ view: 'back' }))).map((a) => a.id);
    expect(back).not.toContain('see-angles');
    expect(back).not.toContain('back');
    expect(recommendNextActions({ ...pack, printLabel: null }).map((a) => a.id)).not.toContain('print');
  });

  it('after a recolour another colour leads, far from the current one and different each turn', () => {
    const doc = sampleDoc();
    const colours = new Set<string>();
    for (const turns of [1, 2, 3, 4]) {
      const [first] = recommendNextActions({
        ...base(doc),
        primaryHex: '#1B5E20',
        lastTurn: ['recolour'] as EditType[],
        done: ['recolour'] as EditType[],
        turns,
      });
      expect(first?.id).toBe('colour');
      expect(first?.message).not.toMatch(/green/);
      colours.add(first!.message!);
    }
    expect(colours.size).toBe(4);
  });

  it('does not offer what the conversation already did', () => {
    const done: EditType[] = ['set-view', 'new-variant'];
    const ids = recommendNextActions({ ...base(sampleDoc()), done, anglesSeen: true }).map((a) => a.id);
    expect(ids).not.toContain('back');
    expect(ids).not.toContain('variant');
    const upload = recommendNextActions({ ...base(undefined), done: ['upscale'] }).map((a) => a.id);
    expect(upload).not.toContain('upscale');
    // An upload with no image model cannot be drawn from other angles.
    expect(recommendNextActions({ ...base(undefined), imageModel: false }).map((a) => a.id)).not.toContain(
      'see-angles',
    );
  });
});
