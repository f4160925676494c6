import { describe, expect, it } from 'vitest';
import { isNetworkFailure, retryDelay, shouldRetryNetwork } from './retry';

const network = { kind: 'network' };
const http = { kind: 'http', status: 500 };

describe('onboarding-check retries', () => {
  it('waits 1 s, then doubles', () => {
    expect([0, 1, 2].map(retryDelay)).toEqual([1000, 2000, 4000]);
  });

  it('never waits more than 30 s', () => {
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(20)).toBe(30_000);
  });

  it('retries a network failure three times, then gives up', () => {
    expect(shouldRetryNetwork(0, network)).toBe(true);
    expect(shouldRetryNetwork(1, network)).toBe(true);
    expect(shouldRetryNetwork(2, network)).toBe(true);
    expect(shouldRetryNetwork(3, network)).toBe(false);
  });

  it('does not retry HTTP errors', () => {
    expect(shouldRetryNetwork(0, http)).toBe(false);
    expect(isNetworkFailure(http)).toBe(false);
    expect(isNetworkFailure(new Error('x'))).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
  });
});
