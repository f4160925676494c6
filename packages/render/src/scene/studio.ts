import { darken, lighten, mix } from '../color.ts';
import { ellipse, rect } from './path.ts';
import { pathEl, type Svg } from './svg.ts';

export const CANVAS = 1024;
export const FLOOR_Y = 868;

/** Seamless studio sweep: wall gradient into the floor, a soft light pool and a gentle vignette. */
export function studioBackground(
  svg: Svg,
  colour: string,
  style: 'sweep' | 'gradient' | 'floor' | 'flat' = 'sweep',
  floorY = FLOOR_Y,
): string {
  const W = CANVAS;
  if (style === 'flat') return pathEl(rect(0, 0, W, W), colour);
  const wallTop = darken(colour, 0.1);
  const wallMid = lighten(colour, 0.08);
  const floor = style === 'floor' ? darken(colour, 0.06) : mix(colour, '#FFFFFF', 0.02);
  const bg = svg.linear(
    [
      { o: 0, c: wallTop },
      { o: (floorY - 160) / W, c: wallMid },
      { o: floorY / W, c: style === 'floor' ? lighten(colour, 0.02) : colour },
      { o: 1, c: darken(floor, 0.08) },
    ],
    0,
    0,
    0,
    W,
  );
  let out = pathEl(rect(0, 0, W, W), bg);
  if (style === 'floor') {
    const edge = svg.linear(
      [
        { o: 0, c: '#000000', a: 0.1 },
        { o: 1, c: '#000000', a: 0 },
      ],
      0,
      floorY,
      0,
      floorY + 30,
    );
    out += pathEl(rect(0, floorY, W, 30), edge);
  }
  const pool = svg.radial(
    [
      { o: 0, c: '#FFFFFF', a: 0.42 },
      { o: 0.6, c: '#FFFFFF', a: 0.12 },
      { o: 1, c: '#FFFFFF', a: 0 },
    ],
    W / 2,
    W * 0.42,
    W * 0.55,
  );
  out += pathEl(rect(0, 0, W, W), pool);
  const vig = svg.radial(
    [
      { o: 0.55, c: '#000000', a: 0 },
      { o: 1, c: '#000000', a: 0.16 },
    ],
    W / 2,
    W / 2,
    W * 0.75,
  );
  out += pathEl(rect(0, 0, W, W), vig);
  return out;
}

/** Contact shadow: a wide soft ellipse and a darker core where the object meets the floor. */
export function contactShadow(
  svg: Svg,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  strength = 1,
): string {
  const soft = svg.radial(
    [
      { o: 0, c: '#000000', a: 0.3 * strength },
      { o: 0.55, c: '#000000', a: 0.12 * strength },
      { o: 1, c: '#000000', a: 0 },
    ],
    0,
    0,
    1,
    {
      transform: `translate(${cx} ${cy + ry * 0.4}) scale(${rx * 1.5} ${ry * 2.6})`,
    },
  );
  const core = svg.radial(
    [
      { o: 0, c: '#000000', a: 0.55 * strength },
      { o: 0.7, c: '#000000', a: 0.25 * strength },
      { o: 1, c: '#000000', a: 0 },
    ],
    0,
    0,
    1,
    {
      transform: `translate(${cx} ${cy}) scale(${rx * 1.05} ${ry * 1.1})`,
    },
  );
  return (
    pathEl(ellipse(cx, cy + ry * 0.4, rx * 1.5, ry * 2.6), soft) +
    pathEl(ellipse(cx, cy, rx * 1.05, ry * 1.1), core)
  );
}
