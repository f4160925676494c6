/**
 * "undo", "go back", "revert that", "redo", "put it back": a chat message that moves along the
 * image's edit history instead of editing it (no render, no charge). Only a message that says
 * nothing else is read this way; "undo that and make it red" or "go back to blue" are edits and
 * stay with the reader.
 */
export type HistoryIntent = 'undo' | 'redo';

/** Said before or after the request without changing it ("oops, undo that please"). */
const LEADING =
  /^(?:please|pls|ok|okay|oh|oops|whoops|hmm+|um+|uh+|ah|ugh|no|nope|nah|wait|sorry|hey|actually|so|and|then|now|just|can you|could you|would you|will you|can we|could we|let s|lets|let us|i want to|i d like to|id like to|i would like to|i want you to|you can|please just|on second thought|never ?mind|i don t like (?:it|that|this)|i dont like (?:it|that|this)|i do not like (?:it|that|this))\s+/;
const TRAILING = /\s+(?:please|pls|thanks|thank you|thx|for me|now|again|instead|then)$/;

const THAT = `(?:it|that|this|the change|that change|this change|the edit|that edit|(?:the|my) (?:last|previous|latest) (?:change|edit|step|one)|last (?:change|edit|step)|one step|a step|one version|a version)`;
const VERSION = `(?:the )?(?:previous|last|prior|earlier|older|old) (?:version|image|one|design|picture)`;

const UNDO = [
  new RegExp(`^(?:undo|revert|go back|step back|roll ?back|back up|take (?:it|that) back)(?: ${THAT})?$`),
  new RegExp(
    `^(?:undo|revert|go back|roll ?back|switch back|change (?:it )?back)(?: (?:it|that|this))? to ${VERSION}$`,
  ),
  new RegExp(`^(?:back to )?${VERSION}$`),
  /^(?:ctrl|cmd|command|control) z$/,
];

const REDO = [
  new RegExp(
    `^(?:redo|re do|reapply|re apply|go forward|step forward|undo (?:the|that|my) undo)(?: ${THAT})?$`,
  ),
  /^(?:put|bring) (?:it|that|this|the change|the edit|my change|my edit) back$/,
  /^(?:put|bring) back (?:the|my) (?:change|edit)$/,
  /^(?:ctrl|cmd|command|control) (?:shift )?(?:y|shift z)$/,
];

function normalise(message: string): string {
  let text = message
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9\s]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(LEADING, '').replace(TRAILING, '').trim();
  }
  return text;
}

/** 'undo' or 'redo' when the whole message asks for it, else null (an edit or a question). */
export function readHistoryIntent(message: string): HistoryIntent | null {
  if (message.length > 120) return null;
  const text = normalise(message);
  if (!text) return null;
  if (REDO.some((re) => re.test(text))) return 'redo';
  if (UNDO.some((re) => re.test(text))) return 'undo';
  return null;
}
