/** Named colours for the colour picker ('Colours selection'): name, hex and search keywords. */
export interface NamedColour {
  name: string;
  hex: string;
  keywords: string[];
}

const RAW: [string, string, string?][] = [
  ['Black', '#000000', 'ink noir'],
  ['Jet Black', '#0A0A0A', 'ink'],
  ['Charcoal', '#36454F', 'slate graphite'],
  ['Graphite', '#41424C', 'pencil'],
  ['Dim Grey', '#696969', ''],
  ['Grey', '#808080', 'gray neutral'],
  ['Slate Grey', '#708090', 'gray'],
  ['Light Slate Grey', '#778899', 'gray'],
  ['Dark Grey', '#A9A9A9', 'gray'],
  ['Silver', '#C0C0C0', 'metallic chrome'],
  ['Light Grey', '#D3D3D3', 'gray'],
  ['Gainsboro', '#DCDCDC', 'gray'],
  ['White Smoke', '#F5F5F5', 'off white'],
  ['White', '#FFFFFF', 'snow paper clean'],
  ['Snow', '#FFFAFA', 'white'],
  ['Ivory', '#FFFFF0', 'off white cream'],
  ['Cream', '#FFFDD0', 'off white vanilla'],
  ['Linen', '#FAF0E6', 'off white natural'],
  ['Beige', '#F5F5DC', 'neutral sand'],
  ['Bone', '#E3DAC9', 'neutral'],
  ['Oat', '#DFD3C3', 'neutral natural'],
  ['Sand', '#C2B280', 'desert natural'],
  ['Wheat', '#F5DEB3', 'grain natural'],
  ['Tan', '#D2B48C', 'natural leather'],
  ['Burly Wood', '#DEB887', 'wood natural'],
  ['Kraft', '#B58B5A', 'cardboard paper natural'],
  ['Camel', '#C19A6B', 'natural'],
  ['Khaki', '#C3B091', 'military'],
  ['Dark Khaki', '#BDB76B', 'olive'],
  ['Taupe', '#483C32', 'neutral'],
  ['Mocha', '#967969', 'coffee'],
  ['Coffee', '#6F4E37', 'espresso'],
  ['Espresso', '#4B3621', 'coffee'],
  ['Chocolate', '#7B3F00', 'cocoa'],
  ['Cocoa', '#875F42', 'chocolate'],
  ['Saddle Brown', '#8B4513', 'leather'],
  ['Sienna', '#A0522D', 'earth'],
  ['Burnt Sienna', '#E97451', 'earth terracotta'],
  ['Terracotta', '#E2725B', 'clay earth'],
  ['Rust', '#B7410E', 'earth autumn'],
  ['Copper', '#B87333', 'metallic'],
  ['Bronze', '#CD7F32', 'metallic'],
  ['Caramel', '#AF6F09', 'toffee'],
  ['Peru', '#CD853F', 'earth'],
  ['Sandy Brown', '#F4A460', 'earth'],
  ['Rosy Brown', '#BC8F8F', 'dusty'],
  ['Maroon', '#800000', 'wine'],
  ['Burgundy', '#800020', 'wine'],
  ['Oxblood', '#4A0000', 'wine'],
  ['Wine', '#722F37', 'burgundy'],
  ['Claret', '#7F1734', 'wine'],
  ['Dark Red', '#8B0000', ''],
  ['Brick Red', '#CB4154', ''],
  ['Fire Brick', '#B22222', 'brick'],
  ['Crimson', '#DC143C', ''],
  ['Red', '#FF0000', 'primary'],
  ['Cherry', '#D2042D', 'fruit'],
  ['Scarlet', '#FF2400', ''],
  ['Tomato', '#FF6347', 'fruit'],
  ['Vermilion', '#E34234', ''],
  ['Indian Red', '#CD5C5C', ''],
  ['Light Coral', '#F08080', 'pink'],
  ['Coral', '#FF7F50', 'orange pink'],
  ['Salmon', '#FA8072', 'pink'],
  ['Dark Salmon', '#E9967A', 'pink'],
  ['Light Salmon', '#FFA07A', 'pink'],
  ['Peach', '#FFE5B4', 'apricot'],
  ['Apricot', '#FBCEB1', 'peach'],
  ['Orange Red', '#FF4500', ''],
  ['Dark Orange', '#FF8C00', ''],
  ['Orange', '#FFA500', 'citrus'],
  ['Tangerine', '#F28500', 'citrus fruit'],
  ['Pumpkin', '#FF7518', 'autumn halloween'],
  ['Marigold', '#EAA221', 'flower'],
  ['Amber', '#FFBF00', 'honey'],
  ['Honey', '#EBA937', 'amber'],
  ['Mustard', '#FFDB58', 'yellow'],
  ['Saffron', '#F4C430', 'spice'],
  ['Gold', '#FFD700', 'metallic luxury'],
  ['Old Gold', '#CFB53B', 'metallic'],
  ['Goldenrod', '#DAA520', ''],
  ['Dark Goldenrod', '#B8860B', ''],
  ['Yellow', '#FFFF00', 'primary sunshine'],
  ['Lemon', '#FFF44F', 'citrus fruit'],
  ['Canary', '#FFEF00', 'bright'],
  ['Butter', '#FFF1A8', 'pastel'],
  ['Lemon Chiffon', '#FFFACD', 'pastel'],
  ['Light Goldenrod', '#FAFAD2', 'pastel'],
  ['Pale Goldenrod', '#EEE8AA', 'pastel'],
  ['Champagne', '#F7E7CE', 'luxury'],
  ['Chartreuse', '#7FFF00', 'lime'],
  ['Lime', '#32CD32', 'citrus'],
  ['Lime Green', '#00FF00', 'neon'],
  ['Lawn Green', '#7CFC00', 'grass'],
  ['Green Yellow', '#ADFF2F', 'lime'],
  ['Yellow Green', '#9ACD32', ''],
  ['Pistachio', '#93C572', 'nut'],
  ['Matcha', '#A0B56B', 'tea'],
  ['Olive', '#808000', ''],
  ['Olive Drab', '#6B8E23', 'army'],
  ['Dark Olive Green', '#556B2F', 'army'],
  ['Moss', '#8A9A5B', 'earth'],
  ['Sage', '#B2AC88', 'herb muted'],
  ['Eucalyptus', '#5F8575', 'herb muted'],
  ['Fern', '#4F7942', 'plant'],
  ['Forest Green', '#228B22', 'nature'],
  ['Dark Green', '#006400', 'nature'],
  ['Bottle Green', '#006A4E', 'glass'],
  ['Hunter Green', '#355E3B', 'nature'],
  ['Green', '#008000', 'nature'],
  ['Kelly Green', '#4CBB17', ''],
  ['Emerald', '#50C878', 'jewel'],
  ['Jade', '#00A86B', 'jewel'],
  ['Sea Green', '#2E8B57', 'ocean'],
  ['Medium Sea Green', '#3CB371', ''],
  ['Mint', '#98FF98', 'fresh pastel'],
  ['Mint Cream', '#F5FFFA', 'pastel'],
  ['Honeydew', '#F0FFF0', 'pastel melon'],
  ['Pale Green', '#98FB98', 'pastel'],
  ['Light Green', '#90EE90', 'pastel'],
  ['Spring Green', '#00FF7F', 'fresh'],
  ['Aquamarine', '#7FFFD4', 'jewel'],
  ['Teal', '#008080', 'blue green'],
  ['Dark Cyan', '#008B8B', 'teal'],
  ['Petrol', '#005F6A', 'teal'],
  ['Light Sea Green', '#20B2AA', 'teal'],
  ['Turquoise', '#40E0D0', 'jewel tropical'],
  ['Medium Turquoise', '#48D1CC', 'tropical'],
  ['Cyan', '#00FFFF', 'aqua'],
  ['Aqua', '#00CED1', 'water'],
  ['Pale Turquoise', '#AFEEEE', 'pastel'],
  ['Light Cyan', '#E0FFFF', 'pastel'],
  ['Powder Blue', '#B0E0E6', 'pastel'],
  ['Baby Blue', '#89CFF0', 'pastel'],
  ['Light Blue', '#ADD8E6', 'pastel'],
  ['Sky Blue', '#87CEEB', 'sky'],
  ['Light Sky Blue', '#87CEFA', 'sky'],
  ['Deep Sky Blue', '#00BFFF', 'sky'],
  ['Cornflower Blue', '#6495ED', 'flower'],
  ['Steel Blue', '#4682B4', 'industrial'],
  ['Dodger Blue', '#1E90FF', 'bright'],
  ['Azure', '#007FFF', 'sky'],
  ['Cerulean', '#007BA7', 'sky'],
  ['Denim', '#1560BD', 'jeans'],
  ['Royal Blue', '#4169E1', 'regal'],
  ['Blue', '#0000FF', 'primary'],
  ['Cobalt', '#0047AB', 'deep'],
  ['Sapphire', '#0F52BA', 'jewel'],
  ['Medium Blue', '#0000CD', ''],
  ['Dark Blue', '#00008B', 'deep'],
  ['Navy', '#000080', 'nautical deep'],
  ['Midnight Blue', '#191970', 'night deep'],
  ['Oxford Blue', '#002147', 'deep'],
  ['Indigo', '#4B0082', 'violet'],
  ['Ultramarine', '#3F00FF', 'pigment'],
  ['Periwinkle', '#CCCCFF', 'pastel'],
  ['Lavender', '#E6E6FA', 'pastel floral'],
  ['Lilac', '#C8A2C8', 'floral pastel'],
  ['Thistle', '#D8BFD8', 'pastel'],
  ['Plum', '#DDA0DD', 'fruit'],
  ['Orchid', '#DA70D6', 'flower'],
  ['Medium Orchid', '#BA55D3', ''],
  ['Violet', '#EE82EE', ''],
  ['Amethyst', '#9966CC', 'jewel'],
  ['Medium Purple', '#9370DB', ''],
  ['Purple', '#800080', 'royal'],
  ['Dark Violet', '#9400D3', ''],
  ['Blue Violet', '#8A2BE2', ''],
  ['Rebecca Purple', '#663399', ''],
  ['Aubergine', '#3D0734', 'eggplant'],
  ['Mauve', '#E0B0FF', 'pastel'],
  ['Magenta', '#FF00FF', 'fuchsia'],
  ['Fuchsia', '#C154C1', 'magenta'],
  ['Hot Pink', '#FF69B4', 'bright'],
  ['Deep Pink', '#FF1493', 'bright'],
  ['Raspberry', '#E30B5C', 'fruit berry'],
  ['Cerise', '#DE3163', 'cherry'],
  ['Rose', '#FF007F', 'flower'],
  ['Dusty Rose', '#DCAE96', 'muted'],
  ['Blush', '#DE5D83', 'makeup'],
  ['Pink', '#FFC0CB', 'pastel'],
  ['Light Pink', '#FFB6C1', 'pastel'],
  ['Baby Pink', '#F4C2C2', 'pastel'],
  ['Misty Rose', '#FFE4E1', 'pastel'],
  ['Lavender Blush', '#FFF0F5', 'pastel'],
  ['Pale Violet Red', '#DB7093', ''],
  ['Medium Violet Red', '#C71585', ''],
  ['Rose Gold', '#B76E79', 'metallic'],
  ['Seashell', '#FFF5EE', 'off white'],
  ['Antique White', '#FAEBD7', 'off white vintage'],
  ['Papaya Whip', '#FFEFD5', 'pastel'],
  ['Blanched Almond', '#FFEBCD', 'nut'],
  ['Bisque', '#FFE4C4', 'neutral'],
  ['Moccasin', '#FFE4B5', 'neutral'],
  ['Navajo White', '#FFDEAD', 'neutral'],
  ['Old Lace', '#FDF5E6', 'off white vintage'],
  ['Floral White', '#FFFAF0', 'off white'],
  ['Ghost White', '#F8F8FF', 'off white'],
];

