import {
  ACCEPT_ATTRIBUTE,
  type Asset,
  DELIVERABLE_ACCEPT,
  isDeliverableCategory,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from '@packsmith/core';
import { CloudUpload, FileText, ImagePlus, X } from 'lucide-react';
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useAsset } from './api';
import { AssetImage, checkerboard } from './asset-image';
import { acceptHint, formatBytes, pastedFileName, transferFiles, type UploadSource } from './rules';
import { createPasteGuard } from './upload';
import { type UploaderOptions, type UploadItem, useUploader } from './use-uploader';

export type { UploadedFile } from './use-uploader';

export interface UploadFieldProps extends UploaderOptions {
  id?: string;
  /** 'dropzone' (dialogs, pages) or 'tile' (the compact 'Add logo' control). */
  variant?: 'dropzone' | 'tile';
  /** Text on the empty control. */
  title?: ReactNode;
  /** Replaces the accepted-types line. */
  hint?: ReactNode;
  /** Take images pasted anywhere on the page while mounted (default true). */
  paste?: boolean;
  disabled?: boolean;
  /** A validation message shown under the control (e.g. 'Please upload a file'). */
  error?: string;
  className?: string;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
const hasFiles = (e: DragEvent | globalThis.DragEvent) =>
  Array.from(e.dataTransfer?.types ?? []).includes('Files');

/**
 * The one upload control: drag and drop, the file picker, paste from the clipboard (repeats within
 * 100 ms ignored), previews with a clear button, 'Uploading...' while sending, and every toast of
 * the spec (type, size, file count, resize, processing and upload failures).
 */
export function UploadField({
  id: givenId,
  variant = 'dropzone',
  title,
  hint,
  paste = true,
  disabled,
  error,
  className,
  ...options
}: UploadFieldProps) {
  const autoId = useId();
  const id = givenId ?? `upload-${autoId}`;
  // Final print files (PDF, AI, EPS, ZIP): no image previews, no pasting.
  const printFiles = isDeliverableCategory(options.fileCategory);
  const uploader = useUploader(options);
  const { items, addFiles, remove, maxFiles, maxMb } = uploader;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const addRef = useRef(addFiles);
  addRef.current = addFiles;
  const guard = useRef(createPasteGuard(UPLOAD_LIMITS.pasteGuardMs));

  // Paste from the clipboard anywhere on the page while this control is mounted.
  useEffect(() => {
    if (!paste || disabled || printFiles) return;
    const onPaste = (event: ClipboardEvent) => {
      if (event.defaultPrevented) return;
      const data = event.clipboardData;
      let files: File[];
      try {
        files = transferFiles(data?.items, data?.files);
      } catch {
        addRef.current([], 'paste');
        return;
      }
      if (files.length === 0) return; // plain text: leave the paste alone
      event.preventDefault();
      if (!guard.current()) return;
      const at = new Date();
      const named = files.map((f, i) => {
        const name = pastedFileName(f.name, f.type, at, i);
        return name === f.name ? f : new File([f], name, { type: f.type, lastModified: f.lastModified });
      });
      void addRef.current(named, 'paste');
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [paste, disabled, printFiles]);

  // A file dropped just outside the zone must not navigate away from the page.
  useEffect(() => {
    const stop = (e: globalThis.DragEvent) => {
      if (hasFiles(e)) e.preventDefault();
    };
    window.addEventListener('dragover', stop);
    window.addEventListener('drop', stop);
    return () => {
      window.removeEventListener('dragover', stop);
      window.removeEventListener('drop', stop);
    };
  }, []);

  const take = (files: File[], source: UploadSource) => {
    if (!disabled) void addFiles(files, source);
  };
  const dropHandlers = {
    onDragEnter: (e: DragEvent) => {
      if (!hasFiles(e) || disabled) return;
      e.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (e: DragEvent) => {
      if (!hasFiles(e) || disabled) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      depth.current = 0;
      setDragging(false);
      take(transferFiles(e.dataTransfer.items, e.dataTransfer.files), 'drop');
    },
  };

  const input = (
    <input
      ref={inputRef}
      id={id}
      type="file"
      accept={printFiles ? DELIVERABLE_ACCEPT : ACCEPT_ATTRIBUTE}
      multiple={maxFiles > 1}
      disabled={disabled}
      className="peer sr-only"
      data-testid="upload-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => {
        const files = Array.from(e.target.files ?? []);
        e.target.value = '';
        take(files, 'pick');
      }}
    />
  );
  const typesHint = hint ?? acceptHint(maxMb, maxFiles);
  const busy = uploader.busy;

  if (variant === 'tile') {
    const item = items[0];
    return (
      <div className={cn('flex items-center gap-4', className)} data-testid="upload-field" data-busy={busy}>
        {item ? (
          <PreviewTile item={item} onRemove={remove} className="size-24 rounded-2xl" fit="contain" />
        ) : (
          // biome-ignore lint/a11y/noLabelWithoutControl: the file input is inside ({input})
          <label
            {...dropHandlers}
            data-testid="upload-dropzone"
            data-dragging={dragging || undefined}
            className={cn(
              'relative flex size-24 shrink-0 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-2xl border-2 border-dashed border-zinc-300 bg-zinc-50 text-zinc-500 transition-colors hover:border-brand-400 hover:bg-brand-50/60 hover:text-brand-700',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              dragging && 'border-brand-500 bg-brand-50 text-brand-700',
              error && 'border-red-300',
              disabled && 'pointer-events-none opacity-60',
            )}
          >
            {input}
            <ImagePlus className="size-5" aria-hidden />
            <span className="text-xs font-medium">{title ?? 'Add logo'}</span>
          </label>
        )}
        <div className="min-w-0 text-sm">
          <p className="font-medium text-zinc-800">
            {item
              ? item.status === 'uploading'
                ? UPLOAD_MESSAGES.uploading
                : item.name
              : (title ?? 'Add logo')}
          </p>
          <p className="mt-0.5 text-xs text-zinc-500">{typesHint}</p>
          {!item ? <PasteHint className="mt-0.5" /> : null}
          <FieldError id={`${id}-error`} message={error} />
        </div>
      </div>
    );
  }

  const single = maxFiles === 1;
  const first = items[0];
  return (
    <div className={cn('flex flex-col gap-3', className)} data-testid="upload-field" data-busy={busy}>
      {single && first ? (
        <SinglePreview item={first} onRemove={remove} />
      ) : (
        // biome-ignore lint/a11y/noLabelWithoutControl: the file input is inside ({input})
        <label
          {...dropHandlers}
          data-testid="upload-dropzone"
          data-dragging={dragging || undefined}
          className={cn(
            'group relative flex min-h-52 cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-zinc-300 bg-zinc-50/60 px-6 py-8 text-center transition-colors',
            'hover:border-brand-400 hover:bg-brand-50/40',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
            dragging && 'border-brand-500 bg-brand-50/70',
            error && 'border-red-300 bg-red-50/30',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          {input}
          <span
            className={cn(
              'flex size-12 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-card ring-1 ring-zinc-200/80 transition-transform',
              dragging && 'scale-110',
            )}
          >
            <CloudUpload className="size-6" aria-hidden />
          </span>
          <span className="flex flex-col gap-1">
            <span className="text-sm font-semibold text-zinc-900">
              {dragging
                ? 'Drop to upload'
                : (title ?? (
                    <>
                      <span className="pointer-coarse:hidden">
                        Drag and drop {single ? 'an image' : 'images'}, or{' '}
                        <span className="text-brand-700 underline decoration-brand-300 underline-offset-4 group-hover:decoration-brand-600">
                          browse
                        </span>
                      </span>
                      <span className="hidden pointer-coarse:inline">
                        Tap to choose {single ? 'an image' : 'images'}
                      </span>
                    </>
                  ))}
            </span>
            <span className="text-xs text-zinc-500">{typesHint}</span>
          </span>
          {printFiles ? null : <PasteHint />}
        </label>
      )}
      {!single && items.length > 0 ? (
        <div>
          <div className="mb-2 flex items-center justify-between text-xs text-zinc-500">
            <span>{busy ? UPLOAD_MESSAGES.uploading : 'Uploaded'}</span>
            <span>
              {items.length} / {maxFiles} files
            </span>
          </div>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {items.map((item) => (
              <li key={item.key}>
                {printFiles ? (
                  <FileTile item={item} onRemove={remove} />
                ) : (
                  <PreviewTile item={item} onRemove={remove} className="aspect-square rounded-xl" />
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function PasteHint({ className }: { className?: string }) {
  const mod = isMac() ? '⌘' : 'Ctrl';
  return (
    <span className={cn('hidden text-xs text-zinc-400 pointer-fine:inline', className)}>
      or paste with{' '}
      <kbd className="rounded border border-zinc-200 bg-white px-1 py-px font-sans text-[11px] text-zinc-600">
        {mod}
      </kbd>{' '}
      <kbd className="rounded border border-zinc-200 bg-white px-1 py-px font-sans text-[11px] text-zinc-600">
        V
      </kbd>
    </span>
  );
}

/** The saved asset, kept fresh until its thumbnail is ready. */
function useLiveAsset(asset: Asset | null) {
  const { data } = useAsset(asset?.id, { initialData: asset ?? undefined });
  return asset ? (data ?? asset) : null;
}

function itemImage(item: UploadItem, asset: Asset | null, prefer: 'thumbnail' | 'preview') {
  if (item.status === 'uploading' || !asset) return item.localUrl;
  return prefer === 'thumbnail' ? asset.thumbnailUrl : asset.previewUrl;
}

function ClearButton({
  name,
  onClick,
  className,
}: {
  name: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Remove ${name}`}
      title="Remove"
      data-testid="upload-clear"
      className={cn(
        'absolute top-1.5 right-1.5 z-10 flex size-7 items-center justify-center rounded-full bg-zinc-900/70 text-white shadow-sm backdrop-blur transition hover:bg-zinc-900',
        className,
      )}
    >
      <X className="size-3.5" aria-hidden />
    </button>
  );
}

function UploadingOverlay({ compact }: { compact?: boolean }) {
  return (
    <div
      className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-zinc-950/45 text-white backdrop-blur-[1px]"
      role="status"
    >
      <Spinner className={compact ? 'size-4' : 'size-6'} />
      <span className={cn('font-medium', compact ? 'text-[11px]' : 'text-sm')}>
        {UPLOAD_MESSAGES.uploading}
      </span>
    </div>
  );
}

function PreviewTile({
  item,
  onRemove,
  className,
  fit = 'cover',
}: {
  item: UploadItem;
  onRemove: (key: string) => void;
  className?: string;
  fit?: 'cover' | 'contain';
}) {
  const asset = useLiveAsset(item.status === 'done' ? item.asset : null);
  return (
    <figure
      className={cn(
        'relative overflow-hidden ring-1 ring-zinc-200',
        fit === 'contain' && checkerboard,
        className,
      )}
      data-testid="upload-preview"
      data-status={item.status}
      data-asset-id={asset?.id}
      data-processing={asset?.processingStatus}
    >
      <AssetImage
        src={itemImage(item, asset, 'thumbnail')}
        alt={item.name}
        fit={fit}
        eager
        className={cn('size-full', fit === 'contain' && 'bg-transparent')}
        imgClassName={fit === 'contain' ? 'p-2' : undefined}
      />
      {item.status === 'uploading' ? <UploadingOverlay compact /> : null}
      <ClearButton name={item.name} onClick={() => onRemove(item.key)} className="size-6" />
      <figcaption className="sr-only">{item.name}</figcaption>
    </figure>
  );
}

/** A non-image file: its icon and name instead of a preview. */
function FileTile({ item, onRemove }: { item: UploadItem; onRemove: (key: string) => void }) {
  return (
    <figure
      className="relative flex aspect-square flex-col items-center justify-center gap-1.5 overflow-hidden rounded-xl bg-zinc-50 p-2 ring-1 ring-zinc-200"
      data-testid="upload-preview"
      data-status={item.status}
      data-asset-id={item.status === 'done' ? item.asset?.id : undefined}
    >
      <FileText className="size-7 text-brand-600" aria-hidden />
      <figcaption className="w-full truncate text-center text-xs font-medium text-zinc-700">
        {item.name}
      </figcaption>
      {item.status === 'uploading' ? <UploadingOverlay compact /> : null}
      <ClearButton name={item.name} onClick={() => onRemove(item.key)} className="size-6" />
    </figure>
  );
}

function SinglePreview({ item, onRemove }: { item: UploadItem; onRemove: (key: string) => void }) {
  const asset = useLiveAsset(item.status === 'done' ? item.asset : null);
  const meta = asset
    ? [
        asset.width && asset.height ? `${asset.width} × ${asset.height}` : null,
        formatBytes(asset.bytes),
      ].filter(Boolean)
    : [];
  return (
    <figure
      className="overflow-hidden rounded-2xl border border-zinc-200 bg-white"
      data-testid="upload-preview"
      data-status={item.status}
      data-asset-id={asset?.id}
      data-processing={asset?.processingStatus}
    >
      <div className={cn('relative h-56 sm:h-64', checkerboard)}>
        <AssetImage
          src={itemImage(item, asset, 'thumbnail')}
          alt={item.name}
          fit="contain"
          eager
          className="size-full bg-transparent"
          imgClassName="p-3"
        />
        {item.status === 'uploading' ? <UploadingOverlay /> : null}
        <ClearButton
          name={item.name}
          onClick={() => onRemove(item.key)}
          className="top-2.5 right-2.5 size-8"
        />
      </div>
      <figcaption className="flex items-center gap-3 border-t border-zinc-100 px-4 py-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-zinc-900">{item.name}</p>
          <p className="text-xs text-zinc-500">
            {item.status === 'uploading'
              ? UPLOAD_MESSAGES.uploading
              : meta.length
                ? meta.join(' · ')
                : asset?.processingStatus === 'pending'
                  ? 'Preparing preview…'
                  : 'Uploaded'}
          </p>
        </div>
        {item.status === 'done' ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200 ring-inset">
            Uploaded
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
