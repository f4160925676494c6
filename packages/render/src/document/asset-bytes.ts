import sharp from 'sharp';

export type AssetBytes = Buffer | Uint8Array;
/** Bytes of referenced assets (logo, artwork, product photo), keyed by the document's `ref`. */
export type RenderAssets = Record<string, AssetBytes | undefined>;

export function sniffMime(b: AssetBytes): string {
  const u = b instanceof Buffer ? b : Buffer.from(b);
  if (u.length > 8 && u[0] === 0x89 && u[1] === 0x50 && u[2] === 0x4e && u[3] === 0x47) return 'image/png';
  if (u.length > 3 && u[0] === 0xff && u[1] === 0xd8) return 'image/jpeg';
  if (u.length > 12 && u.toString('ascii', 0, 4) === 'RIFF' && u.toString('ascii', 8, 12) === 'WEBP')
    return 'image/webp';
  if (u.length > 12 && u.toString('ascii', 4, 8) === 'ftyp') return 'image/avif';
  const head = u.toString('utf8', 0, Math.min(u.length, 512)).trimStart();
  if (head.startsWith('<svg') || head.startsWith('<?xml')) return 'image/svg+xml';
  return 'application/octet-stream';
}

/** A data: URI resvg can draw: PNG and JPEG pass through, anything else is converted to PNG. */
export async function toDataUri(bytes: AssetBytes, maxSide = 1600): Promise<string> {
  const buf = bytes instanceof Buffer ? bytes : Buffer.from(bytes);
  const mime = sniffMime(buf);
  const meta = await sharp(buf).metadata();
  const big = Math.max(meta.width ?? 0, meta.height ?? 0) > maxSide;
  if ((mime === 'image/png' || mime === 'image/jpeg') && !big)
    return `data:${mime};base64,${buf.toString('base64')}`;
  const png = await sharp(buf, { density: mime === 'image/svg+xml' ? 144 : undefined })
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 3 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export function requireAsset(assets: RenderAssets | undefined, ref: string): Buffer {
  const b = assets?.[ref];
  if (!b) throw new Error(`Missing asset bytes for '${ref}'`);
  return b instanceof Buffer ? b : Buffer.from(b);
}
