/** Presets offered by the packaging generation form and the search filters. */
export interface ColourPreset {
  value: string;
  label: string;
  hex: string;
}
export interface StylePreset {
  value: string;
  label: string;
  description: string;
}
export interface ProductTypePreset {
  value: string;
  label: string;
  /** Template ids that show this product type. */
  templateIds: string[];
}

export const COLOUR_PRESETS: readonly ColourPreset[] = [
  { value: 'red', label: 'Red', hex: '#D7263D' },
  { value: 'orange', label: 'Orange', hex: '#F46036' },
  { value: 'yellow', label: 'Yellow', hex: '#F6C445' },
  { value: 'lime', label: 'Lime', hex: '#9BC53D' },
  { value: 'green', label: 'Green', hex: '#2E7D4F' },
  { value: 'teal', label: 'Teal', hex: '#118AB2' },
  { value: 'blue', label: 'Blue', hex: '#1B4FD1' },
  { value: 'navy', label: 'Navy', hex: '#14213D' },
  { value: 'purple', label: 'Purple', hex: '#6A4C93' },
  { value: 'pink', label: 'Pink', hex: '#F49CBB' },
  { value: 'brown', label: 'Brown', hex: '#7B4B2A' },
  { value: 'beige', label: 'Beige', hex: '#E8DCC4' },
  { value: 'black', label: 'Black', hex: '#111111' },
  { value: 'white', label: 'White', hex: '#FFFFFF' },
  { value: 'grey', label: 'Grey', hex: '#8D99AE' },
  { value: 'gold', label: 'Gold', hex: '#C9A227' },
  { value: 'silver', label: 'Silver', hex: '#C0C5CE' },
  { value: 'pastel', label: 'Pastel', hex: '#CDB4DB' },
];

export const STYLE_PRESETS: readonly StylePreset[] = [
  {
    value: 'minimalist',
    label: 'Minimalist',
    description: 'Generous white space, one typeface, a single accent.',
  },
  { value: 'luxury', label: 'Luxury', description: 'Dark or deep grounds, serif capitals, gold details.' },
  { value: 'playful', label: 'Playful', description: 'Bright colours, rounded type and lively shapes.' },
  { value: 'vintage', label: 'Vintage', description: 'Badges, frames and heritage serif typography.' },
  { value: 'modern', label: 'Modern', description: 'Clean sans-serif type and confident colour blocks.' },
  { value: 'organic', label: 'Organic', description: 'Natural textures, leaves and earthy colours.' },
  { value: 'bold', label: 'Bold', description: 'Big condensed type and strong contrast.' },
  { value: 'elegant', label: 'Elegant', description: 'Fine serif and script type with restrained colour.' },
  { value: 'retro', label: 'Retro', description: 'Warm palettes, sunbursts and rounded stripes.' },
  { value: 'eco-friendly', label: 'Eco-friendly', description: 'Kraft, greens and honest, simple layouts.' },
  { value: 'hand-drawn', label: 'Hand-drawn', description: 'Script lettering and illustrated motifs.' },
  { value: 'geometric', label: 'Geometric', description: 'Repeating shapes and strict grids.' },
  {
    value: 'industrial',
    label: 'Industrial',
    description: 'Stencil-like condensed type and utilitarian layouts.',
  },
  {
    value: 'scandinavian',
    label: 'Scandinavian',
    description: 'Soft neutrals, simple shapes and calm type.',
  },
  { value: 'art-deco', label: 'Art Deco', description: 'Symmetry, fans and gold on deep colour.' },
  { value: 'pop-art', label: 'Pop Art', description: 'Halftone dots and saturated primaries.' },
  { value: 'botanical', label: 'Botanical', description: 'Leaves, flowers and herbal greens.' },
  { value: 'premium', label: 'Premium', description: 'Refined hierarchy, rich colour and foil accents.' },
  { value: 'colourful', label: 'Colourful', description: 'Many bright colours in confident combinations.' },
  { value: 'monochrome', label: 'Monochrome', description: 'One colour in tints and shades.' },
];

