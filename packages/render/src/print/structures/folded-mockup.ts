/**
 * Box, carton and sleeve mockups drawn from the folded structure: the pack's own dieline net is
 * printed (each panel with the artwork its role gets), folded in 3D, turned so its faces point
 * where the net says (front to the camera, top up), seen by a perspective camera from a
 * three-quarter angle, texture-mapped panel by panel with a depth buffer, lit so the faces
 * turned from the light are darker, and set on the floor with a soft contact shadow.
 */
import type { PackagingTemplate, View } from '@packsmith/core/catalogue/index';
import sharp from 'sharp';
import { installFoldedPacks } from '../../compose/folded-packs.ts';
import type { Role } from '../../compose/label-designer.ts';
import type { LabelSource, PackResult } from '../../compose/packs/common.ts';
import { rasterise, rasteriseAsync } from '../../raster/rasterise.ts';
import { drawTriangles, type Rgba, type Triangle } from '../../raster/textured-triangles.ts';
import { multiply, type Pt, polygon, rect, translate } from '../../scene/path.ts';
import { CANVAS, FLOOR_Y } from '../../scene/studio.ts';
import { emitItems } from '../../scene/surface.ts';
import { group, imageEl, pathEl, Svg } from '../../scene/svg.ts';
import { pieceMatrix } from '../artwork.ts';
import type { FaceName, Piece, Rect } from '../net.ts';
import { printPlan } from '../plan.ts';
import type { StructureNet } from './builder.ts';
import { structureOfConstruction } from './catalogue.ts';
import { foldsOf } from './design-fold.ts';
import { apply, foldMotions, type Vec3 } from './fold.ts';

/** The families drawn from their structure; tins (no structure) and clear packs keep the drawn body. */
const FOLDED_FAMILIES = new Set(['box', 'tray']);
/** Open tubes that slide over a pack: the pack inside is drawn as a plain block. */
const SLEEVES = /^(sleeve|belly band)/;
/** The unprinted inside of the board, and the pack a sleeve slides over. */
const BOARD: [number, number, number] = [233, 226, 211];
const INNER_PACK: [number, number, number] = [241, 236, 226];
/** The frame the pack fills, like the drawn packs (canvas units). */
const FRAME_W = 660;
const FRAME_H = 690;
/** Supersampling of the pack's pixels (smooth edges after the downscale). */
const SS = 2;

/** A template's dieline net with its folds, when it is one of the library's foldable structures. */
export function foldedNet(
  template: PackagingTemplate,
): { net: StructureNet; construction: string; W: number; topMain: boolean } | null {
  if (!FOLDED_FAMILIES.has(template.render.family)) return null;
  const plan = printPlan(template);
  if (plan.kind !== 'dieline' || !structureOfConstruction(plan.net.construction)) return null;
  return {
    net: foldsOf(plan.net),
    construction: plan.net.construction,
    W: plan.size.W,
    topMain: plan.size.topMain,
  };
}

/**
 * Every printed face's artwork, asked of the label (a placed artwork learns its faces' sizes). A
 * flat artwork is printed once per face of the pack: on the face's largest printed piece, below
 * the rim of a lid that covers it (a two-piece box's lid and base both have a front wall).
 */
function panelItems(net: StructureNet, label: LabelSource) {
  const cover = new Map(foldedWorld(net).map((p) => [p.index, p.cover]));
  const shown = new Map<string, { piece: Piece; area: Rect }>();
  for (const [i, piece] of net.pieces.entries()) {
    const art = piece.art;
    if (!art || art.role === 'ground' || art.role === 'wrap') continue;
    const full = art.area ?? { x: 0, y: 0, w: art.w, h: art.h };
    const hidden = Math.max(0, (cover.get(i) ?? 0) - full.y);
    const area = { ...full, y: full.y + hidden, h: full.h - hidden };
    if (area.h < 4) continue;
    const best = shown.get(art.face);
    if (!best || area.w * area.h > best.area.w * best.area.h) shown.set(art.face, { piece, area });
  }
  return [...shown.values()].map(({ piece, area }) => ({
    piece,
    m: multiply(pieceMatrix(piece, piece.art!, [0, 0]), translate(area.x, area.y)),
    items: label.panel(piece.art!.role as Role, area.w, area.h),
  }));
}

