import type { DesignAction } from '@packsmith/core';
import { DESIGN_LIMITS, DESIGN_MESSAGES } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { actionSummary, imageTiles, POLL_INTERVAL_MS, progressFor, progressLabel, shouldPoll } from './rules';
import { sessionNameError } from './session-name';

const at = (status: DesignAction['status']) => ({ status });

describe('session page rules', () => {
  it('polls every 5 s while any action is pending, generating or retrying', () => {
    expect(POLL_INTERVAL_MS).toBe(5000);
    for (const s of ['pending', 'generating', 'retrying'] as const) {
      expect(shouldPoll([at('completed'), at(s)])).toBe(true);
    }
    expect(shouldPoll([at('completed'), at('error')])).toBe(false);
    expect(shouldPoll([])).toBe(false);
  });

  it('estimates progress from the creation time and never reaches 100 while running', () => {
    const createdAt = new Date(0).toISOString();
    const running = { status: 'generating' as const, createdAt };
    expect(progressFor(running, 0)).toBe(0);
    expect(progressFor(running, 60_000)).toBeGreaterThan(progressFor(running, 30_000));
    expect(progressFor(running, 3_600_000)).toBeLessThan(100);
    expect(progressFor({ status: 'completed', createdAt }, 1000)).toBe(100);
    expect(progressFor({ status: 'error', createdAt }, 1000)).toBe(0);
  });

  it('labels the estimate without ever showing 100 while the action runs', () => {
    const createdAt = new Date(0).toISOString();
    const label = (elapsedMs: number) =>
      progressLabel(progressFor({ status: 'generating', createdAt }, elapsedMs));
    expect(label(0)).toBe('0%');
    expect(label(60_000)).toBe('50%');
    expect(label(118_000)).toBe('98%');
    expect(label(119_000)).toBe('99.0%');
    // Past the 120 s estimate it creeps in tenths and never gets to 100.
    expect(label(600_000)).toMatch(/^99\.\d%$/);
    expect(label(86_400_000)).toBe('99.9%');
    expect(progressLabel(100)).toBe('100%');
  });

  it('summarises each type by what was asked for', () => {
    const s = (type: DesignAction['type'], metadata: Record<string, unknown>) =>
      actionSummary({ type, metadata });
    expect(s('ai-imagery', { prompt: ' A lemon soda can ' })).toBe('A lemon soda can');
    expect(s('logo-design', { brand: 'Solbrew', industry: 'Coffee' })).toBe('Logo for Solbrew · Coffee');
    expect(s('packaging-range', { productsTypes: [{ product: 'Can' }, { product: 'Pouch' }] })).toBe(
      'On Can, Pouch',
    );
    expect(s('variant-range', { userDescription: 'Mango flavour' })).toBe('Mango flavour');
    expect(s('variant-range', { isGenerateAngles: true })).toBe('New angles of the design');
    expect(s('product-photoshoot', { productDescription: 'Tea tin', scene: 'Kitchen' })).toBe(
      'Tea tin · Kitchen',
    );
    expect(s('brand-moodboard', {})).toBe('Brand moodboard');
  });

  it('shows one tile per requested image, placeholders after the rows that exist', () => {
    const image = { id: 'a' } as DesignAction['images'][number];
    expect(imageTiles({ images: [image], numberOfImagesRequestedByUser: 3 })).toEqual([image, null, null]);
    expect(imageTiles({ images: [image, image], numberOfImagesRequestedByUser: 1 })).toHaveLength(2);
  });

  it('refuses an empty or too long session name with the shared message', () => {
    expect(sessionNameError('Summer drinks')).toBeNull();
    expect(sessionNameError('   ')).toBe(DESIGN_MESSAGES.sessionNameRequired);
    expect(sessionNameError('x'.repeat(DESIGN_LIMITS.sessionNameMax + 1))).not.toBeNull();
  });
});
