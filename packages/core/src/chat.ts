/**
 * Chat editor and toolbox: tools, statuses, limits, texts and costs (spec part 2 §3–5, §8, §9).
 * The zod contracts that use them live in contracts/chat.ts.
 */
import {
  CREDIT_COSTS,
  CREDIT_LIMITS,
  CREDIT_MESSAGES,
  type CreditActionType,
  chatEditCost,
  seeAnglesCost,
} from './credits.ts';
import { UPLOAD_LIMITS } from './files.ts';

/** Every toolbox tool a chat message can carry in its metadata (spec part 2 §2, Toolbox dialog). */
export const CHAT_TOOLS = [
  'replace-logo',
  'fix-text',
  'upscale',
  'add-background',
  'new-sku',
  'add-product-image',
  'back-of-pack',
  'colour-scheme',
  'change-packaging-format',
  'change-size',
  'variations',
  'new-variant',
  'angle-variations',
  'zoom-out',
] as const;
export type ChatTool = (typeof CHAT_TOOLS)[number];

export const CHAT_TOOL_LABELS: Record<ChatTool, string> = {
  'replace-logo': 'Replace logo',
  'fix-text': 'Fix text',
  upscale: 'Upscale',
  'add-background': 'Add background',
  'new-sku': 'Generate new SKU',
  'add-product-image': 'Add product image',
  'back-of-pack': 'See back of pack',
  'colour-scheme': 'New colour scheme',
  'change-packaging-format': 'Change packaging format',
  'change-size': 'Change size',
  variations: 'Generate variations',
  'new-variant': 'New variant',
  'angle-variations': 'Angle variations',
  'zoom-out': 'Zoom out',
};

