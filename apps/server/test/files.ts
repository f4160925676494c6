/** Helpers for the assets tests: real images made with sharp, and the browser's upload steps. */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import sharp from 'sharp';
import type { TestApp } from './harness.ts';

export async function solidPng(width: number, height: number, hex = '#336699'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: hex } })
    .png()
    .toBuffer();
}

export async function jpeg(width: number, height: number, hex = '#cc3322'): Promise<Buffer> {
  // Two halves so the image is not flat (colours and resizing have something to work on).
  const half = await sharp({
    create: { width, height: Math.ceil(height / 2), channels: 3, background: '#f5f5f5' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: hex } })
    .composite([{ input: half, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A logo on a flat white background with a margin: something for logo processing to clean. */
export async function logoOnWhite(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
    <rect width="400" height="300" fill="#ffffff"/>
    <circle cx="200" cy="150" r="80" fill="#d62828"/>
    <circle cx="200" cy="150" r="30" fill="#ffffff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Serialises a multipart form exactly as a browser would (fields first, file last). */
export async function multipart(
  fields: Record<string, string>,
  file: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export interface UploadSpec {
  name: string;
  type: string;
  bytes: Buffer;
  category?: string;
}

export async function requestUploadUrl(
  t: TestApp,
  token: string | null,
  files: UploadSpec[],
  extra: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/spring/files/upload-url',
    headers: token ? t.bearer(token) : {},
    payload: {
      ...extra,
      files: files.map((f) => ({
        filename: f.name,
        filetype: f.type,
        fileCategory: f.category ?? 'DESIGN INSPIRATION',
        size: f.bytes.length,
      })),
    },
  });
}

export async function postToSignedUrl(
  t: TestApp,
  signedUrl: { url: string; fields: Record<string, string> },
  file: { bytes: Buffer; name: string; type: string },
) {
  const { payload, headers } = await multipart(signedUrl.fields, file);
  return t.app.inject({ method: 'POST', url: signedUrl.url, payload, headers });
}

/** upload-url → signed POST → save: the whole browser flow for one signed-in upload. */
export async function uploadAndSave(
  t: TestApp,
  token: string,
  file: UploadSpec,
  metadata: Record<string, unknown> = {},
) {
  const urlRes = await requestUploadUrl(t, token, [file]);
  if (urlRes.statusCode !== 200) throw new Error(`upload-url ${urlRes.statusCode}: ${urlRes.body}`);
  const { signedUrl, uploadMeta } = urlRes.json().data[0];
  const up = await postToSignedUrl(t, signedUrl, file);
  if (up.statusCode !== 204) throw new Error(`upload ${up.statusCode}: ${up.body}`);
  const save = await t.app.inject({
    method: 'POST',
    url: '/api/assets',
    headers: t.bearer(token),
    payload: {
      assets: [
        {
          id: uploadMeta.id,
          originalFileName: file.name,
          mimetype: file.type,
          fileCategory: file.category ?? 'DESIGN INSPIRATION',
          metadata,
        },
      ],
    },
  });
  if (save.statusCode !== 200) throw new Error(`save ${save.statusCode}: ${save.body}`);
  return save.json().data.assets[0] as { id: string; url: string; thumbnailUrl: string } & Record<
    string,
    unknown
  >;
}

/** inject() wants a path: strips the origin of absolute URLs. */
export function pathOf(url: string): string {
  const u = new URL(url, 'http://localhost');
  return u.pathname + u.search;
}

/** A solved ALTCHA challenge: the human check a logged-out upload needs. */
export async function solvedAltchaToken(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/human-check/challenge' });
  if (res.statusCode !== 200) throw new Error(`challenge ${res.statusCode}: ${res.body}`);
  const { challenge } = res.json().data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
