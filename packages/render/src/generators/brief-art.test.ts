import { describe, expect, it } from 'vitest';
import { deltaE, hexToLab } from '../raster/measured-palette.ts';
import { backgroundAgainst, namedColours, readArtworkAsk, readColourAsk, toNamedHue } from './brief-art.ts';

describe('reading the artwork ask', () => {
  it('draws what follows "with" first, and reads fruit, herbs and a steaming cup as motifs', () => {
    expect(readArtworkAsk('Wildflower honey with bees and a honeycomb pattern').motifs.slice(0, 2)).toEqual([
      'bee',
      'hexagon',
    ]);
    const tea = readArtworkAsk('Peppermint tea tin with hand-drawn mint leaves and a steaming cup');
    expect(tea.motifs.slice(0, 2)).toEqual(['leaf', 'tea']);
    expect(tea.drawn).toBe(true);
    expect(readArtworkAsk('Bold orange slices on a juice bottle')).toMatchObject({
      motifs: ['citrus'],
      bold: true,
    });
  });

  it('reads a pattern by name or by its motif, and "no pattern"', () => {
    expect(readArtworkAsk('big polka dots').pattern).toBe('dots');
    expect(readArtworkAsk('a lemon pattern')).toMatchObject({ pattern: 'icons', patternIcon: 'citrus' });
    expect(readArtworkAsk('minimal, no pattern').pattern).toBe('none');
    expect(readArtworkAsk('Coffee with a mountain').pattern).toBeNull();
  });
});

describe('reading colours', () => {
  it('maps names to curated colours, not the flat screen ones, and keeps products out', () => {
    expect(namedColours('dark green')).toEqual(['#1E4D2B']);
    expect(namedColours('terracotta and cream')).toEqual(['#C8644B', '#F3E9D2']);
    expect(namedColours('olive tapenade, red wine, orange slices, lavender body butter')).toEqual([
      '#9A7BC0',
    ]);
  });

  it('keeps a named background apart from the pack colours', () => {
    const ask = readColourAsk('Rose face cream in white and gold on a pastel pink background');
    expect(ask).toMatchObject({ background: '#F4C2C2', pack: ['#FFFFFF', '#C9A227'] });
    expect(readColourAsk('Green matcha pouch, make the background dark green').background).toBe('#1E4D2B');
  });

  it('moves a background away from a pack of the same colour until the pack stands off it', () => {
    const pack = '#3A7D44';
    const ground = backgroundAgainst('#1E4D2B', pack);
    expect(deltaE(hexToLab(ground), hexToLab(pack))).toBeGreaterThanOrEqual(30);
    expect(hexToLab(ground)[0]).toBeLessThan(hexToLab('#1E4D2B')[0]);
    expect(backgroundAgainst('#F4C2C2', '#14213D')).toBe('#F4C2C2');
  });

  it('turns an unrequested hue into the nearest named one, and leaves neutrals alone', () => {
    const blue = '#6495ED';
    const kept = toNamedHue(blue, ['#C8644B', '#F3E9D2']);
    expect(kept).not.toBe(blue);
    const [, a, b] = hexToLab(kept);
    expect(Math.atan2(b, a) * (180 / Math.PI)).toBeGreaterThan(20);
    expect(toNamedHue('#F6F3EC', ['#C8644B'])).toBe('#F6F3EC');
    const [, ga, gb] = hexToLab(toNamedHue('#D7263D', ['#111111', '#FFFFFF']));
    expect(Math.hypot(ga, gb)).toBeLessThan(1);
  });
});
