import type { Industry, PackagingTemplate, PrintArea, SilhouetteFamily, TemplateCategory } from './types.ts';
import { VIEWS } from './types.ts';

type Params = Record<string, number | string | boolean>;

interface Row {
  id: string;
  product: string;
  category: TemplateCategory;
  family: SilhouetteFamily;
  params: Params;
  print: PrintArea;
  industries: Industry[];
  tags: string[];
  /** What the pack is, for the mockup description. */
  desc: string;
  /** One sentence on what makes this template look right. */
  look: string;
  productType?: 'PACKAGING' | 'LABEL' | null;
  secondary?: boolean;
  /** Older entries carry inspiration prompts. */
  legacy?: boolean;
  /** Entries that carry projector finetune ids (advent calendar, food pouch, beer bottle). */
  projector?: boolean;
  variants?: number;
}

const B: Industry = 'Beauty & Personal Care';
const H: Industry = 'Healthcare & Supplements';
const G: Industry = 'Gifting';
const F: Industry = 'Food & Beverage';
const R: Industry = 'Retail';
const GR: Industry = 'General Retail';
const EC: Industry = 'E-commerce';
const SH: Industry = 'Shipping';
const DL: Industry = 'Delivery';
const ECO: Industry = 'Eco-friendly';
const M: Industry = 'Media & Entertainment';
const EL: Industry = 'Electronics';
const L: Industry = 'Luxury';
const AP: Industry = 'Apparel';
const C: Industry = 'Confectionery';
const HC: Industry = 'Household & Cleaning';
const FA: Industry = 'Fashion';
const HG: Industry = 'Home & Garden';
const ST: Industry = 'Stationery';

const pa = (x: number, y: number, w: number, h: number): PrintArea => ({ x, y, w, h });
/** Round packs: `w` is the share of the circumference the label wraps. */
const wrap = (y: number, h: number, w = 0.92): PrintArea => ({ x: 0, y, w, h });
const face = (m = 0.06): PrintArea => ({ x: m, y: m, w: 1 - 2 * m, h: 1 - 2 * m });

