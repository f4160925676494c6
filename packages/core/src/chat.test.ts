import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_MESSAGES, CHAT_TOOLS, chatTurnCost, chatTurnImages } from './chat.ts';
import { chatMessageBodySchema, requestedImages, toolMessageSchema } from './contracts/chat.ts';
import { CREDIT_MESSAGES } from './credits.ts';

const A = '0b6f1f6e-3d4b-4a8f-9a43-2f8e2d1c9a01';
const S = '5d9a2c1e-7b3f-4e21-8c6d-1a2b3c4d5e6f';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('toolbox messages', () => {
  it('parses every tool with its defaults', () => {
    const minimal: Record<string, object> = {
      'replace-logo': { description: 'use the new logo', logoAssetId: A },
      'add-product-image': { description: 'put it in', productAssetId: A },
      'change-packaging-format': { referenceImageAssetId: A },
    };
    for (const tool of CHAT_TOOLS) {
      const input = { tool, description: 'make it nice', ...minimal[tool] };
      const r = toolMessageSchema.safeParse(input);
      expect(r.success, `${tool}: ${firstMessage(r)}`).toBe(true);
      if (r.success && 'numImages' in r.data) expect(r.data.numImages).toBe(1);
    }
  });

  it('requires a description on the description forms', () => {
    for (const tool of [
      'add-background',
      'add-product-image',
      'change-size',
      'fix-text',
      'colour-scheme',
      'variations',
      'new-variant',
      'replace-logo',
    ]) {
      for (const description of [undefined, '', '   ']) {
        const r = toolMessageSchema.safeParse({ tool, description, logoAssetId: A, productAssetId: A });
        expect(firstMessage(r), tool).toBe(CHAT_MESSAGES.descriptionRequired);
        expect(CHAT_MESSAGES.descriptionRequired).toBe('Please enter a description');
      }
    }
  });

  it('keeps numImages an integer from 1 to 4', () => {
    for (const numImages of [0, 5, 1.5, '2']) {
      const r = toolMessageSchema.safeParse({ tool: 'fix-text', description: 'x', numImages });
      expect(firstMessage(r)).toBe(CHAT_MESSAGES.numImages);
    }
    const ok = toolMessageSchema.parse({ tool: 'fix-text', description: 'x', numImages: 4 });
    expect(ok).toMatchObject({ numImages: 4 });
  });

  it('upscales by 2 or 4 only, default 4, always one image', () => {
    for (const size of [3, 1, 8, '2']) {
      const r = toolMessageSchema.safeParse({ tool: 'upscale', size });
      expect(firstMessage(r)).toBe('Upscale size must be 2 or 4');
    }
    expect(toolMessageSchema.parse({ tool: 'upscale' })).toEqual({ tool: 'upscale', size: 4 });
    expect(toolMessageSchema.parse({ tool: 'upscale', size: 2 })).toEqual({ tool: 'upscale', size: 2 });
    expect(chatTurnImages('upscale', 4)).toBe(1);
  });

  it('needs one asset on single-asset forms', () => {
    expect(firstMessage(toolMessageSchema.safeParse({ tool: 'replace-logo', description: 'x' }))).toBe(
      CHAT_MESSAGES.oneAsset,
    );
    expect(firstMessage(toolMessageSchema.safeParse({ tool: 'add-product-image', description: 'x' }))).toBe(
      CHAT_MESSAGES.oneAsset,
    );
    expect(
      toolMessageSchema.safeParse({ tool: 'change-packaging-format', referenceImageAssetId: [A, A] }).success,
    ).toBe(false);
    const six = Array.from({ length: 6 }, () => A);
    expect(
      firstMessage(
        toolMessageSchema.safeParse({ tool: 'variations', description: 'x', referenceImageAssetIds: six }),
      ),
    ).toBe(CHAT_MESSAGES.tooManyReferenceImages);
  });

  it('refuses an unknown tool', () => {
    expect(firstMessage(toolMessageSchema.safeParse({ tool: 'make-coffee' }))).toBe(
      CHAT_MESSAGES.unknownTool,
    );
  });
});