/** The printed net as SVG in millimetres: the ground on every piece, each panel's artwork clipped to it. */
export function netArtworkSvg(net: StructureNet, label: LabelSource): string {
  const svg = new Svg('fa');
  let body = '';
  // the ground runs a little past each piece so a texture sample at a fold never reads the page
  for (const p of net.pieces)
    body += pathEl(polygon(p.poly), label.groundColour, { stroke: label.groundColour, sw: 4 });
  for (const { piece, m, items } of panelItems(net, label))
    body += group(emitItems(items, { type: 'affine', m }), { clip: svg.clip(polygon(piece.poly)) });
  // a lid's rim casts a soft shadow on the walls just below it
  for (const p of foldedWorld(net)) {
    const piece = net.pieces[p.index];
    if (!piece?.art || p.cover <= 0) continue;
    const { w } = piece.art;
    const band = Math.min(6, piece.art.h - p.cover);
    if (band <= 0) continue;
    const shadow = svg.linear(
      [
        { o: 0, c: '#000000', a: 0.32 },
        { o: 1, c: '#000000', a: 0 },
      ],
      0,
      p.cover,
      0,
      p.cover + band,
    );
    const m = pieceMatrix(piece, piece.art, [0, 0]);
    body += group(pathEl(rect(0, p.cover, w, band), shadow), { transform: `matrix(${m.join(' ')})` });
  }
  // display windows: the dark inside seen through the film, with the film's sheen across it
  for (const hole of net.holes ?? []) {
    const d = polygon(hole);
    const xs = hole.map((q) => q[0]);
    const ys = hole.map((q) => q[1]);
    const sheen = svg.linear(
      [
        { o: 0, c: '#FFFFFF', a: 0.16 },
        { o: 0.45, c: '#FFFFFF', a: 0.04 },
        { o: 1, c: '#FFFFFF', a: 0.12 },
      ],
      Math.min(...xs),
      Math.min(...ys),
      Math.max(...xs),
      Math.max(...ys),
    );
    body += pathEl(d, '#2A2B30') + pathEl(d, sheen);
  }
  return svg.document(net.width, net.height, body);
}

