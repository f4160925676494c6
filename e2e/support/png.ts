/** Real PNG files made here (no fixtures): zlib and a CRC are all a PNG needs. */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** An RGB PNG: a diagonal gradient between two colours with a light "label" and a dark band. */
export function makePng(width: number, height: number, from: number[], to: number[]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let rgb = from.map((f, i) => Math.round(f + (to[i]! - f) * t));
      const inLabel = x > width * 0.3 && x < width * 0.7 && y > height * 0.25 && y < height * 0.75;
      if (inLabel) rgb = [250, 247, 240];
      if (inLabel && y > height * 0.45 && y < height * 0.55) rgb = [34, 18, 93];
      row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG's size and the share of its pixels unlike the 3D view's background (#F4F4F5): what is drawn. */
export async function pngFacts(bytes: Buffer) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let drawn = 0;
  // colours drawn, 4 bits a channel: a few shades of board, or printed artwork
  const colours = new Set<number>();
  for (let k = 0; k < data.length; k += 3)
    if (Math.abs(data[k]! - 0xf4) + Math.abs(data[k + 1]! - 0xf4) + Math.abs(data[k + 2]! - 0xf5) > 30) {
      drawn++;
      colours.add(((data[k]! >> 4) << 8) | ((data[k + 1]! >> 4) << 4) | (data[k + 2]! >> 4));
    }
  return {
    width: info.width,
    height: info.height,
    drawnShare: drawn / (info.width * info.height),
    colours: colours.size,
  };
}
