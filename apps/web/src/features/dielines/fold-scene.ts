/**
 * A structure folded in 3D with three.js: one flat mesh per piece, placed by the fold maths at a
 * progress between 0 (flat) and 1 (folded). Panels are board-coloured (or printed with a design's
 * artwork on their outside face), glue areas yellow, and a ruler along the flat sheet's width reads
 * in millimetres. Loaded only when the view opens.
 */
import { foldMotions, type StructureNet } from '@packsmith/render/structures';
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

export interface FoldScene {
  /** WebGL is drawn on the CPU here (no GPU): the view keeps its frames small. */
  readonly software: boolean;
  setProgress(progress: number): void;
  /** Prints the outside of every panel and flap with the flat artwork (drawn over the whole net). */
  setArtwork(image: HTMLCanvasElement): void;
  resize(width: number, height: number): void;
  /** The current view as a PNG data URL. */
  png(): string;
  dispose(): void;
}

const COLOURS = { panel: 0xe9dcc4, flap: 0xdccbab, glue: 0xf6d96b } as const;

/**
 * Without a GPU, WebGL draws every pixel on the CPU and the page waits on the main thread for each
 * frame to be read back: a 640 × 480 frame with 4× multisampling took 60-130 ms (a long task per
 * fold step). There the view drops multisampling and draws at most this many pixels, fewer while
 * the fold or the camera moves; the still frame after a move is drawn sharper.
 */
const SOFTWARE_PIXELS = { moving: 60_000, still: 200_000 } as const;
/** How long after the last fold step or orbit the still frame is drawn. */
const SETTLE_MS = 150;

let softwareSeen: boolean | undefined;
/** Whether WebGL here is software-rendered (SwiftShader, llvmpipe…), asked once per page. */
function softwareWebGL(): boolean {
  if (softwareSeen !== undefined) return softwareSeen;
  const gl = document.createElement('canvas').getContext('webgl2');
  const info = gl?.getExtension('WEBGL_debug_renderer_info');
  const name = gl ? String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)) : '';
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
  softwareSeen = /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name);
  return softwareSeen;
}

