import { NAMED_COLOURS } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { parseLogoPrompt } from './logo-brief.ts';

/**
 * Real-sounding logo briefs with what a person reads from them: the brand, who it is for and the
 * brand colours (as catalogue names; "green tea" is a drink, not the colour green). CASES were
 * written before the reader was rewritten (the old reader got 35.0% of their fields); the two
 * held-out groups were written later and first measured at 39/48 and 21/24.
 */
const FIELDS = ['brand', 'audience', 'colours'] as const;
type Field = (typeof FIELDS)[number];

interface Case {
  text: string;
  brand: string;
  audience: string;
  colours: string[];
  /** Fields the reader still gets wrong here, and why. */
  misses?: Field[];
}

const CASES: Case[] = [
  {
    text: 'We are Lumen Tea, a premium loose-leaf green tea company for busy professionals who want a calm ritual. Earthy, calm and elegant.',
    brand: 'Lumen Tea',
    audience: 'busy professionals who want a calm ritual',
    colours: [],
  },
  {
    text: "Lumen Tea is a small-batch tea house aimed at young urban tea lovers. We'd like deep green and gold.",
    brand: 'Lumen Tea',
    audience: 'young urban tea lovers',
    colours: ['Green', 'Gold'],
  },
  {
    text: 'At Northfield Dairy we make organic yoghurt for families. Colours: cream and navy.',
    brand: 'Northfield Dairy',
    audience: 'families',
    colours: ['Cream', 'Navy'],
  },
  {
    text: 'A logo for a vegan bakery called Crumb & Co. Our customers are health-conscious millennials. Use mustard and terracotta.',
    brand: 'Crumb & Co',
    audience: 'health-conscious millennials',
    colours: ['Mustard', 'Terracotta'],
  },
  {
    text: "'Solbrew' — cold brew coffee in cans for runners and cyclists. Bright orange and black please.",
    brand: 'Solbrew',
    audience: 'runners and cyclists',
    colours: ['Orange', 'Black'],
  },
  {
    text: 'Our brand is called Wild Fern. We sell natural skincare for sensitive skin, mostly to women over 40. Sage green, soft white.',
    brand: 'Wild Fern',
    audience: 'women over 40',
    colours: ['Sage', 'White'],
  },
  {
    text: 'Brightside Pet Co. makes grain-free dog treats for dog owners who care about ingredients. Playful, friendly. Yellow and teal.',
    brand: 'Brightside Pet Co',
    audience: 'dog owners who care about ingredients',
    colours: ['Yellow', 'Teal'],
  },
  {
    text: 'Logo for Harbour & Vine, a wine bar in Bristol. Think burgundy and cream, elegant and warm.',
    brand: 'Harbour & Vine',
    audience: '',
    colours: ['Burgundy', 'Cream'],
  },
  {
    text: "We're Pocket Pantry, a meal kit delivery service for students on a budget. We want it to feel fun and affordable.",
    brand: 'Pocket Pantry',
    audience: 'students on a budget',
    colours: [],
  },
  {
    text: 'Introducing Oakridge Coffee Roasters: specialty coffee for home baristas. Colour palette of espresso brown, cream and copper.',
    brand: 'Oakridge Coffee Roasters',
    audience: 'home baristas',
    colours: ['Espresso', 'Cream', 'Copper'],
  },
  {
    text: 'A green tea brand targeting Gen Z. We are called Matcha Mood. Avoid red.',
    brand: 'Matcha Mood',
    audience: 'Gen Z',
    colours: [],
  },
  {
    text: 'Brand name is Kinfolk Candles. Hand-poured soy candles for people who love slow evenings at home. Palette: lavender, ivory and charcoal.',
    brand: 'Kinfolk Candles',
    audience: 'people who love slow evenings at home',
    colours: ['Lavender', 'Ivory', 'Charcoal'],
  },
  {
    text: 'My company Peak Fuel sells protein bars aimed at gym-goers and climbers. Bold, energetic. Black, white and electric blue.',
    brand: 'Peak Fuel',
    audience: 'gym-goers and climbers',
    colours: ['Black', 'White', 'Blue'],
  },
  {
    text: 'Honeycomb Kids is a clothing label for toddlers. Pastel yellow and baby blue, playful.',
    brand: 'Honeycomb Kids',
    audience: 'toddlers',
    colours: ['Yellow', 'Baby Blue'],
  },
  {
    text: 'The company, Fjord Water, sells sparkling mineral water to outdoor lovers. Ice blue and white.',
    brand: 'Fjord Water',
    audience: 'outdoor lovers',
    colours: ['Blue', 'White'],
  },
  {
    text: 'Need a logo for Saltwater Surf School. We teach beginners of all ages. Turquoise and sand colours.',
    brand: 'Saltwater Surf School',
    audience: 'beginners of all ages',
    colours: ['Turquoise', 'Sand'],
  },
  {
    text: 'Hi! I run a small cafe called the Copper Kettle. Cosy, warm, for locals and remote workers. Rust orange and cream tones.',
    brand: 'Copper Kettle',
    audience: 'locals and remote workers',
    colours: ['Rust', 'Cream'],
  },
  {
    text: 'Verde Kitchen is a plant-based meal prep company for busy parents. Greens and earthy browns.',
    brand: 'Verde Kitchen',
    audience: 'busy parents',
    colours: ['Green', 'Saddle Brown'],
  },
  {
    text: "Logo for my skincare line 'Dew Drop'. It's for teens with acne-prone skin.",
    brand: 'Dew Drop',
    audience: 'teens with acne-prone skin',
    colours: [],
  },
  {
    text: 'Golden Hour Candle Co: luxury candles in amber glass jars. Target audience: women 25-45 who love self-care. Black and gold.',
    brand: 'Golden Hour Candle Co',
    audience: 'women 25-45 who love self-care',
    colours: ['Black', 'Gold'],
  },
  {
    text: "We're launching Tidy Tails, a dog shampoo for pet owners in the city. Friendly and clean, mint green and white.",
    brand: 'Tidy Tails',
    audience: 'pet owners in the city',
    colours: ['Mint', 'White'],
  },
  {
    text: 'Orange juice brand named Squeeze Republic, aimed at kids and their parents. Orange and lime green.',
    brand: 'Squeeze Republic',
    audience: 'kids and their parents',
    colours: ['Orange', 'Lime Green'],
  },
  {
    text: 'Everyday Greens makes cold-pressed juices for health-conscious commuters. Fresh and natural feel.',
    brand: 'Everyday Greens',
    audience: 'health-conscious commuters',
    colours: [],
  },
  {
    text: 'Looking for a logo for Bolt Energy, an energy drink for gamers. Neon green and black, aggressive.',
    brand: 'Bolt Energy',
    audience: 'gamers',
    colours: ['Green', 'Black'],
  },
  {
    text: 'Rooted is a regenerative farm shop. We sell to conscious shoppers in Leeds. Olive and oat tones.',
    brand: 'Rooted',
    audience: 'conscious shoppers in Leeds',
    colours: ['Olive', 'Oat'],
  },
  {
    text: 'Lumen Tea — organic teas for people who want to slow down. Colours: jade, cream.',
    brand: 'Lumen Tea',
    audience: 'people who want to slow down',
    colours: ['Jade', 'Cream'],
  },
  {
    text: 'Please design a logo for The Daily Grind, a coffee cart for commuters. Black coffee vibes but with a pop of red.',
    brand: 'The Daily Grind',
    audience: 'commuters',
    colours: ['Red'],
  },
  {
    text: 'Sunny Side Up is our breakfast cereal for children aged 5-10. Yellow, white, sky blue.',
    brand: 'Sunny Side Up',
    audience: 'children aged 5-10',
    colours: ['Yellow', 'White', 'Sky Blue'],
  },
  {
    text: 'The brand: Nordic Knit. Wool sweaters designed for hikers and outdoor people. Forest green, charcoal and oatmeal.',
    brand: 'Nordic Knit',
    audience: 'hikers and outdoor people',
    colours: ['Forest Green', 'Charcoal', 'Oat'],
    // "oatmeal" is not a catalogue colour; a person reads it as Oat.
    misses: ['colours'],
  },
  {
    text: "Mama Rosa's makes fresh pasta sauces for home cooks. Tomato red, basil green, cream.",
    brand: "Mama Rosa's",
    audience: 'home cooks',
    colours: ['Tomato', 'Green', 'Cream'],
  },
  {
    text: "I'm starting a tech startup called Nimbus Labs that builds scheduling software for small clinics.",
    brand: 'Nimbus Labs',
    audience: 'small clinics',
    colours: [],
  },
  {
    text: 'Fizzwick — craft sodas with real fruit. For adults who miss childhood flavours. Cherry red and vanilla.',
    brand: 'Fizzwick',
    audience: 'adults who miss childhood flavours',
    colours: ['Cherry'],
  },
  {
    text: 'We are Blue Harbour Fish Co and we sell sustainable seafood for restaurants and chefs. Navy and white.',
    brand: 'Blue Harbour Fish Co',
    audience: 'restaurants and chefs',
    colours: ['Navy', 'White'],
  },
  {
    text: 'Kindred Coffee is a neighbourhood cafe for everyone. Warm caramel and cream colours.',
    brand: 'Kindred Coffee',
    audience: 'everyone',
    colours: ['Caramel', 'Cream'],
  },
  {
    text: 'A luxury chocolate brand for gifting, called Velvet Cocoa. Rich chocolate brown and rose gold.',
    brand: 'Velvet Cocoa',
    audience: '',
    colours: ['Chocolate', 'Rose Gold'],
  },
  {
    text: 'Little Sprout organic baby food, aimed at new parents. Soft peach and sage colours.',
    brand: 'Little Sprout',
    audience: 'new parents',
    colours: ['Peach', 'Sage'],
  },
  {
    text: 'our brand is oat & honey, a granola company for busy mornings',
    brand: 'oat & honey',
    audience: '',
    colours: [],
  },
  {
    text: 'Logo please! Name: Tiny Tusk. Toy brand for kids 3+. Primary colours, red yellow blue.',
    brand: 'Tiny Tusk',
    audience: 'kids 3+',
    colours: ['Red', 'Yellow', 'Blue'],
  },
  {
    text: 'Atlas Outdoor Gear is for hikers, climbers and campers. Rugged, trusted. Khaki and orange.',
    brand: 'Atlas Outdoor Gear',
    audience: 'hikers, climbers and campers',
    colours: ['Khaki', 'Orange'],
  },
  {
    text: 'Brewed by Bianca: small-batch kombucha for wellness fans. Pink and green.',
    brand: 'Brewed by Bianca',
    audience: 'wellness fans',
    colours: ['Pink', 'Green'],
  },
];

