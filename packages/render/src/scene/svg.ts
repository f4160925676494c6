import { type Path, toD } from './path.ts';

export interface Stop {
  o: number;
  c: string;
  a?: number;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Collects defs (gradients, clips, filters) and body markup with unique ids. */
export class Svg {
  private n = 0;
  readonly defs: string[] = [];

  constructor(readonly prefix = 'p') {}

  id(kind: string): string {
    this.n += 1;
    return `${this.prefix}${kind}${this.n}`;
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(
        (s) =>
          `<stop offset="${round3(s.o)}" stop-color="${s.c}"${s.a !== undefined && s.a < 1 ? ` stop-opacity="${round3(s.a)}"` : ''}/>`,
      )
      .join('');
  }

  /** Linear gradient; coordinates in user space unless `bbox` is set (0..1 of the shape). */
  linear(stops: Stop[], x1: number, y1: number, x2: number, y2: number, bbox = false): string {
    const id = this.id('lg');
    this.defs.push(
      `<linearGradient id="${id}" x1="${round3(x1)}" y1="${round3(y1)}" x2="${round3(x2)}" y2="${round3(y2)}"${bbox ? '' : ' gradientUnits="userSpaceOnUse"'}>${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(
    stops: Stop[],
    cx: number,
    cy: number,
    r: number,
    opts: { bbox?: boolean; fx?: number; fy?: number; transform?: string } = {},
  ): string {
    const id = this.id('rg');
    const f = opts.fx !== undefined ? ` fx="${round3(opts.fx)}" fy="${round3(opts.fy ?? cy)}"` : '';
    const t = opts.transform ? ` gradientTransform="${opts.transform}"` : '';
    this.defs.push(
      `<radialGradient id="${id}" cx="${round3(cx)}" cy="${round3(cy)}" r="${round3(r)}"${f}${t}${opts.bbox ? '' : ' gradientUnits="userSpaceOnUse"'}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(d: string | Path, transform?: string): string {
    const id = this.id('cp');
    const dd = typeof d === 'string' ? d : toD(d);
    this.defs.push(
      `<clipPath id="${id}"><path d="${dd}"${transform ? ` transform="${transform}"` : ''}/></clipPath>`,
    );
    return `url(#${id})`;
  }

  blur(std: number): string {
    const id = this.id('bl');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${round3(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  document(width: number, height: number, body: string, title?: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${title ? `<title>${esc(title)}</title>` : ''}<defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

export function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}

export function pathEl(
  d: string | Path,
  fill: string,
  extra: {
    opacity?: number;
    stroke?: string;
    sw?: number;
    clip?: string;
    evenOdd?: boolean;
    filter?: string;
    transform?: string;
    blend?: string;
  } = {},
): string {
  const dd = typeof d === 'string' ? d : toD(d);
  if (!dd) return '';
  let a = `<path d="${dd}" fill="${fill}"`;
  if (extra.opacity !== undefined && extra.opacity < 1) a += ` opacity="${round3(extra.opacity)}"`;
  if (extra.stroke)
    a += ` stroke="${extra.stroke}" stroke-width="${round3(extra.sw ?? 1)}" stroke-linejoin="round" stroke-linecap="round"`;
  if (extra.clip) a += ` clip-path="${extra.clip}"`;
  if (extra.evenOdd) a += ' fill-rule="evenodd"';
  if (extra.filter) a += ` filter="${extra.filter}"`;
  if (extra.transform) a += ` transform="${extra.transform}"`;
  if (extra.blend) a += ` style="mix-blend-mode:${extra.blend}"`;
  return `${a}/>`;
}

export function group(
  content: string,
  attrs: { clip?: string; opacity?: number; transform?: string; filter?: string; blend?: string } = {},
): string {
  if (!content) return '';
  let a = '<g';
  if (attrs.clip) a += ` clip-path="${attrs.clip}"`;
  if (attrs.opacity !== undefined && attrs.opacity < 1) a += ` opacity="${round3(attrs.opacity)}"`;
  if (attrs.transform) a += ` transform="${attrs.transform}"`;
  if (attrs.filter) a += ` filter="${attrs.filter}"`;
  if (attrs.blend) a += ` style="mix-blend-mode:${attrs.blend}"`;
  return `${a}>${content}</g>`;
}

export function imageEl(
  href: string,
  x: number,
  y: number,
  w: number,
  h: number,
  extra: { transform?: string; opacity?: number; preserve?: string; clip?: string } = {},
): string {
  let a = `<image href="${href}" x="${round3(x)}" y="${round3(y)}" width="${round3(w)}" height="${round3(h)}" preserveAspectRatio="${extra.preserve ?? 'xMidYMid meet'}"`;
  if (extra.transform) a += ` transform="${extra.transform}"`;
  if (extra.opacity !== undefined && extra.opacity < 1) a += ` opacity="${round3(extra.opacity)}"`;
  if (extra.clip) a += ` clip-path="${extra.clip}"`;
  return `${a}/>`;
}
