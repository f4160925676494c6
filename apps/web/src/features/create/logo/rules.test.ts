import { DESIGN_MESSAGES, NAMED_COLOURS, parseDesignActionRequest } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import {
  applyPrefill,
  canLeaveStep,
  cleanColours,
  colourDisabled,
  colourLabel,
  descriptionCounter,
  emptyLogoForm,
  firstInvalidStep,
  formFieldOf,
  hasBack,
  LOGO_STEPS,
  type LogoForm,
  logoFormFromMetadata,
  logoRequest,
  notesCounter,
  selectionChanged,
  stepErrors,
  stepOfField,
  toggleColour,
} from './rules';

const form = (patch: Partial<LogoForm> = {}): LogoForm => ({ ...emptyLogoForm(), ...patch });
const long = 'x'.repeat(10001);
const uuid = '5b0e7c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('logo wizard steps', () => {
  it('goes brand → audience → style, with Back on every step but the first', () => {
    expect(LOGO_STEPS).toEqual(['Your brand', 'Your target audience', 'Your style']);
    expect(hasBack(0)).toBe(false);
    expect(hasBack(1)).toBe(true);
    expect(hasBack(2)).toBe(true);
  });

  it('needs a brand name to leave the first step', () => {
    expect(canLeaveStep(0, form())).toBe(false);
    expect(stepErrors(0, form({ brand: '   ' }))).toEqual({ brand: DESIGN_MESSAGES.brandRequired });
    expect(canLeaveStep(0, form({ brand: 'Sunny Days' }))).toBe(true);
  });

  it('keeps Next disabled while the brand description is over 10000 characters', () => {
    const f = form({ brand: 'Sunny Days', brandDescription: long });
    expect(stepErrors(0, f)).toEqual({ brandDescription: DESIGN_MESSAGES.textTooLong });
    expect(descriptionCounter(f)).toMatchObject({ count: 10001, over: true, label: '10001 / 10000' });
    expect(canLeaveStep(0, { ...f, brandDescription: 'x'.repeat(10000) })).toBe(true);
  });

  it('lets the optional audience step through empty', () => {
    expect(canLeaveStep(1, form())).toBe(true);
  });

  it('disables Generate while the notes are over 10000 characters', () => {
    const f = form({ brand: 'B', additionalNotes: long });
    expect(stepErrors(2, f)).toEqual({ additionalNotes: DESIGN_MESSAGES.textTooLong });
    expect(notesCounter(f).over).toBe(true);
    expect(firstInvalidStep(f)).toBe(2);
    expect(firstInvalidStep(form({ additionalNotes: long }))).toBe(0);
    expect(firstInvalidStep(form({ brand: 'B' }))).toBeNull();
  });
});

describe('where a message belongs', () => {
  it('maps request fields to the step and form field they are entered in', () => {
    expect(stepOfField('brand')).toBe(0);
    expect(stepOfField('brandDescription')).toBe(0);
    expect(stepOfField('brandFeel')).toBe(1);
    expect(stepOfField('hexColours')).toBe(2);
    expect(formFieldOf('hexColours')).toBe('colours');
    expect(stepOfField('remixedFrom')).toBe(2);
  });
});

