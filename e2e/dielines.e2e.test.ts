import fs from 'node:fs/promises';
import DxfParser from 'dxf-parser';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openSession, type Session, screenshot } from './support/browser.ts';
import { pngFacts } from './support/png.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');

const browser = useBrowser();
let open: Session | undefined;
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

describe('the dieline generator, logged out', () => {
  for (const viewport of ['desktop', 'phone'] as const)
    it(`${viewport}: pick a structure, type a size, see the dieline redraw, download SVG and DXF`, async () => {
      open = await openSession(browser(), baseUrl, viewport);
      const { page, problems } = open;
      await page.goto('/explore/custom-box-dielines');
      const generator = page.getByTestId('dieline-generator');
      await generator.waitFor();
      const preview = generator.getByTestId('dieline-preview');
      const loaded = async () =>
        preview
          .evaluate((img) => {
            const i = img as unknown as { complete: boolean; naturalWidth: number };
            return i.complete ? i.naturalWidth : 0;
          })
          .catch(() => 0);
      await expect.poll(loaded, { timeout: 15_000 }).toBeGreaterThan(0);

      await generator.getByLabel('Structure').selectOption('regular-slotted-container');
      await generator.getByLabel('Length (mm)').fill('400');
      await generator.getByLabel('Width (mm)').fill('300');
      await generator.getByLabel('Depth (mm)').fill('250');
      await expect
        .poll(() => preview.getAttribute('src'), { timeout: 10_000 })
        .toContain('/api/dielines/regular-slotted-container.svg?length=400&width=300&depth=250');
      await expect.poll(loaded, { timeout: 15_000 }).toBeGreaterThan(0);
      await screenshot(page, `dielines-${viewport}-01-rsc`, true);

      // a size the board can't take: the field says which limit, the preview and downloads wait
      await generator.getByLabel('Depth (mm)').fill('5');
      await generator.getByText('Depth must be between 40 and 1200 mm for corrugated board.').waitFor();
      await generator.getByText('Fix the size to see the dieline.').waitFor();
      await screenshot(page, `dielines-${viewport}-02-invalid`);
      await generator.getByLabel('Depth (mm)').fill('250');

      const svgLink = generator.getByRole('link', { name: 'SVG' });
      const svgHref = (await svgLink.getAttribute('href'))!;
      const svg = await (await page.request.get(svgHref)).text();
      for (const id of ['CutContour', 'Crease', 'Bleed', 'Glue', 'Artwork'])
        expect(svg.includes(`<g id="${id}">`), id).toBe(true);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        generator.getByRole('link', { name: 'DXF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('regular-slotted-container-400x300x250mm-3mm.dxf');
      const text = await (
        await page.request.get((await generator.getByRole('link', { name: 'DXF' }).getAttribute('href'))!)
      ).text();
      const dxf = new DxfParser().parseSync(text)!;
      expect(Object.keys(dxf.tables.layer.layers)).toEqual(expect.arrayContaining(['CUT', 'CREASE', 'GLUE']));

      // fold it in 3D: the view loads on demand, folds with the slider, exports a PNG
      await generator.getByRole('button', { name: 'Fold in 3D' }).click();
      const fold = generator.getByTestId('fold-view');
      await fold.waitFor({ timeout: 20_000 });
      await fold.getByLabel('Fold', { exact: true }).fill('50');
      await page.waitForTimeout(300);
      await screenshot(page, `dielines-${viewport}-03-fold-half`);
      await fold.getByLabel('Fold', { exact: true }).fill('100');
      const [png] = await Promise.all([
        page.waitForEvent('download'),
        fold.getByRole('button', { name: 'PNG' }).click(),
      ]);
      expect(png.suggestedFilename()).toBe('regular-slotted-container-3d.png');
      const bytes = await fs.readFile((await png.path())!);
      const { width, height, drawnShare } = await pngFacts(bytes);
      expect(width).toBeGreaterThan(200);
      expect(height).toBeGreaterThan(150);
      // a drawn box, not a blank canvas
      expect(drawnShare).toBeGreaterThan(0.05);
      await screenshot(page, `dielines-${viewport}-04-folded`);

      // a two-piece box: folded, its lid sits over its base; on the way the slider lowers it on
      await generator.getByLabel('Structure', { exact: true }).selectOption('telescope-lid-base');
      await fold.getByLabel('Fold', { exact: true }).fill('80');
      await fold.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(400);
      await screenshot(page, `dielines-${viewport}-05-two-piece-lowering`);
      await fold.getByLabel('Fold', { exact: true }).fill('100');
      await page.waitForTimeout(400);
      await screenshot(page, `dielines-${viewport}-06-two-piece-folded`);
      expect(problems).toEqual([]);
    });
});
