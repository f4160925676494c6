import { lazyDialog } from '@/lib/lazy-dialog';

export type { PreviewGallery } from './asset-preview-dialog';

/** The asset preview dialog, loaded the first time an image is opened. */
export const AssetPreviewDialog = lazyDialog(() =>
  import('./asset-preview-dialog').then((m) => m.AssetPreviewDialog),
);
