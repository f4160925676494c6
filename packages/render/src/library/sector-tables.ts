/**
 * What the inspiration library is made of: sectors (the shelves of a real shop: pet care, baby,
 * wine and spirits…), the products each sells, the packs each product really comes in (catalogue
 * template ids) and brand names in three tones. `library-items.ts` builds every design from one row
 * of these tables, so brand, product, pack and label copy always belong together.
 */
import type { Industry } from '@packsmith/core';

/** How a brand name sounds; each style preset asks for one (see `TONE_OF_STYLE`). */
export type BrandTone = 'refined' | 'lively' | 'natural';

export interface LibraryProduct {
  /** Display name, capitalised as printed ('Face Serum', 'SPF 50 Sunscreen'). */
  name: string;
  /** Catalogue template ids this product is really sold in. */
  packs: string[];
  /** The catalogue industry when it differs from the sector's (baby food is food). */
  industry?: Industry;
  /** Net content printed on the label, when the template's default would be wrong. */
  net?: string;
  /** Label claims of this product (else the sector's). */
  claims?: string[];
}

export interface LibrarySector {
  name: string;
  industry: Industry;
  brands: Record<BrandTone, string[]>;
  /** False where a net weight would be nonsense (earbuds, tote bags): the label prints none. */
  measured?: boolean;
  /** Short label claims that suit every product of the sector. */
  claims: string[];
  products: LibraryProduct[];
}

const F: Industry = 'Food & Beverage';