const WORLD_NORMAL: Record<FaceName, Vec3> = {
  front: [0, 0, 1],
  back: [0, 0, -1],
  right: [1, 0, 0],
  left: [-1, 0, 0],
  top: [0, 1, 0],
  bottom: [0, -1, 0],
};

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec3): Vec3 => {
  const l = Math.hypot(...a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** An orthonormal frame whose first axis is a and second lies towards b. */
function frame(a: Vec3, b: Vec3): [Vec3, Vec3, Vec3] {
  const e1 = unit(a);
  const k = dot(b, e1);
  const e2 = unit([b[0] - k * e1[0], b[1] - k * e1[1], b[2] - k * e1[2]]);
  return [e1, e2, cross(e1, e2)];
}

/** The rotation taking the observed normals onto their target faces (two pairs fix it). */
function aligning(pairs: { seen: Vec3; want: Vec3 }[]): (v: Vec3) => Vec3 {
  const first = pairs[0];
  const second = first && pairs.find((p) => Math.abs(dot(p.want, first.want)) < 0.5);
  if (!first || !second) return (v) => v;
  const from = frame(first.seen, second.seen);
  const to = frame(first.want, second.want);
  return (v) => {
    const c = from.map((e) => dot(e, v));
    return [0, 1, 2].map((i) => to[0][i]! * c[0]! + to[1][i]! * c[1]! + to[2][i]! * c[2]!) as Vec3;
  };
}

/** One folded piece in the world (x right, y up, z to the front) with its net outline. */
interface WorldPiece {
  /** The net piece it is (-1: the pack inside a sleeve). */
  index: number;
  /** How far down from its top edge a lid hides this wall (mm). */
  cover: number;
  pts: Vec3[];
  net: Pt[];
  normal: Vec3;
  /** Pushed back in the depth test: flaps and unprinted walls lie under a printed panel. */
  under: boolean;
  colour?: [number, number, number];
}

/**
 * The folded structure in the world: every blank turned so its faces point as the net names
 * them, standing on y = 0; a blank with a top but no bottom (a two-piece box's lid) sits over
 * the blank with the bottom.
 */
export function foldedWorld(net: StructureNet): WorldPiece[] {
  const motions = foldMotions(net, 1);
  // the net is drawn y down with the print towards +z: the world has y up
  const toWorld = ([x, y, z]: Vec3): Vec3 => [x, -y, z];
  const parent = new Map(net.folds.map((f) => [f.piece, f.parent]));
  const rootOf = (i: number): number => (parent.has(i) ? rootOf(parent.get(i)!) : i);
  const blanks = new Map<number, number[]>();
  net.pieces.forEach((_, i) => {
    const r = rootOf(i);
    blanks.set(r, [...(blanks.get(r) ?? []), i]);
  });
  const placed: { pieces: WorldPiece[]; hasTop: boolean; hasBottom: boolean }[] = [];
  for (const members of blanks.values()) {
    const normalOf = (i: number) => {
      const r = motions[i]!.r;
      return toWorld([r[2], r[5], r[8]]);
    };
    const turn = aligning(
      members
        .filter((i) => net.pieces[i]!.kind === 'panel' && net.pieces[i]!.art)
        .map((i) => ({ seen: normalOf(i), want: WORLD_NORMAL[net.pieces[i]!.art!.face] })),
    );
    const pieces = members
      .filter((i) => net.pieces[i]!.kind !== 'glue')
      .map((i) => {
        const p = net.pieces[i]!;
        return {
          index: i,
          cover: 0,
          pts: p.poly.map(([x, y]) => turn(toWorld(apply(motions[i]!, [x, y, 0])))),
          net: p.poly,
          normal: turn(normalOf(i)),
          under: p.kind !== 'panel' || !p.art || p.art.role === 'ground',
        };
      });
    const faces = members.map((i) => net.pieces[i]!.art?.face);
    placed.push({ pieces, hasTop: faces.includes('top'), hasBottom: faces.includes('bottom') });
  }
  const box = (ps: WorldPiece[]) => bounds(ps.flatMap((p) => p.pts));
  const base = placed.find((b) => b.hasBottom) ?? placed[0]!;
  const baseBox = box(base.pieces);
  const baseTop = baseBox.max[1] - baseBox.min[1];
  const out: WorldPiece[] = [];
  let lidBottom = Number.POSITIVE_INFINITY;
  for (const blank of placed) {
    const b = box(blank.pieces);
    const lid = blank !== base && blank.hasTop && !blank.hasBottom;
    // blanks stand centred over the origin; a lid's top meets the base's top
    const move: Vec3 = [
      -(b.min[0] + b.max[0]) / 2,
      lid ? baseTop - b.max[1] : -b.min[1],
      -(b.min[2] + b.max[2]) / 2,
    ];
    if (lid) lidBottom = Math.min(lidBottom, b.min[1] + move[1]);
    for (const p of blank.pieces)
      out.push({ ...p, pts: p.pts.map((q) => [q[0] + move[0], q[1] + move[1], q[2] + move[2]]) });
  }
  // the base's walls under a lid: hidden from their top down to the lid's rim
  const walls = out.filter(
    (p) => base.pieces.some((q) => q.index === p.index) && Math.abs(p.normal[1]) < 0.5,
  );
  for (const p of walls) p.cover = Math.max(0, Math.max(...p.pts.map((q) => q[1])) - lidBottom);
  return out;
}

function bounds(pts: Vec3[]) {
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (const p of pts)
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k]!, p[k]!);
      max[k] = Math.max(max[k]!, p[k]!);
    }
  return { min, max };
}

