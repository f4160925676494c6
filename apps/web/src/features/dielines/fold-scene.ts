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
  setProgress(progress: number): void;
  /** Prints the outside of every panel and flap with the flat artwork (drawn over the whole net). */
  setArtwork(image: HTMLCanvasElement): void;
  resize(width: number, height: number): void;
  /** The current view as a PNG data URL. */
  png(): string;
  dispose(): void;
}

const COLOURS = { panel: 0xe9dcc4, flap: 0xdccbab, glue: 0xf6d96b } as const;

export function createFoldScene(canvas: HTMLCanvasElement, net: StructureNet): FoldScene {
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: window.devicePixelRatio < 2 });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
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
    const material = new THREE.MeshStandardMaterial({
      color: COLOURS[piece.kind],
      side: THREE.DoubleSide,
      roughness: 0.9,
    });
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
  // draw on demand: after a fold step, a resize, or while the orbit controls are moving
  let frame = 0;
  const draw = () => {
    frame = 0;
    if (controls.update()) request();
    renderer.render(scene, camera);
  };
  const request = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };
  controls.addEventListener('change', request);

  const api: FoldScene = {
    setProgress(progress) {
      const box = new THREE.Box3();
      const p = new THREE.Vector3();
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
      request();
    },
    setArtwork(image) {
      texture?.dispose();
      texture = new THREE.CanvasTexture(image);
      texture.colorSpace = THREE.SRGBColorSpace;
      texture.anisotropy = renderer.capabilities.getMaxAnisotropy();
      net.pieces.forEach((piece, i) => {
        if (piece.kind === 'glue') return;
        const mesh = meshes[i]!;
        // the artwork covers the flat net: each vertex reads it at its own flat position
        const pos = mesh.geometry.getAttribute('position');
        const uv = mesh.geometry.getAttribute('uv');
        for (let k = 0; k < pos.count; k++)
          uv.setXY(k, pos.getX(k) / net.width, 1 - pos.getY(k) / net.height);
        uv.needsUpdate = true;
        const printed = mesh.material as THREE.MeshStandardMaterial;
        printed.map = texture;
        printed.color.set(0xffffff);
        printed.side = THREE.FrontSide;
        printed.needsUpdate = true;
        // the inside stays bare board; pushed back in depth so that where a wall folds back onto
        // another (a mailer's inside walls) the print in the same plane wins
        const inside = new THREE.MeshStandardMaterial({
          color: COLOURS[piece.kind],
          side: THREE.BackSide,
          roughness: 0.9,
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
      renderer.setSize(width, height, false);
      camera.aspect = width / Math.max(1, height);
      camera.updateProjectionMatrix();
      request();
    },
    png() {
      renderer.render(scene, camera);
      return canvas.toDataURL('image/png');
    },
    dispose() {
      cancelAnimationFrame(frame);
      controls.removeEventListener('change', request);
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
  api.setProgress(0);
  return api;
}
