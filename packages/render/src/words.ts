/** English word helpers shared by the generators and the readers. */
import { NAMED_COLOURS } from '@packsmith/core/catalogue/index';

/** Reads colours mentioned by name in free text ('sage green and gold'). */
export function coloursInText(text: string): string[] {
  const t = ` ${text.toLowerCase().replace(/[^a-z\s]/g, ' ')} `;
  const found: { i: number; hex: string; len: number }[] = [];
  for (const c of NAMED_COLOURS) {
    const name = c.name.toLowerCase();
    const i = t.indexOf(` ${name} `);
    if (i >= 0) found.push({ i, hex: c.hex, len: name.length });
  }
  // prefer longer names at the same place ('sage green' over 'green')
  found.sort((a, b) => a.i - b.i || b.len - a.len);
  const out: string[] = [];
  let lastEnd = -1;
  for (const f of found) {
    if (f.i < lastEnd) continue;
    out.push(f.hex);
    lastEnd = f.i + f.len + 1;
  }
  return [...new Set(out)].slice(0, 4);
}

/** Capitalises the first letter of every word ('sage & co' → 'Sage & Co'). */
export function titleCase(s: string): string {
  return s.replace(/\b([a-z])/g, (m) => m.toUpperCase());
}
