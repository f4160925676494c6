import { describe, expect, it } from 'vitest';
import { canCancel, canRetry, statusBadge } from './rules';

describe('admin generation actions', () => {
  it('offers retry on failed and stalled actions only', () => {
    expect(canRetry({ status: 'error', stalled: false })).toBe(true);
    expect(canRetry({ status: 'generating', stalled: true })).toBe(true);
    expect(canRetry({ status: 'generating', stalled: false })).toBe(false);
    expect(canRetry({ status: 'completed', stalled: false })).toBe(false);
  });

  it('offers cancel on unfinished actions only', () => {
    for (const status of ['pending', 'generating', 'retrying'] as const)
      expect(canCancel({ status, stalled: false }), status).toBe(true);
    for (const status of ['completed', 'error'] as const)
      expect(canCancel({ status, stalled: false }), status).toBe(false);
  });

  it('shows a stalled action as stalled whatever its status', () => {
    expect(statusBadge({ status: 'pending', stalled: true }).label).toBe('Stalled');
    expect(statusBadge({ status: 'error', stalled: false })).toEqual({ label: 'Error', variant: 'danger' });
  });
});
