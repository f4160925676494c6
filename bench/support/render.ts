/** Shared by the render benchmarks: the fixed resvg baseline and a median timer. */

/** A fixed reference SVG: a gradient background and 1,200 curved shapes, about a packaging scene's weight. */
export function referenceSvg(): string {
  // fixed: a gradient background and 1,200 curved shapes, about the weight of a packaging scene
  let body =
    '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d8d4cc"/><stop offset="1" stop-color="#f2efe9"/></linearGradient></defs><rect width="1024" height="1024" fill="url(#g)"/>';
  for (let i = 0; i < 1200; i++) {
    const x = (i * 97) % 1024;
    const y = (i * 61) % 1024;
    body += `<path d="M${x} ${y}c12 -20 34 -20 46 0s-10 30 -23 30 -35 -10 -23 -30z" fill="#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}" opacity="0.8"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">${body}</svg>`;
}

export async function time(label: string, n: number, f: () => Promise<unknown> | unknown): Promise<number> {
  for (let i = 0; i < 3; i++) await f();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await f();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  console.log(
    `${label.padEnd(36)} median ${median.toFixed(1).padStart(6)} ms   p90 ${samples[Math.floor(samples.length * 0.9)]!.toFixed(1).padStart(6)} ms   ${(1000 / median).toFixed(1).padStart(5)} renders/s`,
  );
  return median;
}
