/**
 * Photographed sets (photoshoots, still lifes): light, camera, setting, surface, props, pack
 * material and finish; generated imagery: mood, composition, subjects; mockups: artwork fit.
 */

import type { PropKind } from '../../../document/set-vocabulary.ts';
import type { EditOperation } from '../../../edit/operations.ts';
import { iconsForText } from '../../../scene/icons.ts';
import { found, type ReadContext, refuse } from './context.ts';
import { finishIn, materialIn } from './material.ts';
import { REMOVE } from './words.ts';

type SceneOp = Extract<EditOperation, { type: 'set-scene' }>;

const LIGHTS: [NonNullable<SceneOp['light']>, RegExp][] = [
  ['golden', /\b(golden light|golden|sunset|late afternoon|warm sun(?:light|shine)?|magic hour)\b/],
  ['morning', /\b(morning|sunrise|dawn|daylight|bright daylight|breakfast light|fresh light)\b/],
  ['window', /\b(window light|by (?:a|the) window|from (?:a|the) window|window)\b/],
  ['evening', /\b(evening|dusk|twilight|candle ?light|candlelit|night|low light|lamp ?light)\b/],
  [
    'hard',
    /\b(hard|harsh|dramatic|strong shadows?|high[- ]contrast|moody|moodier|noir|chiaroscuro|spotlight|deep shadows?|crisp shadows?)\b/,
  ],
  ['soft', /\b(soft|softer|diffused?|gentle|even|overcast|softbox|flat light|no shadows?)\b/],
];
const CAMERAS: [NonNullable<SceneOp['camera']>, RegExp][] = [
  ['flat-lay', /\b(flatlay|from above|from the top|top view|straight down|looking down|above it|overhead)\b/],
  [
    'close-up',
    /\b(closeup|closer|macro|detail shot|tight(?:er)? crop|zoom(?:ed)? in|crop(?:ped)? in|fill the frame)\b/,
  ],
  ['three-quarter', /\b(three[- ]quarters?|at an angle|angled|from the side|side angle|45 degrees?)\b/],
  [
    'hero',
    /\b(eye[- ]level|straight on|front on|head[- ]on|hero shot|heroic|low angle|from below|from the front)\b/,
  ],
];
const SETTINGS: [NonNullable<SceneOp['setting']>, RegExp][] = [
  ['kitchen', /\b(kitchen|counter ?top|worktop|kitchen counter)\b/],
  [
    'outdoor',
    /\b(outdoors?|outside|in nature|garden|park|on the grass|grass|forest|woods|meadow|picnic|field|al fresco)\b/,
  ],
  ['bathroom', /\b(bathroom|spa|by the sink|sink|shower|bath|vanity)\b/],
  ['cafe', /\b(cafe|café|coffee shop|coffeehouse|bistro|restaurant|bar counter)\b/],
  ['studio', /\b(studio|seamless|plain set|clean set|photo studio)\b/],
];
const SURFACES: [NonNullable<SceneOp['surface']>, RegExp][] = [
  ['wood', /\b(wood|oak|walnut|timber|rustic table|butcher ?block|chopping board|wooden)\b/],
  ['marble', /\b(marble|marbled)\b/],
  ['slate', /\b(slate|stone|granite)\b/],
  ['linen', /\b(linen|tablecloth|table cloth|fabric|cloth|napkin|tea towel)\b/],
  ['concrete', /\b(concrete|cement|terrazzo)\b/],
  ['kraft', /\b(kraft paper|brown paper|kraft)\b/],
  ['paper', /\b(paper|card ?stock|white paper)\b/],
  ['plaster', /\b(plaster|stucco|render)\b/],
];
const PROP_WORDS: [PropKind, RegExp][] = [
  ['raspberry', /\braspberr(?:y|ies)\b/],
  ['blueberry', /\bblueberr(?:y|ies)\b/],
  ['strawberry', /\bstrawberr(?:y|ies)\b/],
  ['cherry', /\bcherr(?:y|ies)\b/],
  ['coffee-bean', /\b(coffee beans?|beans)\b/],
  ['leaf', /\b(leaf|leaves|greenery|foliage|mint|herbs?|basil|eucalyptus|sprigs?|plants?)\b/],
  ['citrus', /\b(citrus|lemons?|limes?|oranges?|orange slices?|lemon slices?|grapefruit)\b/],
  ['nut', /\b(nuts?|almonds?|hazelnuts?|walnuts?|pecans?|peanuts?|cashews?)\b/],
  ['flower', /\b(flowers?|petals?|blossoms?|roses?|florals?|daisies|daisy|peonies)\b/],
  ['pebble', /\b(pebbles?|stones|rocks?)\b/],
  ['chocolate', /\b(chocolate|cocoa|cacao)\b/],
  ['cinnamon', /\b(cinnamon|cinnamon sticks?|spices?|star anise)\b/],
  ['wheat', /\b(wheat|grains?|oats|barley|ears? of)\b/],
];
const MOODS: [NonNullable<Extract<EditOperation, { type: 'set-imagery' }>['mood']>, RegExp][] = [
  ['dark', /\b(moody|moodier|dark(?:er)? mood|noir|gloomy|brooding|mysterious)\b/],
  ['calm', /\b(calm|calmer|serene|peaceful|relaxed|tranquil|quiet|zen|restful)\b/],
  ['energetic', /\b(energetic|dynamic|lively|high[- ]energy|punchy|exciting|action)\b/],
  ['bright', /\b(airy|light and airy|sunny|cheerful|uplifting|bright mood)\b/],
  ['warm', /\b(cosy|cozy|cosier|cozier|homely|inviting|warm (?:mood|feel|vibe))\b/],
  ['cool', /\b(crisp|icy|wintry|cool (?:mood|feel|vibe)|clinical)\b/],
  ['playful', /\b(playful|fun|funny|whimsical|quirky|silly|cheeky|cute)\b/],
  ['elegant', /\b(elegant|luxurious|luxury|premium|classy|sophisticated|refined|upmarket|high[- ]end)\b/],
];
const COMPOSITIONS: [NonNullable<Extract<EditOperation, { type: 'set-imagery' }>['composition']>, RegExp][] =
  [
    ['scatter', /\b(scatter(?:ed)?|spread (?:them )?out|all over|random(?:ly)?|strewn)\b/],
    ['grid', /\b(grid|rows|neat(?:ly)? arranged|knolling|in a row|lined up|organised)\b/],
    ['orbit', /\b(orbit(?:ing)?|circl(?:e|ing)|around the (?:centre|middle)|ring of|in a circle)\b/],
    ['landscape', /\b(landscape|scenery|panorama|panoramic|horizon|vista|wide scene)\b/],
    ['hero', /\b(hero|single|just one|one big|centred subject|focus on one|on its own|alone)\b/],
  ];

