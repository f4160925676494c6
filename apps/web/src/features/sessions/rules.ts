import {
  DESIGN_ACTION_LABELS,
  DESIGN_ACTIVE_STATUSES,
  type DesignAction,
  type DesignStatus,
  generationProgress,
  isDesignStatusActive,
} from '@packsmith/core';

/** Design actions and variations are re-fetched every 5 s while one of them is unfinished (spec §4). */
export const POLL_INTERVAL_MS = 5000;

export function shouldPoll(actions: readonly Pick<DesignAction, 'status'>[]): boolean {
  return actions.some((a) => isDesignStatusActive(a.status));
}

export const ACTION_LABELS = DESIGN_ACTION_LABELS;

export const STATUS_LABELS: Record<DesignStatus, string> = {
  pending: 'Queued',
  generating: 'Generating',
  retrying: 'Retrying',
  completed: 'Done',
  error: 'Failed',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** One line saying what was asked for: the prompt or the brief, per type. */
export function actionSummary(action: Pick<DesignAction, 'type' | 'metadata'>): string {
  const m = action.metadata;
  switch (action.type) {
    case 'logo-design': {
      const brand = text(m.brand);
      const industry = text(m.industry);
      return [brand && `Logo for ${brand}`, industry].filter(Boolean).join(' · ') || 'Logo design';
    }
    case 'packaging-range': {
      const types = Array.isArray(m.productsTypes)
        ? m.productsTypes.map((p) => text((p as { product?: unknown }).product)).filter(Boolean)
        : [];
      return types.length ? `On ${types.join(', ')}` : text(m.prompt) || 'Packaging range';
    }
    case 'variant-range':
      return (
        text(m.userDescription) ||
        text(m.userInstructions) ||
        (m.isGenerateAngles ? 'New angles of the design' : 'New variants')
      );
    case 'product-photoshoot':
      return [text(m.productDescription), text(m.scene)].filter(Boolean).join(' · ') || 'Product photoshoot';
    case 'packaging-generation':
      return [text(m.brand), text(m.prompt)].filter(Boolean).join(' · ') || 'Packaging concepts';
    default:
      return text(m.prompt) || ACTION_LABELS[action.type];
  }
}

/** The progress bar's percentage for an unfinished action, from its creation time. */
export function progressFor(action: Pick<DesignAction, 'status' | 'createdAt'>, now: number): number {
  if (action.status === 'completed') return 100;
  if (!DESIGN_ACTIVE_STATUSES.includes(action.status)) return 0;
  return generationProgress(now - Date.parse(action.createdAt));
}

/**
 * The percentage as the bar shows it: whole numbers, then tenths once the estimate passes 99
 * so the slow creep stays visible; floored, so a running action never shows 100.
 */
export function progressLabel(percent: number): string {
  if (percent >= 100) return '100%';
  if (percent < 99) return `${Math.floor(percent)}%`;
  return `${(Math.floor(percent * 10) / 10).toFixed(1)}%`;
}

/** The images the grid shows: one tile per requested image, in order, finished or not. */
export function imageTiles(action: Pick<DesignAction, 'images' | 'numberOfImagesRequestedByUser'>) {
  const missing = Math.max(0, action.numberOfImagesRequestedByUser - action.images.length);
  return [...action.images, ...Array.from({ length: missing }, () => null)];
}
