import { darken, inkOn, lighten, mix } from '../color.ts';
import type { ImageryDocument } from '../document/design-document.ts';
import { Rng } from '../prng.ts';
import { placeIcon } from '../scene/icons.ts';
import { circle, ellipse, type Path, type Pt, polygon, rect, ring, star } from '../scene/path.ts';
import { group, pathEl, Svg } from '../scene/svg.ts';
import { type FittedText, fitText } from '../scene/text.ts';
import type { SceneResult } from './packaging-scene.ts';

const C = 1024;

function hills(rng: Rng, y: number, amp: number, waves: number): Path {
  const pts: Pt[] = [[0, C]];
  const ph = rng.range(0, Math.PI * 2);
  for (let i = 0; i <= 48; i++) {
    const x = (i / 48) * C;
    pts.push([
      x,
      y +
        amp * Math.sin((x / C) * Math.PI * waves + ph) +
        amp * 0.4 * Math.sin((x / C) * Math.PI * waves * 2.3 + ph * 2),
    ]);
  }
  pts.push([C, C]);
  return polygon(pts);
}

/** Illustrated images from a prompt: palette, subjects and composition are read from its words. */
export function buildImageryScene(doc: ImageryDocument): SceneResult {
  const svg = new Svg('i');
  const rng = new Rng(`imagery:${doc.seed}`);
  const p = doc.palette;
  const texts: FittedText[] = [];
  let out = '';
  const dark = doc.mood === 'dark' || doc.mood === 'elegant';
  const top = dark ? darken(p.primary, 0.55) : lighten(p.secondary, 0.35);
  const bottom = dark ? darken(p.primary, 0.2) : lighten(p.accent, 0.55);
  out += pathEl(
    rect(0, 0, C, C),
    svg.linear(
      [
        { o: 0, c: top },
        { o: 1, c: bottom },
      ],
      0,
      0,
      0,
      C,
    ),
  );
  const subjects = doc.subjects;
  const shadow = (d: Path, dy = 14) =>
    pathEl(d, '#000000', { opacity: 0.16, transform: `translate(6 ${dy})` });
  switch (doc.composition) {
    case 'landscape': {
      const sunC = dark ? lighten(p.accent, 0.3) : p.accent;
      const sx = C * rng.range(0.3, 0.7);
      out += pathEl(
        circle(sx, C * 0.34, 190),
        svg.radial(
          [
            { o: 0, c: lighten(sunC, 0.4), a: 0.7 },
            { o: 0.55, c: sunC, a: 0.25 },
            { o: 1, c: sunC, a: 0 },
          ],
          sx,
          C * 0.34,
          190,
        ),
      );
      out += pathEl(circle(sx, C * 0.34, 110), sunC);
      const layers = [
        mix(p.secondary, top, 0.4),
        mix(p.primary, p.secondary, 0.5),
        p.primary,
        darken(p.primary, 0.3),
      ];
      layers.forEach((c, i) => {
        out += pathEl(hills(rng, C * (0.55 + i * 0.1), 40 - i * 6, 1.5 + i * 0.7), c);
      });
      subjects.slice(0, 3).forEach((s, i) => {
        const d = placeIcon(s, C * (0.25 + i * 0.25), C * (0.7 + (i % 2) * 0.06), 150 - i * 20);
        out += shadow(d) + pathEl(d, inkOn(darken(p.primary, 0.3), p.paper));
      });
      break;
    }
    case 'scatter': {
      const cols = [p.primary, p.accent, darken(p.secondary, 0.25), p.ink];
      for (let i = 0; i < 26; i++) {
        const s = subjects[i % subjects.length]!;
        const d = placeIcon(
          s,
          rng.range(60, C - 60),
          rng.range(60, C - 60),
          rng.range(70, 150),
          rng.range(-0.8, 0.8),
        );
        out += shadow(d, 8) + pathEl(d, cols[i % cols.length]!);
      }
      for (let i = 0; i < 40; i++)
        out += pathEl(circle(rng.range(0, C), rng.range(0, C), rng.range(3, 9)), p.paper, { opacity: 0.6 });
      break;
    }
    case 'grid': {
      const n = 4;
      const cell = C / n;
      for (let j = 0; j < n; j++)
        for (let i = 0; i < n; i++) {
          const bg = (i + j) % 3 === 0 ? p.primary : (i + j) % 3 === 1 ? p.secondary : p.accent;
          out += pathEl(rect(i * cell, j * cell, cell, cell), bg);
          const s = subjects[(i + j * n) % subjects.length]!;
          out += pathEl(
            placeIcon(s, i * cell + cell / 2, j * cell + cell / 2, cell * 0.55, ((i + j) % 2 ? 1 : -1) * 0.2),
            inkOn(bg, p.paper),
          );
        }
      break;
    }
    case 'orbit': {
      out += pathEl(circle(C / 2, C / 2, 330), p.secondary, { opacity: 0.55 });
      out += pathEl(ring(C / 2, C / 2, 400, 396), p.primary, { opacity: 0.5 });
      out += pathEl(ring(C / 2, C / 2, 270, 267), p.primary, { opacity: 0.5 });
      const main = placeIcon(subjects[0]!, C / 2, C / 2, 360);
      out += shadow(main, 18) + pathEl(main, p.primary);
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2 + rng.range(-0.1, 0.1);
        const r = i % 2 ? 400 : 270;
        const s = subjects[(i + 1) % subjects.length]!;
        out += pathEl(circle(C / 2 + r * Math.cos(a), C / 2 + r * Math.sin(a), 58), p.paper);
        out += pathEl(placeIcon(s, C / 2 + r * Math.cos(a), C / 2 + r * Math.sin(a), 70), p.accent);
      }
      break;
    }
    default: {
      // hero: one big subject on a disc with decorative shapes
      const cx = C / 2;
      const cy = C * 0.48;
      for (let i = 0; i < 14; i++)
        out += pathEl(
          star(rng.range(60, C - 60), rng.range(60, C - 60), rng.range(8, 20), rng.range(3, 8), 4),
          p.paper,
          { opacity: 0.7 },
        );
      out += pathEl(ellipse(cx, C * 0.84, 300, 40), '#000000', { opacity: 0.12 });
      out += pathEl(
        circle(cx, cy, 320),
        svg.radial(
          [
            { o: 0, c: lighten(p.secondary, 0.2) },
            { o: 1, c: p.secondary },
          ],
          cx - 80,
          cy - 80,
          420,
        ),
      );
      out += pathEl(ring(cx, cy, 350, 340), p.accent);
      const main = placeIcon(subjects[0]!, cx, cy, 430);
      out += shadow(main, 20) + pathEl(main, p.primary);
      subjects.slice(1, 4).forEach((s, i) => {
        const a = -2.4 + i * 1.1;
        const d = placeIcon(s, cx + 380 * Math.cos(a), cy + 380 * Math.sin(a), 110, rng.range(-0.4, 0.4));
        out += shadow(d, 8) + pathEl(d, p.accent);
      });
    }
  }
  if (doc.headline) {
    const t = fitText(
      {
        text: doc.headline,
        font: doc.typography.display,
        maxSize: 90,
        maxLines: 2,
        upper: doc.typography.upper,
      },
      { x: 80, y: C - 200, w: C - 160, h: 130 },
    );
    texts.push(t);
    out += pathEl(rect(0, C - 230, C, 230), '#000000', { opacity: 0.25 });
    out += pathEl(t.path, '#FFFFFF');
  }
  // soft grain of light
  out += pathEl(
    rect(0, 0, C, C),
    svg.radial(
      [
        { o: 0, c: '#FFFFFF', a: 0.18 },
        { o: 1, c: '#FFFFFF', a: 0 },
      ],
      C * 0.3,
      C * 0.2,
      C * 0.7,
    ),
  );
  return { svg: svg.document(C, C, group(out), doc.prompt.slice(0, 120)), texts };
}
