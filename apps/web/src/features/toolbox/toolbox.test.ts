import { CHAT_MESSAGES, CHAT_TOOLS, TOOLBOX_TEXT } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { buildToolMessage, initialToolValues, missingFormFor, TOOL_FORMS, toolboxMessage } from './forms';
import { prepareLogo, ToolboxError } from './logo';
import { applicableOptions, costLabel, PIXEL_TOOLS, TOOLBOX_OPTIONS, visibleOptions } from './options';
import { PRINT_READY_REVIEWS, swipeStep, wrapIndex } from './reviews';
import { closeToolboxParams, openToolboxParams, readToolboxParams, updateToolboxParams } from './url';

const ASSET = '0b7f2c1e-4b9a-4c1e-9a43-1f2e3d4c5b6a';
const LOGO = '5d0c7a44-2f55-4a7b-8d6e-8c2a1b0f9e3d';
const labels = (xs: { label: string }[]) => xs.map((x) => x.label);

describe('toolbox search and filters', () => {
  it('search is a case-insensitive substring of the label, within the chip', () => {
    expect(labels(visibleOptions(TOOLBOX_OPTIONS, 'quick-edits', 'LOGO'))).toEqual(['Replace logo']);
    expect(labels(visibleOptions(TOOLBOX_OPTIONS, 'all', ' print-ready '))).toEqual([
      'Print-ready file: front',
      'Print-ready file: front and back',
      'Print-ready file: all sides',
    ]);
    // 'Fix text' matches by label only, not by its features ('Correct brand…').
    expect(visibleOptions(TOOLBOX_OPTIONS, 'all', 'brand')).toEqual([]);
    expect(visibleOptions(TOOLBOX_OPTIONS, 'rate-my-design', 'logo')).toEqual([]);
  });

  it('each chip shows its own cards; All shows every card', () => {
    expect(visibleOptions(TOOLBOX_OPTIONS, 'all', '')).toHaveLength(TOOLBOX_OPTIONS.length);
    expect(visibleOptions(TOOLBOX_OPTIONS, 'quick-edits', '').map((o) => o.id)).toEqual([...CHAT_TOOLS]);
    expect(labels(visibleOptions(TOOLBOX_OPTIONS, 'rate-my-design', ''))).toEqual([TOOLBOX_TEXT.rateLabel]);
    expect(labels(visibleOptions(TOOLBOX_OPTIONS, 'ai-image', ''))).toEqual([
      'Retouch AI image',
      'Professional photoshoot',
    ]);
  });

  it('cost badges: quick edits 5 credits each, See angles 4 images, services in cash', () => {
    const cost = (id: string) => costLabel(TOOLBOX_OPTIONS.find((o) => o.id === id)!.cost);
    expect(cost('replace-logo')).toBe('5 credits');
    expect(cost('angle-variations')).toBe('12 credits');
    expect(cost('rate-my-design')).toBe('5 credits');
    expect(cost('front-and-back')).toBe('$100');
    expect(cost('sku-adaptation')).toBe('$80');
    expect(costLabel({ credits: 1 })).toBe('1 credit');
  });

  it('service cards link to their print-ready page', () => {
    const service = TOOLBOX_OPTIONS.find((o) => o.id === 'all-sides');
    expect(service?.kind === 'service' && service.href).toBe('/print-ready/all-sides');
  });
});

describe('tools for an image without a design document', () => {
  it('with an image model every card applies; without one only the pixel tools, and every non-tool card', () => {
    expect(applicableOptions(TOOLBOX_OPTIONS, false)).toEqual(TOOLBOX_OPTIONS);
    const pixels = applicableOptions(TOOLBOX_OPTIONS, true);
    expect(pixels.filter((o) => o.kind === 'tool').map((o) => o.id)).toEqual(
      CHAT_TOOLS.filter((t) => PIXEL_TOOLS.includes(t)),
    );
    expect(pixels.filter((o) => o.kind !== 'tool')).toEqual(TOOLBOX_OPTIONS.filter((o) => o.kind !== 'tool'));
    // the note names exactly the tools left
    for (const o of pixels) if (o.kind === 'tool') expect(TOOLBOX_TEXT.pixelsOnly).toContain(o.label);
  });
});