/** The pack a sleeve slides over: a plain block the sleeve's height and depth, the pack's full width. */
function innerPack(pieces: WorldPiece[], width: number): WorldPiece[] {
  const b = bounds(pieces.flatMap((p) => p.pts));
  const w = Math.max(width, b.max[0] - b.min[0]) / 2;
  const inset = 0.6;
  const lo: Vec3 = [-w, b.min[1] + inset, b.min[2] + inset];
  const hi: Vec3 = [w, b.max[1] - inset, b.max[2] - inset];
  // each face of the block: on axis a at its low or high end, spanning the other two axes
  return [0, 1, 2].flatMap((a) =>
    [-1, 1].map((sign): WorldPiece => {
      const [u, v] = [(a + 1) % 3, (a + 2) % 3];
      const corner = (cu: number, cv: number) => {
        const q: Vec3 = [0, 0, 0];
        q[a] = sign > 0 ? hi[a]! : lo[a]!;
        q[u] = cu;
        q[v] = cv;
        return q;
      };
      const normal: Vec3 = [0, 0, 0];
      normal[a] = sign;
      return {
        index: -1,
        cover: 0,
        pts: [corner(lo[u]!, lo[v]!), corner(hi[u]!, lo[v]!), corner(hi[u]!, hi[v]!), corner(lo[u]!, hi[v]!)],
        net: [],
        normal,
        under: true,
        colour: INNER_PACK,
      };
    }),
  );
}

/** The camera for a view: turned about the pack (degrees) and raised above it. */
export function cameraOf(view: View, topMain: boolean): { yaw: number; elev: number } {
  const elev = topMain ? 34 : 17;
  switch (view) {
    case 'three-quarter-left':
      return { yaw: -38, elev };
    case 'three-quarter-right':
      return { yaw: 38, elev };
    case 'back':
      return { yaw: 180 + 24, elev };
    default:
      return { yaw: 24, elev };
  }
}

/** Shading: ambient plus diffuse light from above, in front and to the side away from the side in view. */
const AMBIENT = 0.62;
const DIFFUSE = 0.45;

export interface FoldedRender {
  /** The pack's pixels (straight alpha) and where they go on the 1024 canvas. */
  image: Rgba;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Each piece's outline on the canvas, its brightness and whether it faces the camera (for tests). */
  faces: { canvas: Pt[]; shade: number; facing: boolean; normal: Vec3; printed: boolean }[];
  /** The footprint on the floor, on the canvas. */
  footprint: Pt[];
}

interface FoldOptions {
  topMain: boolean;
  /** A sleeve or band: the pack inside it is this wide (mm). */
  sleeveWidth?: number;
}

/**
 * Draws a folded net (its printed artwork given as SVG in the net's millimetres) from a view,
 * fitted to the studio frame with its bottom on the floor line.
 */
export function drawFolded(
  net: StructureNet,
  artworkSvg: string,
  view: View,
  opts: FoldOptions,
): FoldedRender {
  const framed = frameFolded(net, view, opts);
  const t = textureSvg(artworkSvg, net, framed.texture);
  const raw = rasterise(t.svg, t.width);
  return framed.fill({ data: raw.pixels, width: raw.width, height: raw.height });
}

/** The same, with the net's texture rasterised off the event loop (the mockup job). */
export async function drawFoldedAsync(
  net: StructureNet,
  artworkSvg: string,
  view: View,
  opts: FoldOptions,
): Promise<FoldedRender> {
  const framed = frameFolded(net, view, opts);
  const t = textureSvg(artworkSvg, net, framed.texture);
  const raw = await rasteriseAsync(t.svg, t.width);
  return framed.fill({ data: raw.pixels, width: raw.width, height: raw.height });
}

