/**
 * Colours: by name or hex, 'black and white', moods ('pastel', 'earthy'), a new scheme, relative
 * shifts ('darker', 'warmer', 'more muted') — each said of the whole palette, one palette role
 * ('gold accent'), the background (the set's wall in a photograph) or a mockup's pack.
 */
import { normaliseHex } from '../../../color.ts';
import { packColourRefusal, packColourShows } from '../../../edit/design-edits.ts';
import type { EditOperation } from '../../../edit/operations.ts';
import { namedColours } from '../../../generators/brief-art.ts';
import { ask, found, type ReadContext, refuse } from './context.ts';
import { byDegree, degreeOf } from './words.ts';

const HEX = /#([0-9a-f]{6}|[0-9a-f]{3})\b|\b([0-9a-f]{6})\b/gi;
const MONOCHROME =
  /\b(black and white|black & white|b ?& ?w|b\/w|monochrome|mono|greyscale|grayscale|no colou?r|colou?rless|only black|just black)\b/;
const MOODS: [RegExp, string[], string][] = [
  [/\bpastels?\b/, ['#A8D8EA', '#FFCFDF', '#FEFDCA'], 'pastel'],
  [/\b(earthy|earth tones?|natural tones|terracotta tones)\b/, ['#6B4F2A', '#A3B18A', '#EDE0C8'], 'earthy'],
  [/\b(neon|fluoro|fluorescent|electric)\b/, ['#39FF14', '#FF2079', '#1F51FF'], 'neon'],
  [/\b(jewel tones?|rich colou?rs)\b/, ['#0F5257', '#7B2D26', '#C9A227'], 'jewel'],
  [/\b(neutral|neutrals|beige|nude tones)\b/, ['#D8CFC4', '#8C7B6B', '#F4EFE8'], 'neutral'],
];
const SHIFTS: [RegExp, 'darker' | 'lighter' | 'warmer' | 'cooler' | 'brighter' | 'muted'][] = [
  [/\b(darker|darken|deeper|richer|moodier|dark|dim(?:mer)?|less bright)\b/, 'darker'],
  [
    /\b(lighter|lighten|paler|pale|softer colou?rs?|airier|less dark|brighter background|washed)\b/,
    'lighter',
  ],
  [/\b(warmer|warm(?: it)? up|warm|cosier|cozier|toastier|sunnier)\b/, 'warmer'],
  [/\b(cooler|cool(?: it)? down|cool|colder|icier|fresher colou?rs?)\b/, 'cooler'],
  [
    /\b(brighter|brighten(?: up)?|vibrant|more vibrant|more saturated|punchier|bolder colou?rs?|bolder|more colou?rful|pop more|vivid|louder|juicier|more intense)\b/,
    'brighter',
  ],
  [
    /\b(muted|mute|duller|dull|desaturated?|soften|soften it|knock (?:it |the \w+ )?back|tone down|dial (?:it )?back|dial down|turn down|less saturated|softer colou?rs?|toned? down|subdued|dusty|washed out|less colou?rful|calmer colou?rs?|quieter)\b/,
    'muted',
  ],
];
const BACKGROUND =
  /\b(background|backdrop|back ground|studio|wall|behind it|behind the (?:pack|product|logo))\b/;
const ROLES: [RegExp, 'accent' | 'primary' | 'secondary' | 'ink' | 'paper'][] = [
  [/\baccents?\b|\bhighlights?\b|\bdetails?\b/, 'accent'],
  [/\bprimary\b|\bmain colou?r\b|\bbase colou?r\b/, 'primary'],
  [/\bsecondary\b/, 'secondary'],
  [
    /\b(?:text|type|lettering|writing|font|ink) colou?r\b|\b(?:the )?(?:text|lettering|writing|type|words) (?:in )?(?:to )?(?:be )?$|\bmake the (?:text|lettering|writing|type|words|brand ?name|name|title|wordmark)\b|\b(?:name|brand ?name|title|wordmark) colou?r\b/,
    'ink',
  ],
];
const PACK =
  /\b(pack|packaging|box|can|bottle|jar|pouch|tin|tube|carton|bag|material|container|mockup|cup|mug|tub|bowl|tumbler|sleeve)\b/;

/** Hex codes, then colour names as a designer means them (the curated palette: "dark green" is not CSS's #006400). */
export function coloursIn(c: string): string[] {
  const hex = [...c.matchAll(HEX)].map((m) => normaliseHex(m[1] ?? m[2]!));
  return [...new Set([...hex, ...namedColours(c, true)])].slice(0, 4);
}

/** A scene's background is its set's wall when it has a set. */
function backgroundOp(ctx: ReadContext, colour: string): EditOperation {
  const s = ctx.summary;
  if ((s.kind === 'photoshoot' || s.kind === 'imagery') && s.set) return { type: 'set-scene', wall: colour };
  return { type: 'set-background', colour };
}

