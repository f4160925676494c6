import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DELIVERABLE_CATEGORY,
  DELIVERABLE_LIMITS,
  DELIVERABLE_MESSAGES,
  UPLOAD_MESSAGES,
} from '@packsmith/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  epsFile,
  pdfFile,
  pdfWithEscapedScriptTree,
  pdfWithLaunch,
  pdfWithOpenActionScript,
  zipFile,
} from '../../../test/deliverable-files.ts';
import { postToSignedUrl, requestUploadUrl, solidPng, type UploadSpec } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let dataDir: string;
let staff: string;
let customer: string;

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  ai: 'application/illustrator',
  eps: 'application/postscript',
  zip: 'application/zip',
};
const spec = (
  name: string,
  bytes: Buffer,
  type = TYPES[name.split('.').pop()!] ?? 'application/octet-stream',
) => ({ name, type, bytes, category: DELIVERABLE_CATEGORY }) satisfies UploadSpec;

/** upload-url → signed POST → save, stopping at the first refusal; returns that answer or the saved asset. */
async function deliver(token: string, file: UploadSpec) {
  const urlRes = await requestUploadUrl(t, token, [file]);
  if (urlRes.statusCode !== 200) return { refusal: urlRes };
  const { signedUrl, uploadMeta } = urlRes.json().data[0];
  const up = await postToSignedUrl(t, signedUrl, file);
  if (up.statusCode !== 204) return { refusal: up };
  const save = await t.app.inject({
    method: 'POST',
    url: '/api/assets',
    headers: t.bearer(token),
    payload: {
      assets: [{ id: uploadMeta.id, originalFileName: file.name, fileCategory: DELIVERABLE_CATEGORY }],
    },
  });
  if (save.statusCode !== 200) return { refusal: save };
  return { asset: save.json().data.assets[0] as { id: string; url: string; mimetype: string } };
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-deliverables-'));
  t = await createTestApp({ DATA_DIR: dataDir, STAFF_EMAIL_DOMAIN: 'packsmith.app' });
  staff = await t.signIn('finisher@packsmith.app');
  customer = await t.signIn('customer@deliverables.test');
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('final print files (staff deliverables)', () => {
  it('accepts a PDF, an Illustrator (PDF-based) file, an EPS and a ZIP, stored byte for byte as downloads', async () => {
    const files = [
      spec('tin-wrap.pdf', await pdfFile()),
      spec('tin-lid.ai', await pdfFile()),
      spec('logo.eps', epsFile()),
      spec(
        'all-panels.zip',
        zipFile({ 'front.pdf': await pdfFile(), 'notes.txt': Buffer.from('CMYK, 3 mm bleed') }),
      ),
    ];
    for (const file of files) {
      const { asset, refusal } = await deliver(staff, file);
      expect(refusal?.body, file.name).toBeUndefined();
      expect(asset!.mimetype).toBe(file.type);
      const got = await t.app.inject({ method: 'GET', url: asset!.url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-disposition']).toMatch(/^attachment/);
      expect(Buffer.compare(got.rawPayload, file.bytes)).toBe(0);
    }
  });

  it('refuses PDFs that run script or launch a program, wherever it hides, with the clear message', async () => {
    const cases: [string, Buffer][] = [
      ['open-action.pdf', await pdfWithOpenActionScript()],
      ['launch.pdf', await pdfWithLaunch()],
      ['name-tree.pdf', await pdfWithEscapedScriptTree()],
      ['script.ai', await pdfWithOpenActionScript()],
    ];
    for (const [name, bytes] of cases) {
      const { refusal } = await deliver(staff, spec(name, bytes));
      expect(refusal?.statusCode, name).toBe(400);
      expect(refusal!.json().message).toBe(DELIVERABLE_MESSAGES.activePdf(name));
    }
  });

  it('sniffs by content: an image, a text file or a broken PDF under a deliverable name is refused', async () => {
    const png = await solidPng(40, 40);
    const notPdf = await deliver(staff, spec('looks-like.pdf', png));
    expect(notPdf.refusal?.statusCode).toBe(400);
    expect(notPdf.refusal!.json().message).toBe(DELIVERABLE_MESSAGES.notAccepted('looks-like.pdf'));
    const notZip = await deliver(staff, spec('archive.zip', Buffer.from('just some words, not an archive')));
    expect(notZip.refusal!.json().message).toBe(DELIVERABLE_MESSAGES.notAccepted('archive.zip'));
    const broken = await deliver(
      staff,
      spec('broken.pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog')),
    );
    expect(broken.refusal?.statusCode).toBe(400);
    expect(broken.refusal!.json().message).toBe(DELIVERABLE_MESSAGES.unreadablePdf('broken.pdf'));
    const other = await deliver(
      staff,
      spec('brief.docx', Buffer.from('PK\u0003\u0004'), 'application/msword'),
    );
    expect(other.refusal!.json().message).toBe(DELIVERABLE_MESSAGES.notAccepted('brief.docx'));
  });

  it('allows up to 200 MB and refuses more before anything is sent; only staff may upload them', async () => {
    const size = (mb: number) => ({
      ...spec('big.pdf', Buffer.alloc(0)),
      bytes: { length: mb * 1024 * 1024 } as Buffer,
    });
    expect((await requestUploadUrl(t, staff, [size(DELIVERABLE_LIMITS.maxMb)])).statusCode).toBe(200);
    const over = await requestUploadUrl(t, staff, [size(DELIVERABLE_LIMITS.maxMb + 1)]);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(UPLOAD_MESSAGES.fileTooLarge('big.pdf', DELIVERABLE_LIMITS.maxMb));
    const byCustomer = await requestUploadUrl(t, customer, [spec('mine.pdf', await pdfFile())]);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().message).toBe(DELIVERABLE_MESSAGES.staffOnly);
    // An image category still refuses a PDF.
    const asImage = await requestUploadUrl(t, staff, [
      { ...spec('x.pdf', await pdfFile()), category: 'ARTWORK' },
    ]);
    expect(asImage.statusCode).toBe(400);
  });
});
