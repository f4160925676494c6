import fs from 'node:fs/promises';
import DxfParser from 'dxf-parser';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openSession, type Session, screenshot } from './support/browser.ts';
import { apiAs, generatedDesign, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { pngFacts } from './support/png.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let open: Session | undefined;
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

const MAILER = {
  type: 'packaging-generation',
  metadata: {
    prompt: 'A coffee subscription',
    packagingImage: 'mailer-box',
    brand: 'Roastery',
    imageCount: 1,
  },
};
const profile = { name: 'Fay Fold', jobRole: 'Founder / Business owner', timing: 'Just exploring' };

/** The design's instant die lines as the signed-in owner sees them (text, with its headers). */
async function dieline(token: string, assetId: string, format: 'svg' | 'dxf') {
  const res = await fetch(`${baseUrl}/api/print-ready/instant/${assetId}.${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type'), text: await res.text() };
}

describe('a mailer box design folded in 3D', () => {
  for (const viewport of ['desktop', 'phone'] as const)
    it(`${viewport}: generate, open 3D, fold and unfold, export the PNG, download the SVG and DXF`, async () => {
      open = await openSession(browser(), baseUrl, viewport);
      const { page, problems } = open;
      await signUpAndOnboard(page, baseUrl, uniqueEmail(`fold-${viewport}`), profile);
      problems.length = 0;
      const { sessionId, assetId } = await generatedDesign(baseUrl, page, MAILER);
      const token = await tokenOf(page);

      // desktop opens it from the design dialog, the phone from /print-ready?assetId=
      if (viewport === 'desktop') await page.goto(`/dashboard/sessions/${sessionId}?assetId=${assetId}`);
      else await page.goto(`/print-ready?assetId=${assetId}`);
      const button = page.getByRole('button', { name: 'Fold in 3D' });
      await button.waitFor({ timeout: 20_000 });
      await button.click();
      const fold = page.getByTestId('fold-view');
      await fold.waitFor({ timeout: 20_000 });
      // the artwork is printed on the panels once it has loaded
      await expect.poll(() => fold.getAttribute('data-printed'), { timeout: 20_000 }).toBe('true');
      await page.waitForTimeout(300);
      await screenshot(page, `fold-design-${viewport}-01-folded`);

      const slider = fold.getByLabel('Fold', { exact: true });
      await slider.fill('0');
      await page.waitForTimeout(300);
      await screenshot(page, `fold-design-${viewport}-02-flat`);
      await slider.fill('50');
      await page.waitForTimeout(300);
      await screenshot(page, `fold-design-${viewport}-03-half`);
      await slider.fill('100');
      expect(await slider.inputValue()).toBe('100');

      const [png] = await Promise.all([
        page.waitForEvent('download'),
        fold.getByRole('button', { name: 'PNG' }).click(),
      ]);
      expect(png.suggestedFilename()).toBe(`design-${assetId.slice(0, 8)}-3d.png`);
      const { width, height, drawnShare, colours } = await pngFacts(await fs.readFile((await png.path())!));
      expect(width).toBeGreaterThan(200);
      expect(height).toBeGreaterThan(150);
      expect(drawnShare).toBeGreaterThan(0.05);
      // printed panels, not plain board (a plain structure draws under 30 colours, this one 60-80)
      expect(colours).toBeGreaterThan(40);

      const svg = await dieline(token, assetId, 'svg');
      expect(svg.type).toContain('image/svg+xml');
      for (const id of ['CutContour', 'Crease', 'Bleed', 'Glue', 'Artwork'])
        expect(svg.text.includes(`<g id="${id}">`), id).toBe(true);
      const dxf = new DxfParser().parseSync((await dieline(token, assetId, 'dxf')).text)!;
      // a mailer locks by its tuck and ears: cut and crease, no glue
      expect(Object.keys(dxf.tables.layer.layers)).toEqual(expect.arrayContaining(['CUT', 'CREASE']));
      expect(Object.keys(dxf.tables.layer.layers)).not.toContain('GLUE');
      // what the fold is drawn from is the owner's alone
      const stranger = await fetch(`${baseUrl}/api/print-ready/instant/${assetId}/fold`);
      expect(stranger.status).toBe(401);
      await apiAs(baseUrl, token, 'GET', `/api/print-ready/instant/${assetId}/fold`);
      if (viewport === 'desktop') {
        // the editor opens the same view over the design dialog
        await page.keyboard.press('Escape');
        await fold.waitFor({ state: 'detached' });
        await page.getByTestId('use-for-edits').click();
        const editor = page.getByTestId('asset-editor');
        await editor.getByRole('button', { name: 'Fold in 3D' }).click();
        await expect.poll(() => fold.getAttribute('data-printed'), { timeout: 20_000 }).toBe('true');
        await screenshot(page, 'fold-design-desktop-04-editor');
      }
      expect(problems).toEqual([]);
    });
});
