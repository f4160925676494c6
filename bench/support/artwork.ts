import sharp from 'sharp';

/** The benchmarks' mockup artwork: a blue square with a cream band and a red sun (800 × 800 PNG). */
export function benchArtwork(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 800, channels: 3, background: '#1d4fa8' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="800" height="800"><rect y="300" width="800" height="200" fill="#fbf6ea"/><circle cx="400" cy="170" r="90" fill="#d8342c"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
}
