/**
 * Chat attachments in a message: "use the colours of this image" (recolour from the reference's
 * colours), "use this as the logo" (set logo), "put this product in" (set artwork). The server
 * reads each attachment's colours before the message is interpreted, so the operations stay
 * concrete and `applyEdit` stays pure.
 */
import type { EditOperation } from '../../edit/operations.ts';
import type { Reading } from './message-reader.ts';

export interface ReferenceImage {
  /** The attached asset's id: what a logo or artwork edit refers to. */
  ref: string;
  /** Its dominant colours, vivid first (`referenceColours`). */
  colours: string[];
}

/** Edits the words of an attachment request can look like ('the attached illustration'). */
const ATTACHMENT_WORDS_MISREAD: readonly EditOperation['type'][] = [
  'set-symbol',
  'set-layout',
  'set-mark',
  'set-emphasis',
];
const COLOURS = /\b(colou?rs?|palette|colou?r scheme|tones?|shades?)\b/i;
/** The attachment becomes the logo: "use this as the logo", "replace the logo with this", "make it my logo". */
const LOGO =
  /\b(as|for|into) (?:the |a |my |our )?(?:new )?logo\b|\blogo\b.{0,30}\b(with|to|by) (this|that|the attached|it)\b|\bmake (this|it|that) (?:the |my |our )?logo\b/i;
const ARTWORK = /\b(put|place|add|use|show)\b.{0,40}\b(product|artwork|illustration)\b/i;
/** The message points at the attachment ("this", "the attached", "my image", "the reference"). */
const POINTS_AT =
  /\b(this|these|that|attached|attachment|uploaded|reference|my (?:image|photo|picture|logo|product))\b/i;

/**
 * Adds the operations a message asks of its attachments to the reading: the first attachment is
 * "this image". A recolour read from the words alone ("new colours") is replaced by the
 * reference's colours; phrasings that do not point at the attachment change nothing.
 */
export function readReferences(message: string, references: readonly ReferenceImage[], r: Reading): void {
  const [first] = references;
  if (!first || !POINTS_AT.test(message)) return;
  const add = (op: EditOperation, said: string) => {
    r.ops = [...r.ops.filter((o) => o.type !== op.type), op];
    r.said.push(said);
  };
  const image = LOGO.test(message) ? 'logo' : ARTWORK.test(message) ? 'artwork' : undefined;
  if (image) {
    // "replace the logo with the attached image" is about the attachment, not the drawn symbol,
    // the layout or a question about which icon to draw
    r.ops = r.ops.filter((o) => !ATTACHMENT_WORDS_MISREAD.includes(o.type));
    r.said = r.said.filter((s) => !/symbol|layout|mark/.test(s));
    r.clarify = undefined;
    r.refusal = undefined;
  }
  if (image === 'logo') add({ type: 'set-logo', logo: { ref: first.ref } }, 'used your image as the logo');
  else if (image === 'artwork')
    add({ type: 'set-artwork', artwork: { ref: first.ref } }, 'put your image on the design');
  if (COLOURS.test(message) && first.colours.length) {
    // the words' own recolour ("new colours") gives way to the image's colours
    r.said = r.said.filter((s) => !/colou?r/i.test(s));
    add({ type: 'recolour', colours: first.colours.slice(0, 4) }, 'used the colours of your image');
  }
}
