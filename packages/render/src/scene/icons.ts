import * as mdi from '@mdi/js';
import { multiply, type Path, parseSvgPath, rotate, scale, transformPath, translate } from './path.ts';

/**
 * Subject icons from Material Design Icons (@mdi/js, Apache-2.0): filled 24×24 path data, used as
 * logo symbols, label illustrations, pattern motifs and imagery subjects.
 */
const ICONS: Record<string, { d: string; words: string[] }> = {};

function add(name: string, d: string | undefined, words: string) {
  if (d) ICONS[name] = { d, words: words.split(/\s+/).filter(Boolean) };
}

const I = mdi as unknown as Record<string, string>;
const TABLE: [string, string, string][] = [
  [
    'coffee',
    'mdiCoffee',
    'coffee cafe espresso latte brew roast roastery cold-brew mocha cappuccino barista',
  ],
  ['coffee-outline', 'mdiCoffeeOutline', 'coffee cafe cup mug'],
  ['tea', 'mdiTea', 'tea chai matcha infusion herbal brew kettle'],
  [
    'leaf',
    'mdiLeaf',
    'leaf leaves organic natural vegan plant green eco botanical herbal fresh clean skincare',
  ],
  ['leaf-maple', 'mdiLeafMaple', 'maple autumn fall canada leaf syrup'],
  ['sprout', 'mdiSprout', 'sprout seedling grow growth garden organic plant young vegan'],
  ['flower', 'mdiFlower', 'flower floral bloom blossom beauty spring garden petal'],
  ['flower-tulip', 'mdiFlowerTulip', 'tulip flower floral spring beauty feminine'],
  ['flower-poppy', 'mdiFlowerPoppy', 'poppy flower wild floral'],
  ['spa', 'mdiSpa', 'spa wellness calm relax lotus zen skincare beauty self-care yoga'],
  ['water', 'mdiWater', 'water drop droplet serum hydrate hydration aqua liquid oil moisture'],
  ['bottle-wine', 'mdiBottleWine', 'wine bottle vineyard winery'],
  ['glass-wine', 'mdiGlassWine', 'wine glass red rose white vino'],
  ['beer', 'mdiBeer', 'beer ale lager pint brewery brew craft ipa stout pub'],
  ['hops', 'mdiHops', 'hops hop brewery craft ipa beer'],
  ['barley', 'mdiBarley', 'barley grain wheat malt whisky bread cereal farm'],
  ['bee', 'mdiBee', 'bee honey hive pollen buzz'],
  ['hexagon', 'mdiHexagonMultiple', 'honeycomb hexagon hive honey geometric'],
  ['candle', 'mdiCandle', 'candle wax scent scented fragrance home cosy cozy'],
  ['fire', 'mdiFire', 'fire flame hot spicy heat energy bold'],
  ['bread', 'mdiBreadSlice', 'bread bakery toast sourdough loaf'],
  ['cupcake', 'mdiCupcake', 'cupcake cake bakery dessert sweet treat'],
  ['cookie', 'mdiCookie', 'cookie biscuit bakery snack treat'],
  ['ice-cream', 'mdiIceCream', 'ice cream gelato dessert frozen summer'],
  ['pizza', 'mdiPizza', 'pizza italian slice takeaway'],
  ['candy', 'mdiCandy', 'candy sweets confectionery sugar treat'],
  ['cake', 'mdiCakeVariant', 'cake birthday celebration patisserie'],
  [
    'cherries',
    'mdiFruitCherries',
    'cherry cherries fruit berry berries red strawberry raspberry blueberry blackberry jam preserve preserves conserve jelly compote',
  ],
  [
    'citrus',
    'mdiFruitCitrus',
    'citrus lemon lime orange grapefruit fruit zest lemonade vitamin marmalade curd',
  ],
  ['grapes', 'mdiFruitGrapes', 'grape grapes wine fruit vineyard'],
  ['pineapple', 'mdiFruitPineapple', 'pineapple tropical fruit exotic summer'],
  ['watermelon', 'mdiFruitWatermelon', 'watermelon melon summer fruit'],
  ['apple', 'mdiFoodApple', 'apple fruit cider orchard fresh healthy'],
  ['carrot', 'mdiCarrot', 'carrot vegetable veggie garden'],
  ['chili', 'mdiChiliHot', 'chili chilli pepper hot spicy sauce salsa mexican'],
  ['corn', 'mdiCorn', 'corn maize popcorn cereal farm'],
  ['mushroom', 'mdiMushroom', 'mushroom fungi forest earthy adaptogen'],
  ['tree', 'mdiTree', 'tree forest wood nature'],
  ['pine', 'mdiPineTree', 'pine christmas forest evergreen winter'],
  ['cactus', 'mdiCactus', 'cactus desert mexico tequila succulent'],
  ['paw', 'mdiPaw', 'pet pets dog cat paw animal treats'],
  ['dog', 'mdiDog', 'dog puppy pet'],
  ['cat', 'mdiCat', 'cat kitten pet'],
  ['fish', 'mdiFish', 'fish sea seafood ocean salmon tuna'],
  ['waves', 'mdiWaves', 'wave waves ocean sea surf beach water marine'],
  ['sun', 'mdiWhiteBalanceSunny', 'sun sunny summer bright energy morning sunshine happy'],
  ['moon', 'mdiMoonWaningCrescent', 'moon night sleep calm dream evening'],
  ['star', 'mdiStar', 'star stars kids fun premium award celestial'],
  ['sparkle', 'mdiStarFourPoints', 'sparkle shine glow radiant magic glitter'],
  ['heart', 'mdiHeart', 'heart love care kind gift'],
  ['heart-pulse', 'mdiHeartPulse', 'health heart pulse cardio medical wellbeing'],
  ['pill', 'mdiPill', 'pill supplement vitamin capsule medicine pharmacy'],
  ['dumbbell', 'mdiDumbbell', 'fitness gym dumbbell protein sport strength workout'],
  ['run', 'mdiRun', 'run running sport active athletic energy'],
  ['chip', 'mdiChip', 'tech technology chip electronics computer ai software'],
  ['headphones', 'mdiHeadphones', 'headphones audio music sound podcast'],
  ['music', 'mdiMusic', 'music song band record vinyl album'],
  ['album', 'mdiAlbum', 'album vinyl record disc'],
  ['hanger', 'mdiHanger', 'fashion clothing apparel wardrobe boutique'],
  ['tshirt', 'mdiTshirtCrew', 'tshirt shirt apparel merch clothing streetwear'],
  ['sneaker', 'mdiShoeSneaker', 'shoe sneaker footwear trainer'],
  ['diamond', 'mdiDiamondStone', 'diamond jewel jewellery jewelry luxury gem precious'],
  ['crown', 'mdiCrown', 'crown royal king queen luxury premium regal'],
  ['feather', 'mdiFeather', 'feather light writer pen stationery soft'],
  ['pen', 'mdiFountainPenTip', 'pen stationery writing ink journal notebook'],
  ['home', 'mdiHome', 'home house living interior'],
  ['recycle', 'mdiRecycle', 'recycle recyclable eco sustainable zero-waste planet'],
  ['spray', 'mdiSpray', 'spray cleaner cleaning mist'],
  ['broom', 'mdiBroom', 'broom clean cleaning household'],
  ['baby', 'mdiBabyFaceOutline', 'baby infant newborn kids gentle'],
  ['rocket', 'mdiRocket', 'rocket space launch kids startup fast boost'],
  ['bolt', 'mdiLightningBolt', 'lightning bolt energy electric power boost charge'],
  ['atom', 'mdiAtom', 'atom science lab molecule'],
  ['earth', 'mdiEarth', 'earth planet world global globe'],
  ['mountain', 'mdiImageFilterHdr', 'mountain mountains outdoor adventure alpine hiking peak landscape'],
  ['snowflake', 'mdiSnowflake', 'snow snowflake winter cold frozen ice cool mint'],
  ['butterfly', 'mdiButterfly', 'butterfly garden spring delicate'],
  ['bird', 'mdiBird', 'bird wings freedom song'],
  ['owl', 'mdiOwl', 'owl wise wisdom night books'],
  ['rabbit', 'mdiRabbit', 'rabbit bunny easter cruelty-free'],
  ['horse', 'mdiHorse', 'horse equestrian ranch'],
  ['anchor', 'mdiAnchor', 'anchor nautical marine sailor navy rum sea'],
  ['compass', 'mdiCompass', 'compass travel explore adventure navigation'],
  ['bike', 'mdiBike', 'bike bicycle cycling ride'],
  ['gift', 'mdiGift', 'gift present gifting christmas birthday surprise'],
  ['ribbon', 'mdiRibbon', 'ribbon award cause'],
  ['palette', 'mdiPalette', 'art paint palette artist creative colour'],
  ['brush', 'mdiBrush', 'brush paint makeup art'],
  ['camera', 'mdiCamera', 'camera photo photography'],
  ['book', 'mdiBookOpenVariant', 'book books reading story library'],
  ['tooth', 'mdiTooth', 'tooth teeth dental toothpaste smile oral'],
  ['lipstick', 'mdiLipstick', 'lipstick makeup cosmetics beauty lips'],
  ['shimmer', 'mdiShimmer', 'shimmer glow glitter radiance'],
  ['seed', 'mdiSeed', 'seed seeds grain nut organic'],
  ['grain', 'mdiGrain', 'grain texture granola oats'],
  ['nutrition', 'mdiNutrition', 'nutrition healthy diet food fresh'],
  ['egg', 'mdiEgg', 'egg eggs farm breakfast'],
  ['cheese', 'mdiCheese', 'cheese dairy deli'],
  ['cocktail', 'mdiGlassCocktail', 'cocktail bar spirits gin vodka martini drinks'],
  ['glass-tulip', 'mdiGlassTulip', 'whisky whiskey brandy cognac spirits'],
  ['mug', 'mdiGlassMug', 'mug beer stein tankard'],
  ['cup', 'mdiCupWater', 'cup water drink juice smoothie soda'],
  ['bowl', 'mdiBowlMix', 'bowl cereal granola breakfast salad mix porridge'],
  ['peanut', 'mdiPeanut', 'peanut nut nuts butter almond'],
  ['noodles', 'mdiNoodles', 'noodles ramen asian pasta'],
  ['burger', 'mdiHamburger', 'burger hamburger fast food grill'],
  ['taco', 'mdiTaco', 'taco mexican street food'],
  ['popcorn', 'mdiPopcorn', 'popcorn cinema movie snack'],
  ['chef', 'mdiChefHat', 'chef kitchen cook restaurant cuisine'],
  ['barn', 'mdiBarn', 'farm barn rural country dairy'],
  ['cow', 'mdiCow', 'cow milk dairy beef farm'],
  ['sheep', 'mdiSheep', 'sheep wool lamb'],
  ['package', 'mdiPackageVariant', 'package parcel shipping delivery box ecommerce'],
  ['truck', 'mdiTruck', 'truck delivery shipping logistics'],
  ['cloud', 'mdiCloud', 'cloud sky soft dreamy'],
  ['umbrella', 'mdiUmbrella', 'umbrella rain weather'],
  ['kettle', 'mdiKettle', 'kettle tea kitchen'],
  ['medal', 'mdiMedal', 'medal award winner quality'],
  ['trophy', 'mdiTrophy', 'trophy champion winner sport'],
  ['shield', 'mdiShieldCheck', 'shield protect protection trust secure safe insurance'],
  ['key', 'mdiKey', 'key security property'],
  ['flask', 'mdiFlask', 'flask lab science formula chemistry potion'],
  ['microscope', 'mdiMicroscope', 'microscope research science clinical'],
  ['dna', 'mdiDna', 'dna biotech genetics science'],
  ['molecule', 'mdiMolecule', 'molecule chemistry formula science active'],
  ['yoga', 'mdiYoga', 'yoga pilates mindful'],
  ['meditation', 'mdiMeditation', 'meditation mindful calm zen'],
  ['candycane', 'mdiCandycane', 'candy cane christmas festive peppermint'],
  ['ornament', 'mdiOrnamentVariant', 'ornament bauble christmas festive holiday'],
  ['firework', 'mdiFirework', 'firework celebration party new year'],
  ['party', 'mdiPartyPopper', 'party celebration fun birthday'],
  ['balloon', 'mdiBalloon', 'balloon party kids birthday'],
  ['guitar', 'mdiGuitarAcoustic', 'guitar music acoustic folk band'],
  ['microphone', 'mdiMicrophone', 'microphone podcast voice singing'],
  ['gamepad', 'mdiGamepadVariant', 'game gaming gamer controller play'],
  ['battery', 'mdiBatteryCharging', 'battery charge power energy'],
  ['solar', 'mdiSolarPower', 'solar renewable energy green'],
  ['wind', 'mdiWindTurbine', 'wind turbine renewable clean'],
  ['clover', 'mdiClover', 'clover lucky irish shamrock'],
  ['flower-outline', 'mdiFlowerOutline', 'flower outline delicate'],
  ['silverware', 'mdiSilverwareForkKnife', 'restaurant dining food meal cutlery'],
];

