import { type Asset, type FileCategory, UPLOAD_LIMITS } from '@packsmith/core';
import { Images, Upload } from 'lucide-react';
import { useId } from 'react';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import type { AssetFilters } from './api';
import { ExistingAssetPicker } from './existing-asset-picker';
import { ASSET_SELECTOR_PAGE_SIZE, type AssetSelection, type SelectorMode, selectionError } from './rules';
import { type UploadedFile, UploadField } from './upload-field';

export type AssetSelectorValue = AssetSelection<UploadedFile> & { asset: Asset | null };

export const emptyAssetSelection = (mode: SelectorMode = 'upload'): AssetSelectorValue => ({
  mode,
  files: [],
  asset: null,
});

/** The asset the selection points at: the (first) uploaded file's asset or the picked one. */
export function selectedAsset(value: AssetSelectorValue): Asset | null {
  return value.mode === 'upload' ? (value.files[0]?.asset ?? null) : value.asset;
}

/** 'Please upload a file' / 'Please select an asset', or null when the selection is complete. */
export const validateAssetSelection = (value: AssetSelectorValue) => selectionError(value);

/**
 * Upload a new file or choose one from the library — the shape every creation dialog's
 * reference-image step takes. Controlled: hold an `AssetSelectorValue` and show `error`
 * (from `validateAssetSelection`) after a submit attempt.
 */
export function AssetSelector({
  value,
  onChange,
  fileCategory,
  maxFiles = UPLOAD_LIMITS.maxFilesSingle,
  existingFilters,
  error,
  onBusyChange,
  onOpen,
  active = true,
  className,
}: {
  value: AssetSelectorValue;
  onChange: (value: AssetSelectorValue) => void;
  fileCategory: FileCategory;
  maxFiles?: number;
  existingFilters?: AssetFilters;
  error?: string | null;
  onBusyChange?: (busy: boolean) => void;
  onOpen?: (asset: Asset) => void;
  /** False while the selector is hidden (e.g. another tab): it then ignores pastes. */
  active?: boolean;
  className?: string;
}) {
  const id = useId();
  const modes = [
    { mode: 'upload', label: 'Upload new', icon: Upload },
    { mode: 'existing', label: 'Your uploads', icon: Images },
  ] as const;
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <div
        role="tablist"
        aria-label="Image source"
        className="inline-flex self-start rounded-xl bg-zinc-100 p-1"
        data-testid="selector-mode"
      >
        {modes.map(({ mode, label, icon: Icon }) => (
          <button
            key={mode}
            type="button"
            role="tab"
            aria-selected={value.mode === mode}
            aria-controls={`${id}-${mode}`}
            onClick={() => onChange({ ...value, mode })}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors',
              value.mode === mode ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-500 hover:text-zinc-800',
            )}
          >
            <Icon className="size-4" aria-hidden /> {label}
          </button>
        ))}
      </div>
      {/* Both stay mounted so an upload in progress survives a look at the library. */}
      <div id={`${id}-upload`} role="tabpanel" hidden={value.mode !== 'upload'}>
        <UploadField
          fileCategory={fileCategory}
          maxFiles={maxFiles}
          paste={active && value.mode === 'upload'}
          onChange={(files) => onChange({ ...value, files })}
          onBusyChange={onBusyChange}
        />
      </div>
      <div id={`${id}-existing`} role="tabpanel" hidden={value.mode !== 'existing'}>
        {value.mode === 'existing' ? (
          <ExistingAssetPicker
            filters={existingFilters}
            pageSize={ASSET_SELECTOR_PAGE_SIZE}
            value={value.asset?.id ?? null}
            onChange={(asset) => onChange({ ...value, asset })}
            onOpen={onOpen}
            invalid={!!error}
          />
        ) : null}
      </div>
      <FieldError message={error ?? undefined} />
    </div>
  );
}