const ROWS: Row[] = [
  // Bottles
  { id: 'glass-bottle', product: 'Glass Bottle', category: 'Bottles', family: 'bottle', params: { w: 70, h: 230, style: 'round', material: 'glass-clear', cap: 'screw', capMaterial: 'metal' }, print: wrap(0.44, 0.38, 0.7), industries: [F, B], tags: ['glass', 'bottle', 'beverage', 'juice', 'label'], desc: 'clear glass bottle with a wraparound paper label', look: 'Clear glass shows a tinted liquid behind the label with bright vertical reflections.', legacy: true },
  { id: 'plastic-bottle', product: 'Plastic Bottle', category: 'Bottles', family: 'bottle', params: { w: 68, h: 210, style: 'boston', material: 'plastic', cap: 'flip', capMaterial: 'white' }, print: wrap(0.4, 0.46, 0.8), industries: [HC, B], tags: ['plastic', 'bottle', 'shampoo', 'cleaning', 'hdpe'], desc: 'opaque plastic bottle with a flip-top cap', look: 'The opaque body is printed directly with a soft satin sheen.', legacy: true },
  { id: 'dropper-bottle', product: 'Dropper Bottle', category: 'Bottles', family: 'bottle', params: { w: 36, h: 112, style: 'boston', material: 'glass-amber', cap: 'dropper', capMaterial: 'black' }, print: wrap(0.5, 0.4, 0.75), industries: [B, H], tags: ['dropper', 'serum', 'oil', 'skincare', 'glass', 'tincture'], desc: 'amber glass dropper bottle with a rubber bulb pipette', look: 'A black rubber bulb and collar sit above warm amber glass.', legacy: true },
  { id: 'airless-pump-bottle', product: 'Airless Pump Bottle', category: 'Bottles', family: 'bottle', params: { w: 36, h: 150, style: 'airless', material: 'plastic', cap: 'airless', capMaterial: 'white' }, print: wrap(0.3, 0.58, 0.8), industries: [B, L], tags: ['airless', 'pump', 'serum', 'cream', 'skincare', 'cosmetic'], desc: 'slim airless pump bottle with a clear overcap', look: 'A slim cylinder with a flat pump head keeps the print area tall and narrow.' },
  { id: 'rum-bottle', product: 'Rum Bottle', category: 'Bottles', family: 'bottle', params: { w: 88, h: 290, style: 'spirit', material: 'glass-amber', cap: 'cork', capMaterial: 'wood' }, print: wrap(0.46, 0.36, 0.6), industries: [F, L, G], tags: ['rum', 'spirits', 'alcohol', 'liquor', 'cork'], desc: 'heavy spirit bottle with a wooden bar-top cork', look: 'Dark rum glows amber through thick glass under a wooden stopper.', legacy: true },
  { id: 'spirit-bottle', product: 'Spirit Bottle', category: 'Bottles', family: 'bottle', params: { w: 95, h: 270, style: 'decanter', material: 'glass-clear', cap: 'cork', capMaterial: 'black' }, print: wrap(0.45, 0.36, 0.55), industries: [F, L, G], tags: ['gin', 'vodka', 'whisky', 'spirits', 'alcohol', 'premium'], desc: 'broad-shouldered clear spirit bottle with a bar-top stopper', look: 'Broad shoulders and a short neck give a premium, weighty presence.', legacy: true },
  { id: 'beer-bottle', product: 'Beer Bottle', category: 'Bottles', family: 'bottle', params: { w: 62, h: 235, style: 'beer', material: 'glass-amber', cap: 'crown', capMaterial: 'metal' }, print: wrap(0.5, 0.32, 0.55), industries: [F], tags: ['beer', 'craft beer', 'ale', 'lager', 'brewery', 'alcohol'], desc: 'amber longneck beer bottle with a crown cap', look: 'A long neck, crown cap and amber glass read instantly as craft beer.', legacy: true, projector: true },
  { id: 'wine-bottle', product: 'Wine Bottle', category: 'Bottles', family: 'bottle', params: { w: 76, h: 300, style: 'wine', material: 'glass-green', cap: 'capsule', capMaterial: 'black' }, print: wrap(0.55, 0.3, 0.45), industries: [F, L, G], tags: ['wine', 'vineyard', 'alcohol', 'bordeaux', 'label'], desc: 'Bordeaux-shape green wine bottle with a foil capsule', look: 'A front label sits on dark green glass below the foil capsule.', legacy: true },
  { id: 'aluminium-screw-cap-bottle', product: 'Aluminium Screw-Cap Bottle', category: 'Bottles', family: 'bottle', params: { w: 66, h: 230, style: 'metal', material: 'aluminium', cap: 'screw', capMaterial: 'metal' }, print: wrap(0.3, 0.62, 0.95), industries: [F, ECO], tags: ['aluminium', 'water', 'reusable', 'metal', 'bottle'], desc: 'printed aluminium bottle with a screw cap', look: 'Metallic brushed reflections run vertically through the printed body.' },
  { id: 'pump-bottle', product: 'Lotion Pump Bottle', category: 'Bottles', family: 'bottle', params: { w: 62, h: 195, style: 'boston', material: 'plastic', cap: 'pump', capMaterial: 'black' }, print: wrap(0.4, 0.48, 0.8), industries: [B, HC], tags: ['pump', 'lotion', 'hand wash', 'soap', 'body wash'], desc: 'round plastic bottle with a lotion pump', look: 'A pump head with an angled nozzle crowns a soft-shouldered body.' },
  { id: 'spray-bottle', product: 'Spray Bottle', category: 'Bottles', family: 'bottle', params: { w: 64, h: 225, style: 'boston', material: 'plastic', cap: 'spray', capMaterial: 'white' }, print: wrap(0.44, 0.46, 0.8), industries: [HC, B], tags: ['spray', 'trigger', 'cleaner', 'mist', 'household'], desc: 'plastic bottle with a trigger spray head', look: 'The trigger head reads clearly in silhouette above the label.' },
  { id: 'perfume-bottle', product: 'Perfume Bottle', category: 'Bottles', family: 'bottle', params: { w: 62, h: 125, style: 'perfume', material: 'glass-clear', cap: 'perfume', capMaterial: 'gold' }, print: wrap(0.5, 0.34, 0.5), industries: [B, L, G], tags: ['perfume', 'fragrance', 'eau de parfum', 'luxury', 'glass'], desc: 'heavy-based perfume bottle with a metal collar and cap', look: 'Thick faceted glass and a gold cap signal a luxury fragrance.' },
  { id: 'sauce-bottle', product: 'Sauce Bottle', category: 'Bottles', family: 'bottle', params: { w: 56, h: 195, style: 'sauce', material: 'glass-clear', cap: 'screw', capMaterial: 'red' }, print: wrap(0.5, 0.34, 0.7), industries: [F], tags: ['sauce', 'hot sauce', 'condiment', 'ketchup', 'glass'], desc: 'woozy sauce bottle with a long neck', look: 'The long neck and rich sauce colour give a deli-shelf look.' },
  { id: 'olive-oil-bottle', product: 'Olive Oil Bottle', category: 'Bottles', family: 'bottle', params: { w: 62, h: 285, style: 'oil', material: 'glass-dark', cap: 'screw', capMaterial: 'metal' }, print: wrap(0.45, 0.38, 0.55), industries: [F, L], tags: ['olive oil', 'oil', 'vinegar', 'deli', 'glass'], desc: 'tall dark-glass oil bottle', look: 'Tall dark glass protects the oil and frames a slender label.' },
  { id: 'supplement-bottle', product: 'Supplement Bottle', category: 'Bottles', family: 'bottle', params: { w: 66, h: 112, style: 'packer', material: 'plastic', cap: 'screw', capMaterial: 'white' }, print: wrap(0.36, 0.56, 0.85), industries: [H], tags: ['supplement', 'vitamins', 'capsules', 'pills', 'gummies'], desc: 'wide-mouth plastic packer bottle for capsules', look: 'A wide screw cap and a wide label panel leave room for claims.' },
  // Cans
  { id: 'drinks-can', product: 'Drinks Can', category: 'Cans', family: 'can', params: { w: 66, h: 122, style: 'standard' }, print: wrap(0.08, 0.84, 1), industries: [F], tags: ['can', 'soda', 'beer', 'energy drink', 'aluminium', 'beverage'], desc: 'standard 330 ml aluminium drinks can', look: 'Printed aluminium with a bright vertical highlight and a silver neck and lid.', legacy: true },
  { id: 'slimline-can', product: 'Slimline Drinks Can', category: 'Cans', family: 'can', params: { w: 58, h: 146, style: 'slim' }, print: wrap(0.07, 0.86, 1), industries: [F], tags: ['slim can', 'sleek can', 'seltzer', 'energy drink', 'soda', 'beverage'], desc: 'slim 250 ml aluminium can', look: 'A tall, narrow can suited to seltzers and energy drinks.', legacy: true },
  { id: 'tall-drinks-can', product: 'Tall Drinks Can', category: 'Cans', family: 'can', params: { w: 66, h: 168, style: 'tall' }, print: wrap(0.06, 0.88, 1), industries: [F], tags: ['tall can', 'craft beer', '500ml', 'cold brew', 'beverage'], desc: 'tall 500 ml aluminium can', look: 'A tall can with a generous wraparound print area for bold artwork.', legacy: true },
  { id: 'food-can', product: 'Food Can', category: 'Cans & Tins', family: 'can', params: { w: 74, h: 110, style: 'food' }, print: wrap(0.1, 0.8, 1), industries: [F], tags: ['tin can', 'soup', 'beans', 'tomatoes', 'canned food'], desc: 'ribbed steel food can with a paper label', look: 'Rolled rims top and bottom frame a full paper wrap label.' },
  // Cans & Tins
  { id: 'round-tin', product: 'Round Tin', category: 'Cans & Tins', family: 'tin', params: { shape: 'round', w: 95, h: 70 }, print: wrap(0.1, 0.8, 1), industries: [C, G, F], tags: ['tin', 'cookies', 'biscuits', 'sweets', 'gift tin'], desc: 'round metal tin with a slip lid', look: 'A printed metal body and a separate slip lid with a rolled edge.' },
  { id: 'tall-rectangular-tin', product: 'Tall Rectangular Tin', category: 'Cans & Tins', family: 'tin', params: { shape: 'rect', w: 80, h: 175, d: 80 }, print: face(0.05), industries: [F, G, L], tags: ['tea tin', 'coffee tin', 'rectangular tin', 'gift', 'metal'], desc: 'tall square-section metal tin with a lid', look: 'Crisp metal edges catch the light on two printed faces.' },
  { id: 'candle-tin', product: 'Candle Tin', category: 'Cans & Tins', family: 'tin', params: { shape: 'round', w: 82, h: 48, lid: 'top' }, print: wrap(0.15, 0.7, 1), industries: [HG, G], tags: ['candle', 'travel candle', 'tin', 'home fragrance', 'wax'], desc: 'shallow round candle tin with a printed lid', look: 'A low round tin whose lid carries the main artwork.' },
  { id: 'tea-tin', product: 'Tea Caddy Tin', category: 'Cans & Tins', family: 'tin', params: { shape: 'round', w: 76, h: 130 }, print: wrap(0.2, 0.72, 1), industries: [F, G], tags: ['tea', 'caddy', 'loose leaf', 'tin', 'coffee'], desc: 'tall round tea caddy with a deep lid', look: 'A deep slip lid sits over a tall printed body.' },
  { id: 'mint-tin', product: 'Mint Tin', category: 'Cans & Tins', family: 'tin', params: { shape: 'rect', w: 95, h: 20, d: 60, lid: 'top' }, print: face(0.08), industries: [C, R], tags: ['mints', 'pocket tin', 'hinged tin', 'sweets', 'confectionery'], desc: 'rounded rectangular hinged pocket tin', look: 'An embossed-looking lid with rounded corners and a thin rim.' },
  // Boxes
  { id: 'mailer-box', product: 'Mailer Box', category: 'Boxes', family: 'box', params: { w: 250, h: 80, d: 180, style: 'mailer', main: 'top', material: 'kraft' }, print: face(0.07), industries: [EC, SH, R], tags: ['mailer', 'shipping box', 'subscription box', 'e-commerce', 'corrugated'], desc: 'corrugated mailer box with a printed lid', look: 'Corrugated board edges and a tuck-front lid show on the side.', legacy: true },
  { id: 'cake-box', product: 'Cake Box', category: 'Boxes', family: 'box', params: { w: 210, h: 120, d: 210, style: 'cake', main: 'top', window: true }, print: face(0.07), industries: [F, C], tags: ['cake', 'bakery', 'patisserie', 'window', 'pastry'], desc: 'square bakery cake box with a lid window', look: 'A window in the lid reveals the cake inside.', legacy: true },
  { id: 'window-box', product: 'Window Box', category: 'Boxes', family: 'box', params: { w: 120, h: 180, d: 60, style: 'tuck', window: true }, print: face(0.06), industries: [F, C, R], tags: ['window box', 'folding carton', 'display', 'cookies', 'toys'], desc: 'folding carton with a die-cut front window', look: 'A die-cut window frames the product while the artwork wraps around it.', legacy: true },
  { id: 'rigid-shoulder-neck-box', product: 'Rigid Shoulder-and-Neck Box', category: 'Boxes', family: 'box', params: { w: 110, h: 150, d: 110, style: 'shoulder' }, print: face(0.08), industries: [L, B, G], tags: ['rigid box', 'luxury', 'fragrance', 'candle', 'gift box'], desc: 'rigid box with a lid, visible neck and shoulder', look: 'A lid over a contrasting neck ring shows the premium build.' },
  { id: 'sleeve-tray-box', product: 'Sleeve-and-Tray Box', category: 'Boxes', family: 'box', params: { w: 170, h: 60, d: 115, style: 'sleeve', main: 'top' }, print: face(0.06), industries: [G, C, L], tags: ['sleeve', 'drawer box', 'chocolate', 'gift', 'tray'], desc: 'drawer-style box with a printed outer sleeve', look: 'The tray peeks out of the printed sleeve at one end.' },
  { id: 'product-box', product: 'Product Box', category: 'Boxes', family: 'box', params: { w: 100, h: 160, d: 60, style: 'tuck' }, print: face(0.06), industries: [R, EL, B], tags: ['folding carton', 'product box', 'tuck end', 'retail', 'carton'], desc: 'tuck-end folding carton', look: 'Clean folding-carton edges with the tuck flap line on top.', legacy: true },
  { id: 'food-product-box', product: 'Food Product Box', category: 'Boxes', family: 'box', params: { w: 190, h: 280, d: 70, style: 'tuck' }, print: face(0.05), industries: [F], tags: ['cereal', 'food box', 'carton', 'crackers', 'breakfast'], desc: 'tall food carton such as a cereal box', look: 'A tall front panel with plenty of room for a hero illustration.', legacy: true },
  { id: 'frozen-pizza-box', product: 'Frozen Pizza Box', category: 'Boxes', family: 'box', params: { w: 270, h: 40, d: 270, style: 'tuck', main: 'top', material: 'gloss' }, print: face(0.05), industries: [F], tags: ['frozen', 'pizza', 'carton', 'supermarket', 'ready meal'], desc: 'thin glossy carton for frozen pizza', look: 'A thin, glossy square carton whose lid carries the appetite appeal.' },
  { id: 'delivery-pizza-box', product: 'Delivery Pizza Box', category: 'Boxes', family: 'box', params: { w: 330, h: 45, d: 330, style: 'pizza', main: 'top', material: 'kraft' }, print: face(0.1), industries: [DL, F], tags: ['pizza', 'takeaway', 'delivery', 'corrugated', 'restaurant'], desc: 'corrugated delivery pizza box', look: 'Kraft corrugated board printed in one or two flat colours.' },
  { id: 'wine-box', product: 'Wine Box', category: 'Boxes', family: 'box', params: { w: 100, h: 350, d: 100, style: 'tuck' }, print: face(0.07), industries: [G, L, F], tags: ['wine', 'gift box', 'bottle box', 'spirits', 'tall box'], desc: 'tall gift carton for a single bottle', look: 'A tall column that reads well with vertical typography.' },
  { id: 'clamshell-rigid-box', product: 'Clamshell Rigid Box', category: 'Boxes', family: 'box', params: { w: 160, h: 70, d: 120, style: 'clamshell', main: 'top' }, print: face(0.08), industries: [L, EL, G], tags: ['rigid', 'book box', 'magnetic', 'luxury', 'electronics'], desc: 'book-style rigid box with a hinged lid', look: 'Wrapped rigid board with a hinged spine and a slightly oversized lid.' },
  { id: 'cosmetic-carton', product: 'Cosmetic Carton', category: 'Boxes', family: 'box', params: { w: 50, h: 140, d: 50, style: 'tuck' }, print: face(0.08), industries: [B, L], tags: ['cosmetic', 'serum box', 'skincare', 'carton', 'beauty'], desc: 'slim folding carton for a serum or cream', look: 'A slim carton with a matte finish and foil-like accents.' },
  { id: 'tea-box', product: 'Tea Box', category: 'Boxes', family: 'box', params: { w: 130, h: 80, d: 70, style: 'tuck' }, print: face(0.06), industries: [F], tags: ['tea', 'tea bags', 'carton', 'herbal', 'infusion'], desc: 'landscape folding carton for tea bags', look: 'A landscape front panel suits a horizontal brand lockup.' },
  { id: 'shoe-box', product: 'Shoe Box', category: 'Boxes', family: 'box', params: { w: 330, h: 120, d: 200, style: 'lid', main: 'top' }, print: face(0.06), industries: [AP, FA], tags: ['shoes', 'footwear', 'lid box', 'apparel', 'sneakers'], desc: 'two-piece shoe box with a lift-off lid', look: 'A lift-off lid overlaps the base with a visible seam.' },
  { id: 'magnetic-gift-box', product: 'Magnetic Gift Box', category: 'Boxes', family: 'box', params: { w: 220, h: 90, d: 160, style: 'clamshell', main: 'top' }, print: face(0.08), industries: [G, L], tags: ['gift box', 'magnetic closure', 'hamper', 'premium', 'rigid'], desc: 'rigid gift box with a magnetic flap', look: 'Soft-touch wrapped board with a front flap closure.' },
  { id: 'juice-box', product: 'Juice Box with Straw', category: 'Boxes', family: 'box', params: { w: 63, h: 105, d: 40, style: 'juice' }, print: face(0.06), industries: [F], tags: ['juice box', 'straw', 'kids', 'drink carton', 'tetra'], desc: 'aseptic drink carton with a straw', look: 'A straw in its wrapper is attached to the side of the carton.' },
  { id: 'advent-calendar', product: 'Advent Calendar', category: 'Specialty', family: 'box', params: { w: 300, h: 380, d: 35, style: 'advent' }, print: face(0.05), industries: [G, C], tags: ['advent', 'christmas', 'calendar', 'chocolate', 'seasonal'], desc: 'flat advent calendar box with numbered doors', look: 'Twenty-four perforated numbered doors sit over the artwork.', projector: true },
  // Retail display
  { id: 'shelf-display-box', product: 'Shelf-Display Box', category: 'Retail Display Packaging', family: 'box', params: { w: 240, h: 110, d: 160, style: 'display' }, print: face(0.06), industries: [R, C, GR], tags: ['display', 'counter', 'shelf ready', 'point of sale', 'pdq'], desc: 'open-front shelf display tray with a header', look: 'A raised header card and a low front lip show stacked products.' },
  { id: 'counter-display', product: 'Counter Display Unit', category: 'Retail Display Packaging', family: 'box', params: { w: 200, h: 90, d: 150, style: 'display', header: true }, print: face(0.06), industries: [R, GR, C], tags: ['counter display', 'cdu', 'point of sale', 'retail'], desc: 'counter display unit with a tall header card', look: 'A tall header card carries the brand above a tray of products.' },
  { id: 'eurohook-box', product: 'Eurohook Hanging Box', category: 'Retail Display Packaging', family: 'box', params: { w: 100, h: 160, d: 40, style: 'tuck', hook: true }, print: face(0.06), industries: [R, EL, GR], tags: ['eurohook', 'hanging', 'peg', 'retail', 'accessories'], desc: 'folding carton with a eurohook hang tab', look: 'A die-cut eurohook tab rises above the carton.' },
  { id: 'window-hanging-box', product: 'Window Hanging Box', category: 'Retail Display Packaging', family: 'box', params: { w: 100, h: 170, d: 40, style: 'tuck', hook: true, window: true }, print: face(0.06), industries: [R, AP, GR], tags: ['hanging', 'window', 'peg', 'socks', 'toys'], desc: 'hanging carton with a die-cut front window', look: 'A hang tab above and a window below show the product on the peg.' },
  { id: 'blister-pack', product: 'Blister Pack', category: 'Retail Display Packaging', family: 'tray', params: { style: 'blister', w: 110, h: 175, d: 25 }, print: face(0.06), industries: [R, EL, H], tags: ['blister', 'card', 'clear plastic', 'peg', 'retail'], desc: 'printed backing card with a clear plastic blister', look: 'A clear blister bubble catches highlights over the printed card.' },
  // Pouches
  { id: 'stand-up-pouch', product: 'Stand-Up Pouch', category: 'Pouches, Sachets & Flow Wrap', family: 'pouch', params: { w: 160, h: 230, style: 'standup', zip: true }, print: face(0.07), industries: [F, ECO], tags: ['pouch', 'doypack', 'snacks', 'granola', 'resealable'], desc: 'matte stand-up pouch with a zip', look: 'Heat-sealed edges, a tear notch and a gusseted base.', legacy: true },
  { id: 'food-pouch', product: 'Food Pouch', category: 'Pouches, Sachets & Flow Wrap', family: 'pouch', params: { w: 180, h: 260, style: 'standup', zip: true }, print: face(0.07), industries: [F], tags: ['pouch', 'food', 'snacks', 'coffee', 'pet food', 'resealable'], desc: 'large food pouch with a resealable zip', look: 'A generous front panel with soft pillow shading on the film.', legacy: true, projector: true, variants: 6 },
  { id: 'spout-pouch', product: 'Spout Pouch', category: 'Pouches, Sachets & Flow Wrap', family: 'pouch', params: { w: 130, h: 200, style: 'spout' }, print: face(0.08), industries: [F, HC], tags: ['spout', 'refill', 'baby food', 'liquid', 'pouch'], desc: 'stand-up pouch with a corner spout', look: 'A screw spout sits on a shaped shoulder.' },
  { id: 'juice-pouch', product: 'Juice Pouch', category: 'Pouches, Sachets & Flow Wrap', family: 'pouch', params: { w: 110, h: 170, style: 'juice' }, print: face(0.08), industries: [F], tags: ['juice', 'drink pouch', 'kids', 'spout', 'smoothie'], desc: 'drink pouch with a centred spout', look: 'A centred spout and rounded shoulders read as a kids drink.' },
  { id: 'flat-pouch', product: 'Flat Pouch', category: 'Pouches, Sachets & Flow Wrap', family: 'pouch', params: { w: 125, h: 175, style: 'flat' }, print: face(0.08), industries: [F, H, B], tags: ['flat pouch', 'three side seal', 'mask', 'samples', 'powder'], desc: 'three-side-seal flat pouch', look: 'Crimped seals along three sides frame the artwork.' },
  { id: 'flat-bottom-pouch', product: 'Flat-Bottom Pouch', category: 'Pouches, Sachets & Flow Wrap', family: 'bag', params: { style: 'gusset', w: 120, h: 240, d: 75 }, print: face(0.06), industries: [F, ECO], tags: ['box pouch', 'flat bottom', 'coffee', 'pet food', 'gusset'], desc: 'box-bottom pouch with side gussets', look: 'Side gussets give a box-like stance with a front panel to the top.' },
  { id: 'sachet', product: 'Sachet', category: 'Pouches, Sachets & Flow Wrap', family: 'sachet', params: { w: 80, h: 110, style: 'sachet' }, print: face(0.1), industries: [B, F, H], tags: ['sachet', 'sample', 'single serve', 'condiment', 'face mask'], desc: 'single-serve sachet with crimped seals', look: 'Serrated crimp seals on all four sides and a tear notch.' },
  { id: 'stick-sachet', product: 'Stick Sachet', category: 'Pouches, Sachets & Flow Wrap', family: 'sachet', params: { w: 30, h: 140, style: 'stick' }, print: face(0.1), industries: [F, H], tags: ['stick pack', 'sugar', 'electrolytes', 'single serve', 'powder'], desc: 'narrow stick sachet', look: 'A narrow stick with crimped ends suits vertical type.' },
  { id: 'tea-sachet', product: 'Tea Envelope Sachet', category: 'Pouches, Sachets & Flow Wrap', family: 'sachet', params: { w: 70, h: 85, style: 'tea' }, print: face(0.1), industries: [F], tags: ['tea', 'envelope', 'tea bag', 'single serve', 'paper'], desc: 'paper envelope for a single tea bag', look: 'A paper envelope with a fin seal and a matte finish.' },
  { id: 'flow-wrap', product: 'Flow Wrap', category: 'Pouches, Sachets & Flow Wrap', family: 'flowwrap', params: { w: 170, h: 50 }, print: face(0.06), industries: [C, F], tags: ['flow wrap', 'snack bar', 'protein bar', 'chocolate', 'wrapper'], desc: 'flow-wrapped bar with crimped ends', look: 'Crimped ends and a soft pillow body catch long highlights.', legacy: true },
  // Bags
  { id: 'paper-bag', product: 'Paper Shopping Bag', category: 'Bags', family: 'bag', params: { style: 'paper-handle', w: 250, h: 310, d: 110 }, print: face(0.08), industries: [R, FA, GR], tags: ['paper bag', 'shopping bag', 'carrier', 'retail', 'handles'], desc: 'paper carrier bag with twisted handles', look: 'Twisted paper handles and a folded gusset on the side.', legacy: true },
  { id: 'paper-mailer-bag', product: 'Paper Mailer Bag', category: 'Bags', family: 'bag', params: { style: 'paper-mailer', w: 240, h: 330, material: 'kraft' }, print: face(0.08), industries: [EC, SH, ECO], tags: ['mailer', 'paper mailer', 'shipping', 'recyclable', 'envelope'], desc: 'kraft paper mailer bag with a peel-and-seal flap', look: 'Kraft paper with a folded seal flap at the top.' },
  { id: 'padded-mailer-bag', product: 'Padded Mailer Bag', category: 'Bags', family: 'bag', params: { style: 'padded-mailer', w: 220, h: 300 }, print: face(0.1), industries: [EC, SH, DL], tags: ['padded', 'bubble mailer', 'shipping', 'envelope', 'e-commerce'], desc: 'padded bubble mailer', look: 'A slightly puffy body with rounded edges from the padding.' },
  { id: 'poly-mailer', product: 'Poly Mailer Bag', category: 'Bags', family: 'bag', params: { style: 'poly-mailer', w: 260, h: 340 }, print: face(0.08), industries: [EC, AP, SH], tags: ['poly mailer', 'shipping bag', 'fashion', 'courier', 'e-commerce'], desc: 'glossy poly courier mailer', look: 'Glossy film with soft wrinkles and a seal flap.' },
  { id: 'cotton-tote', product: 'Cotton Tote Bag', category: 'Bags', family: 'bag', params: { style: 'tote', w: 380, h: 410 }, print: face(0.15), industries: [AP, ECO, R], tags: ['tote', 'cotton', 'canvas', 'merch', 'reusable'], desc: 'natural cotton tote with long handles', look: 'Natural canvas texture with long strap handles.' },
  { id: 'drawstring-bag', product: 'Drawstring Bag', category: 'Bags', family: 'bag', params: { style: 'drawstring', w: 200, h: 260 }, print: face(0.14), industries: [G, AP, L], tags: ['drawstring', 'pouch', 'dust bag', 'gift', 'fabric'], desc: 'fabric drawstring pouch', look: 'Gathered fabric at the top with a cord drawstring.' },
  { id: 'coffee-bag', product: 'Coffee Bag', category: 'Bags', family: 'bag', params: { style: 'coffee', w: 130, h: 250, d: 80 }, print: face(0.06), industries: [F], tags: ['coffee', 'beans', 'valve', 'roastery', 'gusset bag'], desc: 'side-gusset coffee bag with a degassing valve', look: 'A one-way valve and a folded top show it is fresh coffee.' },
  { id: 'snack-bag', product: 'Snack Bag', category: 'Bags', family: 'bag', params: { style: 'chips', w: 200, h: 280 }, print: face(0.08), industries: [F], tags: ['crisps', 'chips', 'snacks', 'pillow bag', 'popcorn'], desc: 'pillow bag for crisps and snacks', look: 'A puffed pillow bag with crimped top and bottom seals.' },
  // Jars & Tubs
  { id: 'glass-jar', product: 'Glass Jar', category: 'Jars & Tubs', family: 'jar', params: { w: 82, h: 100, style: 'straight', material: 'glass-clear', lid: 'metal' }, print: wrap(0.36, 0.5, 0.7), industries: [F], tags: ['jar', 'jam', 'preserves', 'spread', 'glass'], desc: 'straight-sided glass jar with a twist-off lid', look: 'A twist-off metal lid and a clear jar showing its contents.', legacy: true },
  { id: 'cosmetic-jar', product: 'Cosmetic Jar', category: 'Jars & Tubs', family: 'jar', params: { w: 72, h: 55, style: 'cosmetic', material: 'glass-frosted', lid: 'gold' }, print: wrap(0.52, 0.36, 0.7), industries: [B, L], tags: ['cream', 'moisturiser', 'jar', 'skincare', 'balm'], desc: 'frosted glass cream jar with a metal lid', look: 'Frosted glass with a shiny metallic lid.', legacy: true },
  { id: 'honey-jar', product: 'Honey Jar', category: 'Jars & Tubs', family: 'jar', params: { w: 76, h: 110, style: 'honey', material: 'glass-clear', lid: 'gold' }, print: wrap(0.4, 0.42, 0.7), industries: [F, G], tags: ['honey', 'jar', 'artisan', 'spread', 'glass'], desc: 'hexagonal-shoulder honey jar', look: 'Golden honey glows through the glass around the label.' },
  { id: 'candle-jar', product: 'Candle Jar', category: 'Jars & Tubs', family: 'jar', params: { w: 86, h: 100, style: 'candle', material: 'glass-amber', lid: 'wood' }, print: wrap(0.3, 0.5, 0.6), industries: [HG, G], tags: ['candle', 'scented candle', 'home fragrance', 'jar', 'wooden lid'], desc: 'amber glass candle jar with a wooden lid', look: 'A wooden lid and amber vessel create a warm home look.' },
  { id: 'supplement-tub', product: 'Supplement Tub', category: 'Jars & Tubs', family: 'jar', params: { w: 110, h: 150, style: 'straight', material: 'plastic', lid: 'white' }, print: wrap(0.24, 0.68, 0.85), industries: [H], tags: ['protein', 'powder', 'supplement', 'tub', 'sports nutrition'], desc: 'large plastic tub for powders', look: 'A tall opaque tub with a screw lid and a large label.' },
  { id: 'plastic-tub', product: 'Plastic Tub', category: 'Jars & Tubs', family: 'tub', params: { w: 120, h: 80, taper: 1.12 }, print: wrap(0.12, 0.78, 1), industries: [F, HC], tags: ['tub', 'spread', 'butter', 'dip', 'in-mould label'], desc: 'tapered plastic tub with a snap lid', look: 'An in-mould label wraps a gently tapered tub.' },
  { id: 'ice-cream-tub', product: 'Ice Cream Tub', category: 'Jars & Tubs', family: 'tub', params: { w: 112, h: 98, taper: 1.16 }, print: wrap(0.1, 0.82, 1), industries: [F, C], tags: ['ice cream', 'gelato', 'frozen', 'tub', 'pint'], desc: 'paperboard ice-cream pint with a lid', look: 'A tapered paperboard pint with a flush lid.' },
  { id: 'yoghurt-pot', product: 'Yoghurt Pot', category: 'Jars & Tubs', family: 'tub', params: { w: 76, h: 72, taper: 1.22, lid: 'foil' }, print: wrap(0.1, 0.8, 1), industries: [F], tags: ['yoghurt', 'dessert', 'pot', 'dairy', 'foil lid'], desc: 'single yoghurt pot with a foil lid', look: 'A foil lid and tapered pot sized for a single serve.' },
  // Tubes
  { id: 'cosmetic-tube', product: 'Plastic Cosmetic Tube', category: 'Tubes', family: 'tube', params: { style: 'squeeze', w: 50, h: 170 }, print: face(0.1), industries: [B], tags: ['tube', 'cream', 'cleanser', 'lotion', 'squeeze'], desc: 'squeeze tube with a flip cap', look: 'A flat crimp at the top and a cap at the base stand the tube upright.', legacy: true },
  { id: 'aluminium-tube', product: 'Aluminium Screw-Top Tube', category: 'Tubes', family: 'tube', params: { style: 'screw', w: 35, h: 150 }, print: face(0.1), industries: [B, H, ST], tags: ['aluminium', 'tube', 'paint', 'ointment', 'hand cream'], desc: 'metal tube with a screw top', look: 'Metallic shoulders and a small screw cap at the top.' },
  { id: 'toothpaste-tube', product: 'Toothpaste Tube', category: 'Tubes', family: 'tube', params: { style: 'toothpaste', w: 52, h: 190 }, print: face(0.1), industries: [B, H], tags: ['toothpaste', 'oral care', 'tube', 'dental'], desc: 'laminated toothpaste tube', look: 'A wide flip cap and crimp seal with a bright, clean print.' },
  { id: 'lip-balm-tube', product: 'Paper Lip Balm Tube', category: 'Tubes', family: 'canister', params: { w: 22, h: 75, style: 'lipbalm' }, print: wrap(0.3, 0.62, 1), industries: [B, ECO], tags: ['lip balm', 'push up', 'paper tube', 'plastic free', 'balm'], desc: 'push-up paper lip balm tube', look: 'A slim paper tube with a separate lid and matte print.' },
  // Specialty
  { id: 'paper-canister', product: 'Paper Canister', category: 'Specialty', family: 'canister', params: { w: 82, h: 160, style: 'canister' }, print: wrap(0.26, 0.7, 1), industries: [F, ECO, G], tags: ['canister', 'paper tube', 'tea', 'plastic free', 'cylinder'], desc: 'paper tube canister with a lift-off lid', look: 'Matte paper wrap and a lid seam a quarter of the way down.' },
  { id: 'vinyl-album-cover', product: 'Vinyl Album Cover', category: 'Specialty', family: 'flat', params: { style: 'album', w: 315, h: 315 }, print: face(0), industries: [M], tags: ['vinyl', 'record', 'album', 'music', 'sleeve'], desc: 'vinyl record sleeve with the disc slipping out', look: 'The black vinyl disc slides out from the sleeve edge.' },
  { id: 'wipe-pack', product: 'Wipe Pack with Lid', category: 'Specialty', family: 'wipes', params: { w: 200, h: 120, d: 60 }, print: face(0.08), industries: [HC, B], tags: ['wipes', 'wet wipes', 'baby wipes', 'flip lid', 'soft pack'], desc: 'soft wipe pack with a rigid flip lid', look: 'A soft film pack with a rigid plastic flip lid on top.' },
  // Clamshells and trays
  { id: 'sealed-tray-sleeve', product: 'Sealed Tray with Sleeve', category: 'Clamshells & Food Trays', family: 'tray', params: { style: 'sealed-sleeve', w: 220, h: 45, d: 160 }, print: face(0.06), industries: [F], tags: ['ready meal', 'tray', 'sleeve', 'chilled', 'food'], desc: 'sealed food tray with a printed card sleeve', look: 'A printed card sleeve wraps the middle of a sealed tray.' },
  { id: 'paper-clamshell', product: 'Paper Clamshell', category: 'Clamshells & Food Trays', family: 'tray', params: { style: 'paper-clamshell', w: 180, h: 80, d: 150 }, print: face(0.08), industries: [F, DL, ECO], tags: ['clamshell', 'burger box', 'takeaway', 'paper', 'street food'], desc: 'paperboard takeaway clamshell', look: 'A hinged paper clamshell with a locking tab at the front.' },
  { id: 'plastic-clamshell', product: 'Clear Plastic Clamshell', category: 'Clamshells & Food Trays', family: 'tray', params: { style: 'plastic-clamshell', w: 170, h: 70, d: 120 }, print: face(0.1), industries: [F, R], tags: ['clamshell', 'berries', 'punnet', 'produce', 'clear'], desc: 'clear clamshell punnet with a top label', look: 'Clear plastic shows produce under a printed top label.' },
  // Cups and bowls
  { id: 'coffee-cup', product: 'Coffee Cup', category: 'Cups', family: 'cup', params: { w: 90, h: 112, taper: 1.32, lid: 'hot' }, print: wrap(0.12, 0.8, 1), industries: [F, DL], tags: ['coffee cup', 'takeaway', 'paper cup', 'cafe', 'hot drink'], desc: 'paper takeaway coffee cup with a lid', look: 'A tapered paper cup with a domed sip lid.', legacy: true },
  { id: 'cold-cup', product: 'Cold Cup with Dome Lid', category: 'Cups', family: 'cup', params: { w: 95, h: 130, taper: 1.35, lid: 'dome' }, print: wrap(0.16, 0.72, 1), industries: [F, DL], tags: ['cold cup', 'smoothie', 'bubble tea', 'iced coffee', 'dome lid'], desc: 'cup with a clear dome lid', look: 'A clear dome lid sits on a printed tapered cup.' },
  { id: 'paper-food-bowl', product: 'Paper Food Bowl', category: 'Bowls', family: 'bowl', params: { w: 160, h: 70, lid: false }, print: wrap(0.14, 0.76, 1), industries: [F, DL, ECO], tags: ['bowl', 'poke', 'salad', 'takeaway', 'paper'], desc: 'paperboard food bowl', look: 'A wide tapered bowl with a rolled rim.' },
  { id: 'salad-bowl-lid', product: 'Salad Bowl with Lid', category: 'Bowls', family: 'bowl', params: { w: 170, h: 75, lid: true }, print: wrap(0.14, 0.76, 1), industries: [F, DL], tags: ['salad', 'bowl', 'lid', 'takeaway', 'meal prep'], desc: 'paper bowl with a clear lid', look: 'A clear domed lid over a printed paper bowl.' },
  // Stickers and labels
  { id: 'sticker', product: 'Sticker', category: 'Stickers', family: 'flat', params: { style: 'sticker', w: 80, h: 80 }, print: face(0.1), industries: [R, ST, EC], tags: ['sticker', 'die cut', 'vinyl', 'seal', 'merch'], desc: 'die-cut vinyl sticker', look: 'A die-cut vinyl sticker with a white border and gloss.', productType: 'LABEL' },
  { id: 'sticker-pack', product: 'Sticker Pack', category: 'Stickers', family: 'flat', params: { style: 'sticker-pack', w: 150, h: 200 }, print: face(0.06), industries: [ST, R, M], tags: ['sticker sheet', 'kiss cut', 'stickers', 'merch', 'kids'], desc: 'kiss-cut sticker sheet', look: 'Several kiss-cut stickers sit on one backing sheet.', productType: 'LABEL' },
  { id: 'product-label', product: 'Product Label', category: 'Stickers', family: 'flat', params: { style: 'label', w: 100, h: 70 }, print: face(0.06), industries: [F, B, HG], tags: ['label', 'rectangular label', 'jar label', 'bottle label', 'roll label'], desc: 'rectangular product label', look: 'A paper label with rounded corners and a slight curl.', productType: 'LABEL' },
  { id: 'round-label', product: 'Round Label', category: 'Stickers', family: 'flat', params: { style: 'round-label', w: 80, h: 80 }, print: face(0.1), industries: [F, C, G], tags: ['round label', 'seal', 'circle sticker', 'lid label'], desc: 'circular label', look: 'A circular label suited to lids and seals.', productType: 'LABEL' },
  { id: 'wine-label', product: 'Wine Label', category: 'Stickers', family: 'flat', params: { style: 'label', w: 90, h: 120 }, print: face(0.08), industries: [F, L], tags: ['wine label', 'textured paper', 'foil', 'bottle label'], desc: 'portrait wine label on textured paper', look: 'Textured paper with generous margins and fine typography.', productType: 'LABEL' },
  // Tapes
  { id: 'paper-tape', product: 'Paper Tape', category: 'Tapes', family: 'tape', params: { w: 50, material: 'paper' }, print: face(0.1), industries: [SH, EC, ECO], tags: ['tape', 'kraft tape', 'packing tape', 'branded tape', 'paper'], desc: 'kraft paper packing tape roll', look: 'A kraft roll with a strip pulled out showing the repeat.', secondary: true },
  { id: 'plastic-tape', product: 'Plastic Tape', category: 'Tapes', family: 'tape', params: { w: 48, material: 'plastic' }, print: face(0.1), industries: [SH, EC], tags: ['tape', 'packing tape', 'branded tape', 'polypropylene'], desc: 'printed plastic packing tape roll', look: 'A glossy roll with a repeated printed logo.', secondary: true },
  // Marketing
  { id: 'postcard', product: 'Postcard', category: 'Marketing', family: 'flat', params: { style: 'postcard', w: 148, h: 105 }, print: face(0.06), industries: [ST, EC, M], tags: ['postcard', 'thank you card', 'print', 'mailer'], desc: 'postcard', look: 'A thick card with crisp edges on a studio surface.', productType: null, secondary: true },
  { id: 'leaflet', product: 'Leaflet', category: 'Marketing', family: 'flat', params: { style: 'leaflet', w: 99, h: 210 }, print: face(0.07), industries: [R, M, GR], tags: ['leaflet', 'flyer', 'tri-fold', 'brochure'], desc: 'tri-fold leaflet', look: 'A folded leaflet with gentle fold shading.', secondary: true },
  { id: 'insert-card', product: 'Insert Card', category: 'Marketing', family: 'flat', params: { style: 'insert', w: 100, h: 140 }, print: face(0.08), industries: [EC, B, AP], tags: ['insert', 'thank you', 'card', 'unboxing'], desc: 'unboxing insert card', look: 'A small card that sits on top of the unboxing.', secondary: true },
  { id: 'menu-card', product: 'Menu Card', category: 'Marketing', family: 'flat', params: { style: 'menu', w: 210, h: 297 }, print: face(0.07), industries: [F, DL], tags: ['menu', 'restaurant', 'cafe', 'print'], desc: 'restaurant menu card', look: 'A tall card with a clear hierarchy of sections.', secondary: true },
  { id: 'business-card', product: 'Business Card', category: 'Marketing', family: 'flat', params: { style: 'business-card', w: 85, h: 55 }, print: face(0.08), industries: [ST, GR], tags: ['business card', 'stationery', 'identity', 'print'], desc: 'business card', look: 'A thick card with a second card stacked behind.', secondary: true },
  { id: 'envelope', product: 'Envelope', category: 'Marketing', family: 'flat', params: { style: 'envelope', w: 220, h: 110 }, print: face(0.08), industries: [ST, EC, G], tags: ['envelope', 'stationery', 'mail', 'dl envelope'], desc: 'DL envelope with a pointed flap', look: 'A pointed flap and folded seams on the back.', secondary: true },
  // Retail
  { id: 'hang-tag', product: 'Hang Tag', category: 'Retail', family: 'flat', params: { style: 'hang-tag', w: 50, h: 90 }, print: face(0.1), industries: [AP, FA, R], tags: ['hang tag', 'swing tag', 'label', 'clothing', 'price tag'], desc: 'swing tag with a string', look: 'A punched hole with a cotton string loop.', secondary: true },
  { id: 'soap-belly-band', product: 'Soap Belly Band', category: 'Wraps', family: 'box', params: { w: 90, h: 32, d: 62, style: 'belly-band', main: 'top', material: 'soap' }, print: pa(0.3, 0, 0.4, 1), industries: [B, ECO, G], tags: ['soap', 'belly band', 'wrap', 'handmade', 'bar'], desc: 'paper belly band around a soap bar', look: 'A paper band wraps the middle of a handmade soap bar.' },
  { id: 'product-belly-band', product: 'Product Belly Band', category: 'Wraps', family: 'box', params: { w: 160, h: 60, d: 110, style: 'belly-band', main: 'top', material: 'kraft' }, print: pa(0.3, 0, 0.4, 1), industries: [G, F, R], tags: ['belly band', 'sleeve', 'wrap', 'gift', 'box band'], desc: 'printed band around a plain box', look: 'A printed band wraps a plain kraft box.', secondary: true },
  { id: 'tissue-paper', product: 'Tissue Paper', category: 'Wraps', family: 'flat', params: { style: 'tissue', w: 500, h: 700 }, print: face(0), industries: [FA, G, EC], tags: ['tissue', 'wrapping', 'unboxing', 'pattern', 'gift wrap'], desc: 'printed tissue paper with a repeat pattern', look: 'Thin crinkled tissue with a repeat pattern.', secondary: true },
  { id: 'chocolate-bar-wrap', product: 'Chocolate Bar Wrapper', category: 'Wraps', family: 'flowwrap', params: { w: 160, h: 75, style: 'paper' }, print: face(0.05), industries: [C, G], tags: ['chocolate', 'bar wrap', 'paper wrap', 'confectionery'], desc: 'paper-wrapped chocolate bar', look: 'A paper wrap with folded ends over a chocolate bar.' },
  { id: 'gift-wrap-box', product: 'Gift Box with Ribbon', category: 'Specialty', family: 'box', params: { w: 180, h: 120, d: 180, style: 'lid', main: 'top', ribbon: true }, print: face(0.06), industries: [G, L], tags: ['gift box', 'ribbon', 'present', 'lid box'], desc: 'lidded gift box with a ribbon', look: 'A satin ribbon crosses the printed lid.' },
];

