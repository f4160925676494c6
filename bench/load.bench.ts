/**
 * Availability under parallel chat turns (issue 26): 50 people each send one chat edit at the
 * same moment to a real server process (ROLE=all, default pool and render slots, the local
 * engine) while a bystander keeps reading GET /api/users/me. Baseline, measured in the same run
 * against the same server: the bystander's reads with nothing else going on.
 *
 * Pass: no 5xx among the sends (each is 200 standby or 202 queued), every turn finishes with its
 * image and is charged once, and the bystander's p95 during the burst stays under 3× its idle p95.
 *
 * Run: npm run bench:load -w @packsmith/bench   (BENCH_USERS=50 BENCH_ROUNDS=2)
 */
import path from 'node:path';
import { chatTurnCost } from '@packsmith/core';
import { generatePackagingConcepts, packagingFormSchema } from '@packsmith/render';
import { loadConfig } from '../apps/server/src/config.ts';
import { inProcessQueue } from '../apps/server/src/jobs/in-process-queue.ts';
import { assetsService } from '../apps/server/src/modules/assets/index.ts';
import { createStorage } from '../apps/server/src/providers/storage/index.ts';
import { withBenchDatabase } from './support/database.ts';
import { createPeople, type Person, sleep, startServer } from './support/server.ts';

const USERS = Number(process.env.BENCH_USERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const IDLE_READS = 200;
const TARGET_RATIO = 3;

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

async function main() {
  let failed = false;
  await withBenchDatabase('load', 4, async ({ dir, url, database, onClose }) => {
    const dataDir = path.join(dir, 'data');
    const people = await createPeople(database.db, USERS * ROUNDS + 1, 'load');
    const bystander = people.pop()!;
    const server = await startServer(
      url,
      dataDir,
      process.env.RENDER_CONCURRENCY ? { RENDER_CONCURRENCY: process.env.RENDER_CONCURRENCY } : {},
    );
    onClose(async () => {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
    });
    const storage = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SERVE_WEB: 'false' }));
    const assets = assetsService({ db: database.db, storage, jobs: inProcessQueue() });
    const [concept] = await generatePackagingConcepts(
      packagingFormSchema.parse({
        brand: 'Northbound',
        packagingImage: 'tall-drinks-can',
        slogan: 'Slow steeped',
      }),
      { count: 1, seed: 5 },
    );
    const setups = new Map<string, { sessionId: string; assetId: string; balance: number }>();
    const balanceOf = async (p: Person) => {
      const res = await fetch(`${server.url}/api/credits/balance`, { headers: json(p.token) });
      return ((await res.json()) as { data: { balance: number } }).data.balance;
    };
    for (const p of people) {
      const balance = await balanceOf(p);
      const asset = await assets.storeGeneratedImage(p.userId, concept!.image!, {
        metadata: { document: concept!.document },
      });
      const res = await fetch(`${server.url}/api/design-sessions`, {
        method: 'POST',
        headers: json(p.token),
        body: JSON.stringify({ name: 'Load' }),
      });
      const sessionId = ((await res.json()) as { data: { session: { id: string } } }).data.session.id;
      setups.set(p.userId, { sessionId, assetId: asset.id, balance });
    }

    const read = async () => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/users/me`, { headers: json(bystander.token) });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - t0 };
    };
    const send = async (p: Person) => {
      const { sessionId, assetId } = setups.get(p.userId)!;
      const res = await fetch(`${server.url}/api/chat/messages`, {
        method: 'POST',
        headers: json(p.token),
        body: JSON.stringify({ assetId, designSessionId: sessionId, content: 'make it green' }),
      });
      const body = (await res.json()) as { data?: { conversationId: string } };
      return { status: res.status, conversationId: body.data?.conversationId };
    };
    /**
     * Waits for every turn, looking at one conversation at a time (the web app hears progress over
     * its socket; a crowd of pollers would be load the bystander pays for, not the turns).
     */
    const allFinished = async (turns: { person: Person; conversationId?: string }[]) => {
      const done = turns.map(() => false);
      let pending = turns.flatMap((turn, i) => (turn.conversationId ? [i] : []));
      while (pending.length) {
        const next: number[] = [];
        for (const i of pending) {
          const { person, conversationId } = turns[i]!;
          const res = await fetch(`${server.url}/api/chat/conversations/${conversationId}`, {
            headers: json(person.token),
          });
          const { data } = (await res.json()) as { data: { status: string; assets: unknown[] } };
          if (data.status === 'standby') done[i] = data.assets.length === 1;
          else next.push(i);
        }
        pending = next;
        if (pending.length) await sleep(500);
      }
      return done;
    };

    console.log(`${USERS} people × 1 chat turn at once, a bystander reading /api/users/me; ${ROUNDS} rounds`);
    console.log(
      'round | idle p50/p95 ms | during p50/p95 ms | p95 ratio | 200 | 202 | other | turns done | charged once | all turns (s)',
    );
    for (let round = 0; round < ROUNDS; round++) {
      const crowd = people.slice(round * USERS, (round + 1) * USERS);
      const idle: number[] = [];
      for (let i = 0; i < IDLE_READS; i++) idle.push((await read()).ms);

      const t0 = performance.now();
      const during: { status: number; ms: number }[] = [];
      let running = true;
      const reading = (async () => {
        while (running) {
          during.push(await read());
          await sleep(5);
        }
      })();
      const answers = await Promise.all(crowd.map(send));
      const done = await allFinished(
        crowd.map((person, i) => ({ person, conversationId: answers[i]!.conversationId })),
      );
      const seconds = (performance.now() - t0) / 1000;
      running = false;
      await reading;
      const count = (s: number) => answers.filter((a) => a.status === s).length;
      const other = answers.filter((a) => a.status !== 200 && a.status !== 202);
      const readsFailed = during.filter((r) => r.status !== 200).length;
      const [i50, i95] = [percentile(idle, 50), percentile(idle, 95)];
      const times = during.map((r) => r.ms);
      const [d50, d95] = [percentile(times, 50), percentile(times, 95)];
      const ratio = d95 / i95;
      const turnsDone = done.filter(Boolean).length;
      // charged once: each balance is down by exactly one one-image edit
      const balances = await Promise.all(crowd.map(balanceOf));
      const chargedOnce = crowd.filter(
        (p, i) => balances[i] === setups.get(p.userId)!.balance - chatTurnCost(undefined, 1),
      ).length;
      console.log(
        `${round + 1} | ${i50.toFixed(1)}/${i95.toFixed(1)} | ${d50.toFixed(1)}/${d95.toFixed(1)} | ` +
          `${ratio.toFixed(2)}× | ${count(200)} | ${count(202)} | ${other.length} | ${turnsDone}/${USERS} | ` +
          `${chargedOnce}/${USERS} | ${seconds.toFixed(1)}`,
      );
      if (
        other.length ||
        readsFailed ||
        turnsDone !== USERS ||
        chargedOnce !== USERS ||
        ratio >= TARGET_RATIO
      ) {
        failed = true;
        console.error(
          `FAILED: other statuses ${other.map((a) => a.status).join(',') || 'none'}, ` +
            `bystander failures ${readsFailed}, turns done ${turnsDone}/${USERS}, ` +
            `charged once ${chargedOnce}/${USERS}, p95 ratio ${ratio.toFixed(2)}×`,
        );
      }
    }
  });
  if (failed) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
