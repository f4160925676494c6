/** The English readers: a chat message → edit operations, an image prompt → a set, a logo brief → its form. */
export { type HistoryIntent, readHistoryIntent } from './chat-message/history-intent.ts';
export {
  expandVariations,
  type HistoryEntry,
  helpReply,
  type Interpretation,
  interpretAnswer,
  interpretEdit,
} from './chat-message/interpret.ts';
export { templateInText } from './chat-message/message-reader.ts';
export { type ReferenceImage, readReferences } from './chat-message/references.ts';
export { type PromptReading, readPrompt } from './image-prompt/image-prompt.ts';
export { parseLogoPrompt } from './logo-brief/logo-brief.ts';
export { normaliseLogoBrief } from './logo-brief/logo-prefill.ts';