/** The fold seen from the view and fitted to the frame; `fill` draws it with the texture asked for. */
function frameFolded(net: StructureNet, view: View, opts: FoldOptions) {
  let world = foldedWorld(net);
  if (opts.sleeveWidth !== undefined) world = [...world, ...innerPack(world, opts.sleeveWidth)];
  const { yaw, elev } = cameraOf(view, opts.topMain);
  const b = bounds(world.flatMap((p) => p.pts));
  const centre: Vec3 = [0, (b.min[1] + b.max[1]) / 2, 0];
  const diag = Math.hypot(b.max[0] - b.min[0], b.max[1] - b.min[1], b.max[2] - b.min[2]);
  const dist = diag * 3.2;
  const [cy, sy, ce, se] = [Math.cos, Math.sin, Math.cos, Math.sin].map((f, i) =>
    f(((i < 2 ? yaw : elev) * Math.PI) / 180),
  ) as [number, number, number, number];
  const turn = ([x, y, z]: Vec3): Vec3 => {
    const x1 = x * cy - z * sy;
    const z1 = x * sy + z * cy;
    return [x1, y * ce - z1 * se, y * se + z1 * ce];
  };
  const toCamera = (q: Vec3) => turn([q[0] - centre[0], q[1] - centre[1], q[2] - centre[2]]);
  const project = (c: Vec3): [number, number, number] => {
    const depth = dist - c[2];
    return [(dist * c[0]) / depth, (-dist * c[1]) / depth, depth];
  };
  // the light sits above the camera, in front, towards the side that is turned away
  const side = Math.sign(Math.sin(((view === 'back' ? yaw - 180 : yaw) * Math.PI) / 180)) || 1;
  const light = unit([-0.45 * side, 0.85, 0.7]);
  const brightness = (nCam: Vec3) => AMBIENT + DIFFUSE * Math.max(0, dot(nCam, light));
  const main: FaceName = opts.topMain ? 'top' : view === 'back' ? 'back' : 'front';
  const frontShade = brightness(turn(WORLD_NORMAL[main]));
  const cam = world.map((p) => {
    const pts = p.pts.map(toCamera);
    const nCam = turn(p.normal);
    const mid = pts.reduce<Vec3>(
      (s, q) => [s[0] + q[0] / pts.length, s[1] + q[1] / pts.length, s[2] + q[2] / pts.length],
      [0, 0, 0],
    );
    const facing = dot(nCam, [-mid[0], -mid[1], dist - mid[2]]) > 0;
    const shade = Math.min(
      1.06,
      (facing ? brightness(nCam) : AMBIENT * 0.85 + DIFFUSE * 0.3 * Math.max(0, -dot(nCam, light))) /
        frontShade,
    );
    return { p, screen: pts.map(project), facing, shade, nCam };
  });
  // fit: the frame's size, centred, the lowest point on the floor line
  const all = cam.flatMap((c) => c.screen);
  const xs = all.map((q) => q[0]);
  const ys = all.map((q) => q[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const s = Math.min(FRAME_W / (maxX - minX), FRAME_H / (maxY - minY));
  const toCanvas = (q: [number, number, number]): Pt => [
    CANVAS / 2 + (q[0] - (minX + maxX) / 2) * s,
    FLOOR_Y - (maxY - q[1]) * s,
  ];
  const x0 = Math.floor(CANVAS / 2 - ((maxX - minX) / 2) * s) - 2;
  const y0 = Math.floor(FLOOR_Y - (maxY - minY) * s) - 2;
  const w = Math.ceil((maxX - minX) * s) + 4;
  const h = Math.ceil((maxY - minY) * s) + 4;

  const frontPx = Math.max(...cam.map((c) => (c.p.under ? 0 : spanOf(c.p.net))));
  // only the part of the net that faces the camera is rasterised
  const facing = cam.filter((c) => c.facing && c.p.net.length).flatMap((c) => c.p.net);
  const seen = facing.length ? facing : net.pieces.flatMap((p) => p.poly);
  const crop = {
    x: Math.max(0, Math.min(...seen.map((q) => q[0])) - 2),
    y: Math.max(0, Math.min(...seen.map((q) => q[1])) - 2),
    x1: Math.min(net.width, Math.max(...seen.map((q) => q[0])) + 2),
    y1: Math.min(net.height, Math.max(...seen.map((q) => q[1])) + 2),
  };
  const fill = (texture: Rgba): FoldedRender => {
    const k = texture.width / (crop.x1 - crop.x);
    const triangles: Triangle[] = [];
    // printed faces towards the camera first: whatever they hide then fails the depth test before sampling
    const order = [...cam].sort((p, q) => rank(p) - rank(q));
    for (const c of order) {
      // a flap's inside is never seen round a printed panel
      if (!c.facing && c.p.under && !c.p.colour) continue;
      const v = c.screen.map((q, i) => {
        const [cx, cyy] = toCanvas(q);
        const n = c.p.net[i] ?? [0, 0];
        return {
          x: (cx - x0) * SS,
          y: (cyy - y0) * SS,
          depth: q[2],
          u: (n[0] - crop.x) * k,
          v: (n[1] - crop.y) * k,
        };
      });
      const colour = c.p.colour ?? (c.facing ? undefined : BOARD);
      for (let i = 1; i + 1 < v.length; i++)
        triangles.push({
          a: v[0]!,
          b: v[i]!,
          c: v[i + 1]!,
          shade: c.shade,
          colour,
          bias: c.p.under ? diag * 0.004 : 0,
        });
    }
    const image = drawTriangles(triangles, texture, w * SS, h * SS);
    const floor = [
      [b.min[0], b.min[1], b.min[2]],
      [b.max[0], b.min[1], b.min[2]],
      [b.max[0], b.min[1], b.max[2]],
      [b.min[0], b.min[1], b.max[2]],
    ].map((q) => toCanvas(project(toCamera(q as Vec3))));
    return {
      image,
      x: x0,
      y: y0,
      w,
      h,
      faces: cam.map((c) => ({
        canvas: c.screen.map(toCanvas),
        shade: c.shade,
        facing: c.facing,
        normal: c.p.normal,
        printed: !c.p.under,
      })),
      footprint: floor,
    };
  };
  return { texture: { panelMm: frontPx, crop }, fill };
}

const rank = (c: { facing: boolean; p: WorldPiece }) => (c.facing ? 0 : 2) + (c.p.under ? 1 : 0);

const spanOf = (poly: Pt[]) => {
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
};

/**
 * The printed net to rasterise, cut to `crop` (mm), and its width in px: its largest printed panel
 * about 640 px across (it spans at most ~600 px of a 1024 render), the whole net at most 2400.
 */
function textureSvg(
  svg: string,
  net: StructureNet,
  { panelMm, crop }: { panelMm: number; crop: { x: number; y: number; x1: number; y1: number } },
) {
  const k = Math.min(640 / Math.max(1, panelMm), 2400 / Math.max(net.width, net.height));
  const w = crop.x1 - crop.x;
  const h = crop.y1 - crop.y;
  // the net's own svg nested at its size in millimetres (a root sized in mm would be scaled to px)
  const inner = svg.replace(
    /^(<svg[^>]*?)\swidth="[^"]*"\s+height="[^"]*"/,
    `$1 width="${net.width}" height="${net.height}"`,
  );
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${crop.x} ${crop.y} ${w} ${h}">${inner}</svg>`,
    width: Math.max(16, Math.round(w * k)),
  };
}

/** The folded pack as the studio scene's body: its pixels, a soft footprint shadow and a contact shadow. */
export async function foldedPack(
  _svg: Svg,
  template: PackagingTemplate,
  view: View,
  label: LabelSource,
): Promise<PackResult> {
  const found = foldedNet(template);
  if (!found) throw new Error(`'${template.id}' has no foldable structure`);
  const r = await drawFoldedAsync(found.net, netArtworkSvg(found.net, label), view, {
    topMain: found.topMain,
    sleeveWidth: SLEEVES.test(found.construction) ? found.W : undefined,
  });
  const png = await sharp(
    Buffer.from(r.image.data.buffer, r.image.data.byteOffset, r.image.data.byteLength),
    {
      raw: { width: r.image.width, height: r.image.height, channels: 4 },
    },
  )
    .resize(r.w, r.h, { kernel: 'lanczos3' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const body = imageEl(`data:image/png;base64,${png.toString('base64')}`, r.x, r.y, r.w, r.h, {
    preserve: 'none',
  });
  const shade = await floorShadow(r.footprint);
  // a light crisp rim round the top (nothing stands above it, so its outline is always in view)
  const rims = r.faces
    .filter((f) => f.facing && f.printed && f.normal[1] > 0.95)
    .map((f) => pathEl(polygon(f.canvas), 'none', { stroke: '#FFFFFF', sw: 1.2, opacity: 0.35 }))
    .join('');
  const fx = r.footprint.map((p) => p[0]);
  const fy = r.footprint.map((p) => p[1]);
  return {
    body: body + rims,
    behind: imageEl(shade.href, shade.x, shade.y, shade.w, shade.h, { preserve: 'none' }),
    shadow: {
      cx: (Math.min(...fx) + Math.max(...fx)) / 2,
      cy: (Math.min(...fy) + Math.max(...fy)) / 2 + 2,
      rx: ((Math.max(...fx) - Math.min(...fx)) / 2) * 1.02,
      ry: Math.max(8, ((Math.max(...fy) - Math.min(...fy)) / 2) * 1.05),
      strength: 0.8,
    },
  };
}

/** Spread of the soft shadow round the footprint, and of the dark line where board meets floor (canvas px). */
const SOFT = 26;
const TIGHT = 3.5;

/**
 * The contact shadow as pixels (an SVG blur of the same costs several times the whole pack): for
 * each pixel its distance outside the footprint, a soft spread plus a tight line at the edge.
 */
async function floorShadow(foot: Pt[]) {
  const pad = SOFT * 2.5;
  const xs = foot.map((p) => p[0]);
  const ys = foot.map((p) => p[1]);
  const x = Math.floor(Math.min(...xs) - pad);
  const y = Math.floor(Math.min(...ys) - pad);
  const w = Math.ceil(Math.max(...xs) + pad) - x;
  const h = Math.ceil(Math.max(...ys) + pad) - y;
  const data = Buffer.alloc(w * h * 4);
  const outside = outsideOf(foot);
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++) {
      const d = outside(x + i + 0.5, y + j + 0.5);
      const a = 0.3 * Math.exp(-((d / SOFT) ** 2)) + 0.32 * Math.max(0, 1 - d / TIGHT);
      data[(j * w + i) * 4 + 3] = Math.round(255 * Math.min(0.62, a));
    }
  const png = await sharp(data, { raw: { width: w, height: h, channels: 4 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { href: `data:image/png;base64,${png.toString('base64')}`, x, y, w, h };
}

/** How far points lie outside a convex polygon (0 inside): its edges measured once. */
function outsideOf(poly: Pt[]): (x: number, y: number) => number {
  const c = poly.reduce<Pt>((s, q) => [s[0] + q[0] / poly.length, s[1] + q[1] / poly.length], [0, 0]);
  const edges = poly.map((a, i) => {
    const b = poly[(i + 1) % poly.length]!;
    const ex = b[0] - a[0];
    const ey = b[1] - a[1];
    // the sign of the centre's side: a point on the other side of any edge is outside
    const inward = Math.sign(ex * (c[1] - a[1]) - ey * (c[0] - a[0]));
    return { ax: a[0], ay: a[1], ex, ey, len2: ex * ex + ey * ey || 1, inward };
  });
  return (x, y) => {
    let out = false;
    let best = Number.POSITIVE_INFINITY;
    for (const e of edges) {
      const t = Math.max(0, Math.min(1, ((x - e.ax) * e.ex + (y - e.ay) * e.ey) / e.len2));
      const dx = x - e.ax - t * e.ex;
      const dy = y - e.ay - t * e.ey;
      best = Math.min(best, dx * dx + dy * dy);
      if ((e.ex * (y - e.ay) - e.ey * (x - e.ax)) * e.inward < 0) out = true;
    }
    return out ? Math.sqrt(best) : 0;
  };
}

installFoldedPacks({
  folds: (template) => foldedNet(template) !== null,
  askPanels: (template, label) => {
    const found = foldedNet(template);
    if (found) panelItems(found.net, label);
  },
  draw: foldedPack,
});