const SUBJECTS: Record<string, string[]> = {
  'Food & Beverage': ['cold brew coffee', 'sparkling lemonade', 'craft kombucha', 'artisan granola', 'oat milk', 'hot sauce', 'matcha tea', 'wild honey'],
  'Beauty & Personal Care': ['vitamin C serum', 'vegan face oil', 'rose body lotion', 'charcoal cleanser', 'argan hair oil', 'shea lip balm', 'bakuchiol cream', 'sea salt scrub'],
  'Healthcare & Supplements': ['vitamin D gummies', 'plant protein', 'magnesium sleep aid', 'collagen powder', 'omega 3 capsules', 'probiotic drink', 'electrolyte mix', 'ashwagandha tincture'],
  Gifting: ['holiday hamper', 'wedding favours', 'birthday treats', 'luxury chocolates', 'tea selection', 'candle set', 'spa gift', 'cookie assortment'],
  Luxury: ['single malt whisky', 'oud fragrance', 'caviar', 'silk scarf', 'champagne truffles', 'gold skincare', 'cashmere socks', 'vintage rum'],
  Confectionery: ['sea salt caramels', 'sour gummy bears', 'dark chocolate', 'peppermint candy', 'marshmallows', 'nougat', 'fudge', 'lollipops'],
};
const PROMPT_STYLES = ['minimalist', 'vintage', 'playful', 'luxury', 'botanical', 'bold geometric'];