/** Written after the reader was tuned on CASES and measured without further changes. */
const HELD_OUT: Case[] = [
  {
    text: "hey, we're a two-person candle studio called ember & oak. our candles are for people who like cosy nights in. warm amber and deep brown tones",
    brand: 'ember & oak',
    audience: 'people who like cosy nights in',
    colours: ['Amber', 'Saddle Brown'],
  },
  {
    text: "Logo for Pip & Pop, a children's bubble tea shop aimed at teenagers and students. Lilac and mint.",
    brand: 'Pip & Pop',
    audience: 'teenagers and students',
    colours: ['Lilac', 'Mint'],
  },
  {
    text: 'Greenhouse Goods sells refillable cleaning products for eco-conscious households. We like forest green with off-white.',
    brand: 'Greenhouse Goods',
    audience: 'eco-conscious households',
    colours: ['Forest Green', 'White'],
  },
  {
    text: 'My bakery is called Rise & Shine. Sourdough and pastries for early risers. Butter yellow, terracotta.',
    brand: 'Rise & Shine',
    audience: 'early risers',
    colours: ['Butter', 'Terracotta'],
  },
  {
    text: 'At Stillwater Spa, we help stressed-out professionals unwind. Think seafoam, white and silver.',
    brand: 'Stillwater Spa',
    audience: 'stressed-out professionals',
    colours: ['White', 'Silver'],
    // "help X unwind": the verb after the audience is taken into it.
    misses: ['audience'],
  },
  {
    text: 'Nova Pets is a premium cat food brand for cat owners who read labels. Use #2E1A47 and a bright coral.',
    brand: 'Nova Pets',
    audience: 'cat owners who read labels',
    colours: ['#2E1A47', 'Coral'],
  },
  {
    text: '"Little Bean" — an organic coffee subscription for new parents who need the caffeine. Colours should be soft and muted: sage and oat.',
    brand: 'Little Bean',
    audience: 'new parents who need the caffeine',
    colours: ['Sage', 'Oat'],
  },
  {
    text: "We sell handmade hot sauce under the name Devil's Drip. Red and black, for chilli lovers.",
    brand: "Devil's Drip",
    audience: 'chilli lovers',
    colours: ['Red', 'Black'],
  },
  {
    text: 'Thistle & Thread makes knitted baby clothes. Audience: grandparents buying gifts. Pale pink, cream, lavender.',
    brand: 'Thistle & Thread',
    audience: 'grandparents buying gifts',
    colours: ['Pink', 'Cream', 'Lavender'],
  },
  {
    text: 'A craft brewery in Manchester named Foundry Ales. Industrial feel, copper and charcoal, for real ale drinkers.',
    brand: 'Foundry Ales',
    audience: 'real ale drinkers',
    colours: ['Copper', 'Charcoal'],
  },
  {
    text: 'Solace is a meditation app for anxious students. Calm navy and lavender.',
    brand: 'Solace',
    audience: 'anxious students',
    colours: ['Navy', 'Lavender'],
  },
  {
    text: "I'm opening a taco truck — La Jefa Tacos — for office workers at lunch. Hot pink and lime!",
    brand: 'La Jefa Tacos',
    audience: 'office workers at lunch',
    colours: ['Hot Pink', 'Lime'],
  },
  {
    text: 'Bramble Botanicals: hand-made soaps with English garden herbs, mostly bought by women in their 30s. Plum, sage and gold.',
    brand: 'Bramble Botanicals',
    audience: 'women in their 30s',
    colours: ['Plum', 'Sage', 'Gold'],
  },
  {
    text: 'Need a fresh identity for Kite Insurance, which sells travel cover to backpackers. Sky blue and orange.',
    brand: 'Kite Insurance',
    audience: 'backpackers',
    colours: ['Sky Blue', 'Orange'],
  },
  {
    text: 'Orchard Lane Cider — dry cider from Somerset apples, aimed at drinkers in their twenties. Apple green and cream.',
    brand: 'Orchard Lane Cider',
    audience: 'drinkers in their twenties',
    colours: ['Green', 'Cream'],
  },
  {
    text: 'Our new skincare brand, Lumière, targets men who never used moisturiser. Black with silver.',
    brand: 'Lumière',
    audience: 'men who never used moisturiser',
    colours: ['Black', 'Silver'],
  },
];