describe('POST /api/chat/messages body', () => {
  const body = { assetId: A, designSessionId: S, content: 'make it green' };

  it('defaults variationCount to 1 and metadata to empty', () => {
    const b = chatMessageBodySchema.parse(body);
    expect(b.variationCount).toBe(1);
    expect(b.metadata).toEqual({});
    expect(b.conversationId).toBeUndefined();
    expect(requestedImages(b)).toBe(1);
  });

  it('refuses blank, too long and broken content', () => {
    for (const content of ['', '   ', undefined]) {
      expect(firstMessage(chatMessageBodySchema.safeParse({ ...body, content }))).toBe(
        CHAT_MESSAGES.contentRequired,
      );
    }
    expect(firstMessage(chatMessageBodySchema.safeParse({ ...body, content: 'x'.repeat(10_000) }))).toBe(
      CHAT_MESSAGES.contentTooLong,
    );
    expect(
      chatMessageBodySchema.safeParse({ ...body, content: 'x'.repeat(CHAT_LIMITS.contentMax) }).success,
    ).toBe(true);
    expect(chatMessageBodySchema.safeParse({ ...body, content: 'bad \u0000 byte' }).success).toBe(false);
  });

  it('takes variationCount 1 to 4 as a number only', () => {
    for (const variationCount of [0, 5, '2', 2.5, null]) {
      expect(firstMessage(chatMessageBodySchema.safeParse({ ...body, variationCount }))).toBe(
        CHAT_MESSAGES.variationCount,
      );
    }
    expect(requestedImages(chatMessageBodySchema.parse({ ...body, variationCount: 3 }))).toBe(3);
  });

  it('needs real ids and carries a typed toolbox message', () => {
    expect(chatMessageBodySchema.safeParse({ ...body, assetId: 'nope' }).success).toBe(false);
    expect(chatMessageBodySchema.safeParse({ ...body, designSessionId: undefined }).success).toBe(false);
    const up = chatMessageBodySchema.safeParse({
      ...body,
      metadata: { toolbox: { tool: 'upscale', size: 3 } },
    });
    expect(firstMessage(up)).toBe('Upscale size must be 2 or 4');
    const fix = chatMessageBodySchema.parse({
      ...body,
      variationCount: 4,
      metadata: { toolbox: { tool: 'fix-text', description: 'brand to Nordlys', numImages: 2 } },
    });
    expect(requestedImages(fix)).toBe(2);
    const angles = chatMessageBodySchema.parse({
      ...body,
      metadata: { toolbox: { tool: 'angle-variations' } },
    });
    expect(requestedImages(angles)).toBe(4);
    const six = Array.from({ length: 6 }, () => A);
    expect(
      chatMessageBodySchema.safeParse({
        ...body,
        metadata: { supplementaryFiles: { attachedAssetIds: six } },
      }).success,
    ).toBe(false);
  });
});

describe('chat costs (spec part 2 §9)', () => {
  it('charges per message × variations, 5 per quick edit and 4 × 3 for See angles', () => {
    expect(chatTurnCost(undefined, 1)).toBe(5);
    expect(chatTurnCost(undefined, 3)).toBe(15);
    expect(chatTurnCost(undefined, 4)).toBe(20);
    expect(chatTurnCost('colour-scheme', 2)).toBe(10);
    expect(chatTurnCost('upscale', 4)).toBe(5);
    expect(chatTurnCost('zoom-out', 1)).toBe(5);
    expect(chatTurnCost('angle-variations', 1)).toBe(12);
    for (const tool of CHAT_TOOLS) if (tool !== 'angle-variations') expect(chatTurnCost(tool, 1)).toBe(5);
  });

  it('uses the spec text for too few credits', () => {
    expect(CHAT_MESSAGES.insufficientCredits).toBe(
      "You don't have enough credits for this operation. Please purchase more credits to continue.",
    );
    expect(CHAT_MESSAGES.insufficientCredits).toBe(CREDIT_MESSAGES.insufficient);
  });
});
