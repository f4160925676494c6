import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Toaster } from '@/components/ui/toast';
import {
  type AssetActions,
  AssetActionsContext,
  CollectionPickerContext,
  type CollectionPickerProps,
} from '@/lib/asset-slots';

// Loaded with the first image dialog or picker that shows them: their forms (react-hook-form,
// zod) stay out of the first load.
const AddToCollectionButton = lazy(() =>
  import('@/features/collections/add-to-collection-dialog').then((m) => ({
    default: m.AddToCollectionButton,
  })),
);
const CollectionImagePicker = lazy(() =>
  import('@/features/collections/collection-image-picker').then((m) => ({
    default: m.CollectionImagePicker,
  })),
);

/** Actions every open image offers, wherever the asset dialog shows it. */
const assetActions: AssetActions = (assets) => (
  <Suspense fallback={null}>
    <AddToCollectionButton assets={assets} />
  </Suspense>
);

function CollectionPicker(props: CollectionPickerProps) {
  return (
    <Suspense fallback={null}>
      <CollectionImagePicker {...props} />
    </Suspense>
  );
}

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
        <CollectionPickerContext.Provider value={CollectionPicker}>
          {children}
        </CollectionPickerContext.Provider>
      </AssetActionsContext.Provider>
      <Toaster />
    </QueryClientProvider>
  );
}