/** Written after the gaps HELD_OUT showed were fixed, and measured as they came. */
const SECOND_HELD_OUT: Case[] = [
  {
    text: 'A minimalist logo for a coffee shop. Something modern and friendly, black and white.',
    brand: '',
    audience: '',
    colours: ['Black', 'White'],
  },
  {
    text: 'Premium dog food brand. Needs to feel trustworthy. Earthy tones, no pink.',
    brand: '',
    audience: '',
    colours: [],
  },
  {
    text: "Rebrand for Hartley's Honey, family beekeepers since 1952, selling raw honey to farm shops and delis. Golden yellow and black, like a bee.",
    brand: "Hartley's Honey",
    audience: 'farm shops and delis',
    colours: ['Yellow', 'Black'],
  },
  {
    text: 'Fern & Fable is a bookshop and cafe. We want a logo that feels like autumn — rust, mustard and olive.',
    brand: 'Fern & Fable',
    audience: '',
    colours: ['Rust', 'Mustard', 'Olive'],
    // three everyday colour names with no colour word or plain colour beside them.
    misses: ['colours'],
  },
  {
    text: 'Tech startup, name is Quanta, building AI tools for accountants. Deep purple and electric blue, sleek.',
    brand: 'Quanta',
    audience: 'accountants',
    colours: ['Purple', 'Blue'],
    // "accountants" is not a known word for people.
    misses: ['audience'],
  },
  {
    text: "Hello! I'm Sarah and I run Sarah's Sweet Treats, a home bakery for birthday parties and weddings. Pastel pink and mint please.",
    brand: "Sarah's Sweet Treats",
    audience: '',
    colours: ['Pink', 'Mint'],
  },
  {
    text: 'We are a family-run olive oil producer in Crete called Kalos Groves, selling to food lovers across Europe.',
    brand: 'Kalos Groves',
    audience: 'food lovers across Europe',
    colours: [],
  },
  {
    text: 'Logo for a yoga studio, Still Point, for women over 50 who are new to yoga. Soft lilac, sand and white.',
    brand: 'Still Point',
    audience: 'women over 50 who are new to yoga',
    colours: ['Lilac', 'Sand', 'White'],
    // an aside after "studio," is not one of the phrasings read.
    misses: ['brand'],
  },
];

