/**
 * Chat editor contracts: the toolbox forms as typed messages and the POST /api/chat/messages
 * body (spec part 2 §3, §5, §7). The web forms and the server validate with the same schemas.
 */
import { z } from 'zod';
import {
  CHAT_LIMITS,
  CHAT_MESSAGE_TYPES,
  CHAT_TOOLS,
  CONVERSATION_MODES,
  CONVERSATION_STATUSES,
  chatTurnImages,
  CHAT_MESSAGES as M,
} from '../chat.ts';
import { DESIGN_MESSAGES } from '../design.ts';
import { safeText } from './safe-text.ts';

const L = CHAT_LIMITS;

const id = (missing: string = DESIGN_MESSAGES.invalidUuid) =>
  z.uuid({ error: (iss) => (iss.input === undefined ? missing : DESIGN_MESSAGES.invalidUuid) });

/** Required free text: trimmed, non-blank, at most the chat limit; missing or blank → `required`. */
const requiredText = (required: string) =>
  z
    .string({ error: required })
    .pipe(safeText())
    .transform((s) => s.trim())
    .pipe(z.string().min(1, required).max(L.contentMax, M.contentTooLong));

const description = () => requiredText(M.descriptionRequired);

const optionalDescription = () => safeText().trim().max(L.contentMax, M.contentTooLong).default('');

/** numImages: an integer 1 to 4, default 1. */
const numImages = () =>
  z
    .number({ error: M.numImages })
    .int(M.numImages)
    .min(L.minToolImages, M.numImages)
    .max(L.maxToolImages, M.numImages)
    .default(L.defaultToolImages);

/** The image the tool edits (spec: originalAssetId on background, size, text, colour scheme, new variant). */
const original = { originalAssetId: id().optional() };

/** Single-asset forms take exactly one asset id, uploaded or existing. */
const oneAsset = () => id(M.oneAsset);

export const upscaleSizeSchema = z
  .number({ error: M.upscaleSize })
  .refine((n): n is 2 | 4 => (L.upscaleSizes as readonly number[]).includes(n), M.upscaleSize);

export const toolMessageSchema = z.discriminatedUnion(
  'tool',
  [
    z.object({ tool: z.literal('replace-logo'), description: description(), logoAssetId: oneAsset() }),
    z.object({
      tool: z.literal('fix-text'),
      description: description(),
      numImages: numImages(),
      ...original,
    }),
    z.object({
      tool: z.literal('upscale'),
      size: upscaleSizeSchema.default(L.defaultUpscaleSize as 4),
    }),
    z.object({
      tool: z.literal('add-background'),
      description: description(),
      numImages: numImages(),
      ...original,
    }),
    z.object({ tool: z.literal('new-sku'), description: optionalDescription(), numImages: numImages() }),
    z.object({
      tool: z.literal('add-product-image'),
      description: description(),
      numImages: numImages(),
      productAssetId: oneAsset(),
      processedProductAssetId: id().optional(),
    }),
    z.object({ tool: z.literal('back-of-pack') }),
    z.object({
      tool: z.literal('colour-scheme'),
      description: description(),
      numImages: numImages(),
      ...original,
    }),
    z.object({
      tool: z.literal('change-packaging-format'),
      description: optionalDescription(),
      numImages: numImages(),
      referenceImageAssetId: oneAsset(),
      processedReferenceImageAssetId: id().optional(),
      /** A catalogue template id, when the user picked one instead of describing it. */
      template: z.string().trim().min(1).max(100).optional(),
    }),
    z.object({
      tool: z.literal('change-size'),
      description: description(),
      numImages: numImages(),
      ...original,
    }),
    z.object({
      tool: z.literal('variations'),
      description: description(),
      numImages: numImages(),
      referenceImageAssetIds: z.array(id()).max(L.referenceImagesMax, M.tooManyReferenceImages).default([]),
      processedReferenceImageAssetIds: z.array(id()).max(L.referenceImagesMax).default([]),
    }),
    z.object({
      tool: z.literal('new-variant'),
      description: description(),
      numImages: numImages(),
      ...original,
    }),
    z.object({ tool: z.literal('angle-variations') }),
    z.object({ tool: z.literal('zoom-out') }),
  ],
  { error: M.unknownTool },
);
export type ToolMessage = z.infer<typeof toolMessageSchema>;
export type ToolMessageInput = z.input<typeof toolMessageSchema>;