for (const [name, key, words] of TABLE) add(name, I[key], `${name} ${words}`);

export const ICON_NAMES: readonly string[] = Object.keys(ICONS);

const parsed = new Map<string, Path>();

/** Icon outline in its own 24×24 box. */
export function iconPath(name: string): Path {
  const key = ICONS[name] ? name : 'star';
  let p = parsed.get(key);
  if (!p) {
    p = parseSvgPath(ICONS[key]!.d);
    parsed.set(key, p);
  }
  return p;
}

export function hasIcon(name: string): boolean {
  return name in ICONS;
}

/** Icon scaled to `size` and centred at (cx, cy), optionally rotated. */
export function placeIcon(name: string, cx: number, cy: number, size: number, rotation = 0): Path {
  const s = size / 24;
  let m = multiply(translate(cx, cy), multiply(scale(s), translate(-12, -12)));
  if (rotation) m = multiply(rotate(rotation, cx, cy), m);
  return transformPath(iconPath(name), m);
}

/** Normalises free text into words. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1);
}

/** Icons whose keywords match the words, best match first. */
export function iconsForText(text: string): string[] {
  const ws = words(text);
  const scores = new Map<string, number>();
  ws.forEach((w, i) => {
    const stem = w.replace(/(ies|es|s)$/, '');
    for (const [name, icon] of Object.entries(ICONS)) {
      for (const k of icon.words) {
        if (k === w || k === stem || (stem.length > 3 && k.startsWith(stem))) {
          // earlier words weigh slightly more; exact name match most
          scores.set(name, (scores.get(name) ?? 0) + (k === name ? 3 : 2) - i * 0.001);
          break;
        }
      }
    }
  });
  return [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([n]) => n);
}

/** Keywords an icon answers to. */
export function iconKeywords(name: string): string[] {
  return ICONS[name]?.words ?? [name];
}
