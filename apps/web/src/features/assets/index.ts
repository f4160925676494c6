/**
 * Assets feature: the one upload control (and its 'Add logo' preset), the Existing asset picker
 * and asset selector for creation dialogs, the Start editing dialog, the image chooser page (the
 * editor's and the extractor's selectors), the asset preview and the assets query hooks.
 */
export { AddLogoField } from './add-logo-field';
export {
  type AssetFilters,
  type AssetPage,
  assetsKeys,
  flattenPages,
  GENERATED_IMAGES,
  getAsset,
  listAssets,
  OWNED_IMAGES,
  rememberAssets,
  UPLOADED_IMAGES,
  useAsset,
  useAssetsPage,
  useInfiniteAssets,
  useToggleFavourite,
} from './api';
export { AssetImage, FavouriteButton } from './asset-image';
export { AssetPreviewDialog, type PreviewGallery } from './asset-preview';
export {
  AssetSelector,
  type AssetSelectorValue,
  emptyAssetSelection,
  selectedAsset,
  validateAssetSelection,
} from './asset-selector';
export { ExistingAssetPicker, type ExistingAssetPickerProps } from './existing-asset-picker';
export { NoFavourites, useFavouritesOnly } from './favourites-filter';
export { ImageChooserPage, type ImageChooserPageProps } from './image-chooser-page';
export { type ImageSource, ImageSourceTabs } from './image-source-tabs';
export { PickableAssetTile } from './pickable-asset-tile';
export { PreviousDesignsGrid } from './previous-designs-grid';
export { PublicDesignsNotice } from './public-designs-notice';
export { RecentImages } from './recent-images';
export { ReferencePickerDialog, type ReferencePickerDialogProps } from './reference-picker-dialog';
export { assetTitle, downloadName } from './rules';
export {
  StartEditingActions,
  StartEditingDialog,
  type StartEditingSource,
  StartEditingTabs,
  useStartEditing,
} from './start-editing';
export {
  UploadError,
  type UploadOptions,
  type UploadResult,
  type UploadWarning,
  uploadFiles,
} from './upload';
export { type UploadedFile, UploadField, type UploadFieldProps } from './upload-field';
