import { interpretEdit } from '../../packages/render/src/read/chat-message/interpret.ts';
import { summariseDocument } from '../../packages/render/src/edit/summary.ts';
import { stillLifeFixture } from '../../packages/render/test/edit-fixtures.ts';
const s = summariseDocument(stillLifeFixture());
for (const m of process.argv.slice(2)) { const r = interpretEdit(m, undefined, s, []); console.log(m, '→', JSON.stringify(r.operations), '|', r.reply); }