const LIGHT_SAID: Record<string, string> = {
  golden: 'golden-hour light',
  morning: 'morning light',
  window: 'window light',
  evening: 'evening light',
  hard: 'hard, dramatic light',
  soft: 'soft light',
};
const CAMERA_SAID: Record<string, string> = {
  'flat-lay': 'shot it from above',
  'close-up': 'moved the camera in close',
  'three-quarter': 'shot it at a three-quarter angle',
  hero: 'shot it straight on at eye level',
};

/** Reads set, imagery and mockup requests in a clause; true when the clause was about them. */
export function readScene(c: string, ctx: ReadContext): boolean {
  const s = ctx.summary;
  if (s.kind === 'mockup') return readFit(c, ctx);
  const photographed = s.kind === 'photoshoot' || (s.kind === 'imagery' && Boolean(s.set));
  let read = false;
  // a still life keeps its composition and takes its mood from the set's light
  if (s.kind === 'imagery' && !photographed) read = readImagery(c, ctx, photographed) || read;
  if (!photographed) return read;

  const props = readProps(c, ctx);
  if (props) return true;
  const light =
    /\b(light|lighting|lit|sun|glow|shadows?|hour|moody|moodier|mood)\b/.test(c) ||
    /\bgolden|sunset|sunrise|candle/.test(c)
      ? LIGHTS.find(([, re]) => re.test(c))?.[0]
      : undefined;
  const camera = CAMERAS.find(([, re]) => re.test(c))?.[0];
  const setting = /\b(in|into|at|to|on|set|setting|scene|location|move|put|place|outdoors?|outside)\b/.test(c)
    ? SETTINGS.find(([, re]) => re.test(c))?.[0]
    : undefined;
  const surface =
    /\b(on|onto|surface|table|counter|top|background|backdrop|base|board|slab|cloth|under|underneath|beneath|below)\b/.test(
      c,
    )
      ? SURFACES.find(([, re]) => re.test(c))?.[0]
      : undefined;
  const material =
    s.set?.pack &&
    /\b(in|made of|made from|material|as|to|into|make it|pack|packaging|jar|bottle|pouch|bag|tin|box|look|feel|effect)\b/.test(
      c,
    )
      ? materialIn(c)
      : undefined;
  const finish = s.set?.pack ? finishIn(c) : undefined;
  const op: SceneOp = {
    type: 'set-scene',
    ...(light && light !== s.set?.light ? { light } : {}),
    ...(camera && camera !== s.set?.camera ? { camera } : {}),
    ...(setting && setting !== s.set?.setting ? { setting } : {}),
    ...(surface && surface !== s.set?.surface ? { surface } : {}),
    ...(material && material !== s.set?.material ? { material } : {}),
    ...(finish && finish !== s.set?.finish ? { finish } : {}),
  };
  const said = [
    op.light && `lit it with ${LIGHT_SAID[op.light]}`,
    op.camera && CAMERA_SAID[op.camera],
    op.setting && `moved the set to ${op.setting === 'outdoor' ? 'the outdoors' : `a ${op.setting}`}`,
    op.surface && `put it on ${op.surface === 'wood' ? 'a wooden table' : op.surface}`,
    op.material && `made the pack ${op.material}`,
    op.finish && `gave it a ${op.finish} finish`,
  ].filter(Boolean);
  if (said.length) {
    found(ctx, op, said.join(', '));
    return true;
  }
  // "give it a kraft look" when the pack is kraft already: said so, not read as a colour
  if ((material && material === s.set?.material) || (finish && finish === s.set?.finish))
    return refuse(ctx, `The pack is already ${material ?? finish}. Nothing was charged.`);
  return read;
}

