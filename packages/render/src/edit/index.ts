export { applyEdit, applyEdits, EDIT_SUPPORT, renderScale, supportsEdit } from './apply.ts';
export {
  type DocumentSummary,
  expandVariations,
  type HistoryEntry,
  helpReply,
  type Interpretation,
  interpretEdit,
  RASTER_EDITS,
  summariseDocument,
  templateInText,
} from './interpret.ts';
export {
  EditError,
  type EditOperation,
  type EditOperationInput,
  type EditType,
  editOperationSchema,
  TEXT_FIELDS,
  type TextField,
} from './operations.ts';
export { type EditOutput, type EditSource, performEdit } from './perform.ts';
export { applyRasterEdit, applyRasterEdits, isRasterEdit } from './raster.ts';
