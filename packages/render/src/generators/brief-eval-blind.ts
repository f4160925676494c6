/**
 * Briefs written blind — before reading how the packaging generator reads a brief — with what a
 * designer expects the document to hold. Part of the brief evaluation set (brief-eval.ts).
 */
import type { BriefCase } from './brief-eval.ts';

export const BLIND_BRIEFS: BriefCase[] = [
  {
    name: 'tea tin: hand-drawn mint and a steaming cup',
    form: {
      brand: 'Leaf & Kettle',
      packagingImage: 'tea-tin',
      prompt: 'Peppermint tea tin with hand-drawn mint leaves and a steaming cup',
    },
    expect: {
      motifs: [
        ['leaf', 'sprout', 'tea'],
        ['mug', 'cup', 'tea', 'kettle', 'coffee'],
      ],
      illustrated: true,
    },
  },
  {
    name: 'juice bottle: bold orange slices, slogan kept',
    form: {
      brand: 'Sunwise',
      slogan: 'Squeezed this morning',
      packagingImage: 'glass-bottle',
      prompt: 'Bold orange slices on a juice bottle',
    },
    expect: { motifs: [['citrus']], slogan: 'Squeezed this morning', notMinimal: true, hues: ['#F28C28'] },
  },
  {
    name: 'dark green background around a green pack',
    form: {
      brand: 'Fernhill',
      packagingImage: 'stand-up-pouch',
      prompt: 'Green matcha pouch, make the background dark green',
      colours: ['#3A7D44'],
    },
    expect: { background: '#1F4D2B', backgroundStandsOff: true },
  },
  {
    name: 'terracotta and cream, nothing else',
    form: {
      brand: 'Casa Terra',
      packagingImage: 'glass-jar',
      prompt: 'Olive tapenade jar in terracotta and cream',
    },
    expect: { hues: ['#C8644B', '#F3E9D2'] },
  },
  {
    name: 'strawberries, line drawing',
    form: {
      brand: 'Berry Lane',
      packagingImage: 'yoghurt-pot',
      prompt: 'Strawberry yoghurt with a simple line drawing of strawberries',
    },
    expect: { motifs: [['cherries', 'apple', 'heart']] },
  },
  {
    name: 'bees and honeycomb pattern',
    form: {
      brand: 'Hive Mind',
      packagingImage: 'honey-jar',
      prompt: 'Wildflower honey with bees and a honeycomb pattern',
    },
    expect: { motifs: [['bee', 'hexagon']], pattern: ['icons'] },
  },
  {
    name: 'polka dots',
    form: {
      brand: 'Dotty',
      packagingImage: 'snack-bag',
      prompt: 'Cheese puffs, playful bag with big polka dots',
    },
    expect: { pattern: ['dots', 'halftone'] },
  },
  {
    name: 'stripes in navy and white',
    form: {
      brand: 'Harbour',
      packagingImage: 'drinks-can',
      prompt: 'Sparkling water can with navy and white stripes',
    },
    expect: { pattern: ['stripes'], hues: ['#14213D'] },
  },
  {
    name: 'wave pattern for a sea salt brand',
    form: { brand: 'Saltmarsh', packagingImage: 'paper-canister', prompt: 'Sea salt with a wave pattern' },
    expect: { pattern: ['waves'], motifs: [['waves', 'water', 'anchor', 'fish']] },
  },
  {
    name: 'lavender sprigs, hand-drawn, purple',
    form: {
      brand: 'Provence',
      packagingImage: 'cosmetic-jar',
      prompt: 'Lavender body butter, hand-drawn lavender sprigs, soft purple',
    },
    expect: {
      motifs: [['flower', 'flower-tulip', 'flower-outline', 'leaf', 'sprout', 'spa']],
      illustrated: true,
      hues: ['#9A7BC0'],
    },
  },
  {
    name: 'coffee beans and a mountain, slogan kept',
    form: {
      brand: 'Summit',
      slogan: 'Grown at 1,800 metres',
      packagingImage: 'coffee-bag',
      prompt: 'Single origin coffee with a mountain illustration',
    },
    expect: { motifs: [['mountain']], slogan: 'Grown at 1,800 metres' },
  },
  {
    name: 'dog with a bone',
    form: {
      brand: 'Good Boy',
      packagingImage: 'stand-up-pouch',
      prompt: 'Dog treats with a happy dog illustration',
    },
    expect: { motifs: [['dog', 'paw']] },
  },
  {
    name: 'cat food with a cat and fish',
    form: {
      brand: 'Whiskers',
      packagingImage: 'food-can',
      prompt: 'Cat food can with a cat and little fish',
    },
    expect: { motifs: [['cat', 'paw'], ['fish']] },
  },
  {
    name: 'chilli peppers and flames',
    form: {
      brand: 'Diablo',
      slogan: 'Handle with care',
      packagingImage: 'sauce-bottle',
      prompt: 'Hot sauce with chilli peppers and flames, red and black',
    },
    expect: { motifs: [['chili', 'fire']], slogan: 'Handle with care', hues: ['#D7263D'] },
  },
  {
    name: 'stars and moon for a sleep tea',
    form: {
      brand: 'Dreamy',
      packagingImage: 'tea-box',
      prompt: 'Sleep tea with stars and a crescent moon on midnight blue',
    },
    expect: { motifs: [['moon', 'star']], hues: ['#191970'] },
  },
  {
    name: 'botanical leaves on a serum',
    form: {
      brand: 'Verdure',
      packagingImage: 'dropper-bottle',
      prompt: 'Face serum with a botanical leaf pattern',
    },
    expect: { pattern: ['botanical'] },
  },
  {
    name: 'pineapple and palm, tropical',
    form: {
      brand: 'Tiki',
      packagingImage: 'slimline-can',
      prompt: 'Tropical pineapple soda with pineapples',
    },
    expect: { motifs: [['pineapple']] },
  },
  {
    name: 'watermelon slices',
    form: {
      brand: 'Melon Co',
      slogan: 'Summer in a can',
      packagingImage: 'drinks-can',
      prompt: 'Watermelon juice with watermelon slices',
    },
    expect: { motifs: [['watermelon']], slogan: 'Summer in a can' },
  },
  {
    name: 'cherries on a jam jar, slogan kept',
    form: {
      brand: 'Orchard Row',
      slogan: 'Picked by hand',
      packagingImage: 'glass-jar',
      prompt: 'Cherry jam with cherries',
    },
    expect: { motifs: [['cherries']], slogan: 'Picked by hand' },
  },
  {
    name: 'grapes on a wine label',
    form: {
      brand: 'Clos Verde',
      packagingImage: 'wine-bottle',
      prompt: 'Red wine label with a bunch of grapes, burgundy and gold',
    },
    expect: { motifs: [['grapes', 'bottle-wine', 'glass-wine']], hues: ['#800020', '#C9A227'] },
  },
  {
    name: 'rocket for a kids cereal',
    form: {
      brand: 'Blast Off',
      packagingImage: 'food-product-box',
      prompt: 'Kids cereal with a rocket and stars',
    },
    expect: { motifs: [['rocket'], ['star', 'sparkle']] },
  },
  {
    name: 'minimal black and white, no pattern',
    form: {
      brand: 'Mono',
      packagingImage: 'cosmetic-tube',
      prompt: 'Minimal black and white hand cream, no pattern',
    },
    expect: { pattern: ['none'], hues: [] },
  },
  {
    name: 'sage green and gold',
    form: { brand: 'Sage House', packagingImage: 'candle-jar', prompt: 'Candle in sage green and gold' },
    expect: { hues: ['#9CAF88', '#C9A227'] },
  },
  {
    name: 'pastel pink background',
    form: {
      brand: 'Blush',
      packagingImage: 'lip-balm-tube',
      prompt: 'Lip balm on a pastel pink background',
      colours: ['#C2185B'],
    },
    expect: { background: '#F4C2C2', backgroundStandsOff: true },
  },
  {
    name: 'checkerboard pattern',
    form: {
      brand: 'Grid Bakery',
      packagingImage: 'cake-box',
      prompt: 'Cake box with a red and white checkerboard pattern',
    },
    expect: { pattern: ['checks'], hues: ['#D7263D'] },
  },
  {
    name: 'sunburst retro',
    form: {
      brand: 'Sunny Side',
      packagingImage: 'food-can',
      prompt: 'Retro baked beans can with a sunburst behind the logo',
    },
    expect: { pattern: ['sunburst'] },
  },
  {
    name: 'mushrooms illustrated',
    form: {
      brand: 'Forager',
      packagingImage: 'flat-bottom-pouch',
      prompt: 'Dried mushrooms with illustrated mushrooms, earthy brown',
    },
    expect: { motifs: [['mushroom']], hues: ['#7B4B2A'] },
  },
  {
    name: 'snowflakes for a winter edition',
    form: {
      brand: 'Nordic',
      slogan: 'Winter edition',
      packagingImage: 'round-tin',
      prompt: 'Gingerbread biscuits with snowflakes, icy blue',
    },
    expect: { motifs: [['snowflake']], slogan: 'Winter edition', hues: ['#A5D8FF'] },
  },
  {
    name: 'butterflies and flowers, hand-drawn',
    form: {
      brand: 'Meadow',
      packagingImage: 'cosmetic-carton',
      prompt: 'Hand cream box with hand-drawn butterflies and wildflowers',
    },
    expect: {
      motifs: [['butterfly'], ['flower', 'flower-tulip', 'flower-poppy', 'flower-outline']],
      illustrated: true,
    },
  },
  {
    name: 'a single lemon, modern',
    form: {
      brand: 'Zest',
      packagingImage: 'spray-bottle',
      prompt: 'Lemon kitchen spray with one big lemon, yellow and white',
    },
    expect: { motifs: [['citrus']], hues: ['#F6C445'] },
  },
];
