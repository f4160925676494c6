import { type DesignStatus, isDesignStatusActive } from '@packsmith/core';
import type { BadgeVariant } from '@/components/ui/badge';

/** What every staff list row shows of the design action behind it. */
export interface CommandableRow {
  status: DesignStatus;
  stalled: boolean;
  /** Rows built on a design action name it; null when there is none to act on. */
  designActionId?: string | null;
}

const hasAction = (row: CommandableRow) => row.designActionId !== null;

/** Failed actions run again; unfinished ones only once they have stalled (the sweep's rule). */
export const canRetry = (row: CommandableRow) => hasAction(row) && (row.status === 'error' || row.stalled);

/** Only unfinished actions can be cancelled. */
export const canCancel = (row: CommandableRow) => hasAction(row) && isDesignStatusActive(row.status);

const STATUS_BADGES: Record<DesignStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'neutral' },
  generating: { label: 'Generating', variant: 'brand' },
  retrying: { label: 'Retrying', variant: 'brand' },
  completed: { label: 'Completed', variant: 'success' },
  error: { label: 'Error', variant: 'danger' },
};

export function statusBadge(row: CommandableRow): { label: string; variant: BadgeVariant } {
  return row.stalled ? { label: 'Stalled', variant: 'warning' } : STATUS_BADGES[row.status];
}