function inspirationPrompts(row: Row): string[] {
  const key = row.industries.find((i) => SUBJECTS[i]) ?? 'Food & Beverage';
  const subjects = SUBJECTS[key]!;
  const out: string[] = [];
  for (const style of PROMPT_STYLES) {
    for (const subject of subjects) {
      out.push(`A ${style} ${row.product.toLowerCase()} for a ${subject} brand`);
    }
  }
  return out.slice(0, 45);
}

const FAMILY_SENTENCE: Record<SilhouetteFamily, string> = {
  bottle: 'The label wraps around the round body and follows its curve, compressing towards the edges.',
  can: 'Artwork wraps the full circumference of the can, curving away at the sides under a vertical highlight.',
  tin: 'The printed metal catches crisp highlights along its edges and rim.',
  jar: 'The label wraps the jar body and curves with it, with reflections on the glass above and below.',
  tub: 'The print follows the taper of the tub from rim to base.',
  cup: 'The print wraps the tapered cup and narrows towards the base.',
  bowl: 'The print wraps the wide bowl wall and curves with its taper.',
  tube: 'The print runs the full length of the tube between the crimp seal and the cap.',
  canister: 'The paper wrap follows the cylinder with soft matte shading.',
  box: 'Each visible face carries its own panel artwork with crisp folded edges and face shading.',
  pouch: 'The film shows soft pillow shading and heat-sealed edges around the print area.',
  sachet: 'Crimped seals frame the artwork, which stays clear of the seal area.',
  flowwrap: 'The artwork sits on the pillow of the wrap between the crimped end seals.',
  bag: 'The printed face shows material texture and folds without distorting the logo.',
  tray: 'The printed card carries the brand while the tray and film read as real materials.',
  wipes: 'The soft pack shows gentle bulges around the rigid lid.',
  flat: 'The piece lies flat or leans slightly, printed edge to edge inside its trim.',
  tape: 'The printed repeat runs along the tape strip and around the roll.',
};

