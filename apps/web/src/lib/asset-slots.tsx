import type { Asset } from '@packsmith/core';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/**
 * What other features add to the assets feature's screens, provided by the app
 * (app/providers.tsx) so the assets feature imports none of them.
 */

/**
 * The images an action works on: their asset ids, or a step that makes them the user's assets
 * first (a search result from the shared library is saved when the action is taken).
 */
export type AssetIdsSource = string[] | (() => Promise<string[]>);

/** Extra actions on an open image (Add to collection), wherever an image dialog shows it. */
export type AssetActions = (assets: AssetIdsSource) => ReactNode;

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