function readProps(c: string, ctx: ReadContext): boolean {
  const props = ctx.summary.set?.props ?? [];
  const named = PROP_WORDS.filter(([, re]) => re.test(c)).map(([p]) => p);
  // 'berries': the berries there are, or raspberries when adding
  if (/\bberries\b/.test(c) && !named.length) {
    const there = props.filter((p) => /berry|cherry/.test(p)) as PropKind[];
    named.push(...(there.length && REMOVE.test(c) ? there : (['raspberry'] as PropKind[])));
  }
  const remove = REMOVE.test(c) && !/\b(add|with some|scatter)\b/.test(c);
  if (
    remove &&
    (/\b(props?|everything|all|clutter|objects|things|bits|stuff)\b/.test(c) ||
      (/\b(clean|clear|empty|bare)\b/.test(c) && !named.length))
  ) {
    if (!props.length)
      return refuse(ctx, 'There are no props in this picture to remove. Nothing was charged.');
    found(ctx, { type: 'remove-prop' }, 'cleared the props');
    return true;
  }
  if (!named.length) return false;
  if (remove) {
    for (const prop of named) {
      if (props.includes(prop)) found(ctx, { type: 'remove-prop', prop }, `removed the ${PROP_SAID(prop)}`);
      else ctx.r.refusal ??= `There are no ${PROP_SAID(prop)} in this picture. Nothing was charged.`;
    }
    return true;
  }
  // "add strawberries and lemons": the second clause goes on adding
  const continuing = ctx.r.ops.at(-1)?.type === 'add-prop' && c.trim().split(/\s+/).length <= 3;
  if (
    !continuing &&
    !/\b(add|scatter|sprinkle|put|throw|place|with|some|few|more|include|surround|around|dot|strew|garnish|style)\b/.test(
      c,
    )
  )
    return false;
  for (const prop of named) {
    if (props.includes(prop)) continue;
    found(ctx, { type: 'add-prop', prop }, `added ${PROP_SAID(prop)}`);
  }
  return true;
}

