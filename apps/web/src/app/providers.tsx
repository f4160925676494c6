import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toast';
import { AddToCollectionButton, CollectionImagePicker } from '@/features/collections';
import { type AssetActions, AssetActionsContext, CollectionPickerContext } from '@/lib/asset-slots';

/** Actions every open image offers, wherever the asset dialog shows it. */
const assetActions: AssetActions = (assetIds) => <AddToCollectionButton assetIds={assetIds} />;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <AssetActionsContext.Provider value={assetActions}>
        <CollectionPickerContext.Provider value={CollectionImagePicker}>
          {children}
        </CollectionPickerContext.Provider>
      </AssetActionsContext.Provider>
      <Toaster />
    </QueryClientProvider>
  );
}
