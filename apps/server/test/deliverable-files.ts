/**
 * Small real final print files for the deliverable tests: PDFs made with pdf-lib (clean, or with
 * script and launch actions placed where a viewer runs them), an EPS and a stored ZIP archive.
 */
import zlib from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

/** A one-page PDF with a line of text; `decorate` may add entries to its catalog before saving. */
export async function pdfFile(decorate?: (doc: PDFDocument) => void, objectStreams = true): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([283, 170]);
  page.drawText('NORD tea — final artwork', {
    x: 20,
    y: 80,
    size: 14,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  decorate?.(doc);
  return Buffer.from(await doc.save({ useObjectStreams: objectStreams }));
}

const jsAction = (doc: PDFDocument) =>
  doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("hi")') });

/** Runs script when the file opens (/OpenAction → a JavaScript action), stored in an object stream. */
export const pdfWithOpenActionScript = () =>
  pdfFile((doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(jsAction(doc))));

/** Starts another program from a page's open trigger (/AA /O → /Launch). */
export const pdfWithLaunch = () =>
  pdfFile((doc) =>
    doc
      .getPage(0)
      .node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'Launch', F: PDFString.of('calc.exe') } })),
  );

/** Document-level script in the /Names /JavaScript tree, every name hex-escaped (/J#61vaScript, /J#53) as PDF allows. */
export async function pdfWithEscapedScriptTree(): Promise<Buffer> {
  const plain = await pdfFile((doc) => {
    const tree = doc.context.obj({ Names: [PDFString.of('init'), doc.context.register(jsAction(doc))] });
    doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: doc.context.register(tree) }));
  }, false);
  const text = plain.toString('latin1');
  const escaped = text.replaceAll('/JavaScript', '/J#61vaScript').replaceAll('/JS ', '/J#53 ');
  if (/\/JavaScript|\/JS /.test(escaped) || escaped === text)
    throw new Error('the name tree was not written as expected');
  return Buffer.from(escaped, 'latin1');
}

/** An Encapsulated PostScript file (a filled square). */
export const epsFile = () =>
  Buffer.from(
    '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\n%%EndComments\n0.1 0.4 0.3 setrgbcolor\n0 0 100 100 rectfill\nshowpage\n%%EOF\n',
  );

/** A ZIP archive holding the given files uncompressed (stored), as any unzip tool reads it. */
export function zipFile(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const n = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += 30 + n.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
