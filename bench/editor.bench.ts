/**
 * The asset editor in headless Chromium (issue 18's speed targets): the editor opens in < 1 s warm;
 * switching images in the strip < 100 ms.
 *
 * The built app (`npm run build` first: apps/server/dist/main.js serving apps/web/dist) on its own
 * embedded PostgreSQL. A person signs up (dev mailbox code), makes a generated packaging design
 * (POST /api/design-actions, local engine) and one chat edit in the editor, so the strip has two
 * images. Then, timed inside the page from the click to the image `complete` with pixels
 * (requestAnimationFrame polling, so a result is counted on the frame it shows):
 * - warm open: "Use for edits" on the session page's preview → the editor's image is the design.
 *   Baseline: opening the plain asset preview dialog (a session image → its preview image), which
 *   is the step just before it in every run.
 * - strip switch: a strip button → the other image. Baseline: swapping the same two (cached) image
 *   URLs on a bare <img> in the same page, counted from the first frame after the swap (a cached
 *   image is `complete` at once, so this is the frame floor; the strip's click can commit and
 *   count in the same task, hence ratios under 1x).
 * The first open (which loads the editor's code) is reported apart, not in the warm figures.
 *
 * Run: npm run build && npm run bench:editor -w @packsmith/bench   (BENCH_RUNS=15)
 *
 * Recorded (2 cores, shared with other test runs, so the times are noisy):
 * - First runs (load average 12–16 on 2 cores during them; BENCH_RUNS=15, then 15, then 5):
 *   warm open p50 422 / 354 / 198 ms, p95 1011 / 533 / 330 ms, against the preview dialog's
 *   p50 217 / 74 / 132 ms (1.95x / 4.79x / 1.51x); the cold first open 813 / 418 / 357 ms.
 *   Strip switch p50 200 / 69 / 76 ms, p95 483 / 173 / 230 ms, against the bare <img> swap's
 *   p50 117 / 97 / 0 ms (1.71x / 0.71x; the 5-run figure predates counting the swap on a frame).
 *   Open: met at p50 every run, p95 once just over 1 s. Switch: the p50 meets 100 ms when the
 *   machine lets frames through (the bare swap itself then takes ~100 ms); the p95 MISSED each
 *   time, by no more than the bare swap's own p95 (135–363 ms). Re-measure on an idle machine.
 */
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../e2e/support/browser.ts';
import { startBuiltApp } from './support/built-app.ts';
import { generatedDesign, signUpByEmail, sleep } from './support/server.ts';
import { percentile } from './support/timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const OPEN_TARGET_MS = 1000;
const SWITCH_TARGET_MS = 100;

/**
 * In the page: clicks `click` (a selector), then polls every frame until the image at `image`
 * shows `assetId` (any asset when null), complete and decoded to pixels; answers the milliseconds.
 * A function, not a string: the app's CSP forbids eval. (Runs in the page; bench has no DOM types.)
 */
function clickUntilShown(page: Page, click: string, image: string, assetId: string | null) {
  return page.evaluate(
    async ([click, image, assetId]) => {
      type Img = { complete: boolean; naturalWidth: number; dataset: Record<string, string | undefined> };
      const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document;
      const raf = (globalThis as unknown as { requestAnimationFrame(f: () => void): void })
        .requestAnimationFrame;
      const t0 = performance.now();
      (doc.querySelector(click) as { click(): void }).click();
      for (;;) {
        const img = doc.querySelector(image) as Img | null;
        if (img?.complete && img.naturalWidth > 0 && (assetId === null || img.dataset.assetId === assetId))
          return performance.now() - t0;
        if (performance.now() - t0 > 30_000) throw new Error(`${image} did not show within 30 s`);
        await new Promise<void>((r) => raf(() => r()));
      }
    },
    [click, image, assetId] as const,
  );
}

/** In the page: a bare <img> swapped between two (cached) URLs; answers the milliseconds to complete. */
function bareSwap(page: Page, from: string, to: string) {
  return page.evaluate(
    async ([from, to]) => {
      type Img = {
        src: string;
        complete: boolean;
        naturalWidth: number;
        style: Record<string, string>;
        remove(): void;
      };
      const g = globalThis as unknown as {
        document: { createElement(t: string): Img; body: { append(e: Img): void } };
        requestAnimationFrame(f: () => void): void;
      };
      const img = g.document.createElement('img');
      Object.assign(img.style, {
        position: 'fixed',
        inset: '0',
        width: '480px',
        height: '480px',
        zIndex: '9999',
      });
      img.src = from;
      g.document.body.append(img);
      while (!(img.complete && img.naturalWidth > 0))
        await new Promise<void>((r) => g.requestAnimationFrame(() => r()));
      await new Promise<void>((r) => g.requestAnimationFrame(() => r()));
      const t0 = performance.now();
      img.src = to;
      // Counted on a frame like the editor's image: the new src paints on the next one at the earliest.
      await new Promise<void>((r) => g.requestAnimationFrame(() => r()));
      while (!(img.complete && img.naturalWidth > 0))
        await new Promise<void>((r) => g.requestAnimationFrame(() => r()));
      const ms = performance.now() - t0;
      img.remove();
      return ms;
    },
    [from, to] as const,
  );
}

