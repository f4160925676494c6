/**
 * Shaded props for still lifes and photoshoots: each a small vector object with its own gradients,
 * highlight and soft shadow (not a flat icon). Drawn in local units where 1 is the prop's size.
 */
import { PROPS, type PropKind } from '../document/set-vocabulary.ts';
import type { Stop, Svg } from './svg.ts';
import { round3 } from './svg.ts';

/** Real size of each prop in millimetres, so props and products share one believable scale. */
export const PROP_SIZE_MM: Record<PropKind, number> = {
  raspberry: 20,
  blueberry: 11,
  strawberry: 32,
  cherry: 22,
  'coffee-bean': 11,
  leaf: 70,
  citrus: 62,
  nut: 22,
  flower: 45,
  pebble: 42,
  chocolate: 26,
  cinnamon: 85,
  wheat: 150,
};

/** How many of each prop a stylist scatters around a product. */
export const PROP_COUNT: Record<PropKind, [number, number]> = {
  raspberry: [6, 11],
  blueberry: [8, 14],
  strawberry: [3, 5],
  cherry: [4, 7],
  'coffee-bean': [14, 24],
  leaf: [3, 5],
  citrus: [2, 3],
  nut: [7, 12],
  flower: [3, 5],
  pebble: [3, 5],
  chocolate: [4, 7],
  cinnamon: [2, 4],
  wheat: [2, 3],
};

/** Props that lie flat on the surface. */
export const FLAT_PROPS = new Set<PropKind>(['leaf', 'cinnamon', 'wheat', 'flower', 'chocolate', 'citrus']);
const FLAT = FLAT_PROPS;

export function isPropKind(name: string): name is PropKind {
  return (PROPS as readonly string[]).includes(name);
}

/** Gradients are defined once per picture (object bounding box units) and shared by every copy. */
const shared = new WeakMap<Svg, Map<string, string>>();
function grad(svg: Svg, key: string, make: () => string): string {
  let m = shared.get(svg);
  if (!m) {
    m = new Map();
    shared.set(svg, m);
  }
  let v = m.get(key);
  if (!v) {
    v = make();
    m.set(key, v);
  }
  return v;
}

const ball = (svg: Svg, key: string, stops: Stop[]) =>
  grad(svg, key, () => svg.radial(stops, 0.5, 0.5, 0.62, { bbox: true, fx: 0.34, fy: 0.3 }));

const lin = (svg: Svg, key: string, stops: Stop[], x2 = 0, y2 = 1) =>
  grad(svg, key, () => svg.linear(stops, 0, 0, x2, y2, true));

const circleD = (cx: number, cy: number, r: number) =>
  `M${round3(cx - r)} ${round3(cy)}a${round3(r)} ${round3(r)} 0 1 0 ${round3(2 * r)} 0a${round3(r)} ${round3(r)} 0 1 0 ${round3(-2 * r)} 0Z`;
const ellipseD = (cx: number, cy: number, rx: number, ry: number) =>
  `M${round3(cx - rx)} ${round3(cy)}a${round3(rx)} ${round3(ry)} 0 1 0 ${round3(2 * rx)} 0a${round3(rx)} ${round3(ry)} 0 1 0 ${round3(-2 * rx)} 0Z`;
const p = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, colour: string, w: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${round3(w)}" stroke-linecap="round"${extra}/>`;
const spec = (cx: number, cy: number, r: number, a = 0.7) =>
  p(circleD(cx, cy, r), '#FFFFFF', ` opacity="${a}"`);

function drupelets(svg: Svg, variant: number): string {
  const g = ball(svg, 'drupe', [
    { o: 0, c: '#F06A86' },
    { o: 0.5, c: '#C8173F' },
    { o: 1, c: '#7A0A26' },
  ]);
  const shade = ball(svg, 'drupeShade', [
    { o: 0.5, c: '#3A0010', a: 0 },
    { o: 1, c: '#3A0010', a: 0.55 },
  ]);
  let out = p(ellipseD(0, 0, 0.47, 0.5), '#6E0820');
  // drupelets on a dome: a golden-angle spiral, smaller towards the rim, jittered by variant
  const n = 34;
  const pts: { x: number; y: number; r: number }[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const a = i * 2.39996 + variant * 1.3;
    const rr = Math.sqrt(t) * 0.4;
    const j = Math.sin(i * 12.9898 + variant * 78.233) * 0.015;
    pts.push({ x: Math.cos(a) * rr + j, y: Math.sin(a) * rr * 1.05 - j, r: 0.1 * (1 - t * 0.35) });
  }
  pts.sort((a, b) => b.r - a.r || a.y - b.y);
  for (const q of pts.reverse())
    out += p(circleD(q.x, q.y, q.r), g) + spec(q.x - q.r * 0.35, q.y - q.r * 0.4, q.r * 0.25, 0.45);
  return out + p(ellipseD(0, 0, 0.48, 0.51), shade);
}