function expand(row: Row, index: number): PackagingTemplate {
  const token = `PKS${String(125 + index).padStart(3, '0')}`;
  const t: PackagingTemplate = {
    id: row.id,
    background: 'Studio',
    product: row.product,
    mockup_description: `A ${row.desc}, photographed on a seamless studio background.`,
    packaging_type: row.secondary ? 'secondary' : 'primary',
    lora_url: '',
    trigger_word: `${token} ${row.product.toLowerCase()}`,
    background_urls: [],
    artwork_extraction_finetune_id: '',
    logo_application_finetune_id: '',
    bfl_us1_logo_finetune_id: '',
    bfl_eu1_logo_finetune_id: '',
    air: '',
    thumbnail_url: `/catalogue/thumbnails/${row.id}.webp`,
    features: [
      `A ${row.desc} is shown on a seamless studio background with soft light and a contact shadow.`,
      FAMILY_SENTENCE[row.family],
      row.look,
      'Brand name, logo and colours are printed sharply inside the print area and never run into seams or closures.',
      'Proportions match the real product so the design reads as a photograph of a finished pack.',
    ],
    num_user_variants: row.variants ?? 5,
    category: row.category,
    industries: row.industries,
    tags: row.tags,
    render: { family: row.family, params: row.params, printArea: row.print, views: [...VIEWS] },
  };
  if (row.productType !== null) t.product_type = row.productType ?? 'PACKAGING';
  if (row.projector) {
    t.projector_finetune_id = '';
    t.bfl_us1_projector_finetune_id = '';
    t.bfl_eu1_projector_finetune_id = '';
  }
  if (row.legacy) t.inspiration_prompts = inspirationPrompts(row);
  return t;
}

/** Every packaging template in the catalogue, in catalogue order. */
export const TEMPLATES: readonly PackagingTemplate[] = ROWS.map(expand);

const BY_ID = new Map(TEMPLATES.map((t) => [t.id, t]));

export function getTemplate(id: string): PackagingTemplate | undefined {
  return BY_ID.get(id);
}