const hexOf = (name: string) => {
  if (name.startsWith('#')) return name.slice(1);
  const colour = NAMED_COLOURS.find((c) => c.name === name);
  if (!colour) throw new Error(`no catalogue colour named ${name}`);
  return colour.hex.replace('#', '');
};

const ALL = [...CASES, ...HELD_OUT, ...SECOND_HELD_OUT];

function read(c: Case) {
  const got = parseLogoPrompt(c.text);
  const actual: Record<Field, unknown> = {
    brand: got.brand,
    audience: got.targetAudience,
    colours: got.hexColours,
  };
  const expected: Record<Field, unknown> = {
    brand: c.brand,
    audience: c.audience,
    colours: c.colours.map(hexOf),
  };
  return { actual, expected };
}

const results = ALL.map(read);
const hits = results.reduce(
  (n, r) => n + FIELDS.filter((f) => JSON.stringify(r.actual[f]) === JSON.stringify(r.expected[f])).length,
  0,
);
const total = ALL.length * FIELDS.length;
const RATE = hits / total;
const MIN_RATE = 0.95;

describe('the local reader of a logo brief', () => {
  it(`gets ${hits} of ${total} fields right in ${ALL.length} briefs (${(100 * RATE).toFixed(1)}%; was 35.0% on the first 40)`, () => {
    expect(RATE).toBeGreaterThanOrEqual(MIN_RATE);
  });

  it.each(ALL.map((c, i) => ({ ...c, ...results[i]! })))(
    'reads "$text"',
    ({ actual, expected, misses = [] }) => {
      for (const f of FIELDS) {
        // A known miss stays listed until it is fixed, so the rate above stays honest.
        if (misses.includes(f)) expect(actual[f], f).not.toEqual(expected[f]);
        else expect(actual[f], f).toEqual(expected[f]);
      }
    },
  );
});
