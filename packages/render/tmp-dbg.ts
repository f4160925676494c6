import { writeFileSync } from 'node:fs';
import { imageryDocuments, buildScene } from './src/index.ts';
const d = imageryDocuments(process.argv[2]!, 1, 7)[0]!;
const s = (await buildScene(d)).svg;
writeFileSync('/tmp/im16-dbg.svg', s);
const m = s.match(/<g transform="translate\([^"]*\)"><image href="data:image\/png;base64,([^"]+)"/);
if (m) writeFileSync('/tmp/im16-shadow.png', Buffer.from(m[1]!, 'base64'));
console.log(!!m);
