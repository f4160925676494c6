/**
 * The Free-tier mark on an instant print-ready PDF: the wordmark repeated diagonally across each
 * page at low opacity (a crop cannot remove it) and a line at the foot saying how to get a clean
 * file. Drawn over the artwork, as real text, so the file stays vector.
 */
import { degrees, type PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { WATERMARK_TEXT } from '../raster/image-watermark.ts';

export const PDF_WATERMARK_NOTE = 'Packsmith Free preview: upgrade for a clean print file';
/** Faint enough to judge the layout through, strong enough that no printer would run it. */
const OPACITY = 0.18;

export async function watermarkPdf(pdf: PDFDocument): Promise<void> {
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.max(14, Math.min(width, height) / 9);
    const wordW = bold.widthOfTextAtSize(WATERMARK_TEXT, size);
    const stepX = wordW * 1.6;
    const stepY = size * 4;
    for (let row = 0, y = -height; y < height * 2; y += stepY, row++)
      for (let x = -width + (row % 2) * (stepX / 2); x < width * 2; x += stepX)
        page.drawText(WATERMARK_TEXT, {
          x,
          y,
          size,
          font: bold,
          color: rgb(0.35, 0.35, 0.35),
          opacity: OPACITY,
          rotate: degrees(30),
        });
    const noteSize = Math.max(6, Math.min(12, width / 60));
    page.drawText(PDF_WATERMARK_NOTE, {
      x: noteSize,
      y: noteSize,
      size: noteSize,
      font: regular,
      color: rgb(0.2, 0.2, 0.2),
    });
  }
}
