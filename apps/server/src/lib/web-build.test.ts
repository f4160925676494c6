import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atomicBuild, webDirs } from '../../../web/build-output.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * A tiny web app built with the real Vite and the same plugin as apps/web (atomicBuild), into
 * a scratch web folder the app serves from: each build's page names its number.
 */
async function buildWeb(webRoot: string, n: number) {
  await fs.writeFile(
    path.join(webRoot, 'index.html'),
    `<!doctype html><html><head><title>build ${n}</title></head><body><script type="module" src="/main.js"></script></body></html>`,
  );
  await fs.writeFile(path.join(webRoot, 'main.js'), `document.title = 'build ${n} ran';\n`);
  const { build } = await import('vite');
  await build({ root: webRoot, configFile: false, logLevel: 'silent', plugins: [atomicBuild(webRoot)] });
}

let t: TestApp;
let webRoot: string;
let base: string;

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-web-'));
  // A dist folder as builds made it before they were switched atomically.
  await fs.mkdir(path.join(webRoot, 'dist'));
  await fs.writeFile(path.join(webRoot, 'dist/index.html'), '<!doctype html><title>build 0</title>');
  t = await createTestApp({ SERVE_WEB: 'true' }, { webRoot });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

const titleOf = (html: string) => /<title>(build \d+)<\/title>/.exec(html)?.[1];

describe('building the web app while the server runs', () => {
  it('takes over a plain dist folder from earlier builds', async () => {
    expect(titleOf(await (await fetch(`${base}/dashboard`)).text())).toBe('build 0');
    await buildWeb(webRoot, 1);
    expect((await fs.lstat(webDirs(webRoot).dist)).isSymbolicLink()).toBe(true);
    const page = await fetch(`${base}/dashboard`);
    expect(page.status).toBe(200);
    expect(titleOf(await page.text())).toBe('build 1');
  });

  it('never answers a page load or its script with a 404 while builds are switched in', async () => {
    const seen = new Set<string>();
    const failures: string[] = [];
    let building = true;
    let loads = 0;
    // Page loads as a browser makes them: the page, then the script it names.
    const browse = async () => {
      while (building) {
        const page = await fetch(`${base}/dashboard/projects`);
        const html = await page.text();
        const title = titleOf(html);
        const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
        if (page.status !== 200 || !title || !script) {
          failures.push(`page ${page.status}: ${html.slice(0, 80)}`);
          continue;
        }
        seen.add(title);
        const js = await fetch(`${base}${script}`);
        const body = await js.text();
        if (js.status !== 200 || !body.includes(`${title} ran`)) failures.push(`${script} ${js.status}`);
        loads++;
      }
    };
    const browsers = [browse(), browse(), browse()];
    for (let n = 2; n <= 6; n++) await buildWeb(webRoot, n);
    building = false;
    await Promise.all(browsers);

    expect(failures).toEqual([]);
    expect(loads).toBeGreaterThan(10);
    // The page loads spanned several builds.
    expect(seen.size).toBeGreaterThan(2);
    const latest = await fetch(`${base}/dashboard`);
    expect(titleOf(await latest.text())).toBe('build 6');
    // The current build and the two before it are kept; older ones are gone.
    const kept = (await fs.readdir(webDirs(webRoot).builds)).filter((n) => !n.startsWith('.'));
    expect(kept).toHaveLength(3);
  });

  it('still serves a chunk of the previous build to a page loaded before the switch', async () => {
    const before = await (await fetch(`${base}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(before)![1]!;
    await buildWeb(webRoot, 7);
    expect(titleOf(await (await fetch(`${base}/`)).text())).toBe('build 7');
    const old = await fetch(`${base}${script}`);
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/assets/nothing-here.js`)).status).toBe(404);
    expect((await fetch(`${base}/api/nothing-here`)).status).toBe(404);
  });

  it('serves no dot files and nothing outside the build', async () => {
    await fs.mkdir(path.join(webDirs(webRoot).dist, '.vite'), { recursive: true });
    await fs.writeFile(path.join(webDirs(webRoot).dist, '.vite/secret.json'), '{"secret":true}');
    for (const url of [
      '/.vite/secret.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fbuild-output.ts',
    ]) {
      const res = await fetch(`${base}${url}`);
      expect(await res.text(), url).not.toContain('secret');
    }
    const escaped = await fetch(`${base}/..%2f..%2fpackage.json`);
    expect(await escaped.text()).not.toContain('"name"');
  });
});
