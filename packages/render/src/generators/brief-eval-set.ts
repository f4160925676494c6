/**
 * The brief evaluation set beyond the blind batch (brief-eval-blind.ts): written after reading the
 * generator, aimed at what it could still get wrong — slogans on small packs, asks made in the
 * artwork description instead of the prompt, backgrounds named in different words, hex colours
 * from the form with a motif, neutrals only, line style.
 */
import type { BriefCase } from './brief-eval.ts';

const slogan = (brand: string, packagingImage: string, line: string, prompt: string): BriefCase => ({
  name: `slogan on a ${packagingImage}`,
  form: { brand, slogan: line, packagingImage, prompt },
  expect: { slogan: line },
});

export const BRIEFS: BriefCase[] = [
  slogan('Kiss', 'lip-balm-tube', 'Soft lips all day', 'Vanilla lip balm'),
  slogan('Zing', 'stick-sachet', 'Hydrate anywhere', 'Electrolyte drink powder'),
  slogan('Fresh Mouth', 'mint-tin', 'Cool for cats', 'Peppermints'),
  slogan('Drip', 'sachet', 'One cup, done right', 'Instant coffee sachet'),
  slogan('Gleam', 'aluminium-tube', 'Shine without the fuss', 'Hand cream'),
  slogan('Crisp Co', 'snack-bag', 'Crunch louder', 'Salt and vinegar crisps'),
  slogan('Northbound', 'tall-drinks-can', 'Slow steeped', 'Cold brew coffee'),
  slogan('Bloom', 'perfume-bottle', 'Wear the garden', 'Floral eau de parfum'),
  slogan('Greenhouse', 'flat-pouch', 'Grow something good', 'Wildflower seeds'),
  slogan('Clean Slate', 'spray-bottle', 'Streak free, guilt free', 'Glass cleaner'),
  {
    name: 'motif asked in the artwork description, not the prompt',
    form: {
      brand: 'Orchard',
      packagingImage: 'juice-box',
      prompt: 'Apple juice for kids',
      artwork: { description: 'cartoon apples and a smiling sun', styles: [] },
    },
    expect: { motifs: [['apple'], ['sun']] },
  },
  {
    name: 'hand-drawn style chosen as an artwork style',
    form: {
      brand: 'Herbarium',
      packagingImage: 'tea-box',
      prompt: 'Chamomile tea with daisies',
      artwork: { description: '', styles: ['hand-drawn'] },
    },
    expect: { motifs: [['flower', 'flower-outline']], illustrated: true },
  },
  {
    name: 'form colours and an asked motif together',
    form: {
      brand: 'Tidewater',
      packagingImage: 'food-can',
      prompt: 'Sardines with a fish and waves illustration',
      colours: ['#1B4F72', '#F5F0E1'],
    },
    expect: { motifs: [['fish'], ['waves']], hues: ['#1B4F72', '#F5F0E1'], illustrated: true },
  },
  {
    name: 'background: "set against a black backdrop"',
    form: {
      brand: 'Noir',
      packagingImage: 'perfume-bottle',
      prompt: 'Perfume bottle set against a black backdrop',
      colours: ['#C9A227'],
    },
    expect: { background: '#111111', backgroundStandsOff: true },
  },
  {
    name: 'background: "background in cream" around a chocolate pack',
    form: {
      brand: 'Dairy Lane',
      packagingImage: 'yoghurt-pot',
      prompt: 'Chocolate pudding, background in cream',
      colours: ['#4E2A1E'],
    },
    expect: { background: '#F3E9D2', backgroundStandsOff: true },
  },
  {
    name: 'background: navy around a royal blue can',
    form: {
      brand: 'Deep',
      packagingImage: 'drinks-can',
      prompt: 'Energy drink in royal blue, on a navy background',
    },
    expect: { background: '#14213D', backgroundStandsOff: true, hues: ['#2548B5'] },
  },
  {
    name: 'background colour does not leak into the pack',
    form: {
      brand: 'Petal',
      packagingImage: 'cosmetic-jar',
      prompt: 'Rose face cream in white and gold on a pastel pink background',
    },
    expect: { background: '#F4C2C2', hues: ['#FFFFFF', '#C9A227'] },
  },
  {
    name: 'black and white only',
    form: {
      brand: 'Ink',
      packagingImage: 'product-box',
      prompt: 'Wireless earbuds box, black and white only',
    },
    expect: { hues: ['#111111', '#FFFFFF'] },
  },
  {
    name: 'terracotta and cream on a candle',
    form: {
      brand: 'Clay House',
      packagingImage: 'candle-jar',
      prompt: 'Fig candle in terracotta and cream, luxury',
    },
    expect: { hues: ['#C8644B', '#F3E9D2'] },
  },
  {
    name: 'forest green and gold, premium',
    form: {
      brand: 'Evergreen',
      packagingImage: 'rigid-shoulder-neck-box',
      prompt: 'Premium gin gift box in forest green and gold',
    },
    expect: { hues: ['#2C5530', '#C9A227'] },
  },
  {
    name: 'mustard and navy',
    form: { brand: 'Brasserie', packagingImage: 'sauce-bottle', prompt: 'Dijon mustard in mustard and navy' },
    expect: { hues: ['#D9A521', '#14213D'] },
  },
  {
    name: 'blush pink and burgundy',
    form: {
      brand: 'Rosé Club',
      packagingImage: 'wine-bottle',
      prompt: 'Rosé wine in blush pink and burgundy',
    },
    expect: { hues: ['#E8B4B8', '#7A1F3D'] },
  },
  {
    name: 'hex colour from the form only',
    form: { brand: 'Pure', packagingImage: 'pump-bottle', prompt: 'Body lotion', colours: ['#2E7D4F'] },
    expect: { hues: ['#2E7D4F'] },
  },
  {
    name: 'line drawing of a coffee cup',
    form: {
      brand: 'Outline',
      packagingImage: 'coffee-bag',
      prompt: 'Coffee beans with a line drawing of a coffee cup',
    },
    expect: { motifs: [['coffee-outline', 'coffee']], illustrated: true },
  },
  {
    name: 'gingham pattern',
    form: { brand: 'Picnic', packagingImage: 'cake-box', prompt: 'Scones box with a blue gingham pattern' },
    expect: { pattern: ['checks'], hues: ['#1B4FD1'] },
  },
  {
    name: 'zigzag pattern',
    form: { brand: 'Zag', packagingImage: 'snack-bag', prompt: 'Tortilla chips with a zigzag pattern' },
    expect: { pattern: ['chevrons'] },
  },
  {
    name: 'confetti for a party',
    form: {
      brand: 'Party Time',
      packagingImage: 'gift-wrap-box',
      prompt: 'Birthday gift box covered in confetti',
    },
    expect: { pattern: ['confetti'] },
  },
  {
    name: 'lemon pattern',
    form: { brand: 'Amalfi', packagingImage: 'glass-bottle', prompt: 'Limoncello with a lemon pattern' },
    expect: { pattern: ['icons'], motifs: [['citrus']] },
  },
  {
    name: 'floral pattern is botanical',
    form: {
      brand: 'Garden Party',
      packagingImage: 'tea-tin',
      prompt: 'Rose tea in a tin with a floral pattern',
    },
    expect: { pattern: ['botanical'] },
  },
  {
    name: 'plain, no pattern, minimal',
    form: { brand: 'Plain', packagingImage: 'dropper-bottle', prompt: 'Plain minimal serum bottle' },
    expect: { pattern: ['none'] },
  },
  {
    name: 'bold citrus, no minimal',
    form: { brand: 'Pulp', packagingImage: 'juice-pouch', prompt: 'Big bold lime slices for a lime soda' },
    expect: { motifs: [['citrus']], notMinimal: true },
  },
  {
    name: 'owl and moon for a night cream',
    form: {
      brand: 'Nocturne',
      packagingImage: 'cosmetic-jar',
      prompt: 'Night cream with an owl and the moon',
    },
    expect: { motifs: [['owl'], ['moon']] },
  },
  {
    name: 'paw prints pattern for a pet brand',
    form: {
      brand: 'Pawsome',
      packagingImage: 'flat-bottom-pouch',
      prompt: 'Dry dog food with a paw print pattern',
    },
    expect: { pattern: ['icons'], motifs: [['paw', 'dog']] },
  },
  {
    name: 'watercolour flowers',
    form: {
      brand: 'Aquarelle',
      packagingImage: 'cosmetic-carton',
      prompt: 'Perfume box with watercolour flowers',
    },
    expect: { motifs: [['flower']], illustrated: true },
  },
  {
    name: 'cherries and a slogan on a yoghurt',
    form: {
      brand: 'Spoonful',
      slogan: 'Thick, creamy, honest',
      packagingImage: 'yoghurt-pot',
      prompt: 'Cherry yoghurt with cherries',
    },
    expect: { motifs: [['cherries']], slogan: 'Thick, creamy, honest' },
  },
  {
    name: 'mountains and a slogan on a water bottle',
    form: {
      brand: 'Alpenquell',
      slogan: 'From the glacier',
      packagingImage: 'aluminium-screw-cap-bottle',
      prompt: 'Spring water with mountains, icy blue',
    },
    expect: { motifs: [['mountain']], slogan: 'From the glacier', hues: ['#8ECAEE'] },
  },
  {
    name: 'anchor for a rum',
    form: {
      brand: 'Old Salt',
      packagingImage: 'rum-bottle',
      prompt: 'Spiced rum with an anchor emblem, vintage',
    },
    expect: { motifs: [['anchor']] },
  },
  {
    name: 'bees on a lip balm',
    form: { brand: 'Busy Bee', packagingImage: 'lip-balm-tube', prompt: 'Beeswax lip balm with little bees' },
    expect: { motifs: [['bee']] },
  },
];
