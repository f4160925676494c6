import { createContext, type ReactNode, useContext } from 'react';

/**
 * Extra actions on an open image (Add to collection), rendered by the asset dialog wherever it
 * is shown. The app provides them (app/providers.tsx), so the assets feature needs no import of
 * the features that offer them.
 */
export type AssetActions = (assetIds: string[]) => ReactNode;

export const AssetActionsContext = createContext<AssetActions>(() => null);

export const useAssetActions = () => useContext(AssetActionsContext);
