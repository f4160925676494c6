import { DIELINE_LIMITS, DIELINE_MESSAGES } from '@packsmith/core';
import DxfParser from 'dxf-parser';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({ DIELINES_PER_MINUTE: '40' });
});
afterAll(async () => {
  await t.close();
});

describe('the dieline generator (public)', () => {
  it('lists at least 60 structures with codes, categories and size ranges', async () => {
    const res = await get('/api/dielines');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      id: string;
      code: string | null;
      params: { length: { min: number } };
    }[];
    expect(data.length).toBeGreaterThanOrEqual(60);
    expect(data.find((s) => s.id === 'roll-end-tuck-front-mailer')).toMatchObject({
      code: '0427',
      board: 'corrugated',
    });
    expect(data.find((s) => s.id === 'reverse-tuck-end')!.params.length.min).toBe(DIELINE_LIMITS.carton.min);
  });

  it('draws a structure at a size as PDF, SVG and DXF without signing in, the same bytes each time', async () => {
    const q = '?length=300&width=200&depth=90&caliper=3';
    const pdf = await get(`/api/dielines/roll-end-tuck-front-mailer.pdf${q}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('roll-end-tuck-front-mailer-300x200x90mm-3mm.pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getSubject()).toContain('inside 300 × 200 × 90 mm');
    const svg = await get(`/api/dielines/roll-end-tuck-front-mailer.svg${q}`);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body.includes('<g id="CutContour">')).toBe(true);
    const dxf = await get(`/api/dielines/regular-slotted-container.dxf${q}`);
    const parsed = new DxfParser().parseSync(dxf.body)!;
    expect(Object.keys(parsed.tables.layer.layers)).toEqual(
      expect.arrayContaining(['CUT', 'CREASE', 'GLUE']),
    );
    expect((await get(`/api/dielines/regular-slotted-container.dxf${q}`)).body).toBe(dxf.body);
  });

  it('refuses sizes outside the board limits with a message naming the limit, and unknown structures with 404', async () => {
    const small = await get('/api/dielines/reverse-tuck-end.svg?length=5');
    expect(small.statusCode).toBe(400);
    expect(small.json().error.message).toBe(DIELINE_MESSAGES.size('Length', 15, 400, 'carton'));
    const thick = await get('/api/dielines/regular-slotted-container.pdf?caliper=20');
    expect(thick.statusCode).toBe(400);
    expect(thick.json().error.message).toBe(DIELINE_MESSAGES.size('Caliper', 1.2, 8, 'corrugated'));
    const nan = await get('/api/dielines/reverse-tuck-end.svg?width=wide');
    expect(nan.statusCode).toBe(400);
    expect(nan.json().error.message).toBe(DIELINE_MESSAGES.number('Width'));
    expect((await get('/api/dielines/no-such-box.pdf')).statusCode).toBe(404);
    expect((await get('/api/dielines/reverse-tuck-end.png')).statusCode).toBe(404);
  });

  it('limits drawings per address per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++)
      statuses.push((await get(`/api/dielines/sleeve.dxf?length=${100 + i}`)).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(40);
  });
});

describe('a burst of 50 parallel drawings from one address', () => {
  it('draws exactly as many as the limit allows, answers the rest 429, never a 5xx', async () => {
    const burst = await createTestApp({ DIELINES_PER_MINUTE: '30' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          burst.app.inject({ method: 'GET', url: `/api/dielines/reverse-tuck-end.dxf?length=${60 + i}` }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(30);
      expect(codes.filter((c) => c === 429)).toHaveLength(20);
    } finally {
      await burst.close();
    }
  });
});
