/** Edits of photographed sets (photoshoots, still-life images), imagery, mockups and pack colour. */
import type {
  ImageryDocument,
  PHOTO_CAMERAS,
  PHOTO_LIGHTS,
  PHOTO_SCENES,
  PhotoshootDocument,
  StageSet,
} from '../document/design-document.ts';
import type { Camera, Light, PropKind, Setting } from '../document/set-vocabulary.ts';
import { CAMERAS, LIGHTS } from '../document/set-vocabulary.ts';
import { EditError, type EditOperation } from './operations.ts';

type Op<T extends EditOperation['type']> = Extract<EditOperation, { type: T }>;
type PhotoCamera = (typeof PHOTO_CAMERAS)[number];
type PhotoLight = (typeof PHOTO_LIGHTS)[number];
type PhotoScene = (typeof PHOTO_SCENES)[number];

// photoshoots stored before sets existed draw their own scenes: each word has its nearest there
const LEGACY_CAMERA: Record<Camera, PhotoCamera> = {
  'flat-lay': 'centred',
  'three-quarter': 'offset-left',
  'close-up': 'close',
  hero: 'low',
};
const SET_CAMERA: Record<PhotoCamera, Camera> = {
  centred: 'hero',
  low: 'hero',
  close: 'close-up',
  'offset-left': 'three-quarter',
  'offset-right': 'three-quarter',
};
const LEGACY_LIGHT: Record<Light, PhotoLight> = {
  soft: 'soft',
  morning: 'cool',
  golden: 'golden',
  hard: 'dramatic',
  window: 'soft',
  evening: 'warm',
};
const SET_LIGHT: Record<PhotoLight, Light> = {
  soft: 'soft',
  warm: 'evening',
  cool: 'morning',
  dramatic: 'hard',
  golden: 'golden',
};
const LEGACY_SCENE: Record<Setting, PhotoScene> = {
  studio: 'sweep',
  kitchen: 'kitchen',
  outdoor: 'outdoor',
  bathroom: 'bathroom',
  cafe: 'surface',
};

const isSetCamera = (c: string): c is Camera => (CAMERAS as readonly string[]).includes(c);
const isSetLight = (l: string): l is Light => (LIGHTS as readonly string[]).includes(l);

function setEdited<S extends StageSet>(set: S, op: Op<'set-scene'>): S {
  const out = { ...set };
  if (op.surface) {
    out.surface = op.surface;
    delete out.surfaceColour;
  }
  if (op.surfaceColour) out.surfaceColour = op.surfaceColour;
  if (op.wall) out.wall = op.wall;
  if (op.camera) out.camera = isSetCamera(op.camera) ? op.camera : SET_CAMERA[op.camera];
  if (op.light) out.light = isSetLight(op.light) ? op.light : SET_LIGHT[op.light];
  if (op.setting !== undefined) out.setting = op.setting;
  return out;
}

export function sceneEdited<D extends PhotoshootDocument | ImageryDocument>(doc: D, op: Op<'set-scene'>): D {
  if (doc.kind === 'imagery') {
    if (!doc.still) throw new EditError('This image is not a photographed set, so it has no set to change.');
    const still = setEdited(doc.still, op);
    if (op.material !== undefined) still.material = op.material;
    if (op.finish !== undefined) still.finish = op.finish;
    if ((op.material || op.finish) && !still.pack)
      throw new EditError('There is no pack in this image to change the material of.');
    return { ...doc, still };
  }
  if (op.material || op.finish)
    throw new EditError("A photoshoot shows your own product image, so its material can't change.");
  if (doc.set) {
    const set = setEdited(doc.set, op);
    return { ...doc, set, ...(op.scene ? { scene: op.scene } : {}) };
  }
  const camera = op.camera ? (isSetCamera(op.camera) ? LEGACY_CAMERA[op.camera] : op.camera) : doc.camera;
  const light = op.light ? (isSetLight(op.light) ? LEGACY_LIGHT[op.light] : op.light) : doc.light;
  const scene =
    op.scene ?? (op.setting ? LEGACY_SCENE[op.setting] : op.surface ? ('surface' as const) : doc.scene);
  return {
    ...doc,
    camera,
    light,
    scene,
    ...(op.wall ? { background: { ...doc.background, colour: op.wall } } : {}),
  };
}

const MAX_SET_PROPS = 4;
const MAX_LEGACY_PROPS = 6;

export function propsEdited<D extends PhotoshootDocument | ImageryDocument>(
  doc: D,
  op: Op<'add-prop' | 'remove-prop'>,
): D {
  const edit = <T extends string>(props: readonly T[], add: (p: PropKind) => T, max: number): T[] => {
    if (op.type === 'remove-prop') {
      if (!op.prop) return [];
      if (!props.some((p) => p === op.prop)) throw new EditError(`There is no ${op.prop} in this picture.`);
      return props.filter((p) => p !== op.prop);
    }
    if (props.some((p) => p === op.prop)) return [...props];
    // the newest prop first: props are placed in order around the product, and one added to a
    // crowded set would otherwise find no free spot and not show
    return [add(op.prop), ...props].slice(0, max);
  };
  if (doc.kind === 'imagery') {
    if (!doc.still) throw new EditError('This image is not a photographed set, so it has no props.');
    return { ...doc, still: { ...doc.still, props: edit(doc.still.props, (p) => p, MAX_SET_PROPS) } };
  }
  if (doc.set) return { ...doc, set: { ...doc.set, props: edit(doc.set.props, (p) => p, MAX_SET_PROPS) } };
  return { ...doc, props: edit(doc.props, (p) => p as string, MAX_LEGACY_PROPS) };
}

export function imageryEdited(doc: ImageryDocument, op: Op<'set-imagery'>): ImageryDocument {
  if (op.composition === 'still-life' && !doc.still)
    throw new EditError('This image was not made as a still life; ask for a new photographed image instead.');
  return {
    ...doc,
    ...(op.mood ? { mood: op.mood } : {}),
    ...(op.composition ? { composition: op.composition } : {}),
    ...(op.subjects ? { subjects: op.subjects } : {}),
  };
}
