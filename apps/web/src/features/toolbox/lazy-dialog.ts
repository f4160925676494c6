import { lazyDialog } from '@/lib/lazy-dialog';

/** The Toolbox dialog, loaded on first open. */
export const ToolboxDialog = lazyDialog<import('./toolbox-dialog').ToolboxDialogProps>(() =>
  import('./toolbox-dialog').then((m) => m.ToolboxDialog),
);