/** Conversation statuses in the order a turn moves through them (spec part 2 §3). */
export const CONVERSATION_STATUSES = [
  'standby',
  'pending',
  'queued',
  'dispatched',
  'thinking',
  'generating_images',
  'finalizing',
  'error',
] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const CONVERSATION_MODES = ['sync', 'async'] as const;
export const CHAT_MESSAGE_TYPES = ['user', 'ai', 'debug', 'quick action'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export const CHAT_LIMITS = {
  /**
   * OUR CHOICE: the longest chat message. The spec shows no limit; the issue names a
   * 10,000-character message as bad input, so the limit sits well below it.
   */
  contentMax: 4000,
  minVariations: CREDIT_LIMITS.chatMinVariations,
  maxVariations: CREDIT_LIMITS.chatMaxVariations,
  defaultVariations: CREDIT_LIMITS.chatDefaultVariations,
  /** Toolbox numImages: integer 1 to 4, default 1. */
  minToolImages: 1,
  maxToolImages: 4,
  defaultToolImages: 1,
  upscaleSizes: [2, 4] as const,
  defaultUpscaleSize: 4,
  /** See angles always renders the four views. */
  angleVariations: CREDIT_COSTS.seeAnglesVariations,
  referenceImagesMax: UPLOAD_LIMITS.maxReferenceImages,
  referenceImageMaxMb: UPLOAD_LIMITS.dialogMaxMb,
  /**
   * OUR CHOICE: a conversation with this many messages is archived (the spec archives a
   * conversation but shows no length); the next message gets the 'archived' answer.
   */
  archiveAfterMessages: 200,
  /** Estimated generation time shown by the progress bar, and polling while not standby. */
  estimatedSeconds: 120,
  pollMs: 3000,
  /** The toolbox sends its chat message this long after closing. */
  toolboxSendDelayMs: 100,
} as const;

export const CHAT_MESSAGES = {
  descriptionRequired: 'Please enter a description',
  upscaleSize: 'Upscale size must be 2 or 4',
  numImages: 'Number of images must be a whole number from 1 to 4',
  contentRequired: 'Please enter a message',
  contentTooLong: `Message must be at most ${CHAT_LIMITS.contentMax} characters`,
  variationCount: 'Variations must be a number from 1 to 4',
  unknownTool: 'Unknown tool',
  oneAsset: 'Please select one image',
  tooManyReferenceImages: `You can add up to ${CHAT_LIMITS.referenceImagesMax} reference images`,
  sendFailed: 'Failed to send message',
  sessionCreateFailed: 'Failed to create session',
  insufficientCredits: CREDIT_MESSAGES.insufficient,
  archived: 'This conversation has been archived. Please start a new conversation.',
  busy: 'Please wait for the current reply to finish before sending another message.',
  conversationNotFound: 'Conversation not found',
  /** With the 'chat editor supporting assets' flag off: said plainly instead of ignoring the files. */
  attachmentsUnavailable: 'Attaching reference images to a chat message is not available yet',
  attachmentType: 'Reference images must be PNG, JPG, WEBP, AVIF or SVG images',
  /** Inline in the reference picker (spec part 1 §errors), dismissible. */
  referenceUploadFailed: 'Failed to upload reference images',
  attachmentTooLarge: `Reference images must be at most ${CHAT_LIMITS.referenceImageMaxMb} MB each`,
  /** An SVG that still carries script or external content (uploads are cleaned; this is the guard). */
  attachmentUnsafe: 'This SVG contains scripts or external content and cannot be used as a reference image',
  editFailed: 'something went wrong while rendering the edit.',
  /**
   * Several outputs of an image with no design document: its pixels give one result per edit, and
   * a different-looking second one needs an AI image provider. Answered before anything is charged.
   */
  rasterVariations:
    'This image has no design document, so I can make one version of this edit, not several variations; that needs an AI image provider. Nothing was charged. Ask for one image, or edit a design made here.',
  /** A design whose artwork, product photo or logo can no longer be found cannot be re-drawn. */
  imageUnavailable:
    'an image this design is made from (its artwork, product or logo) is no longer available.',
  /** The AI message when a turn fails; the user sees why (appended) and that nothing was charged. */
  turnFailed: (reason: string) =>
    `I couldn't make that edit: ${reason.trim().replace(/([^.!?])$/, '$1.')} Nothing was charged.`,
  /** Appended to the reply when the image model answered fewer images than the turn asked for. */
  fewerImages: (made: number, asked: number, credits: number) =>
    `The image model made ${made} of the ${asked} images asked for, so ${credits} ${credits === 1 ? 'credit was' : 'credits were'} charged; the rest went back to your balance.`,
  toolbox: {
    noActiveImage: 'No active image selected',
    saveLogoFailed: 'Failed to save logo asset',
    processLogoFailed: 'Failed to process logo asset',
    saveReferencesFailed: 'Failed to save reference images',
    processReferencesFailed: 'Failed to process reference images',
    missingForm: (tool: string) => `Missing form component for ${tool}`,
  },
} as const;

/**
 * The chat reader's answers to messages that are not edits (questions, input it cannot act on):
 * none of them change the image, so each says nothing was charged.
 */
export const CHAT_EDIT_REPLIES = {
  opinion:
    'That\'s your call, but I can put options side by side: ask for "another version", or tell me what to change, e.g. "cleaner, less busy", "bigger logo", "a classic serif" or "warmer colours". Nothing was charged.',
  opinionPhoto:
    'That\'s your call, but I can try things: e.g. "golden-hour light", "shoot it from above", "on a wooden table", "scatter some leaves" or "moodier". Nothing was charged.',
  typeQuestion:
    'I can set the type as a classic serif, an elegant display serif, a script, handwritten, tall condensed, a slab serif, a clean geometric sans or a friendly rounded sans, bolder or lighter, in capitals or lower case, with wider or tighter letter spacing. Say which one. Nothing was charged.',
  colourQuestion:
    'Name colours ("sage green and gold", "#1F6FEB"), a mood ("pastel", "earthy", "black and white") or a direction ("warmer", "darker background", "more muted") and I will apply it. Nothing was charged.',
  practicalQuestion:
    'Downloads, print files and credits are in the image menu and your account page; here I change the design itself. Nothing was charged.',
  tooLong:
    'That message is too long for me to act on safely. Tell me the changes in a sentence or two, e.g. "make it green and call it NORDA". Nothing was charged.',
  noWords: 'Tell me in words what to change, e.g. "make it green" or "bigger logo". Nothing was charged.',
  otherLanguage:
    'I can only read edits written in English for now. Could you say it in English, e.g. "make the background blue"? Nothing was charged.',
  placement:
    'I can move the brand name or the symbol to the top, middle or bottom ("brand at the top"), make them bigger or smaller, or try another layout: big type, band, badge, split, minimal, framed, illustrated or vertical (the name up the side). Nothing was charged.',
  thanks: 'Glad you like it! Tell me whenever you want to change something. Nothing was charged.',
  formatPart: (part: string, design: string) =>
    `The ${part} comes with the ${design} format and can't be changed on its own; I can change the design printed on it. Nothing was charged.`,
  missingElement: (element: string, design: string) =>
    `I can't find a ${element} on this ${design}, so nothing was changed. Nothing was charged.`,
} as const;

/** Credits each toolbox tool costs per output image (spec part 2 §9: quick edits 5 each). */
const TOOL_UNIT_COST: Record<Exclude<ChatTool, 'angle-variations'>, number> = {
  'replace-logo': CREDIT_COSTS.chatTools.updateLogo,
  'fix-text': CREDIT_COSTS.chatTools.editText,
  upscale: CREDIT_COSTS.chatTools.upscale,
  'add-background': CREDIT_COSTS.editorQuickEdit,
  'new-sku': CREDIT_COSTS.editorQuickEdit,
  'add-product-image': CREDIT_COSTS.chatTools.addProductImage,
  'back-of-pack': CREDIT_COSTS.editorQuickEdit,
  'colour-scheme': CREDIT_COSTS.editorQuickEdit,
  'change-packaging-format': CREDIT_COSTS.chatTools.changePackagingFormat,
  'change-size': CREDIT_COSTS.chatTools.changePackageDimensions,
  variations: CREDIT_COSTS.chatTools.fromReferenceImages,
  'new-variant': CREDIT_COSTS.editorQuickEdit,
  'zoom-out': CREDIT_COSTS.chatTools.zoomOut,
};

/**
 * Images a turn produces: upscale is always 1, angle variations always the 4 views, other tools
 * their numImages, a plain chat message its variationCount.
 */
export function chatTurnImages(tool: ChatTool | undefined, requested: number): number {
  if (tool === 'upscale') return 1;
  if (tool === 'angle-variations') return CHAT_LIMITS.angleVariations;
  return Math.min(CHAT_LIMITS.maxVariations, Math.max(CHAT_LIMITS.minVariations, Math.trunc(requested)));
}

/**
 * Credits for one chat turn: a message costs the per-message cost × variations; a toolbox quick
 * edit 5 per image; See angles 4 × the per-image cost.
 */
export function chatTurnCost(tool: ChatTool | undefined, requested: number): number {
  if (tool === undefined) return chatEditCost(requested);
  if (tool === 'angle-variations') return seeAnglesCost();
  return TOOL_UNIT_COST[tool] * chatTurnImages(tool, requested);
}

/** The credit history's action type for a turn (the tool's own where the ledger has one). */
export function chatCreditAction(tool: ChatTool | undefined): CreditActionType {
  switch (tool) {
    case 'upscale':
      return 'chat_image_upscale';
    case 'replace-logo':
      return 'chat_logo_update';
    case 'add-product-image':
      return 'chat_product_image_update';
    case 'change-packaging-format':
      return 'change_packaging_format';
    default:
      return 'chat_image_generation';
  }
}
