/**
 * Toolbox feature: the Toolbox dialog (loaded on first open), its URL state, and `ToolboxHost`,
 * which mounts it inside the editor (sending through the editor's chat) or on a session page.
 */
export type { ToolboxMessage } from './forms';
export { ToolboxDialog } from './lazy-dialog';
export { sendToolboxMessage } from './send';
export type { ToolboxAsset, ToolboxDialogProps } from './toolbox-dialog';
export { ToolboxHost } from './toolbox-host';
export { useToolboxUrl } from './use-toolbox-url';