describe('colour selection', () => {
  it('adds and removes colours, at most 4; a fifth is disabled', () => {
    let s = toggleColour([], 'FF0000');
    s = toggleColour(s, '00FF00');
    expect(s).toEqual(['FF0000', '00FF00']);
    expect(toggleColour(s, 'FF0000')).toEqual(['00FF00']);
    const four = ['111111', '222222', '333333', '444444'];
    expect(toggleColour(four, '555555')).toEqual(four);
    expect(colourDisabled(four, '555555')).toBe(true);
    expect(colourDisabled(four, '111111')).toBe(false);
    expect(colourDisabled(s, '555555')).toBe(false);
  });

  it("enables 'Save colours' only when the selection differs from the starting one", () => {
    expect(selectionChanged([], [])).toBe(false);
    expect(selectionChanged(['AAAAAA', 'BBBBBB'], ['BBBBBB', 'AAAAAA'])).toBe(false);
    expect(selectionChanged(['AAAAAA'], ['AAAAAA', 'BBBBBB'])).toBe(true);
    expect(selectionChanged(['AAAAAA'], ['CCCCCC'])).toBe(true);
  });

  it('offers a palette of about 180 named colours', () => {
    expect(NAMED_COLOURS.length).toBeGreaterThanOrEqual(150);
    expect(NAMED_COLOURS.length).toBeLessThanOrEqual(220);
    expect(colourLabel('000000')).toBe('Black');
    expect(colourLabel('123456')).toBe('#123456');
  });

  it('cleans colours: valid 6-digit hex, no #, upper case, distinct, at most 4', () => {
    expect(
      cleanColours(['#ff8800', 'FF8800', 'nope', '#12345', 'abcdef', '000000', '111111', '222222']),
    ).toEqual(['FF8800', 'ABCDEF', '000000', '111111']);
    expect(cleanColours(undefined)).toEqual([]);
  });
});

describe('pre-fills', () => {
  it('a remix starts from the fields of its design action', () => {
    const f = logoFormFromMetadata({
      type: 'LOGO_DESIGN',
      brand: 'Oakline',
      industry: 'Furniture',
      brandDescription: 'Solid oak tables',
      targetAudience: 'Young families',
      brandFeel: 'Calm',
      hexColours: ['2E4A3F', '#f5f5dc'],
      additionalNotes: 'A leaf',
    });
    expect(f).toEqual({
      brand: 'Oakline',
      industry: 'Furniture',
      brandDescription: 'Solid oak tables',
      targetAudience: 'Young families',
      brandFeel: 'Calm',
      colours: ['2E4A3F', 'F5F5DC'],
      additionalNotes: 'A leaf',
    });
  });

  it('the prompt pre-fill replaces the fields it found and keeps the rest', () => {
    const f = applyPrefill(form({ brand: 'Typed', brandFeel: 'Bold' }), {
      brand: 'Fizz & Co',
      industry: 'Beverages',
      brandDescription: 'Sparkling lemonade',
      targetAudience: '',
      brandFeel: '  ',
      hexColours: ['FFD700', 'bad'],
      additionalNotes: '',
      remixedFrom: null,
    });
    expect(f).toMatchObject({
      brand: 'Fizz & Co',
      industry: 'Beverages',
      brandDescription: 'Sparkling lemonade',
      brandFeel: 'Bold',
      colours: ['FFD700'],
    });
  });
});

describe('the request', () => {
  it('sends LOGO_DESIGN with its own type in the metadata and hex colours without #', () => {
    const body = logoRequest(
      form({ brand: ' Sunny Days ', industry: 'Food', colours: ['000000', 'FFD700'], brandFeel: '' }),
      {},
    );
    expect(body).toEqual({
      type: 'LOGO_DESIGN',
      metadata: {
        type: 'LOGO_DESIGN',
        brand: 'Sunny Days',
        industry: 'Food',
        brandDescription: undefined,
        targetAudience: undefined,
        brandFeel: undefined,
        hexColours: ['000000', 'FFD700'],
        naturalLanguageColours: 'Black, Gold',
        additionalNotes: undefined,
      },
    });
    const parsed = parseDesignActionRequest(body);
    expect(parsed.success && parsed.data.type).toBe('logo-design');
  });

  it('a remix names its source and keeps the session', () => {
    const body = logoRequest(form({ brand: 'B' }), { sessionId: uuid, remixedFromId: uuid });
    expect(body).toMatchObject({ sessionId: uuid, remixedFromId: uuid, metadata: { remixedFrom: uuid } });
    expect(parseDesignActionRequest(body).success).toBe(true);
  });

  it('the schema refuses a colour that is not a 6-character hex', () => {
    const parsed = parseDesignActionRequest(logoRequest(form({ brand: 'B', colours: ['12345'] }), {}));
    expect(parsed).toMatchObject({ success: false, message: DESIGN_MESSAGES.hexColour });
  });
});