describe('toolbox URL flags', () => {
  const read = (q: string) => readToolboxParams(new URLSearchParams(q));

  it('reads the flags; the filter defaults to Quick edits and unknown values are ignored', () => {
    expect(read('')).toEqual({ open: false, filter: 'quick-edits', tool: null, returnTo: null });
    expect(read('toolbox=true&toolboxFilter=print-ready&tool=upscale&return=editor')).toEqual({
      open: true,
      filter: 'print-ready',
      tool: 'upscale',
      returnTo: 'editor',
    });
    expect(read('toolbox=1&toolboxFilter=nope&tool=paint&return=home')).toEqual({
      open: false,
      filter: 'quick-edits',
      tool: null,
      returnTo: null,
    });
  });

  it('opening keeps the page params, picking and leaving a tool change only the tool', () => {
    const opened = openToolboxParams(new URLSearchParams('activeAssetId=a&tool=upscale'), {
      returnTo: 'session',
    });
    expect(opened.toString()).toBe('activeAssetId=a&toolbox=true&toolboxFilter=quick-edits&return=session');
    const withTool = updateToolboxParams(opened, { tool: 'fix-text' });
    expect(readToolboxParams(withTool).tool).toBe('fix-text');
    expect(updateToolboxParams(withTool, { tool: null }).get('tool')).toBeNull();
    expect(updateToolboxParams(opened, { filter: 'all' }).get('toolboxFilter')).toBe('all');
  });

  it('closing removes the flags; return decides what else closes', () => {
    const base = 'activeAssetId=a&isEditMode=true&toolbox=true&toolboxFilter=all&tool=upscale';
    const close = (q: string) => closeToolboxParams(new URLSearchParams(q)).toString();
    expect(close(`${base}&return=editor`)).toBe('activeAssetId=a&isEditMode=true');
    expect(close(`${base}&return=session`)).toBe('isEditMode=true');
    expect(close(`${base}&return=preview`)).toBe('activeAssetId=a');
    expect(close(base)).toBe('activeAssetId=a&isEditMode=true');
  });
});

