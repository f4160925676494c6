import { getTemplate } from '@packsmith/core/catalogue/index';
import { describe, expect, it } from 'vitest';
import { packNameOf, readPrompt, surfaceToneOf } from './image-prompt.ts';

describe('prompt reader', () => {
  it('reads the flat-lay coffee pouch prompt completely', () => {
    const r = readPrompt(
      'A flat-lay photo of a kraft paper coffee pouch with a minimalist mountain logo, on a slate background, soft morning light',
    );
    expect(r).toMatchObject({
      template: 'stand-up-pouch',
      contents: 'coffee',
      material: 'kraft',
      motif: 'mountain',
      surface: 'slate',
      camera: 'flat-lay',
      light: 'morning',
      style: 'minimal',
      pattern: false,
      props: [],
    });
    // 'kraft', 'coffee' and 'slate' name a material, the contents and a surface, not palette colours
    expect(r.colours).toEqual([]);
    expect(packNameOf(r)).toBe('Mountain Coffee');
  });

  it('reads the jam photoshoot scene', () => {
    const r = readPrompt(
      'Glass jar of raspberry jam on a rustic kitchen table with fresh berries, morning light',
    );
    expect(r).toMatchObject({
      template: 'glass-jar',
      contents: 'jam',
      material: 'glass',
      surface: 'wood',
      setting: 'kitchen',
      light: 'morning',
      camera: 'three-quarter',
    });
    expect(r.props).toContain('raspberry');
  });

  it.each([
    ['coffee pouch', 'stand-up-pouch'],
    ['a bag of coffee beans', 'coffee-bag'],
    ['resealable doypack of granola', 'stand-up-pouch'],
    ['spouted pouch of baby food', 'spout-pouch'],
    ['honey jar with a bee', 'honey-jar'],
    ['scented candle in an amber jar', 'candle-jar'],
    ['a bottle of red wine', 'wine-bottle'],
    ['craft IPA beer bottle', 'beer-bottle'],
    ['vitamin C serum dropper bottle', 'dropper-bottle'],
    ['extra virgin olive oil bottle', 'olive-oil-bottle'],
    ['hot sauce bottle', 'sauce-bottle'],
    ['cold brew coffee can', 'tall-drinks-can'],
    ['sparkling water can', 'drinks-can'],
    ['slim can of energy drink', 'slimline-can'],
    ['loose leaf tea tin', 'tea-tin'],
    ['luxury candle tin', 'candle-tin'],
    ['breakfast cereal box', 'food-product-box'],
    ['herbal tea box', 'tea-box'],
    ['skincare cream carton', 'cosmetic-carton'],
    ['subscription mailer box', 'mailer-box'],
    ['toothpaste tube', 'toothpaste-tube'],
    ['hand cream tube', 'cosmetic-tube'],
    ['tub of vanilla ice cream', 'ice-cream-tub'],
    ['protein powder tub', 'supplement-tub'],
    ['takeaway coffee cup', 'coffee-cup'],
    ['iced coffee cup', 'cold-cup'],
    ['bag of sea salt crisps', 'snack-bag'],
    ['dark chocolate bar wrapper', 'chocolate-bar-wrap'],
    ['dog treats pouch', 'food-pouch'],
    ['multipurpose cleaner spray bottle', 'spray-bottle'],
    ['a hang tag for a scarf', 'hang-tag'],
    ['raspberry jam', 'glass-jar'],
    ['a cup of matcha', 'coffee-cup'],
    ['perfume on a mirror tray', 'perfume-bottle'],
  ])('"%s" → %s', (prompt, template) => {
    expect(readPrompt(prompt).template).toBe(template);
    expect(getTemplate(template)).toBeTruthy();
  });

  it.each([
    ['on white marble', 'marble'],
    ['sitting on a marble countertop', 'marble'],
    ['on a weathered oak board', 'wood'],
    ['on a linen tablecloth', 'linen'],
    ['against a raw concrete backdrop', 'concrete'],
    ['on dark slate', 'slate'],
    ['rustic farmhouse table', 'wood'],
    ['on brown paper', 'kraft'],
  ])('surface: "%s" → %s', (phrase, surface) => {
    expect(readPrompt(`a glass jar of honey ${phrase}`).surface).toBe(surface);
  });

  it('keeps the pack material apart from the surface', () => {
    expect(readPrompt('kraft paper bag on marble').material).toBe('kraft');
    expect(readPrompt('kraft paper bag on marble').surface).toBe('marble');
    expect(readPrompt('glass bottle on a wooden bar').material).toBe('glass');
    expect(readPrompt('matte black tin with gold foil accents').finish).toBe('foil');
    expect(readPrompt('a matte pouch').finish).toBe('matte');
    expect(readPrompt('aluminium bottle').material).toBe('metal');
  });

  it.each([
    ['overhead shot of a pouch', 'flat-lay'],
    ['top-down view of a box', 'flat-lay'],
    ['close-up of the label on a bottle', 'close-up'],
    ['macro detail of a jar', 'close-up'],
    ['three-quarter view of a carton', 'three-quarter'],
    ['hero shot of a can', 'hero'],
    ['a can', 'hero'],
    ['a can on a wooden table', 'three-quarter'],
  ])('camera: "%s" → %s', (prompt, camera) => {
    expect(readPrompt(prompt).camera).toBe(camera);
  });

  it.each([
    ['golden hour', 'golden'],
    ['at sunset', 'golden'],
    ['soft morning light', 'morning'],
    ['hard studio light with crisp shadows', 'hard'],
    ['dramatic spotlight', 'hard'],
    ['moody candlelit evening', 'evening'],
    ['bright natural daylight', 'window'],
    ['', 'soft'],
  ])('light: "%s" → %s', (phrase, light) => {
    expect(readPrompt(`a bottle ${phrase}`).light).toBe(light);
  });

  it('reads props from the words, and from the contents when the prompt names none', () => {
    expect(readPrompt('jar with scattered blueberries and mint leaves').props).toEqual(['blueberry', 'leaf']);
    expect(readPrompt('coffee bag surrounded by roasted beans').props).toEqual(['coffee-bean']);
    expect(readPrompt('lemonade can with lemons and limes').props).toEqual(['citrus']);
    expect(readPrompt('candle with cinnamon sticks and pine cones').props).toContain('cinnamon');
    expect(readPrompt('honey jar with wildflowers and almonds').props).toEqual(['nut', 'flower']);
    // colour words are not fruit: 'warm orange and navy' asks for no oranges
    expect(readPrompt('A sunset over mountains, warm orange and navy').props).toEqual([]);
    expect(readPrompt('honey jar with flowers and almonds').props).toEqual(['nut', 'flower']);
    // no props asked: a stylist brings the contents' own props, unless the prompt asks for a clean set
    expect(readPrompt('a tin of coffee on a table').props).toEqual(['coffee-bean']);
    expect(readPrompt('a clean minimalist coffee tin').props).toEqual([]);
  });

  it('reads motifs, colours and brand names', () => {
    expect(readPrompt('pouch with a dog logo').motif).toBe('dog');
    expect(readPrompt('bottle with a wave motif').motif).toBe('waves');
    expect(readPrompt('a box with a leaf illustration').motif).toBe('leaf');
    expect(readPrompt('a box with a leaf illustration').props).toEqual([]);
    expect(readPrompt('a sage green and gold tin').colours).toEqual(
      expect.arrayContaining(['#B2AC88', '#FFD700']),
    );
    expect(readPrompt('a coffee bag called Northbound').brand).toBe('Northbound');
    expect(readPrompt('a "Hedgerow & Co" jam jar').brand).toBe('Hedgerow & Co');
    expect(packNameOf(readPrompt('a "Hedgerow & Co" jam jar'))).toBe('Hedgerow & Co');
    expect(surfaceToneOf('on white marble')).toBe('#F1EFEB');
  });

  it('tells pattern and background requests from scenes', () => {
    expect(readPrompt('seamless pattern of lemons and leaves').pattern).toBe(true);
    expect(readPrompt('abstract background in teal and coral').pattern).toBe(true);
    expect(readPrompt('a pouch on a slate background').pattern).toBe(false);
    expect(readPrompt('a mountain landscape at sunset').template).toBe('');
  });
});
