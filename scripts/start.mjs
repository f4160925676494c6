// npm start: builds each part whose output is missing or older than its sources (the web app,
// the compiled server), then runs the compiled server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const PARTS = [
  {
    workspace: '@packsmith/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'packages/core/src',
    ],
  },
  {
    workspace: '@packsmith/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/core/src', 'packages/render/src'],
  },
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (latest, name) => Math.max(latest, newest(path.join(target, name))),
    stat.mtimeMs,
  );
}

for (const part of PARTS) {
  const output = path.join(ROOT, part.output);
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...part.sources.map((s) => newest(path.join(ROOT, s))));
  if (built >= changed) continue;
  console.log(`building ${part.workspace} (${built ? 'sources changed' : 'not built yet'})`);
  const run = spawnSync('npm', ['run', 'build', '-w', part.workspace], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

await import(pathToFileURL(path.join(ROOT, 'apps/server/dist/main.js')).href);