const PROP_SAID = (p: PropKind) =>
  ({
    leaf: 'leaves',
    citrus: 'citrus slices',
    'coffee-bean': 'coffee beans',
    cherry: 'cherries',
    raspberry: 'raspberries',
    blueberry: 'blueberries',
    strawberry: 'strawberries',
    nut: 'nuts',
    flower: 'flowers',
    pebble: 'pebbles',
    chocolate: 'chocolate',
    cinnamon: 'cinnamon sticks',
    wheat: 'wheat',
  })[p];

function readImagery(c: string, ctx: ReadContext, photographed: boolean): boolean {
  const s = ctx.summary;
  const mood = MOODS.find(([, re]) => re.test(c))?.[0];
  const composition =
    /\b(composition|arrange\w*|layout|put them|place them|lay them|show them|spread|scatter\w*|grid|rows|orbit\w*|circl\w*|landscape|scenery|panoram\w*|single|one big|on its own|just one)\b/.test(
      c,
    )
      ? COMPOSITIONS.find(([, re]) => re.test(c))?.[0]
      : undefined;
  // subjects: "show lemons instead", "make it about tea", "swap the coffee for tea"
  let subjects: string[] | undefined;
  if (!photographed) {
    const m =
      /\b(?:show|feature|make it about|use|draw|with|picture of|image of|swap (?:the )?\w+ for|replace (?:the )?\w+ with|subjects?:?|instead of \w+,? (?:use|show))\s+(?:some\s+|a\s+|an\s+)?([a-z][a-z ,&-]{2,60}?)(?:\s+instead)?\s*$/.exec(
        c.trim(),
      );
    const icons = m
      ? [...new Set(m[1]!.split(/\s*(?:,|\band\b|&)\s*/).flatMap((w) => iconsForText(w).slice(0, 1)))]
      : [];
    if (icons.length && /\binstead\b|\bswap|\breplace|\babout\b|\bsubjects?\b|\bshow\b|\bfeature\b/.test(c))
      subjects = icons.slice(0, 4);
    else if (/\b(add|include|also show|plus)\b/.test(c)) {
      const more = iconsForText(c.replace(/\b(add|include|also|show|plus|some|a|an|the|more)\b/g, ' ')).slice(
        0,
        2,
      );
      if (more.length) subjects = [...new Set([...(s.subjects ?? []), ...more])].slice(0, 8);
    }
  }
  if (!mood && !composition && !subjects) return false;
  if (composition === 'still-life' && !photographed) return false;
  const op: EditOperation = {
    type: 'set-imagery',
    ...(mood && mood !== s.mood ? { mood } : {}),
    ...(composition && composition !== s.composition ? { composition } : {}),
    ...(subjects ? { subjects } : {}),
  };
  if (Object.keys(op).length === 1) return false;
  const said = [
    op.mood && `gave it a ${op.mood} mood`,
    op.composition && `changed the composition to ${op.composition}`,
    op.subjects && `changed the subjects to ${op.subjects.join(', ')}`,
  ].filter(Boolean);
  found(ctx, op, said.join(', '));
  // a moodier photograph is also lit harder
  return true;
}

function readFit(c: string, ctx: ReadContext): boolean {
  const contain =
    /\b(whole|entire|all of the|full|uncropped|don'?t crop|do not crop|without cropping|no crop(?:ping)?|fit (?:it|the artwork|the design)? ?(?:inside|in)|contain|show all)\b/.test(
      c,
    );
  const cover =
    /\b(fill|cover|edge to edge|bleed|crop (?:it )?to fill|wrap (?:it )?all the way|full bleed)\b/.test(c);
  if (!contain && !cover) return false;
  const fit = contain && !/\bfill|cover|bleed\b/.test(c) ? 'contain' : 'cover';
  if (fit === ctx.summary.fit) return false;
  found(
    ctx,
    { type: 'set-fit', fit },
    fit === 'contain' ? 'fitted the whole artwork on the pack' : 'made the artwork fill the pack',
  );
  return true;
}