export function createFoldScene(canvas: HTMLCanvasElement, net: StructureNet): FoldScene {
  const software = softwareWebGL();
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: !software && window.devicePixelRatio < 2 });
  canvas.dataset.renderer = software ? 'software' : 'gpu';
  renderer.setClearColor(0xf4f4f5);
  const scene = new THREE.Scene();
  scene.add(new THREE.HemisphereLight(0xffffff, 0x8a8f98, 2.2));
  const sun = new THREE.DirectionalLight(0xffffff, 1.6);
  sun.position.set(0.6, -0.8, 1.4);
  scene.add(sun);

  // the net in mm, y flipped so the sheet reads the right way up, centred by setProgress
  const root = new THREE.Group();
  root.scale.set(1, -1, 1);
  // a design's main face may be drawn turned on the net (a mailer's lid hangs upside down off the
  // back wall): turn the view with it so the folded pack reads upright
  const hanging = new Set(net.folds.map((f) => f.piece));
  const turn = net.pieces.find((_, i) => !hanging.has(i))?.art?.turn ?? 0;
  root.rotation.z = (turn * Math.PI) / 180;
  scene.add(root);
  const meshes = net.pieces.map((piece) => {
    const shape = new THREE.Shape(piece.poly.map(([x, y]) => new THREE.Vector2(x, y)));
    const geometry = new THREE.ShapeGeometry(shape);
    // board is matte: Lambert shading looks the same as a rough standard material at a fraction
    // of the per-pixel cost
    const material = new THREE.MeshLambertMaterial({ color: COLOURS[piece.kind], side: THREE.DoubleSide });
    const mesh = new THREE.Mesh(geometry, material);
    mesh.matrixAutoUpdate = false;
    const edges = new THREE.LineSegments(
      new THREE.EdgesGeometry(geometry),
      new THREE.LineBasicMaterial({ color: 0x8b7355 }),
    );
    mesh.add(edges);
    root.add(mesh);
    return mesh;
  });

  // a ruler along the sheet's width, ticks every 10 mm
  const ticks: number[] = [];
  for (let x = 0; x <= net.width; x += 10) {
    const h = x % 100 === 0 ? 8 : x % 50 === 0 ? 5 : 3;
    ticks.push(x, -6, 0, x, -6 - h, 0);
  }
  ticks.push(0, -6, 0, net.width, -6, 0);
  const ruler = new THREE.LineSegments(
    new THREE.BufferGeometry().setAttribute('position', new THREE.Float32BufferAttribute(ticks, 3)),
    new THREE.LineBasicMaterial({ color: 0x52525b }),
  );
  root.add(ruler);

  let texture: THREE.CanvasTexture | null = null;
  const backings: THREE.Material[] = [];

  const size = Math.max(net.width, net.height);
  const camera = new THREE.PerspectiveCamera(35, 1, 1, size * 20);
  camera.position.set(size * 0.35, -size * 0.9, size * 1.1);
  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = true;

  const m = new THREE.Matrix4();
  const box = new THREE.Box3();
  const p = new THREE.Vector3();
  /** Places every piece at a fold progress (matrices only: the meshes are built once). */
  const place = (progress: number) => {
    box.makeEmpty();
    foldMotions(net, progress).forEach((motion, i) => {
      const [a, b, c, d, e, f, g, h, k] = motion.r;
      m.set(a, b, c, motion.t[0], d, e, f, motion.t[1], g, h, k, motion.t[2], 0, 0, 0, 1);
      meshes[i]!.matrix.copy(m);
      for (const [x, y] of net.pieces[i]!.poly) box.expandByPoint(p.set(x, y, 0).applyMatrix4(m));
    });
    // keep the (partly) folded box in the middle of the view as it folds
    const c = box.getCenter(p);
    root.position.set(c.x, -c.y, c.z).applyEuler(root.rotation).negate();
    ruler.visible = progress < 0.05;
  };

  let size2d = { width: 1, height: 1 };
  let ratio = 0;
  /** The drawing buffer's pixels per CSS pixel: the device's (up to 2), within the software budget. */
  const fit = (moving: boolean) => {
    const device = Math.min(window.devicePixelRatio, 2);
    const budget = SOFTWARE_PIXELS[moving ? 'moving' : 'still'];
    const want = software
      ? Math.min(device, Math.sqrt(budget / Math.max(1, size2d.width * size2d.height)))
      : device;
    if (want === ratio) return;
    ratio = want;
    renderer.setPixelRatio(want);
    renderer.setSize(size2d.width, size2d.height, false);
  };

  // draw on demand, once per animation frame however many steps came in: after a fold step, a
  // resize, or while the orbit controls are moving; then once more, still, when it all settles
  let frame = 0;
  let settle = 0;
  let pending: number | null = null;
  let moving = false;
  let drawn = false;
  const draw = () => {
    frame = 0;
    drawn = true;
    if (pending !== null) place(pending);
    pending = null;
    if (controls.update()) request(true);
    fit(moving);
    renderer.render(scene, camera);
  };
  const request = (motion = false) => {
    if (motion) {
      moving = true;
      window.clearTimeout(settle);
      settle = window.setTimeout(() => {
        moving = false;
        request();
      }, SETTLE_MS);
    }
    if (!frame) frame = requestAnimationFrame(draw);
  };
  const orbit = () => request(true);
  controls.addEventListener('change', orbit);

  const api: FoldScene = {
    software,
    setProgress(progress) {
      pending = progress;
      // the first frame is drawn still; a step after it is a move
      request(drawn);
    },
    setArtwork(image) {
      texture?.dispose();
      texture = new THREE.CanvasTexture(image);
      texture.colorSpace = THREE.SRGBColorSpace;
      texture.anisotropy = software ? 1 : renderer.capabilities.getMaxAnisotropy();
      net.pieces.forEach((piece, i) => {
        if (piece.kind === 'glue') return;
        const mesh = meshes[i]!;
        // the artwork covers the flat net: each vertex reads it at its own flat position
        const pos = mesh.geometry.getAttribute('position');
        const uv = mesh.geometry.getAttribute('uv');
        for (let k = 0; k < pos.count; k++)
          uv.setXY(k, pos.getX(k) / net.width, 1 - pos.getY(k) / net.height);
        uv.needsUpdate = true;
        const printed = mesh.material as THREE.MeshLambertMaterial;
        printed.map = texture;
        printed.color.set(0xffffff);
        printed.side = THREE.FrontSide;
        printed.needsUpdate = true;
        // the inside stays bare board; pushed back in depth so that where a wall folds back onto
        // another (a mailer's inside walls) the print in the same plane wins
        const inside = new THREE.MeshLambertMaterial({
          color: COLOURS[piece.kind],
          side: THREE.BackSide,
          polygonOffset: true,
          polygonOffsetFactor: 2,
          polygonOffsetUnits: 4,
        });
        backings.push(inside);
        mesh.add(new THREE.Mesh(mesh.geometry, inside));
      });
      request();
    },
    resize(width, height) {
      size2d = { width, height };
      ratio = 0;
      fit(moving);
      camera.aspect = width / Math.max(1, height);
      camera.updateProjectionMatrix();
      request();
    },
    png() {
      if (pending !== null) place(pending);
      pending = null;
      fit(false);
      renderer.render(scene, camera);
      return canvas.toDataURL('image/png');
    },
    dispose() {
      cancelAnimationFrame(frame);
      window.clearTimeout(settle);
      controls.removeEventListener('change', orbit);
      controls.dispose();
      for (const mesh of meshes) {
        mesh.geometry.dispose();
        (mesh.material as THREE.Material).dispose();
      }
      texture?.dispose();
      for (const m of backings) m.dispose();
      renderer.dispose();
    },
  };
  place(0);
  return api;
}
