/**
 * The inspiration library as a contact sheet: the first 30 items with their titles, to check by
 * eye that brand, product, pack and label belong together (docs/gallery/library.webp).
 */
import { libraryItems, renderThumbnail } from '../src/index.ts';
import { contactSheet } from './sheet.ts';

export async function librarySheet(count = 30): Promise<Buffer> {
  const items = libraryItems(count);
  const imgs = await Promise.all(items.map((i) => renderThumbnail(i.document, { size: 300, format: 'png' })));
  const caps = items.map((i) => (i.title.length > 40 ? `${i.title.slice(0, 39)}…` : i.title));
  return contactSheet(imgs, caps, 6, 300, `Inspiration library — first ${count} of its items`);
}
