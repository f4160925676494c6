/**
 * Final files staff deliver for a print-ready order: PDF, Illustrator (PDF-based), EPS and ZIP,
 * up to 200 MB each, recognised by their bytes. The refusal messages are shown as they are.
 * Pure: the server and the browser run the same rules.
 */

/** The stored-file category of a staff deliverable. */
export const DELIVERABLE_CATEGORY = 'PRINT DELIVERABLE' as const;

export const DELIVERABLE_TYPES = {
  'application/pdf': ['pdf'],
  /** Illustrator files saved with PDF content (the default since CS). */
  'application/illustrator': ['ai'],
  'application/postscript': ['eps'],
  'application/zip': ['zip'],
} as const;
export type DeliverableType = keyof typeof DELIVERABLE_TYPES;

export const DELIVERABLE_LIMITS = { maxMb: 200 } as const;

/** For `<input type="file" accept=…>`. */
export const DELIVERABLE_ACCEPT = [
  ...Object.keys(DELIVERABLE_TYPES),
  ...Object.values(DELIVERABLE_TYPES).flatMap((exts) => exts.map((e) => `.${e}`)),
].join(',');

export const DELIVERABLE_MESSAGES = {
  notAccepted: (file: string) =>
    `${file} is not a PDF, AI, EPS or ZIP file. Final files must be one of these.`,
  unreadablePdf: (file: string) =>
    `${file} could not be read as a PDF. Export it again and upload the new file.`,
  activePdf: (file: string) =>
    `${file} contains JavaScript or a launch action, which printers refuse. Export it again without them.`,
  staffOnly: 'Only the design team can upload final files.',
} as const;

export const isDeliverableCategory = (category: string | null | undefined) =>
  category === DELIVERABLE_CATEGORY;

const ALIASES: Record<string, DeliverableType> = {
  'application/x-pdf': 'application/pdf',
  'application/eps': 'application/postscript',
  'application/x-eps': 'application/postscript',
  'image/eps': 'application/postscript',
  'image/x-eps': 'application/postscript',
  'application/x-zip-compressed': 'application/zip',
  'application/x-zip': 'application/zip',
  'application/vnd.adobe.illustrator': 'application/illustrator',
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The canonical type of a declared MIME type, or null when it is not a deliverable. */
export function normaliseDeliverableType(type: string | null | undefined): DeliverableType | null {
  if (!type) return null;
  const t = type.trim().toLowerCase().split(';')[0]!.trim();
  if (t in DELIVERABLE_TYPES) return t as DeliverableType;
  return ALIASES[t] ?? null;
}

export function deliverableTypeFromExtension(name: string): DeliverableType | null {
  const ext = extensionOf(name);
  for (const [type, exts] of Object.entries(DELIVERABLE_TYPES))
    if ((exts as readonly string[]).includes(ext)) return type as DeliverableType;
  return null;
}

/**
 * A deliverable's type by its first bytes (give at least 1 KB): `%PDF-` is a PDF — an Illustrator
 * file when named `.ai`; EPS is PostScript announcing `EPSF` or the binary DOS EPS header; ZIP is a
 * local-file or empty-archive record. Anything else is null, whatever its name says.
 */
export function sniffDeliverableType(head: Uint8Array, name: string): DeliverableType | null {
  const text = String.fromCharCode(...Array.from(head.subarray(0, 1024)));
  if (text.startsWith('%PDF-'))
    return extensionOf(name) === 'ai' ? 'application/illustrator' : 'application/pdf';
  if (head[0] === 0xc5 && head[1] === 0xd0 && head[2] === 0xd3 && head[3] === 0xc6)
    return 'application/postscript';
  if (/^%!PS-Adobe-\d\.\d EPSF-\d\.\d/.test(text)) return 'application/postscript';
  if (
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6))
  )
    return 'application/zip';
  return null;
}

export function deliverableExtension(type: DeliverableType): string {
  return DELIVERABLE_TYPES[type][0];
}

/** PDF and Illustrator files are PDFs inside: they are parsed and checked for active content. */
export const isPdfBased = (type: DeliverableType) =>
  type === 'application/pdf' || type === 'application/illustrator';
