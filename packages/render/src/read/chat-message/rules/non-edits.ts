/**
 * Messages that are not edits: questions get an answer, and input the reader cannot act on — a
 * very long message, emoji only, another language, an element the design does not have — gets a
 * clear reply. None of them produce operations, so nothing is charged.
 */
import { TEMPLATES } from '@packsmith/core/catalogue/index';
import { CHAT_EDIT_REPLIES } from '@packsmith/core/chat';
import type { DocumentSummary } from '../../../edit/summary.ts';

/** Longer than this (and not back copy) reads as a pasted document, not an instruction. */
export const MAX_INSTRUCTION_CHARS = 800;

const QUESTION =
  /^\s*(?:so\s+|hmm+,?\s+|ok(?:ay)?,?\s+)?(what do you think|what are your thoughts|thoughts\b|your opinion|opinions?\b|do you (?:like|think|prefer|reckon)|does (?:it|this|that|the \w+) (?:look|work|read|feel|seem|need)|is (?:it|this|that|the \w+(?: \w+)?) (?:too|good|ok|okay|fine|readable|legible|right|balanced|working|any good|better|enough|nice|clear|on brand)|are (?:the|these|those|you|there)|which (?:one|colou?r|font|layout|version|is|works|looks|would|do)|why\b|how (?:do|does|can|could|should) (?:i|we|you)|how (?:much|many|long)|what (?:is|are|does|font|colou?rs?|size|fonts?|can|kind)|who\b|when\b|where\b|should (?:i|we)|would you (?:recommend|suggest|change)|any (?:ideas|thoughts|suggestions|tips|advice)|can i\b(?!\s+(?:see|get|have|try))|could i\b(?!\s+(?:see|get|have|try))|am i\b|will (?:it|this) (?:print|look|work))/i;

/** A question, not a request ('can you make it green?' is a request). */
export function isQuestion(message: string): boolean {
  return QUESTION.test(message);
}

export function answerQuestion(message: string, summary: DocumentSummary): string {
  const m = message.toLowerCase();
  if (/\b(font|type|typeface|lettering)\b/.test(m)) return CHAT_EDIT_REPLIES.typeQuestion;
  if (/\bcolou?rs?\b|\bpalette\b/.test(m)) return CHAT_EDIT_REPLIES.colourQuestion;
  if (/\b(download|export|print|file|pdf|cost|credits?|price|pay)\b/.test(m))
    return CHAT_EDIT_REPLIES.practicalQuestion;
  return summary.kind === 'photoshoot' || (summary.kind === 'imagery' && summary.set)
    ? CHAT_EDIT_REPLIES.opinionPhoto
    : CHAT_EDIT_REPLIES.opinion;
}