function draw(svg: Svg, kind: PropKind, variant: number): string {
  switch (kind) {
    case 'raspberry':
      return drupelets(svg, variant);
    case 'blueberry': {
      const g = ball(svg, 'blue', [
        { o: 0, c: '#7D8BB8' },
        { o: 0.4, c: '#3B4674' },
        { o: 1, c: '#161B36' },
      ]);
      const bloom = ball(svg, 'bloom', [
        { o: 0, c: '#DCE3F5', a: 0.35 },
        { o: 1, c: '#DCE3F5', a: 0 },
      ]);
      const a = variant * 0.7;
      const crown = Array.from({ length: 5 }, (_, i) => {
        const t = a + (i / 5) * Math.PI * 2;
        return `${i ? 'L' : 'M'}${round3(0.1 + Math.cos(t) * 0.1)} ${round3(-0.05 + Math.sin(t) * 0.1)}L${round3(0.1 + Math.cos(t + 0.63) * 0.04)} ${round3(-0.05 + Math.sin(t + 0.63) * 0.04)}`;
      }).join('');
      return (
        p(circleD(0, 0, 0.5), g) + p(circleD(0, 0, 0.5), bloom) + p(`${crown}Z`, '#1A1A2A', ' opacity="0.8"')
      );
    }
    case 'strawberry': {
      const g = ball(svg, 'straw', [
        { o: 0, c: '#FF6B6B' },
        { o: 0.5, c: '#D61F2C' },
        { o: 1, c: '#7C0A12' },
      ]);
      let out = p(
        'M0 0.5C-0.35 0.35 -0.48 -0.05 -0.4 -0.28C-0.3 -0.48 0.3 -0.48 0.4 -0.28C0.48 -0.05 0.35 0.35 0 0.5Z',
        g,
      );
      for (let i = 0; i < 14; i++) {
        const x = ((i * 37) % 13) / 13 - 0.5;
        const y = ((i * 23) % 11) / 11 - 0.35;
        if (Math.abs(x) < 0.4 - Math.max(0, y) * 0.6)
          out += p(ellipseD(x * 0.85, y, 0.018, 0.028), '#F5D36B');
      }
      const leaf = lin(svg, 'calyx', [
        { o: 0, c: '#6FAF4A' },
        { o: 1, c: '#2F6B25' },
      ]);
      for (let i = 0; i < 5; i++) {
        const t = -Math.PI / 2 + (i - 2) * 0.55;
        out += p(
          `M0 -0.36Q${round3(Math.cos(t - 0.3) * 0.2)} ${round3(-0.36 + Math.sin(t - 0.3) * 0.12)} ${round3(Math.cos(t) * 0.26)} ${round3(-0.4 + Math.sin(t) * 0.12)}Q${round3(Math.cos(t + 0.3) * 0.2)} ${round3(-0.36 + Math.sin(t + 0.3) * 0.05)} 0 -0.36Z`,
          leaf,
        );
      }
      return out + spec(-0.18, -0.12, 0.05, 0.5);
    }
    case 'cherry': {
      const g = ball(svg, 'cherry', [
        { o: 0, c: '#F0566A' },
        { o: 0.45, c: '#B3142C' },
        { o: 1, c: '#4E0410' },
      ]);
      return (
        stroke('M0 -0.3Q0.1 -0.7 0.35 -0.85', '#5C6B2E', 0.05) +
        p(circleD(0, 0.05, 0.45), g) +
        spec(-0.17, -0.12, 0.08, 0.75)
      );
    }
    case 'coffee-bean': {
      const g = ball(svg, 'bean', [
        { o: 0, c: '#8C5A36' },
        { o: 0.5, c: '#4A2813' },
        { o: 1, c: '#1C0D05' },
      ]);
      return (
        p(ellipseD(0, 0, 0.5, 0.36), g) +
        stroke('M-0.42 0.02C-0.2 -0.12 -0.05 0.14 0.12 0.0C0.24 -0.1 0.34 -0.02 0.42 0.03', '#160903', 0.07) +
        spec(-0.2, -0.17, 0.07, 0.25)
      );
    }
    case 'leaf': {
      const g = lin(
        svg,
        `leaf${variant % 2}`,
        variant % 2
          ? [
              { o: 0, c: '#8FB28A' },
              { o: 1, c: '#4C7A5A' },
            ]
          : [
              { o: 0, c: '#7FA955' },
              { o: 1, c: '#3C6A2F' },
            ],
        1,
        1,
      );
      let out = p('M-0.5 0C-0.3 -0.24 0.15 -0.26 0.5 0C0.15 0.24 -0.3 0.24 -0.5 0Z', g);
      out += stroke('M-0.56 0.02L0.46 0', '#E4EFD0', 0.018, ' opacity="0.7"');
      for (let i = 0; i < 5; i++) {
        const x = -0.32 + i * 0.16;
        out += stroke(
          `M${round3(x)} 0Q${round3(x + 0.06)} -0.08 ${round3(x + 0.14)} -0.13`,
          '#E4EFD0',
          0.01,
          ' opacity="0.45"',
        );
        out += stroke(
          `M${round3(x)} 0Q${round3(x + 0.06)} 0.08 ${round3(x + 0.14)} 0.13`,
          '#E4EFD0',
          0.01,
          ' opacity="0.45"',
        );
      }
      return out;
    }
    case 'citrus': {
      if (variant % 2) {
        // a slice from above: rind, pith and translucent segments
        const seg = ball(svg, 'seg', [
          { o: 0, c: '#FFF6B0' },
          { o: 1, c: '#F2C623' },
        ]);
        let out = p(circleD(0, 0, 0.5), '#E7B81A') + p(circleD(0, 0, 0.45), '#FFF8DC');
        for (let i = 0; i < 9; i++) {
          const a0 = (i / 9) * Math.PI * 2 + 0.05;
          const a1 = ((i + 1) / 9) * Math.PI * 2 - 0.05;
          out += p(
            `M${round3(Math.cos((a0 + a1) / 2) * 0.06)} ${round3(Math.sin((a0 + a1) / 2) * 0.06)}L${round3(Math.cos(a0) * 0.41)} ${round3(Math.sin(a0) * 0.41)}A0.41 0.41 0 0 1 ${round3(Math.cos(a1) * 0.41)} ${round3(Math.sin(a1) * 0.41)}Z`,
            seg,
          );
        }
        return out + spec(-0.15, -0.2, 0.08, 0.45);
      }
      const g = ball(svg, 'lemon', [
        { o: 0, c: '#FFF59A' },
        { o: 0.5, c: '#F4CC1E' },
        { o: 1, c: '#A87E08' },
      ]);
      return (
        p('M-0.5 0Q-0.46 -0.36 0 -0.37Q0.46 -0.36 0.5 0Q0.46 0.36 0 0.37Q-0.46 0.36 -0.5 0Z', g) +
        p(ellipseD(0.52, 0, 0.04, 0.05), '#B99A17') +
        spec(-0.17, -0.17, 0.07, 0.5)
      );
    }
    case 'nut': {
      const g = ball(svg, 'almond', [
        { o: 0, c: '#D9A06A' },
        { o: 0.55, c: '#9A6031' },
        { o: 1, c: '#4F2C12' },
      ]);
      let out = p('M-0.5 0C-0.3 -0.32 0.25 -0.3 0.5 0C0.25 0.3 -0.3 0.32 -0.5 0Z', g);
      for (let i = 0; i < 4; i++)
        out += stroke(
          `M${-0.3 + i * 0.05} ${-0.16 + i * 0.1}Q0 ${-0.12 + i * 0.1} 0.3 ${-0.1 + i * 0.08}`,
          '#5A3418',
          0.012,
          ' opacity="0.5"',
        );
      return out;
    }
    case 'flower': {
      const petal = ball(svg, `petal${variant % 2}`, [
        { o: 0, c: '#FFFFFF' },
        { o: 0.7, c: variant % 2 ? '#F4C9D2' : '#F5EFE6' },
        { o: 1, c: variant % 2 ? '#D88C9F' : '#D9CDBE' },
      ]);
      const centre = ball(svg, 'pollen', [
        { o: 0, c: '#FFE17A' },
        { o: 1, c: '#C98B0E' },
      ]);
      let out = '';
      for (let i = 0; i < 5; i++) {
        const a = (i / 5) * Math.PI * 2 + variant;
        out += `<path d="${ellipseD(0, -0.25, 0.16, 0.25)}" fill="${petal}" transform="rotate(${round3((a * 180) / Math.PI)})"/>`;
      }
      return out + p(circleD(0, 0, 0.1), centre);
    }
    case 'pebble': {
      const g = ball(svg, `pebble${variant % 2}`, [
        { o: 0, c: variant % 2 ? '#D7D3CC' : '#9A9893' },
        { o: 0.6, c: variant % 2 ? '#A9A49C' : '#6B6964' },
        { o: 1, c: variant % 2 ? '#77726A' : '#3F3D3A' },
      ]);
      return p(
        'M-0.5 0.02C-0.48 -0.26 -0.1 -0.34 0.2 -0.3C0.45 -0.26 0.52 -0.04 0.48 0.12C0.42 0.3 0.05 0.34 -0.22 0.3C-0.44 0.26 -0.51 0.16 -0.5 0.02Z',
        g,
      );
    }
    case 'chocolate': {
      const top = lin(
        svg,
        'choc',
        [
          { o: 0, c: '#7A4A2C' },
          { o: 1, c: '#3A1D0E' },
        ],
        1,
        1,
      );
      return (
        p('M-0.5 -0.5H0.5V0.5H-0.5Z', '#2E160A') +
        p('M-0.4 -0.4H0.4V0.4H-0.4Z', top) +
        p('M-0.5 -0.5H0.5L0.4 -0.4H-0.4V0.4L-0.5 0.5Z', '#8A5A3A', ' opacity="0.55"')
      );
    }
    case 'cinnamon': {
      const bark = lin(svg, 'bark', [
        { o: 0, c: '#B0683A' },
        { o: 0.45, c: '#8A4A22' },
        { o: 1, c: '#4E250D' },
      ]);
      return (
        p('M-0.5 -0.07H0.46V0.07H-0.5Z', bark) +
        p(ellipseD(0.46, 0, 0.035, 0.07), '#C98A5A') +
        stroke('M0.46 0.03Q0.43 -0.02 0.47 -0.04', '#6A3515', 0.01) +
        stroke('M-0.45 -0.01H0.4', '#5A2A10', 0.008, ' opacity="0.6"')
      );
    }
    case 'wheat': {
      const grain = ball(svg, 'grain', [
        { o: 0, c: '#F3D894' },
        { o: 1, c: '#B08434' },
      ]);
      let out = stroke('M-0.5 0L0.1 0', '#C8A25A', 0.02);
      for (let i = 0; i < 7; i++) {
        const x = 0.08 + i * 0.06;
        out += `<path d="${ellipseD(x, -0.035, 0.045, 0.022)}" fill="${grain}" transform="rotate(-25 ${x} -0.035)"/>`;
        out += `<path d="${ellipseD(x, 0.035, 0.045, 0.022)}" fill="${grain}" transform="rotate(25 ${x} 0.035)"/>`;
      }
      return out;
    }
  }
}

