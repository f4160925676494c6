import fs from 'node:fs/promises';
import path from 'node:path';
import { webDirs } from '../../../web/build-output.ts';
import { isMissingFile } from './fs-errors.ts';

export interface WebFile {
  /** The build folder it comes from. */
  root: string;
  /** Its path inside that folder. */
  file: string;
}

/** No kept builds yet (ENOENT): none; any other failure surfaces. */
function noneIfMissing(err: unknown): string[] {
  if (isMissingFile(err)) return [];
  throw err;
}

async function isFile(root: string, file: string): Promise<boolean> {
  try {
    return (await fs.stat(path.join(root, file))).isFile();
  } catch (err) {
    if (isMissingFile(err)) return false;
    throw err;
  }
}

/** A URL path as a path inside a build, or null when it cannot name a servable file. */
function relativeFile(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch (err) {
    if (err instanceof URIError) return null; // a malformed percent escape names no file
    throw err;
  }
  if (decoded.includes('\0')) return null;
  const file = path.posix.normalize(`/${decoded}`).slice(1);
  if (!file || file.split('/').some((segment) => segment.startsWith('.'))) return null;
  return file;
}

/**
 * The built web app as the server sees it, looked up per request: `dist` (a link to the current
 * build, see apps/web/build-output.ts) is resolved once per request, so each response comes
 * whole from one build even while a new one is switched in.
 */
export function webBuild(webRoot: string) {
  const { dist, builds } = webDirs(webRoot);

  /** The current build's folder, or null while there is none. */
  async function current(): Promise<string | null> {
    try {
      const root = await fs.realpath(dist);
      return (await isFile(root, 'index.html')) ? root : null;
    } catch (err) {
      if (isMissingFile(err)) return null; // not built yet
      throw err;
    }
  }

  return {
    current,

    /**
     * The file a GET of `urlPath` serves: from the current build, or — for hashed assets only —
     * from a kept earlier build, so a page loaded before a new build can still load its chunks.
     */
    async find(urlPath: string): Promise<WebFile | null> {
      const file = relativeFile(urlPath);
      const root = file && (await current());
      if (!file || !root) return null;
      if (await isFile(root, file)) return { root, file };
      if (!file.startsWith('assets/')) return null;
      const earlier = (await fs.readdir(builds).catch(noneIfMissing)).filter((n) => !n.startsWith('.'));
      for (const name of earlier.sort().reverse()) {
        const other = path.join(builds, name);
        if (other !== root && (await isFile(other, file))) return { root: other, file };
      }
      return null;
    },
  };
}
