/**
 * The first step of the packaging range, variant range and photoshoot dialogs: pick the image
 * to start from — one of your designs, an image in a collection, or an upload from this device.
 */
import { type FileCategory, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@packsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, FolderHeart, type LucideIcon, Sparkles, Upload } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FieldError } from '@/components/ui/field';
import { type IconTab, IconTabList } from '@/components/ui/icon-tab-list';
import {
  AssetSelector,
  type AssetSelectorValue,
  emptyAssetSelection,
  PreviousDesignsGrid,
  selectedAsset,
  UPLOADED_IMAGES,
  validateAssetSelection,
} from '@/features/assets';
import { cn } from '@/lib/cn';
import { FlowBackButton } from '../shared';
import type { SourceTab } from './machine';

const TABS: readonly IconTab<SourceTab>[] = [
  { id: 'previous', label: 'Previous designs', short: 'Previous', icon: Sparkles },
  { id: 'collections', label: 'Choose from collections', short: 'Collections', icon: FolderHeart },
  { id: 'upload', label: 'Choose your image', short: 'Upload', icon: Upload },
];

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
  const [selection, setSelectionState] = useState<AssetSelectorValue>(emptyAssetSelection());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  // Designs finished since the list was last loaded belong in it: refresh on opening.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['assets', 'infinite'] });
  }, [queryClient]);
  const chosenId =
    tab === 'previous' ? previousId : tab === 'upload' ? (selectedAsset(selection)?.id ?? null) : null;

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
    <Tabs.Root
      value={state.tab}
      onValueChange={(v) => state.setTab(v as SourceTab)}
      className={cn('flex flex-col gap-4', className)}
    >
      <IconTabList tabs={TABS} label="Where is the image?" testId="source-tabs" />

      <Tabs.Content value="previous" className="min-h-64 focus-visible:outline-none sm:min-h-72">
        <PreviousDesignsGrid
          selectedId={state.previousId}
          onSelect={(asset) => state.setPreviousId(asset?.id ?? null)}
          onOpen={(asset) => state.choose(asset.id)}
          onUploadInstead={() => state.setTab('upload')}
        />
      </Tabs.Content>

      <Tabs.Content value="collections" className="min-h-64 focus-visible:outline-none sm:min-h-72">
        <div className="flex min-h-64 items-center justify-center rounded-2xl border border-dashed border-zinc-200 sm:min-h-72">
          <EmptyState
            icon={FolderHeart}
            title="No collections"
            description="Collections you create will appear here, so you can pick an image from any of them."
          />
        </div>
      </Tabs.Content>

      {/* Kept mounted so an upload carries on while another tab is open. */}
      <Tabs.Content
        value="upload"
        forceMount
        className="min-h-64 focus-visible:outline-none data-[state=inactive]:hidden sm:min-h-72"
      >
        <AssetSelector
          value={state.selection}
          onChange={state.setSelection}
          fileCategory={fileCategory}
          maxFiles={UPLOAD_LIMITS.maxFilesSingle}
          existingFilters={UPLOADED_IMAGES}
          onBusyChange={state.setBusy}
          onOpen={(asset) => state.choose(asset.id)}
          active={state.tab === 'upload'}
        />
      </Tabs.Content>
      {state.error ? <FieldError message={state.error} /> : null}
    </Tabs.Root>
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
