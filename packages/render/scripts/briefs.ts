import type { PackagingForm } from '../src/generators/packaging.ts';
import type { PhotoshootMeta } from '../src/generators/photoshoot.ts';

/**
 * Twelve varied briefs for the gallery (docs/gallery): food, beverage, beauty, supplements, pet,
 * candles, coffee, tea, snacks, cleaning, kids and luxury — each with two imagery prompts and two
 * photoshoot scenes.
 */
export const SAMPLE_BRIEFS: {
  name: string;
  form: PackagingForm;
  imagery: [string, string];
  photos: [PhotoshootMeta, PhotoshootMeta];
}[] = [
  {
    name: 'Food — raspberry jam',
    form: {
      brand: 'Hedgerow & Co',
      slogan: 'Picked at dawn, cooked the same day',
      industry: 'Food & Beverage',
      packagingImage: 'glass-jar',
      prompt: 'Small-batch raspberry jam, homemade countryside feel',
      standOutPoints: 'No added pectin, 60% fruit',
      colours: [],
    },
    imagery: [
      'Glass jar of raspberry jam on a rustic wooden table with fresh raspberries, soft morning light',
      'Flat-lay of a jam jar on a linen tablecloth with berries and leaves, overhead',
    ],
    photos: [
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Glass jar of raspberry jam',
        scene: 'Rustic kitchen table with fresh berries, morning light',
        productCategory: 'food',
      },
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Glass jar of raspberry jam',
        scene: 'On white marble with raspberries, bright daylight',
        productCategory: 'food',
      },
    ],
  },
  {
    name: 'Beverage — sparkling lemonade',
    form: {
      brand: 'Fizz & Field',
      slogan: 'Squeezed, not sweetened',
      industry: 'Food & Beverage',
      packagingImage: 'drinks-can',
      prompt: 'Sparkling lemonade can, bright and summery',
      standOutPoints: 'Real lemons, low sugar',
      colours: ['#F2C14E', '#2E7D5B'],
    },
    imagery: [
      'A sparkling lemonade can on concrete with lemons, hard studio light',
      'Lemonade can on a wooden picnic table outdoors with lemons and leaves, golden hour',
    ],
    photos: [
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Lemonade can',
        scene: 'Outdoor picnic table with lemons in golden hour sun',
        productCategory: 'beverage',
      },
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Lemonade can',
        scene: 'Concrete surface, hard studio light, crisp shadows',
        productCategory: 'beverage',
      },
    ],
  },
  {
    name: 'Beauty — vegan face serum',
    form: {
      brand: 'Verdana Botanics',
      slogan: 'Plant powered radiance',
      industry: 'Beauty & Personal Care',
      packagingImage: 'dropper-bottle',
      prompt: 'Vegan face oil serum, natural botanical and calm, sage green',
      standOutPoints: 'Vegan, cruelty free, 98% natural',
      artwork: { styles: ['botanical', 'minimalist'] },
    },
    imagery: [
      'A serum dropper bottle on white marble with eucalyptus leaves, soft window light',
      'Close-up of a glass dropper bottle on linen with pebbles and flowers, morning light',
    ],
    photos: [
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Face oil dropper bottle',
        scene: 'Bathroom shelf, marble, eucalyptus leaves, soft light',
        productCategory: 'skincare',
      },
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Face oil dropper bottle',
        scene: 'Linen cloth with pebbles, morning light',
        productCategory: 'skincare',
      },
    ],
  },
  {
    name: 'Supplements — daily vitamins',
    form: {
      brand: 'Dayform',
      slogan: 'One a day, every day',
      industry: 'Health & Wellness',
      packagingImage: 'supplement-bottle',
      prompt: 'Daily multivitamin supplement bottle, clean and trustworthy, citrus orange',
      standOutPoints: 'Vegan, 24 nutrients',
      colours: ['#F28C28', '#1B3B5A'],
    },
    imagery: [
      'A supplement bottle on a kitchen counter with oranges, bright morning light',
      'Vitamin bottle on concrete with citrus slices and leaves, hard studio light',
    ],
    photos: [
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Supplement bottle',
        scene: 'Kitchen counter with oranges in morning light',
        productCategory: 'supplements',
      },
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Supplement bottle',
        scene: 'Concrete with lemons, hard studio light',
        productCategory: 'supplements',
      },
    ],
  },
  {
    name: 'Pet — dog treats',
    form: {
      brand: 'Good Boy Bakery',
      slogan: 'Baked for the best boys',
      industry: 'Pet',
      packagingImage: 'stand-up-pouch',
      prompt: 'Natural dog treats in a pouch, playful and friendly, with a paw motif',
      standOutPoints: 'Grain free, single protein',
    },
    imagery: [
      'A pouch of dog treats on a wooden floor with a paw logo, warm daylight',
      'Flat-lay of a dog treats pouch on linen, overhead, soft light',
    ],
    photos: [
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Dog treats pouch',
        scene: 'Wooden kitchen floor, natural daylight',
        productCategory: 'pet food',
      },
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Dog treats pouch',
        scene: 'Outdoor on a wooden bench in the garden',
        productCategory: 'pet food',
      },
    ],
  },
  {
    name: 'Candles — amber & oud',
    form: {
      brand: 'Maison Ambre',
      slogan: 'Amber, oud & vanilla',
      industry: 'Home & Garden',
      packagingImage: 'candle-jar',
      prompt: 'Luxury scented candle, elegant and premium, black and gold, evening calm',
      standOutPoints: 'Soy wax, 40 hour burn',
      artwork: { styles: ['luxury', 'elegant'] },
    },
    imagery: [
      'A luxury candle jar on black marble with cinnamon sticks, moody evening light',
      'Candle jar on a linen cloth with dried flowers, soft window light',
    ],
    photos: [
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Luxury candle jar',
        scene: 'Marble surface with cinnamon, dramatic evening light',
        productCategory: 'home fragrance',
      },
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Luxury candle jar',
        scene: 'Wooden side table with flowers, golden hour',
        productCategory: 'home fragrance',
      },
    ],
  },
  {
    name: 'Coffee — single origin beans',
    form: {
      brand: 'Ridgeline Roasters',
      slogan: 'Roasted at altitude',
      industry: 'Food & Beverage',
      packagingImage: 'coffee-bag',
      prompt: 'Specialty single origin coffee beans, outdoorsy and confident with a mountain logo',
      standOutPoints: 'Single origin, whole bean',
      colours: ['#2F3E46', '#CAD2C5'],
    },
    imagery: [
      'A flat-lay photo of a kraft paper coffee pouch with a minimalist mountain logo, on a slate background, soft morning light',
      'A coffee bag on a rustic wooden table with coffee beans, golden hour',
    ],
    photos: [
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Coffee bag',
        scene: 'Cafe counter with scattered coffee beans, warm morning light',
        productCategory: 'coffee',
      },
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Coffee bag',
        scene: 'Slate surface with coffee beans, hard light',
        productCategory: 'coffee',
      },
    ],
  },
  {
    name: 'Tea — herbal infusion',
    form: {
      brand: 'Still Hour',
      slogan: 'Steep, breathe, repeat',
      industry: 'Food & Beverage',
      packagingImage: 'tea-tin',
      prompt: 'Calming herbal tea tin, chamomile and mint, soft pastel',
      standOutPoints: 'Organic, caffeine free',
    },
    imagery: [
      'A tea tin on linen with mint leaves and chamomile flowers, soft morning light',
      'Overhead flat-lay of a tea tin on a wooden board with tea leaves',
    ],
    photos: [
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Tea tin',
        scene: 'Breakfast table with mint leaves, morning light',
        productCategory: 'tea',
      },
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Tea tin',
        scene: 'Linen cloth with flowers, window light',
        productCategory: 'tea',
      },
    ],
  },
  {
    name: 'Snacks — sea salt crisps',
    form: {
      brand: 'Crunch Coast',
      slogan: 'Kettle cooked by the sea',
      industry: 'Food & Beverage',
      packagingImage: 'snack-bag',
      prompt: 'Sea salt kettle crisps, bold and fun, coastal blue',
      standOutPoints: 'Hand cooked, gluten free',
      colours: ['#1D6FA3', '#F6E27F'],
    },
    imagery: [
      'A bag of sea salt crisps on concrete, hard studio light with crisp shadows',
      'A crisps bag on a wooden picnic table outdoors, golden hour',
    ],
    photos: [
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Bag of crisps',
        scene: 'Picnic table outdoors in golden hour',
        productCategory: 'snacks',
      },
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Bag of crisps',
        scene: 'Concrete, hard studio light',
        productCategory: 'snacks',
      },
    ],
  },
  {
    name: 'Cleaning — citrus spray',
    form: {
      brand: 'Brightly',
      slogan: 'Clean that smells like sunshine',
      industry: 'Home & Garden',
      packagingImage: 'spray-bottle',
      prompt: 'Plant-based multipurpose cleaner spray, fresh citrus, clean and modern',
      standOutPoints: 'Plant based, refillable',
      colours: ['#3DAA6D', '#FFFFFF'],
    },
    imagery: [
      'A cleaner spray bottle on a kitchen counter with lemons, bright daylight',
      'Spray bottle on white marble with citrus slices, soft light',
    ],
    photos: [
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Cleaner spray bottle',
        scene: 'Kitchen counter with lemons, window light',
        productCategory: 'cleaning',
      },
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Cleaner spray bottle',
        scene: 'White marble, soft studio light',
        productCategory: 'cleaning',
      },
    ],
  },
  {
    name: 'Kids — breakfast cereal',
    form: {
      brand: 'Rocket Crunch',
      slogan: 'Blast off to breakfast!',
      industry: 'Food & Beverage',
      packagingImage: 'food-product-box',
      prompt: 'Fun colourful kids breakfast cereal with rockets and stars, playful',
      standOutPoints: 'Whole grain, high fibre',
      colours: ['#3A86FF', '#FFBE0B', '#FF006E'],
    },
    imagery: [
      'A cereal box on a breakfast table with strawberries and blueberries, morning light',
      'A colourful cereal box on a wooden kitchen table with wheat, three-quarter view',
    ],
    photos: [
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Cereal box',
        scene: 'Breakfast table with strawberries, morning light',
        productCategory: 'breakfast cereal',
      },
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Cereal box',
        scene: 'Kitchen counter, bright daylight',
        productCategory: 'breakfast cereal',
      },
    ],
  },
  {
    name: 'Luxury — single malt whisky',
    form: {
      brand: 'Glen Aruach',
      slogan: 'Aged in silence',
      industry: 'Food & Beverage',
      packagingImage: 'spirit-bottle',
      prompt: 'Luxury single malt whisky, dark, elegant heritage, gold foil',
      standOutPoints: '18 years, cask strength',
      colours: ['#1A1A1A', '#C9A44C'],
    },
    imagery: [
      'A whisky bottle on black marble, dramatic hard light, gold foil label',
      'Spirit bottle on a dark wooden bar with cinnamon, moody evening light',
    ],
    photos: [
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Whisky bottle',
        scene: 'Dark wooden bar, candlelit evening',
        productCategory: 'spirits',
      },
      {
        audience: 'shoppers',
        useCase: 'social media',
        productDescription: 'Whisky bottle',
        scene: 'Black marble, dramatic spotlight',
        productCategory: 'spirits',
      },
    ],
  },
];
