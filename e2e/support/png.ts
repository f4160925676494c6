import sharp from 'sharp';

/** A PNG's size and the share of its pixels unlike the 3D view's background (#F4F4F5): what is drawn. */
export async function pngFacts(bytes: Buffer) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let drawn = 0;
  for (let k = 0; k < data.length; k += 3)
    if (Math.abs(data[k]! - 0xf4) + Math.abs(data[k + 1]! - 0xf4) + Math.abs(data[k + 2]! - 0xf5) > 30)
      drawn++;
  return { width: info.width, height: info.height, drawnShare: drawn / (info.width * info.height) };
}
