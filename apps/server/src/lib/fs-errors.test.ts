import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webDirs } from '../../../web/build-output.ts';
import { hasErrorCode, isMissingFile } from './fs-errors.ts';
import { webBuild } from './web-build.ts';

const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-fs-errors-'));
afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err,
  );

describe('file errors', () => {
  it('tells "no file there" from a fault', async () => {
    const missing = await failureOf(fs.stat(path.join(scratch, 'nothing')));
    expect(isMissingFile(missing)).toBe(true);
    await fs.symlink('loop', path.join(scratch, 'loop'));
    const loop = await failureOf(fs.stat(path.join(scratch, 'loop')));
    expect(hasErrorCode(loop, 'ELOOP')).toBe(true);
    expect(isMissingFile(loop)).toBe(false);
    expect(isMissingFile(new Error('plain'))).toBe(false);
    expect(isMissingFile(null)).toBe(false);
  });

  it('serves nothing before the first web build, and fails loudly when the build cannot be read', async () => {
    const unbuilt = path.join(scratch, 'unbuilt');
    await fs.mkdir(unbuilt);
    expect(await webBuild(unbuilt).current()).toBeNull();
    expect(await webBuild(unbuilt).find('/assets/app.js')).toBeNull();

    const broken = path.join(scratch, 'broken');
    await fs.mkdir(broken);
    await fs.symlink(webDirs(broken).dist, webDirs(broken).dist); // dist → itself: ELOOP
    await expect(webBuild(broken).current()).rejects.toMatchObject({ code: 'ELOOP' });
  });
});
