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

  it('offers neither on a row with no design action behind it', () => {
    expect(canRetry({ status: 'error', stalled: false, designActionId: null })).toBe(false);
    expect(canCancel({ status: 'pending', stalled: false, designActionId: null })).toBe(false);
    const id = '00000000-0000-4000-8000-000000000000';
    expect(canRetry({ status: 'error', stalled: false, designActionId: id })).toBe(true);
    expect(canCancel({ status: 'pending', stalled: false, designActionId: id })).toBe(true);
  });

  it('shows a stalled action as stalled whatever its status', () => {
    expect(statusBadge({ status: 'pending', stalled: true }).label).toBe('Stalled');
    expect(statusBadge({ status: 'error', stalled: false })).toEqual({ label: 'Error', variant: 'danger' });
  });
});
