import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_TOOL_LABELS,
  CHAT_TOOLS,
  type ChatMessageBodyInput,
  type ChatTool,
  chatTurnImages,
  type FileCategory,
  type ToolMessage,
  toolMessageSchema,
} from '@packsmith/core';

/** What a tool's form asks for; the rules themselves are core's toolMessageSchema. */
export interface ToolFormSpec {
  description?: { required: boolean; label: string; placeholder: string };
  numImages?: boolean;
  upscaleSize?: boolean;
  /** An image the form needs (or, with `many`, accepts up to 5 of). */
  asset?: {
    key: 'logoAssetId' | 'productAssetId' | 'referenceImageAssetId' | 'referenceImageAssetIds';
    label: string;
    category: FileCategory;
    many?: boolean;
  };
  /** The form edits the active image (sent as originalAssetId). */
  original?: boolean;
}

const describe = (label: string, placeholder: string, required = true) => ({ required, label, placeholder });

/** One form per tool (spec part 2 §2, §5). Zoom out has none: it sends at once. */
export const TOOL_FORMS: Record<Exclude<ChatTool, 'zoom-out'>, ToolFormSpec> = {
  'replace-logo': {
    description: describe('Describe the logo', 'e.g. Our new round logo, keep it in the top corner'),
    asset: { key: 'logoAssetId', label: 'Logo', category: 'LOGO' },
  },
  'fix-text': {
    description: describe('What should the text say?', "e.g. Change the slogan to 'Small batch'"),
    numImages: true,
    original: true,
  },
  upscale: { upscaleSize: true },
  'add-background': {
    description: describe('Describe the background', 'e.g. A sunny kitchen counter'),
    numImages: true,
    original: true,
  },
  'new-sku': {
    description: describe('Describe the new SKU', 'e.g. A vanilla flavour', false),
    numImages: true,
  },
  'add-product-image': {
    description: describe('How should the product appear?', 'e.g. The bottle in the centre of the label'),
    numImages: true,
    asset: { key: 'productAssetId', label: 'Product image', category: 'PRODUCT_IMAGE' },
  },
  'back-of-pack': {},
  'colour-scheme': {
    description: describe('Describe the colours', 'e.g. Forest green and cream'),
    numImages: true,
    original: true,
  },
  'change-packaging-format': {
    description: describe('Describe the new format', 'e.g. A stand-up pouch', false),
    numImages: true,
    asset: {
      key: 'referenceImageAssetId',
      label: 'Reference image of the format',
      category: 'GENERAL_REFERENCE_IMAGE',
    },
  },
  'change-size': {
    description: describe('Describe the new size', 'e.g. 500 ml, 70 × 180 mm'),
    numImages: true,
    original: true,
  },
  variations: {
    description: describe('What should vary?', 'e.g. Try bolder typography'),
    numImages: true,
    asset: {
      key: 'referenceImageAssetIds',
      label: 'Reference images',
      category: 'VARIATIONS IMAGE UPLOAD',
      many: true,
    },
  },
  'new-variant': {
    description: describe('Describe the new variant', 'e.g. Strawberry'),
    numImages: true,
    original: true,
  },
  'angle-variations': {},
};

export const hasForm = (tool: ChatTool): tool is keyof typeof TOOL_FORMS => tool !== 'zoom-out';

/**
 * 'Missing form component for {tool}' when the URL's `tool` names a tool with no form (Zoom out
 * sends at once; an unknown name has none either); null when there is no tool or it has a form.
 */
export function missingFormFor(requested: string | null): string | null {
  if (!requested) return null;
  const known = (CHAT_TOOLS as readonly string[]).includes(requested);
  if (known && hasForm(requested as ChatTool)) return null;
  return CHAT_MESSAGES.toolbox.missingForm(requested.slice(0, 60));
}

export interface ToolFormValues {
  description: string;
  numImages: number;
  size: number;
  /** Ids of the images picked or uploaded for the form's asset field. */
  assetIds: string[];
}

export const initialToolValues = (): ToolFormValues => ({
  description: '',
  numImages: CHAT_LIMITS.defaultToolImages,
  size: CHAT_LIMITS.defaultUpscaleSize,
  assetIds: [],
});

/** What the toolbox hands to `onSend`: the POST /api/chat/messages body without asset and session. */
export type ToolboxMessage = Required<Pick<ChatMessageBodyInput, 'content' | 'variationCount'>> & {
  metadata: { toolbox: ToolMessage };
};

export type ToolFormErrors = Partial<Record<'description' | 'numImages' | 'size' | 'asset', string>>;

const ERROR_FIELD: Record<string, keyof ToolFormErrors> = {
  description: 'description',
  numImages: 'numImages',
  size: 'size',
  logoAssetId: 'asset',
  productAssetId: 'asset',
  referenceImageAssetId: 'asset',
  referenceImageAssetIds: 'asset',
};

/** The chat message for a tool: the label as content, the form in metadata, images as variations. */
export function toolboxMessage(toolbox: ToolMessage): ToolboxMessage {
  const requested = 'numImages' in toolbox ? toolbox.numImages : 1;
  return {
    content: CHAT_TOOL_LABELS[toolbox.tool],
    variationCount: chatTurnImages(toolbox.tool, requested),
    metadata: { toolbox },
  };
}

/**
 * Validates a form with core's schema: the message, or the first error of each field
 * ('Please enter a description', 'Upscale size must be 2 or 4', …).
 */
export function buildToolMessage(
  tool: ChatTool,
  values: ToolFormValues,
  activeAssetId: string,
): { ok: true; message: ToolboxMessage } | { ok: false; errors: ToolFormErrors } {
  const spec: ToolFormSpec = hasForm(tool) ? TOOL_FORMS[tool] : {};
  const input: Record<string, unknown> = { tool };
  if (spec.description) input.description = values.description;
  if (spec.numImages) input.numImages = values.numImages;
  if (spec.upscaleSize) input.size = values.size;
  if (spec.original) input.originalAssetId = activeAssetId;
  if (spec.asset) input[spec.asset.key] = spec.asset.many ? values.assetIds : values.assetIds[0];
  const parsed = toolMessageSchema.safeParse(input);
  if (parsed.success) return { ok: true, message: toolboxMessage(parsed.data) };
  const errors: ToolFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = ERROR_FIELD[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
