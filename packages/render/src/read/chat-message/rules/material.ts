/**
 * Material and finish words ("a kraft paper look", "frosted glass", "matte finish") in one table,
 * and what each kind of document can do with them. A still life's pack has a material and a
 * finish (`readScene` sets them from this table). A packaging document has neither: kraft is its
 * kraft-board colouring (its label ground in kraft with dark brown ink, as the generator prints a kraft pack,
 * and the pack's own colour where the format shows it), foil is a gold or silver accent, and any
 * other material or finish gets a clear answer instead of a recolour.
 */

import { groundRoleFor } from '../../../compose/label-designer.ts';
import type { Layout } from '../../../document/design-document.ts';
import type { Finish, PackMaterial } from '../../../document/set-vocabulary.ts';
import { packColourShows } from '../../../edit/design-edits.ts';
import { namedColours } from '../../../generators/brief-art.ts';
import { found, type ReadContext, refuse } from './context.ts';

export const MATERIAL_WORDS: [PackMaterial, RegExp][] = [
  ['glass', /\b(?:frosted |clear |amber |smoked )?glass\b/],
  [
    'kraft',
    /\b(kraft(?: paper| board| card)?|brown (?:paper|board|card)|recycled (?:brown )?(?:card|board))\b/,
  ],
  ['metal', /\b(metal|tin|aluminium|aluminum|steel|brushed metal)\b/],
  ['plastic', /\bplastic\b/],
  ['foil', /\bfoil (?:pack|bag|pouch|sachet)\b/],
  ['ceramic', /\b(ceramic|porcelain|pottery|stoneware)\b/],
  ['paper', /\b(paper (?:bag|pack|pouch|box|wrap)|uncoated paper|white paper)\b/],
];

export const FINISH_WORDS: [Finish, RegExp][] = [
  ['matte', /\b(matte?|satin|non[- ]glossy|uncoated)\b/],
  ['gloss', /\b(gloss|glossy|shiny|lacquer\w*|high[- ]shine|varnish(?:ed)?)\b/],
  ['foil', /\b((?:gold|silver|copper|hot) foil|foil(?:ed)?(?! (?:pack|bag|pouch|sachet)))\b/],
  ['metallic', /\bmetallic\b/],
  ['soft-touch', /\b(soft[- ]touch|velvety|velvet|rubbery)\b/],
  ['embossed', /\b(embossed|debossed|emboss|deboss|raised|letterpress)\b/],
];

/** Words that make a material word about the material, not a colour ("kraft brown background"). */
const MATERIAL_CUE =
  /\b(look|looks|feel|feels|finish|texture|textured|effect|vibe|printed on|print (?:it |this )?on|on (?:brown )?kraft|board|stock|material|made (?:of|from)|as if|like)\b/;
/** A colour said of one part: a colour, not a material. */
const COLOUR_TARGET =
  /\b(background|backdrop|wall|text|ink|lettering|accent|details?|name|logo|icon|symbol|pattern)\b/;

/** The kraft a generated kraft pack is printed on, and its ink. */
const KRAFT = '#B98D5F';
const KRAFT_INK = '#2B2118';

export const materialIn = (c: string) => MATERIAL_WORDS.find(([, re]) => re.test(c))?.[0];
export const finishIn = (c: string) => FINISH_WORDS.find(([, re]) => re.test(c))?.[0];

/** Reads a material or finish on a pack design or a logo; true when the clause was about one. */
export function readMaterial(c: string, ctx: ReadContext): boolean {
  const s = ctx.summary;
  if (s.kind !== 'packaging' && s.kind !== 'logo' && s.kind !== 'raster') return false;
  const material = materialIn(c);
  const finish = finishIn(c);
  if (!material && !finish) return false;
  // an upload has no material either, and recolouring its pixels is not a material: left to a
  // model, which is given the message as written
  if (s.kind === 'raster') return MATERIAL_CUE.test(c) && !COLOUR_TARGET.test(c);
  const bare = c.trim().split(/\s+/).length <= 3;
  if (!bare && !MATERIAL_CUE.test(c)) return false;
  // "matte black", "glossy red": a colour with a word about its sheen
  if (!material && finish !== 'foil' && namedColours(c, true).length) return false;
  if (finish === 'foil' && !material) {
    // foil is printed as a metallic ink on the accent: the generator's foil
    const metal = /\bsilver\b/.test(c) ? 'silver' : /\bcopper\b/.test(c) ? 'copper' : 'gold';
    const colour = namedColours(metal, true)[0];
    if (!colour) return false;
    found(
      ctx,
      { type: 'recolour', palette: { accent: colour }, colours: [] },
      `gave it ${metal}-foil accents (printed as a ${metal} accent colour)`,
    );
    return true;
  }
  if (COLOUR_TARGET.test(c) && !MATERIAL_CUE.test(c)) return false;
  const what = s.kind === 'logo' ? 'A logo' : 'A packaging design';
  if (material === 'kraft' && s.kind === 'packaging') {
    // the role the layout paints its label ground in: paper on a band, primary on a badge
    const ground = groundRoleFor((s.layout ?? 'band') as Layout);
    found(
      ctx,
      { type: 'recolour', palette: { [ground]: KRAFT, ink: KRAFT_INK }, colours: [] },
      'printed it on kraft: a kraft ground with dark brown ink, keeping the brand colours',
    );
    if (packColourShows(s.template ?? ''))
      found(ctx, { type: 'set-pack-colour', colour: KRAFT }, 'made the pack itself kraft');
    return true;
  }
  return refuse(
    ctx,
    `${what} has no ${material ? 'material' : 'finish'} setting, so "${material ?? finish}" can't be applied here: its look comes from its colours, type and pattern${s.kind === 'packaging' ? ', and its format ("as a glass jar")' : ''}. Nothing was charged.`,
  );
}
