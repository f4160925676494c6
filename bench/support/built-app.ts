/**
 * The built app (`npm run build`: the compiled server serving the web app) on its own embedded
 * PostgreSQL in a temporary folder, and a headless Chromium: what the in-browser benches measure.
 * `close` stops the browser and the server and removes the folder.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { freePort } from '../../e2e/support/free-port.ts';
import { startServer } from './server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function startBuiltApp(
  name: string,
): Promise<{ url: string; browser: Browser; close: () => Promise<void> }> {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
    await fs.access(path.join(ROOT, built)).catch(() => {
      throw new Error(`${built} is missing — run \`npm run build\` first.`);
    });
  }
  const cleanup: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const step of cleanup) await step().catch(() => {});
  };
  try {
    const tmp = await fs.mkdtemp(path.join(os.tmpdir(), `packsmith-bench-${name}-`));
    cleanup.push(() => fs.rm(tmp, { recursive: true, force: true }));
    await fs.chmod(tmp, 0o755);
    const server = await startServer(
      '',
      path.join(tmp, 'data'),
      { EMBEDDED_PG_PORT: String(await freePort()), SERVE_WEB: 'true' },
      { compiled: true },
    );
    cleanup.unshift(async () => {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
    });
    const browser = await launchBrowser();
    cleanup.unshift(() => browser.close());
    return { url: server.url, browser, close };
  } catch (err) {
    await close();
    throw err;
  }
}
