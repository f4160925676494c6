/**
 * Asset pipeline speed, as ratios against a bare sharp resize of the same 24-megapixel JPEG
 * measured in the same run (so the numbers travel between machines):
 *
 *   - derivative job: read from storage, one decode → 2048 px processed copy + 512 px thumbnail +
 *     dominant colours, both written back to storage (everything the job does except its one UPDATE)
 *   - upload through the signed-POST path: a real HTTP multipart POST to /api/files/upload with a
 *     signed policy (verify, stream to disk, sniff, pixel check, move into place)
 *
 * Target: the derivative job within 1.5x of the bare resize.   Run: npm run bench:assets -w @packsmith/bench
 */
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import sharp from 'sharp';
import { loadConfig } from '../apps/server/src/config.ts';
import type { AppDeps } from '../apps/server/src/deps.ts';
import { makeDerivatives } from '../apps/server/src/modules/assets/images.ts';
import { assetRoutes } from '../apps/server/src/modules/assets/routes.ts';
import { assetsService } from '../apps/server/src/modules/assets/service.ts';
import { createStorage } from '../apps/server/src/providers/storage/index.ts';

const WIDTH = 6000;
const HEIGHT = 4000;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** A photo-like 24 MP JPEG: smooth gradients with detail, not a flat colour (which decodes for free). */
async function makePhoto(): Promise<Buffer> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const wave = Math.sin(x / 37) * Math.cos(y / 53) * 40;
      raw[i] = (x / WIDTH) * 200 + wave + ((x * 7 + y * 13) % 17);
      raw[i + 1] = (y / HEIGHT) * 180 + wave + ((x * 3 + y * 5) % 11);
      raw[i + 2] = 120 + Math.sin((x + y) / 90) * 80 + ((x ^ y) % 9);
    }
  }
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

interface Timing {
  median: number;
  best: number;
}

async function measure(label: string, fn: () => Promise<unknown>): Promise<Timing> {
  await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const m = times[times.length >> 1]!;
  console.log(
    `${label.padEnd(34)} median ${m.toFixed(1).padStart(7)} ms  (best ${times[0]!.toFixed(1)}, worst ${times.at(-1)!.toFixed(1)})`,
  );
  return { median: m, best: times[0]! };
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'packsmith-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    DATA_DIR: dataDir,
    FILE_SIGNING_SECRET: 'bench',
  });
  const storage = createStorage(config);
  const photo = await makePhoto();
  console.log(
    `input: ${WIDTH}x${HEIGHT} JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB; ${RUNS} runs each; ` +
      `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${os.cpus().length} CPUs`,
  );
  await storage.put('bench/original.jpg', photo, 'image/jpeg');

  const bare = await measure('bare sharp resize to 2048 (jpeg)', () =>
    sharp(photo).resize(2048, 2048, { fit: 'inside' }).jpeg({ quality: 92 }).toBuffer(),
  );

  const job = await measure('derivative job (read+derive+write)', async () => {
    const bytes = await storage.get('bench/original.jpg');
    const d = await makeDerivatives(bytes, 'image/jpeg');
    await Promise.all([
      storage.put('bench/derived/thumb.webp', d.thumbnail, 'image/webp'),
      d.processed
        ? storage.put('bench/derived/display.jpg', d.processed.bytes, d.processed.contentType)
        : null,
    ]);
  });

  // The signed-POST upload path over real HTTP (the route needs no database).
  const app = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const deps = {
    config,
    db: {} as AppDeps['db'],
    log: pino({ level: 'silent' }),
    storage,
  };
  await app.register(
    assetRoutes({ ...deps, assets: assetsService(deps as unknown as AppDeps) } as unknown as Parameters<
      typeof assetRoutes
    >[0]),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  let n = 0;
  const upload = await measure('upload via signed POST (HTTP)', async () => {
    const post = await storage.createPresignedPost({
      key: `bench/uploads/${n++}/original.jpg`,
      contentType: 'image/jpeg',
      minBytes: 1,
      maxBytes: 55 * 1024 * 1024,
      expiresInSeconds: 60,
      filename: 'photo.jpg',
    });
    const form = new FormData();
    for (const [k, v] of Object.entries(post.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await fetch(new URL(post.url, base), { method: 'POST', body: form });
    if (res.status !== 204) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  });
  await app.close();

  const mbps = photo.length / 1024 / 1024 / (upload.median / 1000);
  const ratio = (x: Timing, y: Timing) =>
    `${(x.median / y.median).toFixed(2)}x median, ${(x.best / y.best).toFixed(2)}x best`;
  const ok = job.median / bare.median <= 1.5 ? 'OK' : 'OVER';
  console.log('');
  console.log(`derivative job / bare resize     ${ratio(job, bare)}   (target ≤ 1.50x median: ${ok})`);
  console.log(
    `signed-POST upload / bare resize ${ratio(upload, bare)}   (${mbps.toFixed(0)} MB/s per upload)`,
  );
  await fs.rm(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