describe('tool forms', () => {
  const values = (over: Partial<ReturnType<typeof initialToolValues>> = {}) => ({
    ...initialToolValues(),
    ...over,
  });

  it('a described form becomes the chat message: label as content, form in metadata, images as variations', () => {
    const built = buildToolMessage(
      'colour-scheme',
      values({ description: ' forest green ', numImages: 3 }),
      ASSET,
    );
    expect(built).toEqual({
      ok: true,
      message: {
        content: 'New colour scheme',
        variationCount: 3,
        metadata: {
          toolbox: {
            tool: 'colour-scheme',
            description: 'forest green',
            numImages: 3,
            originalAssetId: ASSET,
          },
        },
      },
    });
  });

  it('description is required where the spec says so', () => {
    for (const tool of [
      'fix-text',
      'add-background',
      'colour-scheme',
      'change-size',
      'new-variant',
    ] as const) {
      expect(buildToolMessage(tool, values({ description: '   ' }), ASSET)).toEqual({
        ok: false,
        errors: { description: CHAT_MESSAGES.descriptionRequired },
      });
    }
    expect(buildToolMessage('new-sku', values(), ASSET).ok).toBe(true);
  });

  it('numImages is a whole number from 1 to 4, default 1', () => {
    expect(initialToolValues().numImages).toBe(1);
    for (const n of [0, 5, 2.5])
      expect(buildToolMessage('fix-text', values({ description: 'x', numImages: n }), ASSET)).toEqual({
        ok: false,
        errors: { numImages: CHAT_MESSAGES.numImages },
      });
  });

  it('upscale is 2 or 4 (default 4) and always one image', () => {
    expect(initialToolValues().size).toBe(4);
    expect(buildToolMessage('upscale', values({ size: 3 }), ASSET)).toEqual({
      ok: false,
      errors: { size: 'Upscale size must be 2 or 4' },
    });
    const built = buildToolMessage('upscale', values({ size: 2, numImages: 4 }), ASSET);
    expect(built.ok && built.message).toMatchObject({
      variationCount: 1,
      metadata: { toolbox: { size: 2 } },
    });
  });

  it('single-asset forms need exactly one image; Replace logo needs a description too', () => {
    expect(buildToolMessage('replace-logo', values(), ASSET)).toEqual({
      ok: false,
      errors: { description: CHAT_MESSAGES.descriptionRequired, asset: CHAT_MESSAGES.oneAsset },
    });
    const built = buildToolMessage(
      'replace-logo',
      values({ description: 'new logo', assetIds: [LOGO] }),
      ASSET,
    );
    expect(built.ok && built.message.metadata.toolbox).toEqual({
      tool: 'replace-logo',
      description: 'new logo',
      logoAssetId: LOGO,
    });
    expect(buildToolMessage('add-product-image', values({ description: 'x' }), ASSET)).toMatchObject({
      ok: false,
      errors: { asset: CHAT_MESSAGES.oneAsset },
    });
  });

  it('Zoom out needs no form: one image, the tool alone in metadata', () => {
    expect(toolboxMessage({ tool: 'zoom-out' })).toEqual({
      content: 'Zoom out',
      variationCount: 1,
      metadata: { toolbox: { tool: 'zoom-out' } },
    });
  });

  it('angle variations send the four views; every tool but Zoom out has a form', () => {
    const built = buildToolMessage('angle-variations', values(), ASSET);
    expect(built.ok && built.message.variationCount).toBe(4);
    expect(Object.keys(TOOL_FORMS).sort()).toEqual(CHAT_TOOLS.filter((t) => t !== 'zoom-out').sort());
  });
});

describe('Replace logo processing', () => {
  it('uses the processed version when there is one, else processes the logo', async () => {
    const never = () => Promise.reject(new Error('not called'));
    expect(await prepareLogo({ id: LOGO, processedAssetId: ASSET }, never)).toBe(ASSET);
    const calls: string[] = [];
    const processed = await prepareLogo({ id: LOGO, processedAssetId: null }, async (id) => {
      calls.push(id);
      return { id: ASSET };
    });
    expect([processed, calls]).toEqual([ASSET, [LOGO]]);
  });

  it("fails with the spec's texts: unsaved upload, processing failure", async () => {
    await expect(prepareLogo(null)).rejects.toEqual(new ToolboxError('Failed to save logo asset'));
    await expect(
      prepareLogo({ id: LOGO, processedAssetId: null }, () => Promise.reject(new Error('422'))),
    ).rejects.toEqual(new ToolboxError('Failed to process logo asset'));
  });
});

describe('review carousel', () => {
  it('has four reviews and wraps around both ends', () => {
    expect(PRINT_READY_REVIEWS).toHaveLength(4);
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
  });

  it('a swipe left goes forward, right goes back, a short move is a tap', () => {
    expect(swipeStep(200, 100)).toBe(1);
    expect(swipeStep(100, 200)).toBe(-1);
    expect(swipeStep(100, 120)).toBe(0);
  });
});

describe('a tool without a form', () => {
  it("says 'Missing form component for {tool}' for Zoom out or an unknown tool, nothing otherwise", () => {
    expect(missingFormFor('zoom-out')).toBe('Missing form component for zoom-out');
    expect(missingFormFor('paint')).toBe(CHAT_MESSAGES.toolbox.missingForm('paint'));
    for (const tool of Object.keys(TOOL_FORMS)) expect(missingFormFor(tool)).toBeNull();
    expect(missingFormFor(null)).toBeNull();
    expect(missingFormFor('')).toBeNull();
    expect(missingFormFor('x'.repeat(500))?.length).toBe('Missing form component for '.length + 60);
  });
});