export const LIBRARY_SECTORS: LibrarySector[] = [
  {
    name: 'Coffee & Tea',
    industry: F,
    brands: {
      refined: ['Maison Kettle', 'Velvet Roast', 'Laurier'],
      lively: ['Sunrise Co', 'Perky', 'Early Bird'],
      natural: ['Hillside Roasters', 'Terra', 'Slow Leaf'],
    },
    claims: ['Ethically sourced', 'Freshly packed', 'Rainforest Alliance', 'Since 1998'],
    products: [
      { name: 'Coffee Beans', packs: ['coffee-bag', 'flat-bottom-pouch', 'round-tin'], net: '250 g' },
      {
        name: 'Ground Coffee',
        packs: ['coffee-bag', 'tall-rectangular-tin', 'paper-canister'],
        net: '227 g',
      },
      { name: 'Cold Brew Coffee', packs: ['drinks-can', 'slimline-can', 'glass-bottle'] },
      { name: 'Green Tea', packs: ['tea-tin', 'tea-box', 'tea-sachet'], net: '20 tea bags' },
      { name: 'Breakfast Tea', packs: ['tea-box', 'tea-tin', 'tea-sachet'], net: '40 tea bags' },
      { name: 'Peppermint Tea', packs: ['tea-box', 'tea-sachet', 'paper-canister'], net: '20 tea bags' },
      { name: 'Matcha', packs: ['round-tin', 'stick-sachet'], net: '30 g' },
      { name: 'Espresso', packs: ['coffee-cup', 'product-box'] },
    ],
  },
  {
    name: 'Soft Drinks & Juice',
    industry: F,
    brands: {
      refined: ['Clarity', 'Crystalline', 'Aurelia'],
      lively: ['Fizz Pop', 'Sunny Grove', 'Zing'],
      natural: ['Orchard Lane', 'Wild Spring', 'Greenfield'],
    },
    claims: ['No added sugar', 'Vegan', 'Serve chilled', 'Natural flavours'],
    products: [
      { name: 'Lemonade', packs: ['glass-bottle', 'drinks-can', 'slimline-can'] },
      { name: 'Orange Juice', packs: ['juice-box', 'juice-pouch', 'glass-bottle'], net: '200 ml' },
      { name: 'Sparkling Water', packs: ['slimline-can', 'aluminium-screw-cap-bottle', 'tall-drinks-can'] },
      { name: 'Kombucha', packs: ['glass-bottle', 'drinks-can'] },
      { name: 'Iced Tea', packs: ['tall-drinks-can', 'cold-cup'] },
      { name: 'Berry Smoothie', packs: ['cold-cup', 'spout-pouch'], net: '250 ml' },
      { name: 'Energy Drink', packs: ['tall-drinks-can', 'slimline-can'] },
      { name: 'Oat Milk', packs: ['food-product-box', 'glass-bottle'], net: '1 L' },
    ],
  },
  {
    name: 'Wine & Spirits',
    industry: F,
    brands: {
      refined: ['Château Belle', 'Maison Noir', 'Aurum'],
      lively: ['Tipsy Fox', 'Good Cheer', 'Night Owl'],
      natural: ['Old Vine', 'Stillwater', 'Highland Ridge'],
    },
    claims: ['Small batch', 'Drink responsibly', 'Award winning', 'Independent producer'],
    products: [
      { name: 'Red Wine', packs: ['wine-bottle', 'wine-label', 'wine-box'], net: '75 cl' },
      { name: 'Rosé', packs: ['wine-bottle', 'wine-label'], net: '75 cl' },
      { name: 'Sparkling Wine', packs: ['wine-bottle', 'gift-wrap-box'], net: '75 cl' },
      { name: 'London Dry Gin', packs: ['spirit-bottle', 'round-label'] },
      { name: 'Dark Rum', packs: ['rum-bottle', 'rigid-shoulder-neck-box'] },
      { name: 'Single Malt Whisky', packs: ['spirit-bottle', 'paper-canister'] },
      { name: 'Craft Lager', packs: ['beer-bottle', 'drinks-can', 'tall-drinks-can'] },
      { name: 'Pale Ale', packs: ['beer-bottle', 'drinks-can'] },
      { name: 'Apple Cider', packs: ['beer-bottle', 'tall-drinks-can'] },
    ],
  },
  {
    name: 'Pantry',
    industry: F,
    brands: {
      refined: ['Epicure', 'La Table', 'Provenance'],
      lively: ['Kitchen Party', 'Yummo', 'Big Spoon'],
      natural: ['Hive & Co', 'Grove & Press', 'Field Kitchen'],
    },
    claims: ['Family recipe', 'No preservatives', 'Made in small batches', 'Suitable for vegetarians'],
    products: [
      { name: 'Extra Virgin Olive Oil', packs: ['olive-oil-bottle', 'tall-rectangular-tin'] },
      { name: 'Wildflower Honey', packs: ['honey-jar', 'glass-jar'], net: '340 g' },
      { name: 'Hot Sauce', packs: ['sauce-bottle'], net: '150 ml' },
      { name: 'Strawberry Jam', packs: ['glass-jar', 'round-label'], net: '340 g' },
      { name: 'Chopped Tomatoes', packs: ['food-can'] },
      { name: 'Granola', packs: ['flat-bottom-pouch', 'food-product-box', 'stand-up-pouch'] },
      { name: 'Fusilli Pasta', packs: ['food-product-box', 'window-box'] },
      { name: 'Sea Salt', packs: ['paper-canister', 'round-tin'] },
      { name: 'Pasta Sauce', packs: ['glass-jar', 'product-label'] },
    ],
  },
  {
    name: 'Snacks',
    industry: F,
    brands: {
      refined: ['Fine Crunch', 'Flint & Stone', 'Gourmand'],
      lively: ['Crunchies', 'Crunch Time', 'Munch'],
      natural: ['Trail Mix Co', 'Good Harvest', 'Nutty Acres'],
    },
    claims: ['No artificial flavours', 'Sharing size', 'Suitable for vegetarians', 'Perfect for lunchboxes'],
    products: [
      { name: 'Potato Crisps', packs: ['snack-bag'], net: '150 g' },
      { name: 'Sea Salt Popcorn', packs: ['snack-bag', 'paper-canister'] },
      { name: 'Roasted Nuts', packs: ['stand-up-pouch', 'food-pouch', 'round-tin'] },
      { name: 'Protein Bar', packs: ['flow-wrap', 'shelf-display-box'], net: '60 g' },
      { name: 'Oat Crackers', packs: ['food-product-box', 'flow-wrap'] },
      { name: 'Dried Mango', packs: ['stand-up-pouch', 'flat-pouch'] },
    ],
  },
  {
    name: 'Dairy & Frozen',
    industry: F,
    brands: {
      refined: ['Laiterie Crème', 'Alpine Dairy', 'Belle Laiterie'],
      lively: ['Buttercup', 'Scoops', 'Happy Cow'],
      natural: ['Meadow Farm', 'Green Pasture', 'Valley Creamery'],
    },
    claims: ['Farm fresh', 'No artificial colours', 'Family favourite', 'Locally made'],
    products: [
      { name: 'Greek Yoghurt', packs: ['yoghurt-pot', 'plastic-tub'], net: '500 g' },
      { name: 'Vanilla Ice Cream', packs: ['ice-cream-tub'], net: '500 ml' },
      { name: 'Stone-Baked Frozen Pizza', packs: ['frozen-pizza-box'] },
      { name: 'Lasagne', packs: ['sealed-tray-sleeve'], net: '400 g' },
      { name: 'Cheddar', packs: ['product-label', 'round-label'] },
    ],
  },
  {
    name: 'Bakery',
    industry: F,
    brands: {
      refined: ['Pâtisserie Lune', 'Maison Sucre', 'Delphine'],
      lively: ['Sprinkles', 'Rise & Shine', 'Crumb Club'],
      natural: ['Stone Mill', 'Village Oven', 'Wholegrain & Co'],
    },
    claims: ['Baked fresh daily', 'Made by hand', 'Local flour', 'May contain nuts'],
    products: [
      { name: 'Celebration Cake', packs: ['cake-box'] },
      { name: 'Cupcakes', packs: ['window-box', 'plastic-clamshell'] },
      { name: 'Butter Cookies', packs: ['round-tin', 'window-box', 'flow-wrap'] },
      { name: 'Macarons', packs: ['sleeve-tray-box', 'window-box'] },
      { name: 'Sourdough Loaf', packs: ['paper-bag', 'product-label'] },
    ],
  },
  {
    name: 'Confectionery',
    industry: 'Confectionery',
    brands: {
      refined: ['Bonbonnière', 'Cocoa Lane', 'Sucré'],
      lively: ['Sweet Tooth', 'Candy Cloud', 'Sugar Rush'],
      natural: ['Honest Cocoa', 'Bean & Bloom', 'Wild Orchard'],
    },
    claims: ['Hand finished', 'No artificial colours', 'Perfect for sharing', 'Made in small batches'],
    products: [
      { name: 'Dark Chocolate', packs: ['chocolate-bar-wrap', 'shelf-display-box'], net: '100 g' },
      { name: 'Milk Chocolate', packs: ['chocolate-bar-wrap', 'flow-wrap'], net: '100 g' },
      { name: 'Chocolate Truffles', packs: ['magnetic-gift-box', 'sleeve-tray-box', 'clamshell-rigid-box'] },
      { name: 'Salted Caramels', packs: ['round-tin', 'window-box'] },
      { name: 'Gummy Bears', packs: ['stand-up-pouch', 'snack-bag'] },
      { name: 'Peppermints', packs: ['mint-tin'], net: '40 g' },
      { name: 'Butter Toffee', packs: ['round-tin', 'flow-wrap'] },
      { name: 'Advent Chocolates', packs: ['advent-calendar'] },
      { name: 'Crème Brûlée Fudge', packs: ['window-box', 'gift-wrap-box'] },
      { name: 'Lollipops', packs: ['counter-display', 'window-hanging-box'] },
    ],
  },
  {
    name: 'Takeaway',
    industry: 'Delivery',
    brands: {
      refined: ['Le Délice', 'Osteria Nove', 'Maison Bao'],
      lively: ['Hot Stuff', 'Quick Bite', 'Night Owl Eats'],
      natural: ['Green Plate', 'Harvest Kitchen', 'Street Garden'],
    },
    measured: false,
    claims: ['Freshly made to order', 'Order online', 'Compostable packaging', 'Family run'],
    products: [
      { name: 'Wood-Fired Pizza', packs: ['delivery-pizza-box'] },
      { name: 'Smash Burger', packs: ['paper-clamshell'] },
      { name: 'Ramen Noodles', packs: ['paper-food-bowl'] },
      { name: 'Salmon Poke', packs: ['salad-bowl-lid', 'paper-food-bowl'] },
      { name: 'Sushi Platter', packs: ['plastic-clamshell', 'sealed-tray-sleeve'] },
      { name: 'Flat White', packs: ['coffee-cup'] },
      { name: 'Bubble Tea', packs: ['cold-cup'] },
      { name: 'Takeaway', packs: ['menu-card', 'leaflet', 'paper-bag'] },
    ],
  },
  {
    name: 'Skincare',
    industry: 'Beauty & Personal Care',
    brands: {
      refined: ['Lumière', 'Maison Rosé', 'Aura'],
      lively: ['Glow Lab', 'Dewdrop', 'Peachy'],
      natural: ['Petal & Pine', 'Botanica', 'Pure Origin'],
    },
    claims: ['Dermatologically tested', 'Fragrance free', 'Vegan formula', 'For all skin types'],
    products: [
      {
        name: 'Face Serum',
        packs: ['dropper-bottle', 'cosmetic-carton'],
        net: '30 ml',
        claims: ['With vitamin C', 'Fragrance free'],
      },
      {
        name: 'Night Cream',
        packs: ['cosmetic-jar', 'airless-pump-bottle', 'cosmetic-carton'],
        net: '50 ml',
      },
      { name: 'Body Lotion', packs: ['pump-bottle', 'plastic-bottle', 'cosmetic-tube'] },
      { name: 'Hand Cream', packs: ['cosmetic-tube', 'aluminium-tube'] },
      { name: 'Sheet Mask', packs: ['sachet', 'flat-pouch'] },
      { name: 'Lip Balm', packs: ['lip-balm-tube', 'counter-display'] },
      { name: 'SPF 50 Sunscreen', packs: ['cosmetic-tube', 'spray-bottle'] },
      { name: 'Body Scrub', packs: ['cosmetic-jar', 'plastic-tub'] },
      { name: 'Crème Hydratante', packs: ['cosmetic-jar', 'airless-pump-bottle'], net: '50 ml' },
    ],
  },
  {
    name: 'Hair & Body',
    industry: 'Beauty & Personal Care',
    brands: {
      refined: ['Salon Privé', 'Oriel', 'Sable'],
      lively: ['Bubble Club', 'Splash', 'Sunday Suds'],
      natural: ['Rosemary Row', 'Clay & Co', 'Seaweed Bay'],
    },
    claims: ['Cruelty free', 'Vegan formula', 'Dermatologically tested', 'Recyclable packaging'],
    products: [
      { name: 'Shampoo', packs: ['plastic-bottle', 'pump-bottle'] },
      { name: 'Conditioner', packs: ['plastic-bottle', 'cosmetic-tube'] },
      { name: 'Shower Gel', packs: ['plastic-bottle', 'pump-bottle'] },
      { name: 'Soap Bar', packs: ['soap-belly-band', 'product-box'], net: '100 g' },
      { name: 'Bath Salts', packs: ['stand-up-pouch', 'glass-jar'] },
      { name: 'Whitening Toothpaste', packs: ['toothpaste-tube'] },
      { name: 'Hair Oil', packs: ['dropper-bottle'] },
    ],
  },
  {
    name: 'Fragrance',
    industry: 'Luxury',
    brands: {
      refined: ['Maison Noir', 'Velours', 'Élan'],
      lively: ['Pop Scent', 'Bloom Bomb', 'Daydream'],
      natural: ['Cedar & Moss', 'Fig Tree', 'Salt Air'],
    },
    claims: ['Long lasting', 'Made in France', 'Notes of amber', 'Hand finished'],
    products: [
      { name: 'Eau de Parfum', packs: ['perfume-bottle', 'rigid-shoulder-neck-box'] },
      { name: 'Body Mist', packs: ['spray-bottle', 'perfume-bottle'] },
      { name: 'Solid Perfume', packs: ['round-tin', 'clamshell-rigid-box'] },
    ],
  },
  {
    name: 'Health & Supplements',
    industry: 'Healthcare & Supplements',
    brands: {
      refined: ['Vitalis', 'Élan Health', 'Equilibre'],
      lively: ['Vita Pop', 'Daily Boost', 'Bright Side'],
      natural: ['Pure Daily', 'Root & Leaf', 'Well Kept'],
    },
    claims: ['Vegan', 'No artificial colours', 'Third-party tested', 'Made in the UK'],
    products: [
      { name: 'Vitamin C', packs: ['supplement-bottle', 'stick-sachet'] },
      { name: 'Protein Powder', packs: ['supplement-tub', 'flat-bottom-pouch'], net: '1 kg' },
      { name: 'Probiotics', packs: ['supplement-bottle', 'blister-pack'], net: '30 capsules' },
      { name: 'Collagen Powder', packs: ['supplement-tub', 'stick-sachet'] },
      { name: 'Sleep Gummies', packs: ['supplement-bottle', 'plastic-tub'] },
      {
        name: 'Omega 3 Capsules',
        packs: ['supplement-bottle', 'blister-pack'],
        claims: ['60 capsules', 'Sustainably sourced'],
      },
      { name: 'Pain Relief Tablets', packs: ['blister-pack', 'product-box'], net: '16 tablets' },
      { name: 'Electrolytes', packs: ['stick-sachet', 'sachet'] },
      { name: 'Cough Syrup', packs: ['glass-bottle', 'product-box'], net: '150 ml' },
    ],
  },
  {
    name: 'Baby',
    industry: 'Beauty & Personal Care',
    brands: {
      refined: ['Petit Ciel', 'Bébé Douce', 'Little Luxe'],
      lively: ['Tiny Toes', 'Giggles', 'Peekaboo'],
      natural: ['Little Sprout', 'Mother Earth', 'Cotton Cloud'],
    },
    claims: ['Paediatrician approved', 'Made for little ones', 'No nasties', 'Tested by parents'],
    products: [
      { name: 'Baby Wipes', packs: ['wipe-pack'], claims: ['99% water', 'Gentle on skin'] },
      { name: 'Baby Lotion', packs: ['pump-bottle', 'cosmetic-tube'] },
      { name: 'Nappy Cream', packs: ['cosmetic-tube', 'plastic-tub'] },
      { name: 'Baby Shampoo', packs: ['plastic-bottle'], claims: ['Tear free', 'Gentle on skin'] },
      { name: 'Fruit Purée', packs: ['spout-pouch', 'food-pouch'], industry: F, net: '90 g' },
      { name: 'Baby Formula', packs: ['supplement-tub'], industry: F, net: '800 g' },
      { name: 'Teething Biscuits', packs: ['food-product-box'], industry: F },
    ],
  },
  {
    name: 'Pet Care',
    industry: 'General Retail',
    brands: {
      refined: ['Noble Paw', 'Paw & Crown', 'Maison Patte'],
      lively: ['Waggy', 'Purrfect', 'Happy Tails'],
      natural: ['Wild Paws', 'Field & Hound', 'Nature Friends'],
    },
    claims: ['Vet approved', 'Made in small batches', 'Loved by pets', 'Family owned'],
    products: [
      {
        name: 'Dry Dog Food',
        packs: ['flat-bottom-pouch', 'stand-up-pouch'],
        net: '2 kg',
        claims: ['Complete nutrition', 'Grain free'],
      },
      {
        name: 'Wet Cat Food',
        packs: ['food-can', 'sachet'],
        net: '85 g',
        claims: ['Real chicken', 'Complete nutrition'],
      },
      { name: 'Dog Treats', packs: ['stand-up-pouch', 'paper-canister'] },
      { name: 'Cat Litter', packs: ['flat-bottom-pouch'], net: '5 kg' },
      { name: 'Dog Shampoo', packs: ['plastic-bottle'] },
      { name: 'Chew Toy', packs: ['eurohook-box', 'window-hanging-box'] },
      { name: 'Bird Seed', packs: ['flat-bottom-pouch'] },
      { name: 'Pet Grooming Wipes', packs: ['wipe-pack'] },
    ],
  },
  {
    name: 'Household & Cleaning',
    industry: 'Household & Cleaning',
    brands: {
      refined: ['Maison Propre', 'Linen & Lye', 'Ivory'],
      lively: ['Sparkle', 'Scrub Hub', 'Fresh Start'],
      natural: ['Tidy Earth', 'Clean Meadow', 'Citrus Grove'],
    },
    claims: ['Cruelty free', 'Recyclable packaging', 'Made in Britain'],
    products: [
      { name: 'Washing-Up Liquid', packs: ['plastic-bottle', 'pump-bottle'] },
      { name: 'Laundry Detergent', packs: ['flat-bottom-pouch', 'product-box'] },
      { name: 'Laundry Pods', packs: ['plastic-tub', 'stand-up-pouch'] },
      {
        name: 'Surface Spray',
        packs: ['spray-bottle'],
        claims: ['Kills 99.9% of germs', 'Plant-based formula'],
      },
      { name: 'Dishwasher Tablets', packs: ['product-box', 'stand-up-pouch'] },
      { name: 'Kitchen Sponges', packs: ['flow-wrap', 'eurohook-box'] },
      { name: 'Disinfecting Wipes', packs: ['wipe-pack'] },
      { name: 'Air Freshener', packs: ['spray-bottle'] },
    ],
  },
  {
    name: 'Home Fragrance',
    industry: 'Home & Garden',
    brands: {
      refined: ['Hearth', 'Maison Lumière', 'Amber Hall'],
      lively: ['Cosy Nights', 'Glow Up', 'Happy Place'],
      natural: ['Woodsmoke', 'Linden', 'Wild Fig'],
    },
    claims: ['Made in small batches', 'Natural essential oils', 'Vegan', 'Recyclable packaging'],
    products: [
      { name: 'Scented Candle', packs: ['candle-jar', 'candle-tin'], claims: ['Soy wax', '40-hour burn'] },
      { name: 'Reed Diffuser', packs: ['glass-bottle', 'product-box'], net: '100 ml' },
      { name: 'Room Spray', packs: ['spray-bottle'] },
      { name: 'Incense', packs: ['paper-canister', 'flow-wrap'] },
    ],
  },
  {
    name: 'Garden',
    industry: 'Home & Garden',
    brands: {
      refined: ['Jardin Doré', 'Orangery', 'Kew Lane'],
      lively: ['Grow Wild', 'Sprout', 'Bloom'],
      natural: ['Greenhouse', 'Tool Shed', 'Meadowsweet'],
    },
    claims: ['Peat free', 'Organic', 'Made in Britain', 'Pet safe'],
    products: [
      { name: 'Plant Food', packs: ['plastic-bottle', 'sachet'] },
      { name: 'Wildflower Seeds', packs: ['envelope', 'flat-pouch'] },
      { name: 'Herb Garden Kit', packs: ['product-box', 'mailer-box'] },
      { name: 'Potting Compost', packs: ['flat-bottom-pouch'], net: '10 L' },
    ],
  },
  {
    name: 'Gifts',
    industry: 'Gifting',
    brands: {
      refined: ['Keepsake', 'Jolie Boutique', 'Rose & Bow'],
      lively: ['Surprise Me', 'Confetti', 'Wrapped'],
      natural: ['Kindred', 'Twig & Twine', 'Half Moon'],
    },
    measured: false,
    claims: ['Gift ready', 'Hand packed', 'Personalised note', 'Made with love'],
    products: [
      { name: 'Pamper Gift Set', packs: ['magnetic-gift-box', 'gift-wrap-box'] },
      { name: 'Tea Selection', packs: ['sleeve-tray-box', 'tea-box'] },
      { name: 'Spa Kit', packs: ['gift-wrap-box', 'drawstring-bag'] },
      { name: 'Thank You', packs: ['postcard', 'insert-card', 'sticker'] },
      { name: 'Gift', packs: ['tissue-paper', 'hang-tag', 'paper-bag'] },
    ],
  },
  {
    name: 'Electronics',
    industry: 'Electronics',
    brands: {
      refined: ['Aurum Audio', 'Obsidian', 'Monolith'],
      lively: ['Volt', 'Pixel Forge', 'Zap'],
      natural: ['Circuit', 'Hemlock', 'Solace'],
    },
    measured: false,
    claims: ['2-year warranty', 'Recycled plastics', 'Designed in London', 'Plastic-free packaging'],
    products: [
      { name: 'Wireless Earbuds', packs: ['product-box', 'clamshell-rigid-box', 'blister-pack'] },
      { name: 'Phone Charger', packs: ['blister-pack', 'eurohook-box'] },
      { name: 'Smart Speaker', packs: ['product-box', 'mailer-box'] },
      { name: 'Mechanical Keyboard', packs: ['product-box'] },
      { name: 'Power Bank', packs: ['eurohook-box', 'window-hanging-box'] },
      { name: 'AA Batteries', packs: ['blister-pack', 'eurohook-box'] },
    ],
  },
  {
    name: 'Fashion & Apparel',
    industry: 'Apparel',
    brands: {
      refined: ['Atelier Été', 'Maison Fil', 'Loom'],
      lively: ['Stride', 'Stripe Club', 'Kicks'],
      natural: ['Thread', 'Hemp & Hide', 'Common Cloth'],
    },
    measured: false,
    claims: ['Made to last', 'Free returns', 'Ethically made', 'Designed in London'],
    products: [
      { name: 'Organic T-Shirt', packs: ['poly-mailer', 'mailer-box', 'hang-tag'] },
      { name: 'Running Sneakers', packs: ['shoe-box'] },
      { name: 'Hoodie', packs: ['paper-mailer-bag', 'poly-mailer'] },
      { name: 'Selvedge Denim', packs: ['hang-tag', 'paper-bag'] },
      { name: 'Wool Socks', packs: ['product-belly-band', 'window-hanging-box'] },
      { name: 'Leather Handbag', packs: ['drawstring-bag', 'cotton-tote'], industry: 'Fashion' },
      { name: 'Silver Jewellery', packs: ['clamshell-rigid-box', 'drawstring-bag'], industry: 'Fashion' },
      { name: 'Wristwatch', packs: ['rigid-shoulder-neck-box'], industry: 'Fashion' },
    ],
  },
  {
    name: 'Stationery',
    industry: 'Stationery',
    brands: {
      refined: ['Papeterie', 'Inkwell', 'Folio'],
      lively: ['Doodle', 'Party Press', 'Scribble'],
      natural: ['Quill Trail', 'Scribe', 'Birch & Quill'],
    },
    measured: false,
    claims: ['FSC certified paper', 'Made in Britain', 'Printed with vegetable inks', 'Designed in London'],
    products: [
      { name: 'Dotted Notebook', packs: ['product-belly-band', 'sleeve-tray-box'] },
      { name: 'Fountain Pens', packs: ['window-hanging-box', 'clamshell-rigid-box'] },
      { name: 'Greeting Cards', packs: ['envelope', 'postcard'] },
      { name: 'Washi', packs: ['paper-tape'] },
      { name: 'Planner', packs: ['sticker-pack', 'sticker'] },
      { name: 'Letterpress Studio', packs: ['business-card', 'envelope'] },
    ],
  },
  {
    name: 'E-commerce & Shipping',
    industry: 'E-commerce',
    brands: {
      refined: ['Parcelle', 'Courier & Co', 'Dispatch'],
      lively: ['Doorstep', 'Cart & Crate', 'Unbox'],
      natural: ['Green Post', 'Fast Lane', 'Harbour Freight'],
    },
    measured: false,
    claims: ['Recyclable', 'Tracked delivery', 'Handle with care', 'Free returns'],
    products: [
      { name: 'Subscription', packs: ['mailer-box', 'insert-card'] },
      { name: 'Online Order', packs: ['paper-mailer-bag', 'padded-mailer-bag', 'poly-mailer'] },
      { name: 'Fragile', packs: ['plastic-tape', 'sticker'], industry: 'Shipping' },
      { name: 'Parcel', packs: ['paper-tape', 'product-label'], industry: 'Shipping' },
      { name: 'Returns', packs: ['leaflet', 'insert-card'] },
    ],
  },
  {
    name: 'Music & Games',
    industry: 'Media & Entertainment',
    brands: {
      refined: ['Encore', 'Cinéma Rêve', 'Grand Hall'],
      lively: ['Spin City', 'Playhouse', 'Arcade'],
      natural: ['Analog', 'Campfire Records', 'Woodland Play'],
    },
    measured: false,
    claims: ['Limited edition', 'Made in Europe', "Collector's edition"],
    products: [
      { name: 'Vinyl Record', packs: ['vinyl-album-cover'] },
      { name: 'Board Game', packs: ['product-box', 'clamshell-rigid-box'] },
      { name: 'Jigsaw Puzzle', packs: ['product-box'] },
      { name: 'Tour Merch', packs: ['cotton-tote', 'sticker-pack', 'poly-mailer'] },
      { name: 'Film Premiere', packs: ['postcard', 'leaflet'] },
    ],
  },
  {
    name: 'Eco Living',
    industry: 'Eco-friendly',
    brands: {
      refined: ['Nature Première', 'Verdant', 'Sage & Stone'],
      lively: ['Green Loop', 'Fill Station', 'Loopful'],
      natural: ['Earthly', 'Nought', 'Hive Bay'],
    },
    claims: ['Plastic free', 'Carbon neutral', 'B Corp certified', 'Made in Britain'],
    products: [
      {
        name: 'Refill Hand Soap',
        packs: ['aluminium-screw-cap-bottle', 'spout-pouch'],
        claims: ['Reuse & refill', 'Plastic free'],
      },
      { name: 'Bamboo Toothbrush', packs: ['product-box', 'paper-canister'] },
      { name: 'Compostable Coffee Pods', packs: ['product-box', 'paper-canister'] },
      { name: 'Zero Waste Kit', packs: ['cotton-tote', 'mailer-box'] },
      { name: 'Shampoo Bar', packs: ['soap-belly-band', 'product-box'] },
      { name: 'Beeswax Wraps', packs: ['product-belly-band', 'envelope'] },
    ],
  },
  {
    name: 'Luxury',
    industry: 'Luxury',
    brands: {
      refined: ['Aurelian', 'Château Belle', 'Maison Or'],
      lively: ['Gilded', 'Midnight Club', 'Velvet Rope'],
      natural: ['Noble Oak', 'Heirloom', 'Estate Reserve'],
    },
    claims: ['Limited edition', 'Hand numbered', 'Since 1892', 'Crafted in small batches'],
    products: [
      { name: 'Champagne', packs: ['wine-bottle', 'gift-wrap-box'], net: '75 cl' },
      { name: 'Cognac', packs: ['spirit-bottle', 'rigid-shoulder-neck-box'] },
      { name: 'Caviar', packs: ['round-tin'], net: '50 g' },
      { name: 'Silk Scarf', packs: ['clamshell-rigid-box', 'tissue-paper'] },
      { name: 'Truffle Oil', packs: ['glass-bottle'], net: '100 ml' },
    ],
  },
  {
    name: 'Retail',
    industry: 'Retail',
    brands: {
      refined: ['Étagère', 'Emporium', 'Gallery Store'],
      lively: ['Corner Store', 'Shelf Life', 'Pick & Mix'],
      natural: ['Daily Goods', 'Market Hall', 'General Store'],
    },
    measured: false,
    claims: ['Shop local', 'Since 1984', 'Free returns', 'Designed in London'],
    products: [
      { name: 'Boutique', packs: ['paper-bag', 'cotton-tote', 'tissue-paper'] },
      { name: 'Sunglasses', packs: ['drawstring-bag', 'clamshell-rigid-box'] },
      { name: 'Phone Case', packs: ['window-hanging-box', 'blister-pack'] },
      { name: 'Reusable Water Bottle', packs: ['product-box', 'hang-tag'] },
    ],
  },
  {
    name: 'General Goods',
    industry: 'General Retail',
    brands: {
      refined: ['Général', 'Hardware & Co', 'Bright Hall'],
      lively: ['Handy', 'Everyday', 'Basics & Co'],
      natural: ['Homestead', 'Plain Goods', 'Useful Things'],
    },
    measured: false,
    claims: ['Long life', 'Great value', 'Guaranteed quality'],
    products: [
      { name: 'LED Light Bulbs', packs: ['product-box', 'eurohook-box'] },
      { name: 'Picture Frames', packs: ['product-box', 'product-belly-band'] },
      { name: 'Matches', packs: ['product-box'] },
    ],
  },
];

/** Which brand tone each style preset asks for. */
export const TONE_OF_STYLE: Record<string, BrandTone> = {
  minimalist: 'refined',
  luxury: 'refined',
  elegant: 'refined',
  'art-deco': 'refined',
  premium: 'refined',
  scandinavian: 'refined',
  monochrome: 'refined',
  playful: 'lively',
  modern: 'lively',
  bold: 'lively',
  retro: 'lively',
  geometric: 'lively',
  'pop-art': 'lively',
  colourful: 'lively',
  vintage: 'natural',
  organic: 'natural',
  'eco-friendly': 'natural',
  'hand-drawn': 'natural',
  industrial: 'natural',
  botanical: 'natural',
};

/** One (sector, product, pack) row: what a library design is of. */
export interface LibraryRow {
  sector: LibrarySector;
  product: LibraryProduct;
  templateId: string;
}

/** Every sector × product × pack, in table order. */
export const LIBRARY_ROWS: LibraryRow[] = LIBRARY_SECTORS.flatMap((sector) =>
  sector.products.flatMap((product) => product.packs.map((templateId) => ({ sector, product, templateId }))),
);
