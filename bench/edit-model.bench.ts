/**
 * A chat edit of an image without a design document, sent to an image-edit model (issue 29): the
 * turn's own cost around a model that answers at once. A real server process (IMAGE_PROVIDERS=fal)
 * against the local fal fake (tests' vendors.ts) whose requests are COMPLETED on the first poll;
 * POST /api/chat/messages waits for its turn (CHAT_SYNC_WAIT_MS) and answers with the output.
 *
 * Measured in the same run: the model call alone (the fal adapter against the same fake: submit,
 * poll, result, download), the whole turn as the person sees it, and a bare authenticated GET.
 * The turn's overhead is the turn less the model call. Target: overhead p50 < 100 ms.
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { inProcessQueue } from '../apps/server/src/jobs/in-process-queue.ts';
import { parseServerTiming } from '../apps/server/src/lib/server-timing.ts';
import { assetsService } from '../apps/server/src/modules/assets/index.ts';
import { falImageProvider } from '../apps/server/src/providers/image-generation/fal.ts';
import { createStorage } from '../apps/server/src/providers/storage/index.ts';
import { samplePng, startFakeFal } from '../apps/server/test/vendors.ts';
import { withBenchDatabase } from './support/database.ts';
import { createPeople, startServer } from './support/server.ts';
import { percentile, timed } from './support/timing.ts';

const TURNS = Number(process.env.BENCH_TURNS ?? 30);
const KEY = 'bench-fal-key';
const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

async function main() {
  const fal = await startFakeFal(KEY);
  // the model answers at once: COMPLETED on the first status poll
  const atOnce = () => fal.script({ states: ['COMPLETED'] });
  atOnce();
  try {
    await withBenchDatabase('edit-model', 4, async ({ dir, url, database, onClose }) => {
      const { db } = database;
      const dataDir = path.join(dir, 'data');
      // one person per turn (a Free allowance pays for 14 edits), one warm-up
      const people = await createPeople(db, TURNS + 1);
      const server = await startServer(url, dataDir, {
        IMAGE_PROVIDERS: 'fal',
        FAL_KEY: KEY,
        FAL_QUEUE_URL: fal.url,
        CHAT_SYNC_WAIT_MS: '30000',
      });
      onClose(async () => {
        server.child.kill('SIGTERM');
        await new Promise((r) => server.child.once('exit', r));
      });

      const storage = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SERVE_WEB: 'false' }));
      const uploads = assetsService({ db, storage, jobs: inProcessQueue() });
      const photo = await samplePng(640, 800, 3);
      const setups: { token: string; assetId: string; sessionId: string }[] = [];
      for (const p of people) {
        await fetch(`${server.url}/api/credits/balance`, { headers: json(p.token) });
        const asset = await uploads.storeGeneratedImage(p.userId, photo, { visibility: 'private' });
        const res = await fetch(`${server.url}/api/design-sessions`, {
          method: 'POST',
          headers: json(p.token),
          body: JSON.stringify({ name: 'Edit' }),
        });
        const sessionId = ((await res.json()) as { data: { session: { id: string } } }).data.session.id;
        setups.push({ token: p.token, assetId: asset.id, sessionId });
      }

      /** The derivatives of earlier outputs (made after each answer) are done before the next turn. */
      const settled = async () => {
        for (;;) {
          const [row] = (
            await db.execute<{ n: number }>(
              sql`select count(*)::int as n from assets where processing_status = 'pending' and parent_id is not null`,
            )
          ).rows;
          if (row!.n === 0) return;
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      /** Each measured turn's stages, from its Server-Timing header. */
      const stages: Map<string, number>[] = [];
      const turn = async (i: number) => {
        const s = setups[i]!;
        const res = await fetch(`${server.url}/api/chat/messages`, {
          method: 'POST',
          headers: json(s.token),
          body: JSON.stringify({
            assetId: s.assetId,
            designSessionId: s.sessionId,
            content: 'change the brand name to NORDA',
          }),
        });
        const body = (await res.json()) as {
          data: { status: string; aiMessage: { outputAssets?: unknown[] } | null };
        };
        if (
          res.status !== 200 ||
          body.data.status !== 'standby' ||
          body.data.aiMessage?.outputAssets?.length !== 1
        )
          throw new Error(`turn ${i} answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
        return parseServerTiming(res.headers.get('server-timing'));
      };

      const model = falImageProvider({
        key: KEY,
        queueUrl: fal.url,
        model: 'fal-ai/flux/dev',
        editModel: 'fal-ai/flux-pro/kontext',
      });
      const source = { assetId: 'bench', bytes: photo, mimetype: 'image/png' };
      const modelCall = () =>
        model.edit!({
          source,
          prompt: "Change the brand name on the packaging to 'NORDA'.",
          count: 1,
          seed: 1,
        });

      await turn(0);
      await settled();
      const turns: number[] = [];
      const calls: number[] = [];
      for (let i = 1; i <= TURNS; i++) {
        // the model call and the turn alternate, so both see the same machine
        calls.push((await timed(1, modelCall)).p50);
        await settled();
        const t0 = performance.now();
        stages.push(await turn(i));
        turns.push(performance.now() - t0);
      }
      const bare = await timed(
        TURNS,
        () => fetch(`${server.url}/api/credits/balance`, { headers: json(setups[0]!.token) }),
        5,
      );
      const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1).padStart(7);
      const overheads = turns.map((t, i) => t - calls[i]!);
      console.log(
        `Chat edit by a fal image-edit model that answers at once (local fake) — ${os.cpus().length} cores, node ${process.version}, ${TURNS} turns`,
      );
      console.log('                                         p50 (ms)  p95 (ms)');
      console.log(
        `bare GET /api/credits/balance            ${bare.p50.toFixed(1).padStart(7)}  ${bare.p95.toFixed(1).padStart(8)}`,
      );
      console.log(`model call alone (fal adapter → fake)    ${p(calls, 50)}  ${p(calls, 95).padStart(8)}`);
      console.log(`whole turn (POST → answer with output)   ${p(turns, 50)}  ${p(turns, 95).padStart(8)}`);
      const overhead = percentile(overheads, 50);
      console.log(
        `turn overhead (turn − model call)        ${p(overheads, 50)}  ${p(overheads, 95).padStart(8)}   ${(overhead / bare.p50).toFixed(1)}× a bare GET  target p50 < 100 ms: ${overhead < 100 ? 'met' : 'MISSED'}`,
      );
      // The server's own account of each turn (Server-Timing): steps that overlap are each counted in
      // full, so the stages need not add up; the turn's share is the model call and what surrounds it.
      console.log('stages of the turn (Server-Timing)       p50 (ms)  p95 (ms)');
      const names = [...new Set(stages.flatMap((m) => [...m.keys()]))];
      for (const name of names) {
        const xs = stages.map((m) => m.get(name) ?? 0);
        console.log(`  ${name.padEnd(39)}${p(xs, 50)}  ${p(xs, 95).padStart(8)}`);
      }
      const outcome = await db.execute<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from chat_conversations group by status`,
      );
      console.log(
        `conversations: ${outcome.rows.map((r) => `${r.n} ${r.status}`).join(', ')}; fal submissions ${fal.submissions.length}`,
      );
    });
  } finally {
    await fal.close();
  }
}

await main();