const PT: [string, string[]][] = [
  ['Bottle', ['glass-bottle', 'plastic-bottle', 'aluminium-screw-cap-bottle']],
  ['Glass Bottle', ['glass-bottle', 'sauce-bottle', 'olive-oil-bottle']],
  ['Plastic Bottle', ['plastic-bottle', 'supplement-bottle']],
  ['Dropper Bottle', ['dropper-bottle']],
  ['Pump Bottle', ['pump-bottle', 'airless-pump-bottle']],
  ['Spray Bottle', ['spray-bottle']],
  ['Perfume Bottle', ['perfume-bottle']],
  ['Wine Bottle', ['wine-bottle']],
  ['Beer Bottle', ['beer-bottle']],
  ['Spirit Bottle', ['spirit-bottle', 'rum-bottle']],
  ['Drinks Can', ['drinks-can', 'tall-drinks-can']],
  ['Slim Can', ['slimline-can']],
  ['Food Can', ['food-can']],
  ['Tin', ['round-tin', 'tall-rectangular-tin', 'tea-tin', 'mint-tin']],
  ['Candle', ['candle-tin', 'candle-jar']],
  ['Jar', ['glass-jar', 'honey-jar']],
  ['Cosmetic Jar', ['cosmetic-jar']],
  ['Tub', ['plastic-tub', 'ice-cream-tub', 'yoghurt-pot', 'supplement-tub']],
  ['Tube', ['cosmetic-tube', 'aluminium-tube', 'toothpaste-tube']],
  ['Lip Balm', ['lip-balm-tube']],
  ['Canister', ['paper-canister']],
  ['Folding Carton', ['product-box', 'cosmetic-carton', 'tea-box']],
  ['Cereal Box', ['food-product-box']],
  ['Mailer Box', ['mailer-box']],
  ['Rigid Box', ['rigid-shoulder-neck-box', 'clamshell-rigid-box', 'magnetic-gift-box']],
  ['Gift Box', ['gift-wrap-box', 'magnetic-gift-box', 'sleeve-tray-box']],
  ['Cake Box', ['cake-box']],
  ['Window Box', ['window-box', 'window-hanging-box']],
  ['Pizza Box', ['delivery-pizza-box', 'frozen-pizza-box']],
  ['Wine Box', ['wine-box']],
  ['Shoe Box', ['shoe-box']],
  ['Display Box', ['shelf-display-box', 'counter-display']],
  ['Hanging Box', ['eurohook-box', 'window-hanging-box']],
  ['Drink Carton', ['juice-box']],
  ['Blister Pack', ['blister-pack']],
  ['Stand-Up Pouch', ['stand-up-pouch', 'food-pouch']],
  ['Spout Pouch', ['spout-pouch', 'juice-pouch']],
  ['Flat Pouch', ['flat-pouch', 'flat-bottom-pouch']],
  ['Sachet', ['sachet', 'stick-sachet', 'tea-sachet']],
  ['Flow Wrap', ['flow-wrap', 'chocolate-bar-wrap']],
  ['Snack Bag', ['snack-bag']],
  ['Coffee Bag', ['coffee-bag', 'flat-bottom-pouch']],
  ['Shopping Bag', ['paper-bag', 'cotton-tote']],
  ['Mailer Bag', ['paper-mailer-bag', 'padded-mailer-bag', 'poly-mailer']],
  ['Drawstring Bag', ['drawstring-bag']],
  ['Cup', ['coffee-cup', 'cold-cup']],
  ['Bowl', ['paper-food-bowl', 'salad-bowl-lid']],
  ['Food Tray', ['sealed-tray-sleeve', 'paper-clamshell', 'plastic-clamshell']],
  ['Label', ['product-label', 'round-label', 'wine-label']],
  ['Sticker', ['sticker', 'sticker-pack']],
  ['Tape', ['paper-tape', 'plastic-tape']],
  ['Stationery', ['postcard', 'leaflet', 'insert-card', 'menu-card', 'business-card', 'envelope']],
  ['Hang Tag', ['hang-tag']],
  ['Wrap', ['tissue-paper', 'soap-belly-band', 'product-belly-band']],
];

export const PRODUCT_TYPE_PRESETS: readonly ProductTypePreset[] = PT.map(([label, templateIds]) => ({
  value: label.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  label,
  templateIds,
}));

/**
 * OUR CHOICE (the spec names `artwork.mode` but not its values): where the generator's artwork
 * comes from — drawn from the description and styles, or the person's own image
 * (`artwork.image`, required in that mode).
 */
export const ARTWORK_MODE_PRESETS = [
  {
    value: 'generate',
    label: 'Create for me',
    description: 'We draw the artwork from your description and styles.',
    needsImage: false,
  },
  {
    value: 'upload',
    label: 'Upload my own',
    description: 'Upload your artwork and we build the pack around it.',
    needsImage: true,
  },
] as const;
export type ArtworkMode = (typeof ARTWORK_MODE_PRESETS)[number]['value'];
