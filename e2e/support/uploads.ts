/** Files a journey gives the page as a person would: dropped on an upload zone, or pasted. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface FileSpec {
  name: string;
  type: string;
  base64: string;
}
export const pngFile = (name: string, bytes: Buffer): FileSpec => ({
  name,
  type: 'image/png',
  base64: bytes.toString('base64'),
});

/** Browser code: builds File objects from the specs (no DOM types in this project's TS config). */
const filesScript = (specs: FileSpec[]) =>
  `${JSON.stringify(specs)}.map((f) => new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }))`;

/** Drops files on the upload zone the way a browser does: dragenter, dragover, drop with a DataTransfer. */
export async function dropFiles(page: Page, files: FileSpec[]) {
  const zone = page.getByTestId('upload-dropzone').first();
  await zone.waitFor();
  const dataTransfer = await page.evaluateHandle(
    `(() => { const dt = new DataTransfer(); for (const f of ${filesScript(files)}) dt.items.add(f); return dt; })()`,
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** Pastes an image from the "clipboard" — `times` paste events back to back, as some browsers fire. */
export async function pasteImage(page: Page, file: FileSpec, times = 2) {
  await page.evaluate(`(() => {
    for (let i = 0; i < ${times}; i++) {
      const dt = new DataTransfer();
      for (const f of ${filesScript([file])}) dt.items.add(f);
      document.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: dt }));
    }
  })()`);
}

/** Waits until the upload control shows the saved asset's real thumbnail (made by the derivative job). */
export async function waitForThumbnail(page: Page) {
  const preview = page.locator('[data-testid=upload-preview][data-status=done]').first();
  await preview.waitFor({ timeout: 30_000 });
  await page
    .locator('[data-testid=upload-preview][data-processing=ready]')
    .first()
    .waitFor({ timeout: 30_000 });
  const img = preview.locator('img');
  await expect.poll(() => img.getAttribute('src'), { timeout: 15_000 }).toContain('thumb.webp');
  await expect
    .poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  return (await preview.getAttribute('data-asset-id')) ?? '';
}
