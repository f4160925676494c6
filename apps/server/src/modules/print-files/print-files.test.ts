import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PRINT_FILE_MESSAGES } from '@packsmith/core';
import { PDF_WATERMARK_NOTE, WATERMARK_TEXT } from '@packsmith/render';
import { eq } from 'drizzle-orm';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFPage,
  type PDFRawStream,
  type PDFRef,
  PDFString,
} from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleDoc } from '../../../../../packages/render/test/fixtures.ts';
import { solidPng } from '../../../test/files.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/index.ts';
import { assetsServiceFor } from '../assets/index.ts';

let t: TestApp;
let dataDir: string;
let token: string;
let userId: string;
let other: string;

const get = (url: string, tok?: string) =>
  t.app.inject({ method: 'GET', url, headers: tok ? t.bearer(tok) : {} });
const url = (id: string) => `/api/print-ready/instant/${id}.pdf`;

async function design(uid: string, document?: object) {
  return assetsServiceFor(t.deps).storeGeneratedImage(uid, await solidPng(64, 64, '#1f5fbf'), {
    visibility: 'private',
    metadata: document ? { document } : {},
  });
}

function layers(pdf: PDFDocument): string[] {
  const oc = pdf.catalog.lookup(PDFName.of('OCProperties'), PDFDict);
  return oc
    .lookup(PDFName.of('OCGs'), PDFArray)
    .asArray()
    .map((r) =>
      pdf.context
        .lookup(r as PDFRef, PDFDict)
        .lookup(PDFName.of('Name'), PDFString)
        .decodeText(),
    );
}

/** Standard-font text is written as hex glyph codes (WinAnsi: the ASCII bytes). */
const hexOf = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex').toUpperCase()}>`;
/** A page's drawing operators, decompressed. */
function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams
    .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1'))
    .join('\n');
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-print-files-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  token = await t.signIn('maker@print-files.test');
  other = await t.signIn('other@print-files.test');
  userId = (await get('/api/users/me', token)).json().data.userId;
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/print-ready/instant/:assetId.pdf', () => {
  it('gives the owner a dieline PDF of a mailer box design, with cut and crease layers', async () => {
    const asset = await design(userId, sampleDoc({ template: 'mailer-box', layout: 'badge' }));
    const res = await get(url(asset.id), token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="northbound-mailer-box-print-ready.pdf"',
    );
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(layers(pdf)).toEqual(expect.arrayContaining(['CutContour', 'Crease', 'Artwork']));
  });

  it('a Free user’s file carries the watermark on every page; a paid user’s does not', async () => {
    const free = await design(userId, sampleDoc({ template: 'mailer-box', layout: 'badge' }));
    const freePdf = await PDFDocument.load((await get(url(free.id), token)).rawPayload);
    expect(freePdf.getPageCount()).toBeGreaterThan(0);
    for (const page of freePdf.getPages()) {
      const text = pageContent(page);
      expect(text).toContain(hexOf(PDF_WATERMARK_NOTE));
      expect(text.split(hexOf(WATERMARK_TEXT)).length - 1).toBeGreaterThan(4);
    }
    const payer = await t.signIn('payer@print-files.test');
    const payerId = (await get('/api/users/me', payer)).json().data.userId;
    await t.db.update(users).set({ tier: 'growth' }).where(eq(users.id, payerId));
    const paid = await design(payerId, sampleDoc({ template: 'mailer-box', layout: 'badge' }));
    const paidPdf = await PDFDocument.load((await get(url(paid.id), payer)).rawPayload);
    for (const page of paidPdf.getPages()) {
      expect(pageContent(page)).not.toContain(hexOf(PDF_WATERMARK_NOTE));
      expect(pageContent(page)).not.toContain(hexOf(WATERMARK_TEXT));
    }
  });

  it('gives a label flat artwork with crop marks instead of a dieline', async () => {
    const asset = await design(userId, sampleDoc({ template: 'product-label' }));
    const res = await get(url(asset.id), token);
    expect(res.statusCode).toBe(200);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(layers(pdf)).not.toContain('Crease');
    expect(layers(pdf)).toContain('Artwork');
  });

  it('offers the human service for an image with no design document, and for a template without a file', async () => {
    const upload = await design(userId);
    const res = await get(url(upload.id), token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PRINT_FILE_MESSAGES.noDocument);
    expect(res.json().message).toContain('professional designer');
    // a logo is a design with a document, but not packaging
    const logo = await design(userId, {
      version: 1,
      kind: 'logo',
      seed: 1,
      meta: { engine: 'packsmith-local-design-engine', generator: 'test' },
      palette: sampleDoc().palette,
      typography: sampleDoc().typography,
      lockup: 'horizontal',
      symbol: { type: 'icon', icon: 'coffee' },
      text: { brand: 'Northbound' },
      background: { colour: '#FFFFFF' },
    });
    const logoRes = await get(url(logo.id), token);
    expect([logoRes.statusCode, logoRes.json().message]).toEqual([409, PRINT_FILE_MESSAGES.noTemplate]);
    const tape = await design(userId, sampleDoc({ template: 'paper-tape' }));
    const tapeRes = await get(url(tape.id), token);
    expect([tapeRes.statusCode, tapeRes.json().message]).toEqual([409, PRINT_FILE_MESSAGES.noCapability]);
  });

  it("is 404 for another user's design, a garbage id or another extension, and 401 signed out", async () => {
    const asset = await design(userId, sampleDoc({ template: 'product-box' }));
    expect((await get(url(asset.id), other)).statusCode).toBe(404);
    expect((await get(url('not-an-id'), token)).statusCode).toBe(404);
    expect((await get(`/api/print-ready/instant/${asset.id}.png`, token)).statusCode).toBe(404);
    expect((await get(url(asset.id))).statusCode).toBe(401);
  });

  it("answers whether a design has an instant PDF (the dialogs' print action), without drawing it", async () => {
    const avail = (id: string, tok = token) => get(`/api/print-ready/instant/${id}`, tok);
    const box = await design(userId, sampleDoc({ template: 'mailer-box', layout: 'badge' }));
    const label = await design(userId, sampleDoc({ template: 'product-label' }));
    const upload = await design(userId);
    const tape = await design(userId, sampleDoc({ template: 'paper-tape' }));
    expect((await avail(box.id)).json()).toEqual({
      data: { available: true, capability: 'dieline', foldable: true },
    });
    expect((await avail(label.id)).json()).toEqual({
      data: { available: true, capability: 'flat', foldable: false },
    });
    // a tin has a dieline but no folding box
    const tin = await design(userId, sampleDoc({ template: 'round-tin' }));
    expect((await avail(tin.id)).json().data).toEqual({
      available: true,
      capability: 'dieline',
      foldable: false,
    });
    const none = await avail(upload.id);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: { available: false, reason: PRINT_FILE_MESSAGES.noDocument } });
    expect((await avail(tape.id)).json().data).toEqual({
      available: false,
      reason: PRINT_FILE_MESSAGES.noCapability,
    });
    expect((await avail(box.id, other)).statusCode).toBe(404);
    expect((await avail('not-an-id')).statusCode).toBe(404);
    expect((await get(`/api/print-ready/instant/${box.id}`)).statusCode).toBe(401);
  });

  it('is 404 while the print-ready flag is off for the user', async () => {
    const ops = await t.signIn('ops@packsmith.app');
    const setAudience = async (everyone: boolean) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/flags/print-ready',
        headers: t.bearer(ops),
        payload: { audience: { everyone, staff: false, tiers: [], userIds: [], percentage: 0 } },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const asset = await design(userId, sampleDoc({ template: 'tea-box' }));
    await setAudience(false);
    expect((await get(url(asset.id), token)).statusCode).toBe(404);
    await setAudience(true);
    expect((await get(url(asset.id), token)).statusCode).toBe(200);
  });
});

