import { interpretEdit } from '../../packages/render/src/read/chat-message/interpret.ts';
import { summariseDocument } from '../../packages/render/src/edit/summary.ts';
import * as F from '../../packages/render/test/edit-fixtures.ts';
const docs: Record<string, ReturnType<typeof summariseDocument>> = { packaging: summariseDocument(F.packagingFixture()), still: summariseDocument(F.stillLifeFixture()), raster: summariseDocument(undefined), logo: summariseDocument(F.logoFixture()), photo: summariseDocument(F.photoshootFixture()) };
const [kind, ...msgs] = process.argv.slice(2);
for (const m of msgs) { const r = interpretEdit(m, undefined, docs[kind!]!, []); console.log(m, '→', JSON.stringify([...r.operations, ...r.providerEdits.map((o) => ({ provider: o }))]), r.variations.length, r.clarify ? 'CLARIFY' : '', '|', r.reply.slice(0, 200)); }
