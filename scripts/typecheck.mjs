#!/usr/bin/env node
/**
 * `tsc -p` for every workspace, two at a time (TYPECHECK_JOBS): each tsc is single-threaded and
 * they share nothing (no project references), so two fill two cores. Output is printed per project
 * once it finishes; the exit code is non-zero if any project fails.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const PROJECTS = ['apps/server', 'apps/web', 'packages/render', 'e2e', 'bench', 'packages/core'];
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS ?? 2) || 1);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${secs} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = await Promise.all(
  Array.from({ length: jobs }, async () => {
    const ok = [];
    for (let p = queue.shift(); p; p = queue.shift()) ok.push(await check(p));
    return ok.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
