/**
 * The instant print-ready PDF made from a design's own document (dieline or flat artwork):
 * which templates get which file, the print constants, the texts and the download address.
 */
import { getTemplate, type PackagingTemplate } from './catalogue/index.ts';

/** Bleed beyond every cut edge, and the safe margin inside every fold and trim (mm). */
export const PRINT_BLEED_MM = 3;
export const PRINT_SAFE_MM = 3;

/** 'dieline': a parametric net with cut, crease and glue; 'flat': artwork at size with crop marks. */
export type PrintCapability = 'dieline' | 'flat' | 'none';

/** Spot colours / layers of the dieline, named as cutting tables and RIPs expect them. */
export const PRINT_LAYERS = {
  artwork: 'Artwork',
  cut: 'CutContour',
  crease: 'Crease',
  glue: 'Glue',
  bleed: 'Bleed',
  safe: 'Safe area',
  info: 'Dimensions and notes',
} as const;

const FLAT_TRAYS = new Set(['blister', 'plastic-clamshell']);

export function printCapabilityOf(t: PackagingTemplate): PrintCapability {
  const f = t.render.family;
  const style = String(t.render.params.style ?? '');
  if (f === 'box' || f === 'tin') return 'dieline';
  if (f === 'tray') return FLAT_TRAYS.has(style) ? 'flat' : 'dieline';
  // a tape is printed as an endless repeat on a roll: that needs a person, not an instant file
  if (f === 'tape') return 'none';
  return 'flat';
}

/** Instant print-ready capability of a template id; unknown ids have none. */
export function printReadyCapability(templateId: string): PrintCapability {
  const t = getTemplate(templateId);
  return t ? printCapabilityOf(t) : 'none';
}

/** Where the web downloads the instant print-ready PDF of one of the user's assets. */
export function instantPdfUrl(assetId: string): string {
  return `/api/print-ready/instant/${encodeURIComponent(assetId)}.pdf`;
}

/** Whether a design has an instant PDF (`GET /api/print-ready/instant/{assetId}`): its dialogs' print action. */
export type InstantPdfAvailability =
  /** `foldable`: drawn on a box the 3D view folds ("Fold in 3D"). */
  | { available: true; capability: 'dieline' | 'flat'; foldable: boolean }
  | { available: false; reason: string };

/** Where the web gets a dieline design's 3D fold: its net with folds and its artwork (`{ data: { net, artwork } }`). */
export function instantFoldUrl(assetId: string): string {
  return `/api/print-ready/instant/${encodeURIComponent(assetId)}/fold`;
}

/** Where the web asks whether one of the user's assets has an instant print-ready PDF. */
export function instantPdfAvailabilityUrl(assetId: string): string {
  return `/api/print-ready/instant/${encodeURIComponent(assetId)}`;
}

/** The print action's labels in every design dialog (session image dialog, editor, phone preview). */
export const PRINT_ACTION_TEXT = {
  download: 'Download print PDF',
  order: 'Get print-ready file',
  /** With the get-this-design flag. */
  getThisDesign: 'Get this design',
} as const;

export const PRINT_FILE_MESSAGES = {
  noDocument:
    'This image has no design document, so an instant print-ready file cannot be made from it. Work with a professional designer to make this design ready for print - from just $50.',
  noTemplate:
    'Instant print-ready files are made from packaging designs the design engine made, and this image is not one. Work with a professional designer to make this design ready for print - from just $50.',
  noCapability:
    'This template is printed as an endless roll, so it has no instant print-ready file. Work with a professional designer to make this design ready for print - from just $50.',
  noDieline:
    'This design is printed flat (labels, sleeves on a roll, bags), so it has no dieline to export: download its print PDF instead.',
  noFold:
    'This design is not drawn on a box the 3D view can fold (flat files, tins): download its print PDF instead.',
  badAssetId: 'Asset id is not valid.',
} as const;
