import { describe, expect, it } from 'vitest';
import { modelEditPrompt, TOOL_PROMPTS, toolReferenceIds } from './edit-prompt.ts';

describe('image-edit model prompts', () => {
  it("the reader's text change sharpens the ask, and the rest is kept", () => {
    const prompt = modelEditPrompt({
      message: 'change the brand name to NORDA',
      operations: [{ type: 'set-text', field: 'brand', value: 'NORDA' }],
    });
    expect(prompt).toBe(
      'Change the brand name on the packaging to \'NORDA\'. The request: "change the brand name to NORDA". Keep everything else exactly the same: the pack, its shape, the layout, the lighting and the other text.',
    );
  });

  it("a toolbox tool's template carries its description; the tool's label is not repeated as the request", () => {
    const prompt = modelEditPrompt({
      message: 'Fix text',
      tool: {
        tool: 'fix-text',
        description: "the slogan should read 'Cold and bright'",
        numImages: 1,
      } as never,
      operations: [],
    });
    expect(prompt).toMatch(/^Fix the text on the packaging: the slogan should read 'Cold and bright'\./);
    expect(prompt).not.toContain('The request');
    expect(prompt).toMatch(/Keep everything else exactly the same/);
  });

  it('every tool has a template; tools with images name them as references', () => {
    for (const template of Object.values(TOOL_PROMPTS)) expect(template.length).toBeGreaterThan(20);
    expect(toolReferenceIds({ tool: 'replace-logo', description: 'x', logoAssetId: 'logo-1' })).toEqual([
      'logo-1',
    ]);
    expect(toolReferenceIds({ tool: 'zoom-out' })).toEqual([]);
  });
});
