/**
 * The first step of the packaging range, variant range and photoshoot dialogs: pick the image
 * to start from — one of your designs, an image in a collection, or an upload from this device.
 */
import { type FileCategory, UPLOAD_MESSAGES } from '@packsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, type LucideIcon, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  type AssetSelectorValue,
  emptyAssetSelection,
  ImageSourceTabs,
  selectedAsset,
  validateAssetSelection,
} from '@/features/assets';
import { FlowBackButton } from '../shared';
import type { SourceTab } from './machine';

export interface ReferenceSourceOptions {
  tab: SourceTab;
  onTabChange: (tab: SourceTab) => void;
  /** Highlighted at first in previous designs (coming back from the form). */
  initialId?: string | null;
  onChoose: (assetId: string) => void;
}

/** What is picked on each tab, the validation message and whether an upload is running. */
export function useReferenceSource({ tab, onTabChange, initialId = null, onChoose }: ReferenceSourceOptions) {
  const [previousId, setPreviousId] = useState<string | null>(initialId);
  const [collectionPickId, setCollectionPickId] = useState<string | null>(null);
  const [selection, setSelectionState] = useState<AssetSelectorValue>(emptyAssetSelection());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  // Designs finished since the list was last loaded belong in it: refresh on opening.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['assets', 'infinite'] });
  }, [queryClient]);
  const chosenId =
    tab === 'previous'
      ? previousId
      : tab === 'collections'
        ? collectionPickId
        : tab === 'upload'
          ? (selectedAsset(selection)?.id ?? null)
          : null;

  return {
    tab,
    setTab: (next: SourceTab) => {
      setError(null);
      onTabChange(next);
    },
    previousId,
    setPreviousId: (id: string | null) => {
      setError(null);
      setPreviousId(id);
    },
    collectionPickId,
    setCollectionPickId: (id: string | null) => {
      setError(null);
      setCollectionPickId(id);
    },
    selection,
    setSelection: (next: AssetSelectorValue) => {
      setError(null);
      setSelectionState(next);
    },
    error,
    busy,
    setBusy,
    chosenId,
    choose: onChoose,
    /** Continue: the chosen image, or 'Please select an asset' / 'Please upload a file'. */
    submit: () => {
      if (busy) return;
      if (chosenId) return onChoose(chosenId);
      setError(tab === 'upload' ? validateAssetSelection(selection) : UPLOAD_MESSAGES.pleaseSelectAsset);
    },
  };
}
export type ReferenceSourceState = ReturnType<typeof useReferenceSource>;

export function ReferenceSourceTabs({
  state,
  fileCategory,
  className,
}: {
  state: ReferenceSourceState;
  /** Category uploads are saved under (DESIGN INSPIRATION, PRODUCT_IMAGE, …). */
  fileCategory: FileCategory;
  className?: string;
}) {
  return (
    <ImageSourceTabs
      tab={state.tab}
      onTabChange={state.setTab}
      previousId={state.previousId}
      onPreviousChange={(asset) => state.setPreviousId(asset?.id ?? null)}
      collectionPickId={state.collectionPickId}
      onCollectionPickChange={(asset) => state.setCollectionPickId(asset?.id ?? null)}
      selection={state.selection}
      onSelectionChange={state.setSelection}
      onBusyChange={state.setBusy}
      onOpen={(asset) => state.choose(asset.id)}
      fileCategory={fileCategory}
      uploadShort="Upload"
      error={state.error}
      testId="source-tabs"
      className={className}
    />
  );
}

/** 'Don't have a design?' → the packaging generator, into the same session when there is one. */
export const packagingGeneratorPath = (sessionId?: string) =>
  `/action/generate-packaging-design${sessionId ? `?sid=${encodeURIComponent(sessionId)}` : ''}`;

/** The "Don't have a design?" item under the selection: leads to where one can be made. */
export function NoDesignItem({
  description,
  onClick,
  icon: Icon = Sparkles,
}: {
  description: string;
  onClick: () => void;
  icon?: LucideIcon;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid="no-design"
      className="group flex w-full items-center gap-3 rounded-2xl border border-zinc-200 bg-gradient-to-r from-brand-50/70 to-white px-4 py-3 text-left transition hover:border-brand-300 hover:shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 shadow-xs ring-1 ring-brand-100">
        <Icon className="size-4.5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-zinc-900">Don&apos;t have a design?</span>
        <span className="block text-xs text-zinc-500">{description}</span>
      </span>
      <ArrowRight
        className="size-4 shrink-0 text-zinc-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600"
        aria-hidden
      />
    </button>
  );
}

/** The selection step's Back (to the Create new tiles, when the flow came from them), Cancel, Continue. */
export function ReferenceSourceActions({
  state,
  onCancel,
}: {
  state: ReferenceSourceState;
  onCancel: () => void;
}) {
  return (
    <>
      <FlowBackButton className="sm:mr-auto" />
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button onClick={state.submit} loading={state.busy} data-testid="source-continue">
        {state.busy ? UPLOAD_MESSAGES.uploading : 'Continue'}
        {state.busy ? null : <ArrowRight aria-hidden />}
      </Button>
    </>
  );
}
