import DxfParser from 'dxf-parser';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openSession, type Session, screenshot } from './support/browser.ts';
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
      expect(problems).toEqual([]);
    });
});
