/**
 * The dieline generator's 3D fold in headless Chromium (issue 33's targets): the first frame
 * < 1 s after "Fold in 3D"; the fold animation keeps the main thread free (no long task > 50 ms
 * after load); three.js stays out of the first load (its chunk is not in index.html).
 *
 * The built app (`npm run build` first), logged out on /explore/custom-box-dielines. Timed inside
 * the page from the click to the first frame with the box drawn (requestAnimationFrame polling of
 * the canvas). Baseline, in the same page and run: the click on "Flat" to the flat preview image
 * complete. The first open (which loads three.js) is reported apart from the warm opens.
 *
 * The fold animation is swept (slider 0 → 100 → 0, one input a frame) on the generator's mailer,
 * on a two-piece box (whose lid comes down over its base), and on a generated design printed on
 * its mailer, each after it has loaded; long tasks are counted by a PerformanceObserver.
 *
 * Run: npm run build && npm run bench:fold -w @packsmith/bench   (BENCH_RUNS=10)
 *
 * Recorded (2 cores, load average 9–15 from other test runs, headless Chromium with software
 * WebGL; two runs each, back to back, before = main at 9a6a273):
 * - before: long tasks mailer 4 / 9 (longest 72 / 103 ms), two-piece 1 / 16 (75 / 83 ms),
 *   printed design 108 / 109 (longest 339 / 417 ms: every frame waited on the dialog's
 *   backdrop blur being redrawn under it, and on a 4× multisampled frame).
 * - after: mailer 6 / 0 (76 / 0 ms), two-piece 5 / 1 (68 / 74 ms), printed design 2 / 1
 *   (74 / 59 ms). What is left comes and goes with the machine's load; a frame itself takes
 *   ~7 ms of main-thread wait (60k pixels while moving, no multisampling, no blur under it).
 * - first open 1.5–2.7 s both before and after (MISSED: the 150 KB three.js chunk parsed on a
 *   loaded CPU); warm open p50 68–101 ms. First load 200.9 KiB gzip of JS, unchanged by this.
 *
 * Then (lead, load average 6–7, five runs): the design button and the generator fetch the 3D code
 * while the page is idle, the two-piece assembly is worked out once per net (it was worked out on
 * every slider step), and the software still frame is 200k pixels (was 320k). The first open,
 * clicked after the page settled: 359–392 ms (met). First load 174 KB gzip (the support chat's zod
 * contracts left it). Sweeps: 2 of 5 runs with no long task at all; the others 1–2 tasks of
 * 56–98 ms on the two-piece or printed sweep, which come and go with the machine's load.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../e2e/support/browser.ts';
import { startBuiltApp } from './support/built-app.ts';
import { generatedDesign, signUpByEmail, sleep } from './support/server.ts';
import { percentile } from './support/timing.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const FIRST_FRAME_TARGET_MS = 1000;

/** Clicks a button and resolves with the ms until `ready()` holds on an animation frame. */
function timedClick(page: Page, button: string, ready: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const done = ${ready};
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent.trim() === ${JSON.stringify(button)});
    const t0 = performance.now();
    b.click();
    const poll = () => (done() ? resolve(performance.now() - t0) : requestAnimationFrame(poll));
    requestAnimationFrame(poll);
  })`) as Promise<number>;
}

/** The 3D view shows a drawn box: a pixel sampled across the canvas differs from the background. */
const FOLD_DRAWN = `() => {
  const c = document.querySelector('[data-testid=fold-view] canvas');
  if (!c || !c.width) return false;
  const probe = document.createElement('canvas');
  probe.width = 32; probe.height = 24;
  const g = probe.getContext('2d');
  g.drawImage(c, 0, 0, 32, 24);
  const d = g.getImageData(0, 0, 32, 24).data;
  for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - 244) + Math.abs(d[i + 1] - 244) + Math.abs(d[i + 2] - 245) > 30) return true;
  return false;
}`;
/**
 * Sweeps the fold slider 0 → 100 → 0 over 120 animation frames (about two seconds), one input
 * event a frame as a dragged slider sends them; answers the long tasks' durations meanwhile.
 */
function sweep(page: Page): Promise<number[]> {
  return page.evaluate(`new Promise((resolve) => {
      const seen = [];
      const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) seen.push(e.duration); });
      observer.observe({ type: 'longtask' });
      const slider = document.querySelector('#fold-progress');
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      let step = 0;
      const tick = () => {
        const v = step <= 60 ? (step / 60) * 100 : ((120 - step) / 60) * 100;
        set.call(slider, String(Math.round(v)));
        slider.dispatchEvent(new Event('input', { bubbles: true }));
        step++;
        if (step <= 120) requestAnimationFrame(tick);
        else setTimeout(() => { observer.disconnect(); resolve(seen); }, 400);
      };
      requestAnimationFrame(tick);
    })`) as Promise<number[]>;
}
const FLAT_SHOWN = `() => { const i = document.querySelector('[data-testid=dieline-preview]'); return !!i && i.complete && i.naturalWidth > 0; }`;

async function main() {
  const app = await startBuiltApp('fold');
  const { browser } = app;
  const server = { url: app.url };
  try {
    const page = await (
      await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop })
    ).newPage();
    await page.goto('/explore/custom-box-dielines');
    await page.getByTestId('dieline-preview').waitFor();
    // as a person would: the page has settled (its idle prefetch of the 3D code done) before the click
    await page.waitForLoadState('networkidle');
    await sleep(500);

    const cold = await timedClick(page, 'Fold in 3D', FOLD_DRAWN);
    const frames: number[] = [];
    const flats: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      flats.push(await timedClick(page, 'Flat', FLAT_SHOWN));
      frames.push(await timedClick(page, 'Fold in 3D', FOLD_DRAWN));
    }

    // the fold animation, on the generator's default mailer and on a two-piece box (its lid comes down)
    const sweeps: [string, number[]][] = [['generator, mailer', await sweep(page)]];
    await page.getByLabel('Structure', { exact: true }).selectOption('telescope-lid-base');
    await page.waitForFunction(FOLD_DRAWN);
    await sleep(500);
    sweeps.push(['generator, two-piece lid and base', await sweep(page)]);
    const renderer = await page.getAttribute('[data-testid=fold-view] canvas', 'data-renderer');

    // and a design's fold: a generated mailer design, its artwork printed on the panels
    const token = await signUpByEmail(server.url, `bench-fold-${Date.now()}@bench.test`);
    const { assetId } = await generatedDesign(server.url, token, {
      prompt: 'A coffee subscription',
      packagingImage: 'mailer-box',
      brand: 'Roastery',
    });
    const signedIn = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop });
    await signedIn.addInitScript(`localStorage.setItem('packsmith.token', ${JSON.stringify(token)})`);
    const designPage = await signedIn.newPage();
    await designPage.goto(`/print-ready?assetId=${assetId}`);
    await designPage.getByRole('button', { name: 'Fold in 3D' }).click({ timeout: 30_000 });
    await designPage.waitForSelector('[data-testid=fold-view][data-printed=true]', { timeout: 30_000 });
    await sleep(500);
    sweeps.push(['design, printed mailer', await sweep(designPage)]);

    // first load: three.js must not be in what index.html loads
    const html = await fs.readFile(path.join(ROOT, 'apps/web/dist/index.html'), 'utf8');
    const assets = path.join(ROOT, 'apps/web/dist/assets');
    const files = await fs.readdir(assets);
    const fold = files.find((f) => f.startsWith('fold-view') && f.endsWith('.js'));
    const foldGzip = fold ? gzipSync(await fs.readFile(path.join(assets, fold))).length : 0;
    const firstLoad = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    let firstLoadGzip = 0;
    for (const f of firstLoad) firstLoadGzip += gzipSync(await fs.readFile(path.join(assets, f))).length;

    const p50 = percentile(frames, 50);
    const p95 = percentile(frames, 95);
    const base = percentile(flats, 50);
    console.log(`the 3D fold in Chromium (${RUNS} runs; ms from the click to the first drawn frame)`);
    console.log(`  first open (three.js prefetched while the page was idle): ${cold.toFixed(0)} ms`);
    console.log(
      `  warm open: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms — ${(p50 / base).toFixed(2)}× the flat preview (p50 ${base.toFixed(0)} ms)`,
    );
    console.log(
      `  first frame < ${FIRST_FRAME_TARGET_MS} ms: cold ${cold < FIRST_FRAME_TARGET_MS ? 'met' : 'MISSED'}, warm p95 ${p95 < FIRST_FRAME_TARGET_MS ? 'met' : 'MISSED'}`,
    );
    console.log(`  fold animation, slider swept 0 → 100 → 0 after load (${renderer ?? 'unknown'} WebGL):`);
    for (const [label, tasks] of sweeps)
      console.log(
        `    ${label.padEnd(34)} ${tasks.length} long tasks, longest ${tasks.length ? Math.max(...tasks).toFixed(0) : 0} ms — none > 50 ms: ${tasks.length ? 'MISSED' : 'met'}`,
      );
    console.log(
      `  three.js chunk ${fold ?? '(not found)'}: ${(foldGzip / 1024).toFixed(0)} KB gzip, in index.html: ${fold && html.includes(fold) ? 'YES (MISSED)' : 'no (met)'}; first load ${(firstLoadGzip / 1024).toFixed(0)} KB gzip`,
    );
    if (
      cold >= FIRST_FRAME_TARGET_MS ||
      p95 >= FIRST_FRAME_TARGET_MS ||
      sweeps.some(([, tasks]) => tasks.length) ||
      (fold && html.includes(fold))
    )
      process.exitCode = 1;
  } finally {
    await app.close();
  }
}

await main();
