/**
 * Recommended next actions after a chat turn: a few things worth doing next with this image,
 * chosen from what it is (its document, or an upload), what the conversation already did, and
 * its colours. Each message is one the local reader maps to an edit (checked in recommend.test.ts).
 */
import type { RecommendedAction } from '@packsmith/core/contracts/chat';
import { deltaE, hexToLab } from '../raster/measured-palette.ts';
import type { EditType } from './operations.ts';
import { type DocumentSummary, supportedFor } from './summary.ts';

export interface RecommendInput {
  summary: DocumentSummary;
  /** The image's main colour (its document's primary, or the measured dominant colour). */
  primaryHex?: string;
  /** Edit types the conversation made, oldest first; the last turn's are last. */
  done: readonly EditType[];
  /** Edit types of the last completed turn. */
  lastTurn: readonly EditType[];
  /** Whether the angles tool ran in this conversation. */
  anglesSeen: boolean;
  /** Number of completed turns, so each turn offers a different colour. */
  turns: number;
  /** An image-edit model is configured (uploads can be drawn from other angles). */
  imageModel: boolean;
  /** The print action's label when it applies (print-ready is on for this person), else null. */
  printLabel: string | null;
}

/** Colour words the reader knows, with the hex each is drawn as. */
const COLOURS: readonly [string, string][] = [
  ['forest green', '#228B22'],
  ['navy blue', '#000080'],
  ['coral', '#FF7F50'],
  ['mustard yellow', '#E1AD01'],
  ['deep purple', '#673AB7'],
  ['teal', '#008080'],
  ['burgundy', '#800020'],
  ['blush pink', '#DE5D83'],
  ['black', '#000000'],
];

const FLAVOURS = ['Mango', 'Raspberry', 'Lemon', 'Blueberry', 'Coconut', 'Ginger'];

export const MAX_RECOMMENDED = 4;

/** Colours far from the image's own, a different one each turn. */
function colourFor(primaryHex: string | undefined, turns: number): string {
  const ranked = primaryHex
    ? [...COLOURS].sort(
        (a, b) => deltaE(hexToLab(b[1]), hexToLab(primaryHex)) - deltaE(hexToLab(a[1]), hexToLab(primaryHex)),
      )
    : [...COLOURS];
  const far = ranked.slice(0, 4);
  return far[turns % far.length]![0];
}

export function recommendNextActions(input: RecommendInput): RecommendedAction[] {
  const { summary } = input;
  const kind = summary.kind;
  const can = (type: EditType) => supportedFor(kind, type);
  const fresh = (type: EditType) => !input.done.includes(type);
  const list: RecommendedAction[] = [];
  const add = (action: RecommendedAction, when: boolean) => {
    if (when && !list.some((a) => a.id === action.id)) list.push(action);
  };
  const colour = colourFor(input.primaryHex, input.turns);
  const recoloured = input.lastTurn.includes('recolour') || input.lastTurn.includes('shift-colours');
  const front = !summary.view || summary.view === 'front';

  // Just changed the colour: another colour leads.
  add(
    { id: 'colour', label: `Try ${colour}`, kind: 'message', message: `Make it ${colour}` },
    recoloured && can('recolour'),
  );
  add(
    {
      id: 'see-angles',
      label: 'See angles',
      kind: 'message',
      message: 'See angles',
      tool: 'angle-variations',
    },
    !input.anglesSeen && (kind === 'packaging' ? front : kind === 'raster' && input.imageModel),
  );
  add(
    { id: 'print', label: input.printLabel ?? '', kind: 'print' },
    input.printLabel !== null && (kind === 'packaging' || kind === 'raster'),
  );
  add(
    { id: 'colour', label: `Try ${colour}`, kind: 'message', message: `Make it ${colour}` },
    can('recolour'),
  );
  add(
    { id: 'back', label: 'Show the back', kind: 'message', message: 'Show the back' },
    kind === 'packaging' && front && fresh('set-view'),
  );
  if (kind === 'packaging' && fresh('new-variant')) {
    const current = summary.text?.variant?.toLowerCase() ?? '';
    const flavour = FLAVOURS.filter((f) => !current.includes(f.toLowerCase()))[
      input.turns % (FLAVOURS.length - 1)
    ]!;
    add(
      {
        id: 'variant',
        label: `New flavour: ${flavour}`,
        kind: 'message',
        message: `New flavour: ${flavour}`,
      },
      true,
    );
  }
  add(
    {
      id: 'lockup',
      label: 'Name under the symbol',
      kind: 'message',
      message: 'Put the name under the symbol',
    },
    kind === 'logo' && summary.lockup !== 'stacked' && fresh('set-lockup'),
  );
  add(
    { id: 'serif', label: 'A classic serif', kind: 'message', message: 'Use a classic serif' },
    (kind === 'logo' || kind === 'imagery') && fresh('set-typography'),
  );
  add(
    { id: 'moodier', label: 'Moodier', kind: 'message', message: 'Make it moodier' },
    kind === 'imagery' && fresh('set-imagery'),
  );
  add(
    { id: 'light', label: 'Golden-hour light', kind: 'message', message: 'Golden-hour light' },
    kind === 'photoshoot' && fresh('set-scene'),
  );
  add(
    { id: 'upscale', label: 'Upscale 4×', kind: 'message', message: 'Upscale 4x' },
    kind === 'raster' && fresh('upscale'),
  );
  add(
    { id: 'zoom-out', label: 'Zoom out', kind: 'message', message: 'Zoom out', tool: 'zoom-out' },
    can('zoom-out') && fresh('zoom-out'),
  );
  add(
    { id: 'another', label: 'Another version', kind: 'message', message: 'Another version' },
    can('reseed'),
  );
  return list.slice(0, MAX_RECOMMENDED);
}