/** Reads colour requests in a clause; true when the clause was about colour. */
export function readColour(c: string, ctx: ReadContext): boolean {
  const s = ctx.summary;
  // 'the coffee icon', 'the lemon pattern': a subject, not a colour
  const subjectOnly =
    /\b(icon|symbol|mark|pattern|illustration)\b/.test(c) &&
    !/\b(colou?r|paint|make (?:it|the \w+)|in)\b/.test(c);
  const colours = subjectOnly ? [] : coloursIn(c);
  const onBackground = BACKGROUND.test(c);

  if (MONOCHROME.test(c) && !onBackground) {
    if (s.kind === 'mockup') return false;
    found(ctx, { type: 'recolour', colours: [], monochrome: true }, 'made it black and white');
    return true;
  }
  if (colours.length) {
    if (onBackground) {
      const op = backgroundOp(ctx, colours[0]!);
      found(
        ctx,
        op,
        `${op.type === 'set-scene' ? 'painted the wall' : 'set the background to'} ${colours[0]}`,
      );
      return true;
    }
    if (s.kind === 'mockup') {
      if (!PACK.test(c) && !/\b(make (?:it|the)|colou?r(?:ed)?|paint|in)\b/.test(c)) return false;
      if (!packColourShows(s.template ?? ''))
        return refuse(ctx, `${packColourRefusal(s.template ?? '')} Nothing was charged.`);
      found(ctx, { type: 'set-pack-colour', colour: colours[0]! }, 'changed the colour of the pack');
      return true;
    }
    const role = ROLES.find(([re]) => re.test(c))?.[1];
    if (role) {
      found(
        ctx,
        { type: 'recolour', palette: { [role]: colours[0]! }, colours: [] },
        `changed the ${role === 'ink' ? 'text' : role} colour`,
      );
      return true;
    }
    // one recolour for the whole message: "red and gold" are two clauses but one palette
    const first = ctx.r.ops.find((o) => o.type === 'recolour' && o.colours.length);
    if (first?.type === 'recolour') first.colours = [...new Set([...first.colours, ...colours])].slice(0, 4);
    else found(ctx, { type: 'recolour', colours }, 'recoloured it in the colours you named');
    return true;
  }

  // 'it's too dark' asks for the opposite, unless the message already named its colours
  const tooMuch = /\btoo (dark|light|pale|warm|cool|cold|bright|loud|dull|muted|saturated|grey)\b/.exec(
    c,
  )?.[1];
  if (tooMuch) {
    if (ctx.r.ops.some((o) => o.type === 'recolour')) return true;
    const opposite = (
      {
        dark: 'lighter',
        light: 'darker',
        pale: 'darker',
        warm: 'cooler',
        cool: 'warmer',
        cold: 'warmer',
        bright: 'muted',
        loud: 'muted',
        saturated: 'muted',
        dull: 'brighter',
        muted: 'brighter',
        grey: 'brighter',
      } as const
    )[tooMuch as 'dark'];
    const target = onBackground ? 'background' : 'palette';
    found(
      ctx,
      { type: 'shift-colours', shift: opposite, target, amount: byDegree(degreeOf(c), 0.12, 0.25, 0.45) },
      `made the ${onBackground ? 'background' : 'colours'} ${SHIFT_SAID[opposite]}`,
    );
    return true;
  }
  if (
    /^\s*(?:make (?:it|this|everything) |go |a bit |slightly |much )*(bolder|stronger|punchier)\s*$/.test(c)
  ) {
    ask(
      ctx,
      'Bolder how: heavier type ("bolder font"), brighter colours ("more vibrant") or a bigger brand name ("bigger name")? Nothing was charged.',
    );
    return true;
  }
  const shift = SHIFTS.find(([re]) => re.test(c))?.[1];
  const colourWords = /\b(colour|palette|tones?|hues?|shades?|scheme)\b/.test(c);
  const bare = c.trim().split(/\s+/).length <= 3;
  if (
    shift &&
    (bare ||
      onBackground ||
      colourWords ||
      /\b(make|go|feel|look|bit|little|more|less|much|way|slightly|it|overall|everything|whole)\b/.test(c))
  ) {
    if (s.kind === 'mockup' && !onBackground) return false;
    const target = onBackground ? 'background' : 'palette';
    const amount = byDegree(degreeOf(c), 0.12, 0.25, 0.45);
    const op: EditOperation = {
      type: 'shift-colours',
      shift,
      target,
      amount,
    };
    found(ctx, op, `made the ${onBackground ? 'background' : 'colours'} ${SHIFT_SAID[shift]}`);
    return true;
  }
  const mood = MOODS.find(([re]) => re.test(c));
  if (mood && s.kind !== 'mockup') {
    found(ctx, { type: 'recolour', colours: mood[1] }, `gave it ${mood[2]} colours`);
    return true;
  }
  if (
    /\b(new|different|another|fresh|other|change the|swap the|switch the)\s+colou?r|\brecolou?r|\bcolou?r\s*(scheme|palette|way)|\bpalette\b|\bcolou?rs?\b.*\b(change|swap|different|switch)\b/.test(
      c,
    ) &&
    s.kind !== 'mockup'
  ) {
    found(ctx, { type: 'recolour', colours: [], seed: ctx.seed }, 'gave it a new colour scheme');
    return true;
  }
  return false;
}

const SHIFT_SAID = {
  darker: 'darker',
  lighter: 'lighter',
  warmer: 'warmer',
  cooler: 'cooler',
  brighter: 'brighter',
  muted: 'more muted',
};
