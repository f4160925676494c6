export { applyEdit, applyEdits, EDIT_SUPPORT, renderScale, supportsEdit } from './apply.ts';
export { applyRasterEdit, applyRasterEdits, canEditPixels, isRasterEdit } from './apply-raster.ts';
export { inverseEdit } from './inverse.ts';
export {
  EDIT_SUBJECTS,
  EditError,
  type EditOperation,
  type EditOperationInput,
  type EditType,
  editOperationSchema,
  type InterpretationAnswer,
  interpretationSchema,
  TEXT_FIELDS,
  type TextField,
} from './operations.ts';
export { type EditOutput, type EditSource, performEdit } from './perform.ts';
export { type DocumentSummary, RASTER_EDITS, summariseDocument, supportedFor } from './summary.ts';
