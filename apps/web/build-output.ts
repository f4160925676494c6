import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Where builds of the web app go. Each build is written to a folder of its own,
 * `apps/web/builds/<id>`, and `apps/web/dist` is a symbolic link to the current one, switched
 * with a single rename once the build is complete. The server follows the link per request
 * (apps/server/src/lib/web-build.ts), so a page load gets the old build or the new one, never a
 * half-written or missing one.
 */
export const webDirs = (webRoot: string) => ({
  dist: path.join(webRoot, 'dist'),
  builds: path.join(webRoot, 'builds'),
});

/** Builds kept before the current one, so pages opened earlier still find their lazy chunks. */
const KEEP_PREVIOUS = 2;

/** A new build folder; ids sort by time. */
export function newBuildDir(webRoot: string): string {
  const stamp = new Date().toISOString().replace(/\D/g, '');
  return path.join(webDirs(webRoot).builds, `${stamp}-${process.pid}`);
}

/**
 * Makes `buildDir` the current build: a link to it is made beside the others and renamed over
 * `dist` (rename replaces a link atomically), then builds older than the previous ones go.
 */
export function publishBuild(webRoot: string, buildDir: string): void {
  const { dist, builds } = webDirs(webRoot);
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir} has no index.html; the current build stays`);
  }
  const link = path.join(builds, `.${path.basename(buildDir)}.link`);
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.relative(path.dirname(dist), buildDir), link);
  // A plain dist folder (from before builds were switched like this) cannot be renamed over:
  // it becomes the oldest kept build, once. Only this first switch has a moment without dist.
  if (fs.lstatSync(dist, { throwIfNoEntry: false })?.isDirectory()) {
    fs.renameSync(dist, path.join(builds, '0-earlier'));
  }
  fs.renameSync(link, dist);
  const name = path.basename(buildDir);
  // Only older builds are removed: a newer folder may be another build still being written.
  const older = fs
    .readdirSync(builds)
    .filter((n) => !n.startsWith('.') && n < name)
    .sort()
    .reverse();
  for (const old of older.slice(KEEP_PREVIOUS))
    fs.rmSync(path.join(builds, old), { recursive: true, force: true });
}

/** `vite build` into a new build folder, published when (and only if) the build succeeded. */
export function atomicBuild(webRoot: string): Plugin {
  let outDir = '';
  let failed = false;
  return {
    name: 'packsmith:atomic-build',
    apply: 'build',
    config() {
      outDir = newBuildDir(webRoot);
      return { build: { outDir, emptyOutDir: true } };
    },
    buildEnd(error) {
      if (error) failed = true;
    },
    renderError() {
      failed = true;
    },
    closeBundle() {
      if (failed) fs.rmSync(outDir, { recursive: true, force: true });
      else publishBuild(webRoot, outDir);
    },
  };
}
