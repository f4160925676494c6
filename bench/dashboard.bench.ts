/**
 * First load of /dashboard: the JavaScript a browser must fetch (gzip) and the time until the
 * signed-in dashboard shows its greeting in headless Chromium, against a bare Vite + React page
 * (one heading) built with the same Vite in the same run.
 *
 * Target: first-load JS under 200 KB gzip, with dialogs and routes code-split.
 * Run: npm run bench:dashboard -w @packsmith/bench   (builds apps/web/dist first)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { launchBrowser } from '../e2e/support/browser.ts';
import { freePort } from '../e2e/support/free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
const LOADS = Number(process.env.BENCH_LOADS ?? 7);

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Files a first load needs: the entry and, optionally, a route chunk, with their static imports. */
function firstLoadFiles(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const k of keys) visit(k);
  return { js: [...js], css: [...css] };
}

async function gzipBytes(dir: string, files: string[]) {
  let total = 0;
  for (const f of files) total += gzipSync(await fs.readFile(path.join(dir, f))).length;
  return total;
}

async function buildBaseline(dir: string) {
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  );
  await fs.writeFile(
    path.join(dir, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1 data-ready>Hello</h1>);\n",
  );
  const { build } = await import('vite');
  await build({
    root: dir,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: path.join(dir, 'dist'), manifest: true },
  });
  return path.join(dir, 'dist');
}

/** A static file server for the baseline page. */
async function serveStatic(dir: string) {
  const server = http.createServer(async (req, res) => {
    const file = path.join(dir, req.url === '/' ? 'index.html' : (req.url ?? '').split('?')[0]!);
    try {
      const body = await fs.readFile(file);
      res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) return { child, url };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** A signed-in, onboarded person's token, through the real email-code flow. */
async function signIn(url: string): Promise<string> {
  const email = `bench-${Date.now()}@bench.test`;
  const post = (p: string, body: unknown, token?: string) =>
    fetch(`${url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  await post('/api/auth/code/request', { email });
  const mails = (await (await fetch(`${url}/api/dev/mailbox`)).json()) as {
    data: { to: string; text: string }[];
  };
  const code = mails.data.find((m) => m.to === email)?.text.match(/(?<!\d)(\d{6})(?!\d)/)?.[1];
  const { data } = (await (await post('/api/auth/code/verify', { email, code })).json()) as {
    data: { token: string };
  };
  await post(
    '/api/users/me/onboarding',
    { name: 'Bench', jobRole: 'Marketing', timing: 'Just exploring' },
    data.token,
  );
  return data.token;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-bench-dashboard-'));
  await fs.chmod(tmp, 0o755);
  execFileSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'silent'], {
    cwd: WEB,
    stdio: 'inherit',
  });
  const dist = path.join(WEB, 'dist');
  const manifest = JSON.parse(await fs.readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const app = firstLoadFiles(manifest, ['index.html', 'src/routes/dashboard.tsx']);
  const appJs = await gzipBytes(dist, app.js);
  const appCss = await gzipBytes(dist, app.css);

  // Inside the repository, so `react` resolves from its node_modules like the app's does.
  const bareDir = await fs.mkdtemp(path.join(ROOT, 'bench', '.bare-'));
  const baseDist = await buildBaseline(bareDir);
  const baseManifest = JSON.parse(
    await fs.readFile(path.join(baseDist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const base = firstLoadFiles(baseManifest, ['index.html']);
  const baseJs = await gzipBytes(baseDist, base.js);

  const server = await startServer(path.join(tmp, 'data'));
  const bare = await serveStatic(baseDist);
  const browser = await launchBrowser();
  try {
    const token = await signIn(server.url);
    const appTimes: number[] = [];
    const bareTimes: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      const context = await browser.newContext({ baseURL: server.url });
      await context.addInitScript(`localStorage.setItem('packsmith.token', ${JSON.stringify(token)})`);
      const page = await context.newPage();
      await page.goto('/dashboard');
      await page.getByTestId('greeting').waitFor();
      appTimes.push(await page.evaluate<number>('performance.now()'));
      await context.close();

      const bareContext = await browser.newContext();
      const barePage = await bareContext.newPage();
      await barePage.goto(bare.url);
      await barePage.locator('[data-ready]').waitFor();
      bareTimes.push(await barePage.evaluate<number>('performance.now()'));
      await bareContext.close();
    }
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `first-load JS (gzip): /dashboard ${kb(appJs)} in ${app.js.length} files (+ CSS ${kb(appCss)})`,
    );
    console.log(
      `                      bare React page ${kb(baseJs)}   ratio ${(appJs / baseJs).toFixed(2)}x`,
    );
    console.log(`  target < 200 KB: ${appJs < 200 * 1024 ? 'met' : 'MISSED'}`);
    const lazy = Object.values(manifest).filter(
      (c) => !app.js.includes(c.file) && c.file.endsWith('.js'),
    ).length;
    console.log(`  ${lazy} chunks load later (routes, dialogs)`);
    const largest = await Promise.all(
      app.js.map(async (f) => [f, gzipSync(await fs.readFile(path.join(dist, f))).length] as const),
    );
    for (const [f, n] of largest.sort((a, b) => b[1] - a[1]).slice(0, 4))
      console.log(`    ${kb(n).padStart(9)}  ${f}`);
    const a = median(appTimes);
    const b = median(bareTimes);
    console.log(
      `time to greeting (median of ${LOADS}): /dashboard ${a.toFixed(0)} ms, bare page ${b.toFixed(0)} ms, ratio ${(a / b).toFixed(2)}x`,
    );
  } finally {
    await browser.close();
    bare.server.close();
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    await fs.rm(tmp, { recursive: true, force: true });
    await fs.rm(bareDir, { recursive: true, force: true });
  }
}

await main();
