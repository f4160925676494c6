import { JUDGE_MESSAGES } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { costLabel, modeFrom, needsUpsell, pickProblem, scoreTone, togglePick } from './rules';

describe('judge rules', () => {
  it('reads the mode from the query', () => {
    expect(modeFrom('MULTI')).toBe('MULTI');
    expect(modeFrom('SINGLE')).toBe('SINGLE');
    expect(modeFrom(null)).toBe('SINGLE');
    expect(modeFrom('multi')).toBe('SINGLE');
  });

  it('SINGLE replaces the pick; MULTI adds up to 4 and unpicks on a second press', () => {
    expect(togglePick(['a'], 'b', 'SINGLE')).toEqual(['b']);
    expect(togglePick(['a'], 'a', 'SINGLE')).toEqual([]);
    expect(togglePick(['a', 'b', 'c'], 'd', 'MULTI')).toEqual(['a', 'b', 'c', 'd']);
    expect(togglePick(['a', 'b', 'c', 'd'], 'e', 'MULTI')).toEqual(['a', 'b', 'c', 'd']);
    expect(togglePick(['a', 'b'], 'a', 'MULTI')).toEqual(['b']);
  });

  it('names what is missing before Rate', () => {
    expect(pickProblem([], 'SINGLE')).toBe(JUDGE_MESSAGES.single);
    expect(pickProblem(['a'], 'SINGLE')).toBeNull();
    expect(pickProblem(['a'], 'MULTI')).toBe(JUDGE_MESSAGES.multi);
    expect(pickProblem(['a', 'b'], 'MULTI')).toBeNull();
  });

  it('costs 5 credits a design; Free and anonymous users get the upsell', () => {
    expect(costLabel(3)).toBe('15 credits');
    expect(costLabel(0)).toBe('5 credits a design');
    expect(needsUpsell('free')).toBe(true);
    expect(needsUpsell(null)).toBe(true);
    expect(needsUpsell('starter')).toBe(false);
    expect(scoreTone(8)).toBe('good');
    expect(scoreTone(6)).toBe('fair');
    expect(scoreTone(2)).toBe('poor');
  });
});
