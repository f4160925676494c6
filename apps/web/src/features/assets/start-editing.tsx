import { type Asset, UPLOAD_MESSAGES } from '@packsmith/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { AssetPreviewDialog } from './asset-preview';
import {
  type AssetSelectorValue,
  emptyAssetSelection,
  selectedAsset,
  validateAssetSelection,
} from './asset-selector';
import { type ImageSource, ImageSourceTabs } from './image-source-tabs';
import { assetTitle } from './rules';

export type StartEditingSource = ImageSource;

/** State of the Start editing flow: the tab, what is picked on each, and the validation message. */
export function useStartEditing({
  initialSource = 'previous',
  source: controlledSource,
  onSourceChange,
  onChoose,
}: {
  initialSource?: StartEditingSource;
  source?: StartEditingSource;
  onSourceChange?: (source: StartEditingSource) => void;
  onChoose: (asset: Asset) => void;
}) {
  const [ownSource, setOwnSource] = useState<StartEditingSource>(initialSource);
  const source = controlledSource ?? ownSource;
  const [previous, setPrevious] = useState<Asset | null>(null);
  const [fromCollection, setFromCollection] = useState<Asset | null>(null);
  const [selection, setSelectionState] = useState<AssetSelectorValue>(emptyAssetSelection());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const chosen =
    source === 'previous'
      ? previous
      : source === 'collections'
        ? fromCollection
        : source === 'upload'
          ? selectedAsset(selection)
          : null;

  return {
    source,
    setSource: (next: StartEditingSource) => {
      setError(null);
      setOwnSource(next);
      onSourceChange?.(next);
    },
    previous,
    setPrevious: (asset: Asset | null) => {
      setError(null);
      setPrevious(asset);
    },
    fromCollection,
    setFromCollection: (asset: Asset | null) => {
      setError(null);
      setFromCollection(asset);
    },
    selection,
    setSelection: (next: AssetSelectorValue) => {
      if (next.mode !== selection.mode || next.asset !== selection.asset || next.files.length) setError(null);
      setSelectionState(next);
    },
    error,
    busy,
    setBusy: (next: boolean) => {
      if (next) setError(null);
      setBusy(next);
    },
    chosen,
    open: onChoose,
    submit: () => {
      if (busy) return;
      const message =
        source === 'upload'
          ? validateAssetSelection(selection)
          : chosen
            ? null
            : UPLOAD_MESSAGES.pleaseSelectAsset;
      if (message) setError(message);
      else if (chosen) onChoose(chosen);
    },
  };
}
export type StartEditingState = ReturnType<typeof useStartEditing>;

/** The three source tabs and their content. */
export function StartEditingTabs({ state, className }: { state: StartEditingState; className?: string }) {
  return (
    <ImageSourceTabs
      tab={state.source}
      onTabChange={state.setSource}
      previousId={state.previous?.id ?? null}
      onPreviousChange={state.setPrevious}
      collectionPickId={state.fromCollection?.id ?? null}
      onCollectionPickChange={state.setFromCollection}
      selection={state.selection}
      onSelectionChange={state.setSelection}
      onBusyChange={state.setBusy}
      onOpen={state.open}
      fileCategory="EDIT IMAGE UPLOAD"
      uploadShort="Your image"
      error={state.error}
      testId="start-editing-tabs"
      tall
      className={className}
    />
  );
}

/** Cancel (optional) and 'Open image'. */
export function StartEditingActions({
  state,
  onCancel,
}: {
  state: StartEditingState;
  onCancel?: () => void;
}) {
  return (
    <>
      {state.chosen ? (
        <p className="mr-auto hidden min-w-0 self-center truncate text-sm text-zinc-500 sm:block">
          Selected: <span className="font-medium text-zinc-800">{assetTitle(state.chosen)}</span>
        </p>
      ) : null}
      {onCancel ? (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      <Button onClick={state.submit} loading={state.busy} data-testid="open-image">
        {state.busy ? UPLOAD_MESSAGES.uploading : 'Open image'}
      </Button>
    </>
  );
}

function StartEditingContent({
  initialSource,
  onClose,
  onChoose,
}: {
  initialSource?: StartEditingSource;
  onClose: () => void;
  onChoose: (asset: Asset) => void;
}) {
  const state = useStartEditing({ initialSource, onChoose });
  return (
    <DialogContent
      size="xl"
      title="Start editing"
      description="Pick one of your designs, an image from a collection, or upload your own."
      footer={<StartEditingActions state={state} onCancel={onClose} />}
    >
      <StartEditingTabs state={state} />
    </DialogContent>
  );
}

/**
 * The Start editing dialog: 'Previous designs', 'Choose from collections', 'Choose your image'.
 * The chosen image opens in a preview (favourite, download) until the AI editor arrives.
 */
export function StartEditingDialog({
  open,
  onOpenChange,
  initialSource,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialSource?: StartEditingSource;
}) {
  const [previewId, setPreviewId] = useState<string | null>(null);
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        {open ? (
          <StartEditingContent
            initialSource={initialSource}
            onClose={() => onOpenChange(false)}
            onChoose={(asset) => {
              onOpenChange(false);
              setPreviewId(asset.id);
            }}
          />
        ) : null}
      </Dialog>
      <AssetPreviewDialog
        assetId={previewId}
        open={previewId !== null}
        onOpenChange={(o) => {
          if (!o) setPreviewId(null);
        }}
      />
    </>
  );
}
