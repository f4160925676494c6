/** The same print page as SVG, for previews and the gallery (spot colours shown as their proof colour). */
import { matrixAttr, toD } from '../scene/path.ts';
import { round3 } from '../scene/svg.ts';
import { hexToCmyk, type Ink, type Op, type PrintPage, SPOTS } from './page.ts';

function cmykHex([c, m, y, k]: [number, number, number, number]): string {
  const ch = (v: number) =>
    Math.round(255 * (1 - v) * (1 - k))
      .toString(16)
      .padStart(2, '0');
  return `#${ch(c)}${ch(m)}${ch(y)}`;
}

function colour(ink: Ink): string {
  if ('spot' in ink) {
    const [c, m, y, k] = SPOTS[ink.spot];
    return cmykHex([c * ink.tint, m * ink.tint, y * ink.tint, k * ink.tint]);
  }
  // what the press gets: the CMYK the PDF carries
  return cmykHex(hexToCmyk(ink.hex));
}

export function pageSvg(page: PrintPage, opts: { guides?: boolean } = {}): string {
  let n = 0;
  const defs: string[] = [];
  const draw = (op: Op): string => {
    const opacity =
      'opacity' in op && op.opacity !== undefined && op.opacity < 1 ? ` opacity="${round3(op.opacity)}"` : '';
    switch (op.op) {
      case 'fill':
        return `<path d="${toD(op.d, 3)}" fill="${colour(op.ink)}"${op.evenOdd ? ' fill-rule="evenodd"' : ''}${opacity}/>`;
      case 'stroke':
        return `<path d="${toD(op.d, 3)}" fill="none" stroke="${colour(op.ink)}" stroke-width="${round3(op.width)}"${op.dash ? ` stroke-dasharray="${op.dash.join(' ')}"` : ''}${op.round ? ' stroke-linejoin="round" stroke-linecap="round"' : ''}${opacity}/>`;
      case 'image':
        return `<image href="${op.href}" x="${op.box.x}" y="${op.box.y}" width="${op.box.w}" height="${op.box.h}" preserveAspectRatio="${op.preserve}" transform="${matrixAttr(op.m)}"${opacity}/>`;
      case 'clip': {
        n += 1;
        defs.push(`<clipPath id="pc${n}"><path d="${toD(op.d, 3)}"/></clipPath>`);
        return `<g clip-path="url(#pc${n})">${op.ops.map(draw).join('')}</g>`;
      }
    }
  };
  const body = page.layers
    .filter((l) => l.print || opts.guides)
    .map((l) => `<g id="${l.name.replace(/\W+/g, '-')}">${l.ops.map(draw).join('')}</g>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${round3(page.width)}mm" height="${round3(page.height)}mm" viewBox="0 0 ${round3(page.width)} ${round3(page.height)}"><rect width="100%" height="100%" fill="#FFFFFF"/><defs>${defs.join('')}</defs>${body}</svg>`;
}
