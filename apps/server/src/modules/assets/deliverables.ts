/**
 * The content check of a staff deliverable (final print file): its type by its bytes, and for
 * PDF-based files a full parse that refuses JavaScript and launch actions — the way a PDF runs
 * code when opened (an /OpenAction, an /AA trigger, the document's /JavaScript name tree).
 */
import {
  DELIVERABLE_MESSAGES,
  type DeliverableType,
  isPdfBased,
  sniffDeliverableType,
} from '@packsmith/core';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';

export type DeliverableCheck = { type: DeliverableType } | { refused: string };

/** Keys that hold script, and action types that run script or another program. */
const SCRIPT_KEYS = new Set(['JS', 'JavaScript']);
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch']);

/** Where a dictionary (or anything inside it) names script or a launch action. */
function isActive(obj: PDFObject | undefined, seen: Set<PDFObject>): boolean {
  if (!obj || seen.has(obj)) return false;
  seen.add(obj);
  if (obj instanceof PDFStream) return isActive(obj.dict, seen);
  if (obj instanceof PDFArray) return obj.asArray().some((o) => isActive(o, seen));
  if (!(obj instanceof PDFDict)) return false;
  for (const [key, value] of obj.entries()) {
    const k = key.decodeText();
    if (SCRIPT_KEYS.has(k) || k === 'Launch') return true;
    if (k === 'S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.decodeText())) return true;
    // Indirect references are checked as their own objects; direct values are checked here.
    if (isActive(value, seen)) return true;
  }
  return false;
}

/** Parses a PDF (every object, every revision) and answers whether any object is active. */
async function checkPdf(bytes: Uint8Array, name: string): Promise<string | null> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    if (doc.getPageCount() < 1) return DELIVERABLE_MESSAGES.unreadablePdf(name);
  } catch {
    return DELIVERABLE_MESSAGES.unreadablePdf(name);
  }
  const seen = new Set<PDFObject>();
  for (const [, obj] of doc.context.enumerateIndirectObjects())
    if (isActive(obj, seen)) return DELIVERABLE_MESSAGES.activePdf(name);
  if (isActive(doc.context.trailerInfo.Root, seen)) return DELIVERABLE_MESSAGES.activePdf(name);
  return null;
}

/** A final file's type by content, or the message that refuses it. */
export async function checkDeliverable(bytes: Uint8Array, name: string): Promise<DeliverableCheck> {
  const type = sniffDeliverableType(bytes.subarray(0, 4096), name);
  if (!type) return { refused: DELIVERABLE_MESSAGES.notAccepted(name) };
  if (isPdfBased(type)) {
    const problem = await checkPdf(bytes, name);
    if (problem) return { refused: problem };
  }
  return { type };
}