const HUE_FAMILIES: [number, string][] = [
  [15, 'red'],
  [40, 'orange'],
  [65, 'yellow'],
  [160, 'green'],
  [195, 'cyan'],
  [255, 'blue'],
  [290, 'purple'],
  [335, 'pink'],
  [360, 'red'],
];

function keywordsFor(hex: string): string[] {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) {
    if (max === r) h = 60 * (((g - b) / d) % 6);
    else if (max === g) h = 60 * ((b - r) / d + 2);
    else h = 60 * ((r - g) / d + 4);
  }
  if (h < 0) h += 360;
  const out: string[] = [];
  if (s < 0.12 || d < 0.08) out.push(l > 0.9 ? 'white' : l < 0.15 ? 'black' : 'grey', 'neutral');
  else {
    const fam = HUE_FAMILIES.find(([limit]) => h < limit)![1];
    out.push(fam);
    if (fam === 'orange' && l < 0.45) out.push('brown');
    out.push(h < 75 || h > 330 ? 'warm' : h > 150 && h < 300 ? 'cool' : 'fresh');
  }
  if (l > 0.8) out.push('light');
  else if (l < 0.3) out.push('dark');
  if (s > 0.85 && l > 0.4 && l < 0.65) out.push('bright', 'vivid');
  if (l > 0.75 && s > 0.3) out.push('pastel');
  return out;
}

