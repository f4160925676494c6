/**
 * Collections feature: the collections pages, the create and add-to-collection dialogs and the
 * sidebar panel's latest collections.
 */
export { AddToCollectionButton, AddToCollectionDialog } from './add-to-collection-dialog';
export { CollectionImagePicker } from './collection-image-picker';
export { CollectionPage } from './collection-page';
export { CollectionsPage } from './collections-page';
export { CreateCollectionDialog } from './create-collection-dialog';
export { LatestCollections } from './latest-collections';
