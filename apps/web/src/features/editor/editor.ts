import { lazyDialog } from '@/lib/lazy-dialog';

export type { EditorDialogProps } from './editor-dialog';

/** The asset editor, loaded the first time it opens (it stays out of every page's first load). */
export const EditorDialog = lazyDialog(() => import('./editor-dialog').then((m) => m.EditorDialog));
