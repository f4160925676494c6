import type { Asset } from '@packsmith/core';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/**
 * What other features add to the assets feature's screens, provided by the app
 * (app/providers.tsx) so the assets feature imports none of them.
 */

/** Extra actions on an open image (Add to collection), wherever the asset dialog shows it. */
export type AssetActions = (assetIds: string[]) => ReactNode;

export const AssetActionsContext = createContext<AssetActions>(() => null);

export const useAssetActions = () => useContext(AssetActionsContext);

/** "Choose from collections" in the image pickers: pick one image out of a collection. */
export interface CollectionPickerProps {
  selectedId: string | null;
  onSelect: (asset: Asset | null) => void;
  /** Double click: take the image at once. */
  onOpen?: (asset: Asset) => void;
}

export const CollectionPickerContext = createContext<ComponentType<CollectionPickerProps> | null>(null);

export const useCollectionPicker = () => useContext(CollectionPickerContext);