const summary = (label: string, ms: number[], base: number[], target?: number) => {
  const p50 = percentile(ms, 50);
  const p95 = percentile(ms, 95);
  const verdict =
    target === undefined ? '' : `   target < ${target} ms: ${p95 < target ? 'met' : 'MISSED'} (p95)`;
  console.log(
    `  ${label.padEnd(28)} p50 ${p50.toFixed(0).padStart(5)} ms   p95 ${p95.toFixed(0).padStart(5)} ms   baseline p50 ${percentile(base, 50).toFixed(0).padStart(4)} ms   ratio ${(p50 / percentile(base, 50)).toFixed(2)}x${verdict}`,
  );
};

async function main() {
  const app = await startBuiltApp('editor');
  const { browser } = app;
  const server = { url: app.url };
  try {
    const token = await signUpByEmail(server.url, `bench-editor-${Date.now()}@bench.test`);
    const { sessionId, assetId } = await generatedDesign(server.url, token, {
      prompt: 'A lemon soda',
      packagingImage: 'drinks-can',
      brand: 'Lumo',
    });

    const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop });
    await context.addInitScript(`localStorage.setItem('packsmith.token', ${JSON.stringify(token)})`);
    const page = await context.newPage();
    await page.goto(`/dashboard/sessions/${sessionId}`);
    await page.getByTestId('session-image').first().waitFor();

    const editor = page.getByTestId('asset-editor');
    const openPreview = () =>
      clickUntilShown(page, '[data-testid=session-image]', '[data-testid=asset-preview-image]', null);
    const openEditor = () =>
      clickUntilShown(page, '[data-testid=use-for-edits]', '[data-testid=editor-image]', assetId);
    const closeEditor = async () => {
      await page.keyboard.press('Escape');
      await editor.waitFor({ state: 'detached' });
    };

    // First (cold) open: the editor's code loads on demand.
    const coldPreview = await openPreview();
    const cold = await openEditor();

    // One chat edit, so the strip has the design and its edited version.
    const input = editor.getByTestId('chat-input');
    await input.fill('make it green');
    await input.press('Enter');
    const strip = editor.getByTestId('editor-strip').getByRole('button');
    for (let i = 0; (await strip.count()) < 2; i++) {
      if (i > 120) throw new Error('the chat edit did not reach the strip within 60 s');
      await sleep(500);
    }
    await editor.getByTestId('chat-placeholder').first().waitFor({ state: 'detached', timeout: 30_000 });
    const green = (await page.getByTestId('editor-image').getAttribute('data-asset-id'))!;
    if (green === assetId) throw new Error('the edit did not become the active image');
    await closeEditor();

    // (a) warm open, against the preview dialog opened just before it.
    const previewMs: number[] = [];
    const openMs: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const p = await openPreview();
      const o = await openEditor();
      if (i > 0) {
        previewMs.push(p);
        openMs.push(o);
      }
      await closeEditor();
    }

    // (b) strip switch, back and forth (both images already shown once), against a bare <img> swap.
    await page.getByTestId('session-image').first().click();
    await openEditor();
    await strip.nth(1).waitFor();
    const urls: string[] = [];
    for (const [n, id] of [
      [2, green],
      [1, assetId],
    ] as const) {
      await clickUntilShown(
        page,
        `[data-testid=editor-strip] li:nth-child(${n}) button`,
        '[data-testid=editor-image]',
        id,
      );
      urls.push((await page.getByTestId('editor-image').getAttribute('src'))!);
    }
    const switchMs: number[] = [];
    const swapMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const [n, id] = i % 2 === 0 ? ([2, green] as const) : ([1, assetId] as const);
      switchMs.push(
        await clickUntilShown(
          page,
          `[data-testid=editor-strip] li:nth-child(${n}) button`,
          '[data-testid=editor-image]',
          id,
        ),
      );
      swapMs.push(await bareSwap(page, urls[i % 2]!, urls[(i + 1) % 2]!));
    }
    await context.close();

    console.log(`the asset editor in Chromium (${RUNS} runs each, ms from the click to the image complete)`);
    console.log(
      `  first open (cold, loads the editor's code): ${cold.toFixed(0)} ms (its preview dialog ${coldPreview.toFixed(0)} ms)`,
    );
    summary('warm open (Use for edits)', openMs, previewMs, OPEN_TARGET_MS);
    summary('  baseline: preview dialog', previewMs, previewMs);
    summary('strip switch', switchMs, swapMs, SWITCH_TARGET_MS);
    summary('  baseline: bare <img> swap', swapMs, swapMs);
  } finally {
    await app.close();
  }
}

await main();