const FOREIGN =
  /\b(le|la|les|des|est|avec|couleur|fond|rouge|vert|bleu|plus grand|mettre|changer|police|s'il|vous|el|los|las|más|hazlo|fondo|rojo|verde|azul|por favor|cambia|quiero|letra|der|die|das|und|bitte|mach|mache|hintergrund|farbe|rot|grün|blau|schrift|größer|il|più|sfondo|colore|rosso|fallo|mais|cor|vermelho|mude|maak|het|achtergrond|kleur|groter|alsjeblieft|een|ett|och|gör|bakgrund|färg|större|lage|gjør)\b/giu;
const ENGLISH =
  /\b(the|it|make|and|to|a|an|of|with|more|less|bigger|smaller|please|change|add|remove|colou?r|background|logo|font|name|brand|can|you|this|that|in|on|for|is|be|like)\b/gi;

/** Another language: a non-Latin script, or its common words and none of ours. */
export function isOtherLanguage(message: string): boolean {
  const letters = message.match(/\p{L}/gu) ?? [];
  if (!letters.length) return false;
  const latin = letters.filter((l) => /[a-zà-ÿ]/i.test(l)).length;
  if (latin / letters.length < 0.5) return true;
  const foreign = new Set((message.match(FOREIGN) ?? []).map((w) => w.toLowerCase())).size;
  const english = (message.match(ENGLISH) ?? []).length;
  return foreign >= 2 && english <= foreign / 2;
}

const PRAISE =
  /^\s*(?:(?:i|we)\s+(?:love|like|really like|adore)\s+(?:it|this|that)|(?:looks?|it'?s|that'?s|this is)\s+(?:great|perfect|amazing|awesome|lovely|beautiful|good|nice|brilliant|fab|fantastic|spot on)|perfect|great|nice|amazing|awesome|love it|thanks?(?: you)?|thank you|cheers|ok(?:ay)?|cool|wow)[\s.!]*$/i;
/** Sideways moves: the brand and symbol move only up and down (`readPosition`). */
const PLACEMENT =
  /\b(?:move|put|place|position|shift|align)\s+(?:the\s+)?(?:brand ?name|name|brand|logo|icon|symbol|text|mark|title|slogan|claims?|flavour)\b.*\b(?:left|right(?!\s+(?:to|at|up|down|in|on|into|under|above|below)\b)|corner|side)\b|\b(?:brand|name|logo|icon|symbol|text)\s+(?:at|on|in)\s+the\s+(?:left|right|corner)\b|\bcent(?:re|er)\s+the\b/i;

/** Replies to input with nothing to act on (before any reading); undefined for ordinary messages. */
export function badInputReply(message: string): string | undefined {
  const text = message.trim();
  if (text.length > MAX_INSTRUCTION_CHARS && !/^(back copy|back text|story|body copy)\s*:/i.test(text))
    return CHAT_EDIT_REPLIES.tooLong;
  if (!/[\p{L}\d]/u.test(text)) return CHAT_EDIT_REPLIES.noWords;
  if (isOtherLanguage(text)) return CHAT_EDIT_REPLIES.otherLanguage;
  if (PRAISE.test(text)) return CHAT_EDIT_REPLIES.thanks;
  if (PLACEMENT.test(text)) return CHAT_EDIT_REPLIES.placement;
  return undefined;
}

/** Things a design is made of, in the words people use; anything else named is not on the design. */
const KNOWN =
  /^(brand|name|names|slogan|tagline|strapline|text|texts|words|copy|font|fonts|type|typeface|lettering|letters|flavour|flavor|variant|description|descriptor|claim|claims|weight|volume|pattern|patterns|dots|stripes|icon|icons|symbol|symbols|mark|logo|logos|emblem|background|backdrop|colour|colours|color|colors|palette|layout|design|image|picture|photo|pack|packaging|label|front|back|side|view|size|props|prop|light|lighting|camera|angle|surface|table|wall|set|scene|setting|mood|headline|title|composition|artwork|art|product|shadow|shadows|border|frame|band|badge|circle|container|shape|monogram|initials|lockup|finish|material|it|this|that|one|version|first|second|last|whole|everything|all|bit|same)$/;

/** Parts no design document draws: naming one is never mapped onto something else. */
const NEVER_DRAWN =
  /\b(?:the|that|this|its|a|an)\s+(window|handle|straw|spout|zip|zipper|ribbon|bow|hang ?tag|person|people|model|hands?|face|car|price ?tag|qr ?code|cutlery|steam|reflection)\b/;

/** Parts that come with the format (a can's lid, a bottle's cap): drawn, but not editable alone. */
const FORMAT_PARTS =
  /\b(?:the|that|this|its)\s+(lid|cap|cork|closure|pump|nozzle|rim|ring ?pull|tab|seam|zip ?lock)\b/;

/** A clause about a part no design has ("make the handle red"): the reply, else undefined. */
export function neverDrawn(clause: string, summary: DocumentSummary): string | undefined {
  const part = FORMAT_PARTS.exec(clause);
  if (part && (summary.kind === 'packaging' || summary.kind === 'mockup'))
    return CHAT_EDIT_REPLIES.formatPart(part[1]!, designName(summary));
  const m = NEVER_DRAWN.exec(clause);
  // a photographed set can be lit from a window
  if (
    m?.[1] === 'window' &&
    (summary.kind === 'photoshoot' || summary.set) &&
    !/\b(remove|delete|drop|hide|lose)\b/.test(clause)
  )
    return undefined;
  return m ? CHAT_EDIT_REPLIES.missingElement(m[1]!, designName(summary)) : undefined;
}

function designName(summary: DocumentSummary): string {
  if (summary.template && (summary.kind === 'packaging' || summary.kind === 'mockup'))
    return TEMPLATES.find((t) => t.id === summary.template)?.product.toLowerCase() ?? 'design';
  return summary.kind === 'raster' || summary.kind === 'imagery' ? 'image' : summary.kind;
}

/** "remove the window" on a can: the element the message names that the design does not have. */
export function missingElement(normalised: string, summary: DocumentSummary): string | undefined {
  const m =
    /\b(?:remove|delete|drop|hide|lose|ditch|get rid of|take (?:off|out|away)|change|move|recolou?r|resize|replace|swap|make|put|enlarge|shrink|rotate|fix)\s+(?:the|that|this|its)\s+([a-z]+)(?:\s+([a-z]+))?/.exec(
      normalised,
    );
  if (!m) return undefined;
  const noun = m[1]!;
  if (KNOWN.test(noun) || /^(bigger|smaller|darker|lighter|more|less|same|colours?|new)$/.test(noun))
    return undefined;
  if (m[2] && KNOWN.test(m[2])) return undefined;
  return CHAT_EDIT_REPLIES.missingElement(noun, designName(summary));
}