describe('GET /api/print-ready/instant/:assetId.svg and .dxf', () => {
  it('gives the owner the die lines as layered SVG and as DXF; another user gets 404; a flat design 409', async () => {
    const asset = await design(userId, sampleDoc({ template: 'mailer-box', layout: 'badge' }));
    const svg = await get(`/api/print-ready/instant/${asset.id}.svg`, token);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    for (const id of ['CutContour', 'Crease', 'Bleed', 'Glue', 'Artwork'])
      expect(svg.body.includes(`<g id="${id}">`), id).toBe(true);
    const dxf = await get(`/api/print-ready/instant/${asset.id}.dxf`, token);
    expect(dxf.statusCode).toBe(200);
    for (const layer of ['CUT', 'CREASE']) expect(dxf.body.includes(`\n${layer}\n`), layer).toBe(true);
    expect((await get(`/api/print-ready/instant/${asset.id}.dxf`, token)).body).toBe(dxf.body);
    expect((await get(`/api/print-ready/instant/${asset.id}.svg`, other)).statusCode).toBe(404);
    expect((await get(`/api/print-ready/instant/${asset.id}.dxf`, other)).statusCode).toBe(404);
    expect((await get(`/api/print-ready/instant/${asset.id}.dxf`)).statusCode).toBe(401);
    const flat = await design(userId, sampleDoc({ template: 'tall-drinks-can' }));
    const res = await get(`/api/print-ready/instant/${flat.id}.svg`, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PRINT_FILE_MESSAGES.noDieline);
  });
});

describe('GET /api/print-ready/instant/:assetId/fold', () => {
  it("gives the owner a dieline design's net with its folds and its artwork; another user 404; a flat design 409", async () => {
    const asset = await design(userId, sampleDoc({ template: 'mailer-box', layout: 'badge' }));
    const fold = (id: string, tok?: string) => get(`/api/print-ready/instant/${id}/fold`, tok);
    const res = await fold(asset.id, token);
    expect(res.statusCode).toBe(200);
    const { net, artwork } = res.json().data;
    expect(net.construction).toBe('roll-end tuck-front mailer');
    expect(net.folds).toHaveLength(net.pieces.length - 1);
    expect(artwork).toContain(`viewBox="0 0 ${net.width} ${net.height}"`);
    expect((await fold(asset.id, token)).body).toBe(res.body);
    expect((await fold(asset.id, other)).statusCode).toBe(404);
    expect((await fold('not-an-id', token)).statusCode).toBe(404);
    expect((await fold(asset.id)).statusCode).toBe(401);
    const flat = await design(userId, sampleDoc({ template: 'tall-drinks-can' }));
    const no = await fold(flat.id, token);
    expect(no.statusCode).toBe(409);
    expect(no.json().error.message).toBe(PRINT_FILE_MESSAGES.noFold);
    const tin = await design(userId, sampleDoc({ template: 'round-tin' }));
    expect((await fold(tin.id, token)).statusCode).toBe(409);
  });
});