/** Chat attachments (behind the "chat editor supporting assets" flag). */
export const supplementaryFilesSchema = z.object({
  attachedAssetIds: z.array(id()).max(L.referenceImagesMax, M.tooManyReferenceImages).default([]),
  processedAttachedAssetIds: z.array(id()).max(L.referenceImagesMax).default([]),
});

export const chatMessageMetadataSchema = z.object({
  /** The toolbox tool and its form values; absent for a typed chat message. */
  toolbox: toolMessageSchema.optional(),
  supplementaryFiles: supplementaryFilesSchema.optional(),
});
export type ChatMessageMetadata = z.infer<typeof chatMessageMetadataSchema>;

/**
 * POST /api/chat/messages. `variationCount` is a number only: "2" is refused, not coerced. A
 * toolbox message carries its form in `metadata.toolbox` and the tool's label as `content`.
 */
export const chatMessageBodySchema = z.object({
  assetId: id(),
  designSessionId: id(),
  content: requiredText(M.contentRequired),
  conversationId: id().nullish(),
  variationCount: z
    .number({ error: M.variationCount })
    .int(M.variationCount)
    .min(L.minVariations, M.variationCount)
    .max(L.maxVariations, M.variationCount)
    .default(L.defaultVariations),
  metadata: chatMessageMetadataSchema.default({}),
});
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;
export type ChatMessageBodyInput = z.input<typeof chatMessageBodySchema>;

/** Images the turn produces: the tool's numImages (upscale 1, angles 4) or the variationCount. */
export function requestedImages(body: ChatMessageBody): number {
  const tool = body.metadata.toolbox;
  const n = tool && 'numImages' in tool ? tool.numImages : body.variationCount;
  return chatTurnImages(tool?.tool, n);
}

export const conversationStatusSchema = z.enum(CONVERSATION_STATUSES);

/** GET /api/chat/conversations/existing?sessionId&assetId */
export const existingConversationQuerySchema = z.object({ sessionId: id(), assetId: id() });

export const chatToolSchema = z.enum(CHAT_TOOLS, { error: M.unknownTool });

/** One output image of a turn, as the editor shows it. */
export const chatOutputAssetSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  parentId: z.string().nullable(),
});

export const chatMessageSchema = z.object({
  id: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  content: z.string(),
  createdAt: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  outputAssets: z.array(chatOutputAssetSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/chat/conversations/{id} and .../existing: status, messages (oldest first), assets. */
export const conversationSchema = z.object({
  id: z.string(),
  status: conversationStatusSchema,
  mode: z.enum(CONVERSATION_MODES),
  archived: z.boolean(),
  sessionId: z.string().nullable(),
  sourceAssetId: z.string().nullable(),
  createdAt: z.string(),
  messages: z.array(chatMessageSchema),
  /** Every output of the conversation, oldest first. */
  assets: z.array(chatOutputAssetSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST /api/chat/messages → data. `aiMessage` is there when the reply is already written. */
export const sendChatMessageResponseSchema = z.object({
  conversationId: z.string(),
  status: conversationStatusSchema,
  userMessage: chatMessageSchema,
  aiMessage: chatMessageSchema.nullable(),
  /**
   * The image the editor should show now, when the message moved it without making a new one
   * ("undo", "redo": nothing rendered, nothing charged). Absent otherwise (a new output is active).
   */
  activeAssetId: z.string().optional(),
});
export type SendChatMessageResponse = z.infer<typeof sendChatMessageResponseSchema>;

/**
 * A recommended next action after a chat turn (GET /api/chat/conversations/:id/recommended-actions):
 * a message the editor sends as if typed (with a toolbox tool when it is one), or the print action.
 */
export const recommendedActionSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(['message', 'print']),
  /** For 'message': the words sent. */
  message: z.string().optional(),
  /** For a toolbox tool without a form (See angles): sent as the message's tool. */
  tool: z.enum(['angle-variations', 'zoom-out']).optional(),
});
export type RecommendedAction = z.infer<typeof recommendedActionSchema>;

export const recommendedActionsQuerySchema = z.object({
  /** The image the next message would edit (the editor's active one); default the latest output. */
  assetId: z.uuid(DESIGN_MESSAGES.invalidUuid).optional(),
});
