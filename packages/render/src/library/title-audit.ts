/**
 * Reads a library title back against the tables alone: which sector, brand, product and pack it
 * names. The library test runs it over every item; a title that fails names its problem.
 */
import { TEMPLATES } from '@packsmith/core';
import { type LibraryItem, packPhrase } from './library-items.ts';
import { LIBRARY_SECTORS } from './sector-tables.ts';

const SMALL_WORDS = new Set(['de', 'la', 'with', 'and', 'of', '&']);
const fold = (w: string) =>
  w
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/s$/, '');

/** What the title says, found from the tables alone: the sector, brand, product and pack it names. */
function readTitle(title: string) {
  for (const sector of LIBRARY_SECTORS)
    for (const brand of Object.values(sector.brands).flat())
      for (const product of sector.products) {
        const head = `${brand} ${product.name}`;
        if (title !== head && !title.startsWith(`${head} `)) continue;
        const rest = title.slice(head.length).trim();
        const pack = TEMPLATES.find(
          (t) => packPhrase(product.name, t.product) === rest && product.packs.includes(t.id),
        );
        if (pack) return { sector, brand, product, pack };
      }
  return null;
}

/** Why a title is wrong, or null. */
export function titleProblem(item: LibraryItem): string | null {
  const read = readTitle(item.title);
  if (!read) return 'names no product of the tables in a pack it comes in';
  if (read.pack.id !== item.templateId) return `says ${read.pack.id}, drawn as ${item.templateId}`;
  if ((read.product.industry ?? read.sector.industry) !== item.industry) return `industry ${item.industry}`;
  const words = item.title.split(' ');
  for (const w of words) {
    if (SMALL_WORDS.has(w)) continue;
    if (!/^[\p{Lu}\p{N}]/u.test(w)) return `"${w}" is not capitalised`;
    if (/\p{Ll}\p{Lu}|\p{Lu}{2,}\p{Ll}/u.test(w)) return `"${w}" has a broken capital`;
  }
  const seen = words.filter((w) => !SMALL_WORDS.has(w)).map(fold);
  if (new Set(seen).size !== seen.length) return 'says a word twice';
  const { text } = item.document;
  if (text.brand !== read.brand || text.descriptor !== read.product.name)
    return 'label names another product';
  const claims = read.product.claims ?? read.sector.claims;
  if (!text.claims.every((c) => claims.includes(c))) return `label claims ${text.claims.join(', ')}`;
  return null;
}
