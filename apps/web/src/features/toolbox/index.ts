/**
 * Toolbox feature: the Toolbox dialog (loaded on first open), its URL state and the send used
 * until the editor's chat send takes over.
 */
import { lazyDialog } from '@/lib/lazy-dialog';

export type { ToolboxMessage } from './forms';
export { sendToolboxMessage } from './send';
export type { ToolboxAsset, ToolboxDialogProps } from './toolbox-dialog';
export { useToolboxUrl } from './use-toolbox-url';

export const ToolboxDialog = lazyDialog<import('./toolbox-dialog').ToolboxDialogProps>(() =>
  import('./toolbox-dialog').then((m) => m.ToolboxDialog),
);
