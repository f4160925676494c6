/**
 * How well the local chat reader understands designers (issue 27): the evaluation set in
 * packages/render/src/read/chat-message/eval — its score per document kind (exact operations), the count of
 * wrong-field mappings, and the reader's latency per message (p50/p95 over every phrasing, each
 * read REPEATS times after a warm-up). Target: p95 < 5 ms.
 */
import {
  blindSets,
  designerSets,
  evalSets,
  freshDesignerSets,
  runEval,
  summarise,
} from '../packages/render/src/read/chat-message/eval/score.ts';
import {
  imageryFixture,
  logoFixture,
  mockupFixture,
  packagingFixture,
  photoshootFixture,
  stillLifeFixture,
} from '../packages/render/test/edit-fixtures.ts';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 20);
const fixtures = {
  packaging: packagingFixture,
  logo: logoFixture,
  imagery: imageryFixture,
  stillLife: stillLifeFixture,
  photoshoot: photoshootFixture,
  mockup: mockupFixture,
};
const sets = evalSets(fixtures);

runEval(sets); // warm-up: regex compilation, icon tables, fonts for replies
const results = runEval(sets);
const times: number[] = [];
for (let i = 0; i < REPEATS; i++) for (const r of runEval(sets)) times.push(r.ms);
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!;

const score = summarise(results);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log(`chat understanding: ${score.overall.cases} phrasings`);
for (const [kind, row] of Object.entries(score.byKind))
  console.log(
    `  ${kind.padEnd(11)} ${String(row.exact).padStart(4)}/${row.cases}  ${pct(row.score)}  wrong-field ${row.wrongField}`,
  );
console.log(
  `  ${'overall'.padEnd(11)} ${String(score.overall.exact).padStart(4)}/${score.overall.cases}  ${pct(score.overall.score)}  wrong-field ${score.overall.wrongField}`,
);
console.log(
  `reader latency over ${times.length} reads: p50 ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${times.at(-1)!.toFixed(3)} ms (target p95 < 5 ms) — load ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`,
);
for (const r of results.filter((x) => !x.exact))
  console.log(
    `  ${r.wrongFields.length ? 'WRONG FIELD' : 'miss'} ${r.kind}: ${r.message.slice(0, 80)} → ${JSON.stringify(r.got)}`,
  );

// the held-out batch: never tuned on, so its score says how the reader generalises
const blind = runEval(blindSets(fixtures));
const b = summarise(blind).overall;
console.log(`held-out blind batch: ${b.exact}/${b.cases}  ${pct(b.score)}  wrong-field ${b.wrongField}`);
for (const r of blind.filter((x) => !x.exact))
  console.log(
    `  ${r.wrongFields.length ? 'WRONG FIELD' : 'miss'} ${r.kind}: ${r.message.slice(0, 80)} → ${JSON.stringify(r.got)}`,
  );

// the designer batch: compound requests, intensifiers, reasons, materials, options, negations,
// roles, and uploads without a document; held out like the blind batch
const designer = runEval(designerSets(fixtures));
const d = summarise(designer);
console.log(
  `held-out designer batch: ${d.overall.exact}/${d.overall.cases}  ${pct(d.overall.score)}  wrong-field ${d.overall.wrongField}`,
);
for (const [kind, row] of Object.entries(d.byKind))
  console.log(
    `  ${kind.padEnd(11)} ${String(row.exact).padStart(4)}/${row.cases}  wrong-field ${row.wrongField}`,
  );
for (const r of designer.filter((x) => !x.exact))
  console.log(
    `  ${r.wrongFields.length ? 'WRONG FIELD' : 'miss'} ${r.kind}: ${r.message.slice(0, 80)} → ${JSON.stringify(r.got)}`,
  );

const fresh = runEval(freshDesignerSets(fixtures));
const f = summarise(fresh).overall;
console.log(
  `fresh designer batch (written after the generalisation): ${f.exact}/${f.cases}  ${pct(f.score)}  wrong-field ${f.wrongField}`,
);
for (const r of fresh.filter((x) => !x.exact))
  console.log(
    `  ${r.wrongFields.length ? 'WRONG FIELD' : 'miss'} ${r.kind}: ${r.message.slice(0, 80)} → ${JSON.stringify(r.got)}`,
  );
