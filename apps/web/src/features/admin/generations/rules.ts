import { type AdminGeneration, type DesignStatus, isDesignStatusActive } from '@packsmith/core';
import type { BadgeVariant } from '@/components/ui/badge';

type Row = Pick<AdminGeneration, 'status' | 'stalled'>;

/** Failed actions run again; unfinished ones only once they have stalled (the sweep's rule). */
export const canRetry = (row: Row) => row.status === 'error' || row.stalled;

/** Only unfinished actions can be cancelled. */
export const canCancel = (row: Row) => isDesignStatusActive(row.status);

const STATUS_BADGES: Record<DesignStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'neutral' },
  generating: { label: 'Generating', variant: 'brand' },
  retrying: { label: 'Retrying', variant: 'brand' },
  completed: { label: 'Completed', variant: 'success' },
  error: { label: 'Error', variant: 'danger' },
};

export function statusBadge(row: Row): { label: string; variant: BadgeVariant } {
  return row.stalled ? { label: 'Stalled', variant: 'warning' } : STATUS_BADGES[row.status];
}
