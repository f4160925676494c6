import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { WebSocket } from 'ws';
import { loadConfig } from '../apps/server/src/config.ts';
import { assets } from '../apps/server/src/db/schema/index.ts';
import { inProcessQueue } from '../apps/server/src/jobs/in-process-queue.ts';
import { assetsService } from '../apps/server/src/modules/assets/index.ts';
import { createStorage } from '../apps/server/src/providers/storage/index.ts';
import { type DesignDocument, generatePackagingConcepts, render } from '../packages/render/src/index.ts';
import { withBenchDatabase } from './support/database.ts';
import { subscribe } from './support/realtime.ts';
import { createPeople, type Person, startServer } from './support/server.ts';

const LEVELS = (process.env.BENCH_LEVELS ?? '1,4').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

async function main() {
  await withBenchDatabase('chat', 4, async ({ dir, url, database, onClose }) => {
    const { db } = database;
    const dataDir = path.join(dir, 'data');
    const _log = pino({ level: 'silent' });
    const people = await createPeople(db, 1 + ROUNDS * LEVELS.reduce((a, b) => a + b, 0));
    const server = await startServer(url, dataDir);
    onClose(async () => {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
    });

    // Each user's design: a generated packaging concept stored as the server would store it.
    const storage = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SERVE_WEB: 'false' }));
    const assetsSvc = assetsService({ db, storage, jobs: inProcessQueue() });
    const concepts = await generatePackagingConcepts(
      {
        brand: 'Northbound',
        slogan: 'Slow steeped',
        packagingImage: 'tall-drinks-can',
        colours: [],
      } as never,
      { count: 4, seed: 5 },
    );
    const waiting = new Map<string, () => void>();
    /** Each user's stages of the current turn, with when they arrived. */
    const stages = new Map<string, [string, number][]>();
    const sockets: WebSocket[] = [];
    onClose(async () => {
      for (const ws of sockets) ws.terminate();
    });
    const setups = new Map<string, { sessionId: string; assetId: string }>();
    for (const [i, p] of people.entries()) {
      await fetch(`${server.url}/api/credits/balance`, { headers: json(p.token) });
      const concept = concepts[i % concepts.length]!;
      const asset = await assetsSvc.storeGeneratedImage(p.userId, concept.image!, {
        metadata: { document: concept.document },
      });
      const res = await fetch(`${server.url}/api/design-sessions`, {
        method: 'POST',
        headers: json(p.token),
        body: JSON.stringify({ name: 'Edit' }),
      });
      setups.set(p.userId, {
        sessionId: ((await res.json()) as { data: { session: { id: string } } }).data.session.id,
        assetId: asset.id,
      });
      sockets.push(
        await subscribe(server.url, p, (event, data) => {
          if (event !== 'chat-progress') return;
          const { stage } = data as { stage: string };
          stages.get(p.userId)?.push([stage, performance.now()]);
          if (stage === 'completed') waiting.get(p.userId)?.();
        }),
      );
    }

    /** One user's turn, from the POST to the completed stage; returns the output's document. */
    const runOne = async (p: Person) => {
      const setup = setups.get(p.userId)!;
      const done = new Promise<void>((resolve) => waiting.set(p.userId, resolve));
      const t0 = performance.now();
      stages.set(p.userId, [['post', t0]]);
      const res = await fetch(`${server.url}/api/chat/messages`, {
        method: 'POST',
        headers: json(p.token),
        body: JSON.stringify({
          assetId: setup.assetId,
          designSessionId: setup.sessionId,
          content: 'make it green',
        }),
      });
      if (res.status !== 200) throw new Error(`send answered ${res.status}: ${await res.text()}`);
      await done;
      const ms = performance.now() - t0;
      const [row] = await db
        .select({ metadata: assets.metadata })
        .from(assets)
        .where(eq(assets.parentId, setup.assetId));
      const seen = stages.get(p.userId)!;
      const steps = seen.slice(1).map(([stage, at], i) => [stage, at - seen[i]![1]] as const);
      // BENCH_TRACE=1: every turn's stages, not only the medians
      if (process.env.BENCH_TRACE)
        console.log(`  ${ms.toFixed(0)} ms: ${steps.map(([s, d]) => `${s} +${d.toFixed(0)}`).join(', ')}`);
      return { ms, steps, document: (row!.metadata as { document: DesignDocument }).document };
    };
    /**
     * Each round starts on a quiet server: the last outputs' thumbnails and colours (made after the
     * answer) are done, as they are long before a person sends the next edit.
     */
    const settled = async () => {
      for (;;) {
        const [row] = await db
          .execute<{ n: number }>(
            sql`select count(*)::int as n from assets where processing_status = 'pending' and parent_id is not null`,
          )
          .then((r) => r.rows);
        if (row!.n === 0) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const bareRender = async (doc: DesignDocument) => {
      const t0 = performance.now();
      await render(doc, { format: 'png', size: 1024 });
      return performance.now() - t0;
    };

    const warm = await runOne(people[0]!);
    await bareRender(warm.document);
    console.log(`Chat turn "make it green", local engine at 1024 px, Free tier — ${os.cpus().length} cores`);
    console.log(`median of ${ROUNDS} rounds per level`);
    console.log('users  wall (ms)  bare renders (ms)  overhead  median turn (ms)  turn / its bare render');
    let next = 1;
    for (const level of LEVELS) {
      const rounds: {
        wall: number;
        render: number;
        turn: number;
        ratio: number;
        steps: (readonly [string, number])[];
      }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const group = people.slice(next, next + level);
        next += level;
        await settled();
        const t0 = performance.now();
        const runs = await Promise.all(group.map((p) => runOne(p)));
        const wall = performance.now() - t0;
        const renders: number[] = [];
        for (const r of runs) renders.push(await bareRender(r.document));
        const render = renders.reduce((a, b) => a + b, 0);
        const ratios = runs.map((r, i) => r.ms / renders[i]!);
        rounds.push({
          wall,
          render,
          turn: median(runs.map((r) => r.ms)),
          ratio: median(ratios),
          steps: runs[0]!.steps,
        });
      }
      if (level === 1) {
        const steps = rounds.map((r) => r.steps);
        const names = steps[0]!.map(([stage]) => stage);
        const each = names.map(
          (name, i) => `${name} +${median(steps.map((s) => s[i]?.[1] ?? 0)).toFixed(0)}`,
        );
        console.log(
          `  1 user, ms between stage events as they arrive (a render holding the server's event loop delays the events sent just before it): ${each.join(', ')}`,
        );
      }
      const overhead = median(rounds.map((r) => r.wall / r.render - 1));
      const ratio = median(rounds.map((r) => r.ratio));
      const mark =
        level === 1
          ? ratio <= 1.5
            ? '  target ≤ 1.5×: met'
            : '  target ≤ 1.5×: MISSED'
          : level === 4
            ? overhead < 0.5
              ? '  target < 50 %: met'
              : '  target < 50 %: MISSED'
            : '';
      console.log(
        [
          String(level).padStart(5),
          median(rounds.map((r) => r.wall))
            .toFixed(0)
            .padStart(9),
          median(rounds.map((r) => r.render))
            .toFixed(0)
            .padStart(17),
          `${(overhead * 100).toFixed(0)}%`.padStart(8),
          median(rounds.map((r) => r.turn))
            .toFixed(0)
            .padStart(16),
          `${ratio.toFixed(2)}×`.padStart(22),
        ].join('  ') + mark,
      );
    }
    const outcome = await db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from chat_conversations group by status`,
    );
    console.log(`conversations: ${outcome.rows.map((r) => `${r.n} ${r.status}`).join(', ')}`);
  });
}

await main();
