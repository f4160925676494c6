import { getTemplate } from './catalogue/templates.ts';
import { normaliseDesignActionType } from './design.ts';

/** OUR CHOICE: the name of a session when neither the user nor what started it gives one. */
export const DEFAULT_SESSION_NAME = 'Untitled session';

/** Longest name made from free text (a prompt, a description), before the ellipsis. */
const TEXT_MAX = 48;

const MINOR_WORDS = new Set(
  'a an and as at by for from in into of on or the to with without'.split(' ').concat(['&', '-', '–']),
);

/** Leading request phrasing that says nothing about the subject: "Create an image of …". */
const REQUEST =
  /^(?:please\s+)?(?:(?:create|generate|make|design|draw|render|show|give)(?:\s+me)?|i(?:'d| would)?\s+(?:want|need|like)(?:\s+to\s+see)?)\s+(?=(?:a|an|the|some|my|our|\d+)\s)/i;
const MEDIUM =
  /^(?:an?\s+)?(?:(?:photo-?realistic|realistic|high[- ]quality|beautiful|stunning|professional)\s+)*(?:image|picture|photo(?:graph)?|render(?:ing)?|illustration|shot|scene|visual)s?\s+(?:of|showing|with)\s+/i;

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/**
 * Free text as a short name: the first sentence, request phrasing dropped, cut at a word
 * boundary within TEXT_MAX (ending on a content word) with an ellipsis, first letter capital.
 */
export function shortenForName(value: unknown, max = TEXT_MAX): string {
  const firstSentence = (typeof value === 'string' ? value.trim() : '').split(/(?<=[.!?])\s|\n/)[0];
  let s = text(firstSentence).replace(/^["'“‘]+|["'”’]+$/g, '');
  s = s.replace(REQUEST, '').replace(MEDIUM, '');
  s = s.replace(/[\s.,;:!?-]+$/, '');
  if (s.length > max) {
    const words = s.slice(0, max + 1).split(' ');
    if (words.length > 1) words.pop();
    while (words.length > 1 && MINOR_WORDS.has(words.at(-1)!.toLowerCase())) words.pop();
    s = `${words
      .join(' ')
      .slice(0, max)
      .replace(/[\s.,;:!?-]+$/, '')}…`;
  }
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const list = (values: unknown) =>
  Array.isArray(values)
    ? values.map((v) => text(typeof v === 'object' && v ? (v as { product?: unknown }).product : v))
    : [];

/** A catalogue template id as its product name ('drinks-can' → 'Drinks Can'); other text as is. */
const productName = (value: unknown) => getTemplate(text(value))?.product ?? text(value);

const withPrefix = (prefix: string, rest: string) => (rest ? `${prefix}: ${rest}` : '');

/**
 * The name of a session the user did not name, from the design action that started it: the
 * brand for a logo or packaging, the prompt for imagery, the product for a photoshoot.
 * Falls back to DEFAULT_SESSION_NAME.
 */
export function sessionNameFor(type: unknown, metadata: Record<string, unknown>): string {
  const m = metadata;
  const brand = shortenForName(m.brand);
  let name = '';
  switch (normaliseDesignActionType(type)) {
    case 'logo-design':
      name = brand && `${brand} logo`;
      break;
    case 'packaging-generation': {
      const product = getTemplate(text(m.packagingImage))?.product.toLowerCase() ?? 'packaging';
      name = brand && `${brand} ${product}`;
      break;
    }
    case 'ai-imagery':
      name = shortenForName(m.prompt);
      break;
    case 'brand-moodboard':
      name = withPrefix('Moodboard', shortenForName(m.prompt));
      break;
    case 'product-photoshoot':
      name = withPrefix(
        'Photoshoot',
        shortenForName(m.productDescription) || shortenForName(m.productCategory),
      );
      break;
    case 'packaging-range':
      name = withPrefix('Range', shortenForName(list(m.productsTypes).filter(Boolean).join(', ')));
      break;
    case 'variant-range':
      name = withPrefix('Variants', shortenForName(m.userDescription ?? m.userInstructions));
      break;
    case 'packaging-mockup':
      name = withPrefix(
        'Mockup',
        shortenForName(list(m.templates).map(productName).filter(Boolean).join(', ')),
      );
      break;
  }
  return name || DEFAULT_SESSION_NAME;
}