export interface PropPlacement {
  kind: PropKind;
  x: number;
  y: number;
  /** Size in pixels. */
  size: number;
  rotation: number;
  variant: number;
  /** Vertical squash for props seen on a receding table (1 = from above). */
  squash: number;
}

/**
 * A prop with its soft shadow, offset away from the light (`shadow` is the offset direction in
 * units of the prop's size; `softness` the blur as a share of its size).
 */
export function propMarkup(
  svg: Svg,
  pl: PropPlacement,
  shadow: { dx: number; dy: number; opacity: number; softness: number },
): string {
  // a soft-edged ellipse (radial gradient) rather than a blur filter: cheap for dozens of props
  const edge = Math.max(0.2, Math.min(0.85, 1 - shadow.softness * 5));
  const shade = grad(svg, `pshadow${round3(shadow.opacity)}:${round3(edge)}`, () =>
    svg.radial(
      [
        { o: 0, c: '#000000', a: shadow.opacity },
        { o: edge, c: '#000000', a: shadow.opacity * 0.8 },
        { o: 1, c: '#000000', a: 0 },
      ],
      0.5,
      0.5,
      0.5,
      { bbox: true },
    ),
  );
  const s = pl.size;
  const body = draw(svg, pl.kind, pl.variant);
  let sh: string;
  if (FLAT.has(pl.kind)) {
    // a thing lying on the table: its own shape, darkened, just beside it
    const silhouette = body.replace(/(fill|stroke)="(?!none)[^"]*"/g, '$1="#000000"');
    sh = `<g transform="translate(${round3(shadow.dx * 0.25)} 0.03) rotate(${round3(pl.rotation)})" opacity="${round3(shadow.opacity * 0.8)}">${silhouette}</g>`;
  } else {
    sh = `<path d="${ellipseD(shadow.dx, shadow.dy + 0.08, 0.5, 0.48)}" fill="${shade}"/>`;
  }
  return `<g transform="translate(${round3(pl.x)} ${round3(pl.y)}) scale(${round3(s)} ${round3(s * pl.squash)})">${sh}<g transform="rotate(${round3(pl.rotation)})">${body}</g></g>`;
}
