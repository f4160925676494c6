import type { LogoMeta } from '../src/generators/logos.ts';
import type { PackagingForm } from '../src/generators/packaging.ts';
import type { PhotoshootMeta } from '../src/generators/photoshoot.ts';

/** Five sample briefs used by the gallery and the benchmark. */
export const SAMPLE_BRIEFS: {
  name: string;
  form: PackagingForm;
  logo: LogoMeta;
  imagery: string;
  photo: PhotoshootMeta;
}[] = [
  {
    name: 'Cold-brew coffee can',
    form: {
      brand: 'Northbound',
      slogan: 'Slow steeped for bright mornings',
      industry: 'Food & Beverage',
      packagingImage: 'tall-drinks-can',
      prompt: 'Cold brew coffee in a can for young urban commuters, modern and confident',
      standOutPoints: 'Nitro infused, no added sugar',
      region: 'Portland',
      colours: ['1F3A5F', '#F2A541'],
    },
    logo: {
      brand: 'Northbound',
      industry: 'Coffee roastery',
      brandDescription: 'Cold brew coffee for commuters',
      targetAudience: 'Young urban professionals',
      brandFeel: 'confident, energised',
      hexColours: ['1F3A5F', 'F2A541'],
      naturalLanguageColours: '',
      additionalNotes: '',
    },
    imagery: 'A sunny morning with coffee beans and a cup, warm orange and navy, modern flat illustration',
    photo: {
      productDescription: 'Cold brew coffee can',
      scene: 'kitchen counter in morning sun',
      audience: 'commuters',
      productCategory: 'beverage',
      useCase: 'social media launch',
    },
  },
  {
    name: 'Vegan skincare dropper',
    form: {
      brand: 'Verdana Botanics',
      slogan: 'Plant powered radiance',
      industry: 'Beauty & Personal Care',
      packagingImage: 'dropper-bottle',
      prompt: 'Vegan face oil serum, natural botanical and calm, sage green',
      standOutPoints: 'Vegan, cruelty free, 98% natural',
      artwork: { styles: ['botanical', 'minimalist'] },
    },
    logo: {
      brand: 'Verdana Botanics',
      industry: 'Skincare',
      brandDescription: 'Vegan plant-based face oils',
      targetAudience: 'Conscious women 25-45',
      brandFeel: 'calm, natural, trusted',
      hexColours: [],
      naturalLanguageColours: 'sage green and cream',
      additionalNotes: 'include a leaf',
    },
    imagery: 'Botanical leaves and water drops in sage green and cream, calm spa mood',
    photo: {
      productDescription: 'Face oil dropper bottle',
      scene: 'bathroom shelf with plants',
      audience: 'women 25-45',
      productCategory: 'skincare',
      useCase: 'website hero',
    },
  },
  {
    name: "Kids' cereal box",
    form: {
      brand: 'Rocket Crunch',
      slogan: 'Blast off to breakfast!',
      industry: 'Food & Beverage',
      packagingImage: 'food-product-box',
      prompt: 'Fun colourful kids breakfast cereal with rockets and stars, playful',
      standOutPoints: 'Whole grain, high fibre',
      colours: ['#3A86FF', '#FFBE0B', '#FF006E'],
    },
    logo: {
      brand: 'Rocket Crunch',
      industry: 'Kids cereal',
      brandDescription: 'Crunchy cereal for kids',
      targetAudience: 'Kids and parents',
      brandFeel: 'fun, playful, energetic',
      hexColours: ['3A86FF', 'FFBE0B', 'FF006E'],
      naturalLanguageColours: '',
      additionalNotes: 'rocket',
    },
    imagery: 'Playful rockets, stars and planets in bright blue, yellow and pink for kids',
    photo: {
      productDescription: 'Cereal box',
      scene: 'breakfast table',
      audience: 'families',
      productCategory: 'breakfast cereal',
      useCase: 'retail listing',
    },
  },
  {
    name: 'Craft beer bottle',
    form: {
      brand: 'Hop Harbour',
      slogan: 'Brewed by the sea',
      industry: 'Food & Beverage',
      packagingImage: 'beer-bottle',
      prompt: 'Craft IPA beer from a harbour town brewery, vintage nautical heritage feel with an anchor',
      standOutPoints: 'Small batch, 5.6% ABV',
      region: 'Cornwall',
      colours: [],
    },
    logo: {
      brand: 'Hop Harbour',
      industry: 'Craft brewery',
      brandDescription: 'Small batch IPA by the sea',
      targetAudience: 'Craft beer fans',
      brandFeel: 'heritage, trusted, bold',
      hexColours: ['0B3C5D', 'D9B310'],
      naturalLanguageColours: '',
      additionalNotes: 'anchor',
    },
    imagery: 'Harbour at sunset with waves, an anchor and hops, vintage navy and gold',
    photo: {
      productDescription: 'Beer bottle',
      scene: 'wooden bar with warm light',
      audience: 'craft beer fans',
      productCategory: 'beer',
      useCase: 'social media',
    },
  },
  {
    name: 'Luxury candle tin',
    form: {
      brand: 'Maison Ambre',
      slogan: 'Amber, oud & vanilla',
      industry: 'Home & Garden',
      packagingImage: 'candle-tin',
      prompt: 'Luxury scented candle, elegant and premium, black and gold, evening calm',
      standOutPoints: 'Soy wax, 40 hour burn',
      artwork: { styles: ['luxury', 'elegant'] },
    },
    logo: {
      brand: 'Maison Ambre',
      industry: 'Home fragrance',
      brandDescription: 'Luxury scented candles',
      targetAudience: 'Design-conscious gift buyers',
      brandFeel: 'elegant, luxurious, calm',
      hexColours: ['111111', 'C9A44C'],
      naturalLanguageColours: '',
      additionalNotes: 'candle flame',
    },
    imagery: 'Elegant candle flame glowing in the night, black and gold, luxury mood',
    photo: {
      productDescription: 'Luxury candle tin',
      scene: 'marble surface with dramatic evening light',
      audience: 'gift buyers',
      productCategory: 'home fragrance',
      useCase: 'campaign',
    },
  },
];
