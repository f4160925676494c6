import { VIEWER_PREFETCH } from '@packsmith/core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSession, screenshot } from './support/browser.ts';
import { apiAs, signUpAndOnboard, tokenOf, uniqueEmail } from './support/journeys.ts';
import { useBrowser } from './support/use-browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

interface Image {
  assetId: string;
  preview: string;
}
type SessionDetail = {
  data: { designActions: { status: string; images: { status: string; assetId: string | null }[] }[] };
};
type AssetAnswer = { data: { previewUrl: string; thumbnailUrl: string; processingStatus: string } };

const pathOf = (url: string) => new URL(url, baseUrl).pathname;

/**
 * Thirteen images in one session (5 + 5 + 3), in the order the session page's viewer flips
 * through them (its actions newest first, each action's completed images), with the path of
 * the preview the viewer shows for each.
 */
async function thirteenImages(token: string): Promise<{ sessionId: string; images: Image[] }> {
  let sessionId: string | undefined;
  for (const imageCount of [5, 5, 3]) {
    const { data } = await apiAs<{ data: { designAction: { sessionId: string } } }>(
      baseUrl,
      token,
      'POST',
      '/api/design-actions',
      { type: 'ai-imagery', sessionId, metadata: { prompt: 'A pear cider bottle', imageCount } },
    );
    sessionId = data.designAction.sessionId;
  }
  const detail = () => apiAs<SessionDetail>(baseUrl, token, 'GET', `/api/design-sessions/${sessionId}`);
  await expect
    .poll(async () => (await detail()).data.designActions.map((a) => a.status), { timeout: 120_000 })
    .toEqual(['completed', 'completed', 'completed']);
  const ids = (await detail()).data.designActions.flatMap((a) =>
    a.images.flatMap((i) => (i.status === 'completed' && i.assetId ? [i.assetId] : [])),
  );
  expect(ids).toHaveLength(13);
  const asset = async (id: string) =>
    (await apiAs<AssetAnswer>(baseUrl, token, 'GET', `/api/assets/${id}`)).data;
  // Previews made, so a preview is a different file from the thumbnails the page already shows.
  await expect
    .poll(async () => (await Promise.all(ids.map(asset))).every((a) => a.processingStatus === 'ready'), {
      timeout: 30_000,
    })
    .toBe(true);
  const images = await Promise.all(
    ids.map(async (assetId) => {
      const a = await asset(assetId);
      expect(pathOf(a.previewUrl)).not.toBe(pathOf(a.thumbnailUrl));
      return { assetId, preview: pathOf(a.previewUrl) };
    }),
  );
  return { sessionId: sessionId!, images };
}

/** Every request path the page makes, in order. */
function requestLog(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(pathOf(request.url())));
  return {
    requested: (path: string) => paths.includes(path),
    count: (path: string) => paths.filter((p) => p === path).length,
  };
}

describe('image viewers prefetch neighbouring images', () => {
  it('on a phone, the previews within 10 positions before they are opened; not on a desktop', async () => {
    const phone = await openSession(browser(), baseUrl, 'phone');
    await signUpAndOnboard(phone.page, baseUrl, uniqueEmail('prefetch'), {
      name: 'Pia Prefetch',
      jobRole: 'Marketing',
      timing: 'Just exploring',
    });
    const token = await tokenOf(phone.page);
    const { sessionId, images } = await thirteenImages(token);
    const radius = VIEWER_PREFETCH.neighbours;
    expect(radius).toBe(10);

    // ---- Phone: open the first image; images 2 to 11 load ahead, 12 and 13 do not.
    const log = requestLog(phone.page);
    await phone.page.goto(`/dashboard/sessions/${sessionId}`);
    await expect.poll(() => phone.page.getByTestId('session-image').count(), { timeout: 15_000 }).toBe(13);
    await phone.page.getByTestId('session-image').first().click();
    const dialog = phone.page.getByRole('dialog');
    await dialog.getByTestId('asset-preview-image').waitFor();
    const current = () => dialog.locator('[aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('Image 1 of 13');
    const within = images.slice(1, radius + 1);
    await expect
      .poll(() => within.filter((i) => !log.requested(i.preview)).length, { timeout: 20_000 })
      .toBe(0);
    expect(log.requested(images[11].preview)).toBe(false);
    expect(log.requested(images[12].preview)).toBe(false);
    await screenshot(phone.page, 'prefetch-phone-01-viewer');

    // Tapping the next one: its record and preview are already here (no second API call), and
    // the window moves on: image 12 loads ahead now, 13 (eleven away) still not.
    await dialog.getByRole('button', { name: 'Image 2 of 13' }).click();
    await expect.poll(current).toBe('Image 2 of 13');
    expect(new URL(phone.page.url()).searchParams.get('activeAssetId')).toBe(images[1].assetId);
    await dialog.getByTestId('asset-preview-image').waitFor();
    expect(log.count(`/api/assets/${images[1].assetId}`)).toBe(1);
    await expect.poll(() => log.requested(images[11].preview), { timeout: 10_000 }).toBe(true);
    expect(log.requested(images[12].preview)).toBe(false);
    await screenshot(phone.page, 'prefetch-phone-02-next');
    await phone.context.close();

    // ---- Desktop: the same viewer loads only the image it shows.
    const desktop = await openSession(browser(), baseUrl, 'desktop');
    await desktop.page.goto('/');
    await desktop.page.evaluate(`localStorage.setItem('packsmith.token', ${JSON.stringify(token)})`);
    const desktopLog = requestLog(desktop.page);
    await desktop.page.goto(`/dashboard/sessions/${sessionId}?activeAssetId=${images[0].assetId}`);
    const desktopImage = desktop.page.getByRole('dialog').getByTestId('asset-preview-image');
    await desktopImage.waitFor();
    await expect.poll(() => desktopLog.requested(images[0].preview), { timeout: 10_000 }).toBe(true);
    // Long enough for a prefetch to have started: on the phone the first ones follow at once.
    await desktop.page.waitForTimeout(2_000);
    for (const image of images.slice(1)) {
      expect(desktopLog.requested(image.preview), image.assetId).toBe(false);
      expect(desktopLog.requested(`/api/assets/${image.assetId}`), image.assetId).toBe(false);
    }
    await screenshot(desktop.page, 'prefetch-desktop-01-viewer');
    await desktop.context.close();
  });
});