export const NAMED_COLOURS: readonly NamedColour[] = RAW.map(([name, hex, extra]) => ({
  name,
  hex: hex.toUpperCase(),
  keywords: [
    ...new Set([
      ...name.toLowerCase().split(' '),
      ...(extra ? extra.split(' ').filter(Boolean) : []),
      ...keywordsFor(hex),
    ]),
  ],
}));

/** Search as the picker does: every word must prefix-match the name or a keyword, case-insensitive. */
export function searchNamedColours(query: string): NamedColour[] {
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9#]+/)
    .filter(Boolean);
  if (words.length === 0) return [...NAMED_COLOURS];
  return NAMED_COLOURS.filter((c) =>
    words.every(
      (w) =>
        c.name.toLowerCase().includes(w) ||
        c.hex.toLowerCase().includes(w) ||
        c.keywords.some((k) => k.startsWith(w)),
    ),
  );
}

/** Closest named colour to a hex value (by squared RGB distance). */
export function nearestNamedColour(hex: string): NamedColour {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  let best = NAMED_COLOURS[0]!;
  let bestD = Number.POSITIVE_INFINITY;
  for (const c of NAMED_COLOURS) {
    const m = Number.parseInt(c.hex.slice(1), 16);
    const d =
      (rgb[0]! - ((m >> 16) & 255)) ** 2 + (rgb[1]! - ((m >> 8) & 255)) ** 2 + (rgb[2]! - (m & 255)) ** 2;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}
