/**
 * The instruction an image-edit model (FLUX Kontext, gpt-image-1) gets for a chat or toolbox edit of
 * an image without a design document: the toolbox tool's template, the reader's operations where
 * they say exactly what to change ("Change the brand name to 'NORDA'"), and the person's own words.
 * Every prompt ends by asking the model to keep the rest of the image as it is.
 */
import { CHAT_TOOL_LABELS, type ToolMessage } from '@packsmith/core';
import type { EditOperation } from '@packsmith/render';

const KEEP =
  'Keep everything else exactly the same: the pack, its shape, the layout, the lighting and the other text.';

type Tool = ToolMessage['tool'];

/** One template per toolbox tool; `{d}` is the description typed in the tool's form. */
export const TOOL_PROMPTS: Record<Tool, string> = {
  'fix-text': 'Fix the text on the packaging: {d}. Render every letter crisp, correctly spelt and legible.',
  'add-background': 'Place the product on a new background: {d}. Keep the product itself untouched.',
  'add-product-image':
    'Add the product shown in the reference image to the packaging artwork: {d}. Match the print style of the pack.',
  'back-of-pack':
    'Show the back of this same pack, in the same design language: ingredients or details panel, barcode area, the brand name small.',
  'colour-scheme':
    'Give the packaging a new colour scheme: {d}. Keep the artwork and text, change only the colours.',
  'change-packaging-format':
    'Redesign this artwork onto a different packaging format: {d}. Carry over the brand, text and graphics.',
  'change-size': 'Change the proportions of the pack: {d}. Keep the artwork centred and complete.',
  variations: 'Make a variation of this design: {d}. Keep the brand recognisable.',
  'new-variant':
    'Make a new flavour or variant of this pack: {d}. Same brand and layout, new variant name and colours.',
  'new-sku': 'Make a new SKU of this pack: {d}. Same brand and layout.',
  'angle-variations': 'Show this same pack from a different angle, photographed the same way.',
  'zoom-out':
    'Zoom out: show more of the surroundings around the pack, the pack smaller and complete in the frame.',
  'replace-logo':
    'Replace the logo on the packaging with the logo in the reference image: {d}. Same size and place.',
  upscale: 'Upscale this image: sharpen detail and text without changing anything.',
};

const FIELD_NAMES: Record<string, string> = {
  brand: 'brand name',
  slogan: 'slogan',
  variant: 'variant name',
};

/** What one of the reader's operations asks, as an instruction; null when the words say it better. */
function operationInstruction(op: EditOperation): string | null {
  switch (op.type) {
    case 'set-text':
      return `Change the ${FIELD_NAMES[op.field] ?? op.field.replace(/([A-Z])/g, ' $1').toLowerCase()} on the packaging to '${op.value}'`;
    case 'set-template':
      return `Show the design on a ${op.template.replace(/-/g, ' ')} instead`;
    case 'set-view':
      return `Show the ${op.view.replace(/-/g, ' ')} view of the pack`;
    case 'new-variant':
      return `Make it the '${op.variant}' variant${op.colour ? ` in ${op.colour}` : ''}`;
    case 'set-size':
      return `Change the pack's proportions to ${op.w} × ${op.h}${op.d ? ` × ${op.d}` : ''} mm`;
    case 'set-background':
      return op.colour ? `Put it on a plain ${op.colour} background` : null;
    case 'recolour':
      return op.colours.length ? `Recolour it in ${op.colours.join(', ')}` : null;
    case 'zoom-out':
      return 'Zoom out, showing more around the pack';
    default:
      return null;
  }
}

export interface ModelEditAsk {
  message: string;
  tool?: ToolMessage;
  /** The reader's operations (those pixels could do and those only a model can). */
  operations: readonly EditOperation[];
}

/** The prompt for the image-edit model. */
export function modelEditPrompt({ message, tool, operations }: ModelEditAsk): string {
  const parts: string[] = [];
  if (tool) {
    const description = 'description' in tool && tool.description ? tool.description.trim() : '';
    parts.push(
      TOOL_PROMPTS[tool.tool].replace('{d}', description || 'as the person asked').replace(/\.?$/, '.'),
    );
  }
  const precise = [...new Set(operations.map(operationInstruction).filter((s): s is string => !!s))];
  if (precise.length) parts.push(`${precise.join('; ')}.`);
  const said = message.trim();
  // the person's own words, unless they are only the tool's label or already in its description
  const label = tool ? CHAT_TOOL_LABELS[tool.tool].toLowerCase() : '';
  if (said && said.toLowerCase() !== label && (!tool || !parts[0]!.includes(said)))
    parts.push(`The request: "${said}".`);
  parts.push(KEEP);
  return parts.join(' ');
}

/** The reference images a tool brings (a new logo, a product photo, a format's picture). */
export function toolReferenceIds(tool: ToolMessage | undefined): string[] {
  if (!tool) return [];
  switch (tool.tool) {
    case 'replace-logo':
      return [tool.logoAssetId];
    case 'add-product-image':
      return [tool.processedProductAssetId ?? tool.productAssetId];
    case 'change-packaging-format':
      return [tool.processedReferenceImageAssetId ?? tool.referenceImageAssetId];
    case 'variations':
      return tool.processedReferenceImageAssetIds.length
        ? tool.processedReferenceImageAssetIds
        : tool.referenceImageAssetIds;
    default:
      return [];
  }
}
