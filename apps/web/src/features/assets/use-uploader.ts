import {
  type Asset,
  type FileCategory,
  maxUploadMbFor,
  type SaveAssetsBody,
  type UploadMeta,
  validateFiles,
} from '@packsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/components/ui/toast';
import { ApiError, api } from '@/lib/api';
import { getToken } from '@/lib/auth-token';
import { rememberAssets } from './api';
import {
  problemToasts,
  processingErrorToast,
  type ToastMessage,
  type UploadSource,
  type UploadStep,
  uploadErrorToast,
} from './rules';
import { UploadError, uploadFiles } from './upload';

/** A file the control holds once it is uploaded (and, when signed in, saved as an asset). */
export interface UploadedFile {
  /** Stable within the control. */
  key: string;
  name: string;
  /** The saved asset (null when logged out: the upload is only claimed on sign-in). */
  asset: Asset | null;
  upload: UploadMeta;
  /** A local preview of the file as chosen (object URL). */
  localUrl: string;
}

export type UploadItem =
  | { key: string; name: string; localUrl: string; status: 'uploading' }
  | ({ status: 'done' } & UploadedFile);

export interface UploaderOptions {
  fileCategory: FileCategory;
  /** 10 by default; editor and asset dialogs pass 1. */
  maxFiles?: number;
  /** Per-file MB; 88 for LOGO, 55 otherwise. */
  maxMb?: number;
  description?: string;
  metadata?: SaveAssetsBody['assets'][number]['metadata'];
  /** Called with the uploaded files whenever they change. */
  onChange?: (files: UploadedFile[]) => void;
  onBusyChange?: (busy: boolean) => void;
}

let seq = 0;
const nextKey = () => `upload-${Date.now().toString(36)}-${(seq++).toString(36)}`;

const showError = (t: ToastMessage) => notify.error(t.title, t.description);

/** Saves sent files as the caller's assets (POST /api/assets), in the order given. */
async function saveUploads(uploads: UploadMeta[], opts: UploaderOptions, signal: AbortSignal) {
  const body: SaveAssetsBody = {
    assets: uploads.map((u) => ({
      id: u.id,
      originalFileName: u.originalFilename,
      mimetype: u.filetype,
      fileCategory: opts.fileCategory,
      description: opts.description,
      metadata: opts.metadata,
    })),
  };
  const { data } = await api.post<{ data: { assets: Asset[] } }>('/api/assets', body, {
    signal,
    redirects: { 404: false, 500: false },
  });
  return data.assets;
}

async function readHead(file: File) {
  return {
    name: file.name,
    size: file.size,
    type: file.type,
    head: new Uint8Array(await file.slice(0, 4096).arrayBuffer()),
    file,
  };
}

/**
 * The state behind the upload control: validates with the shared rules (toasts for refused
 * files), shows local previews at once with 'Uploading...', runs `uploadFiles` (downscale,
 * signed POST, save) and swaps in the saved assets.
 */
export function useUploader(options: UploaderOptions) {
  const maxFiles = options.maxFiles ?? 10;
  const maxMb = options.maxMb ?? maxUploadMbFor(options.fileCategory);
  const [items, setItemsState] = useState<UploadItem[]>([]);
  const itemsRef = useRef<UploadItem[]>([]);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const queryClient = useQueryClient();
  const controllers = useRef(new Set<AbortController>());

  const setItems = useCallback((update: (prev: UploadItem[]) => UploadItem[]) => {
    itemsRef.current = update(itemsRef.current);
    setItemsState(itemsRef.current);
  }, []);

  const addFiles = useCallback(
    async (files: readonly File[], source: UploadSource) => {
      if (files.length === 0) return;
      const opts = optionsRef.current;
      let heads: Awaited<ReturnType<typeof readHead>>[];
      try {
        heads = await Promise.all(files.map(readHead));
      } catch {
        showError(processingErrorToast(source));
        return;
      }
      const { accepted, problems } = validateFiles(heads, {
        category: opts.fileCategory,
        existingCount: itemsRef.current.length,
        maxFiles,
        maxMb,
      });
      for (const t of problemToasts(problems)) showError(t);
      if (accepted.length === 0) return;

      const batch = accepted.map(({ file }) => ({
        key: nextKey(),
        name: file.name,
        localUrl: URL.createObjectURL(file.file),
        status: 'uploading' as const,
      }));
      setItems((prev) => [...prev, ...batch]);
      const keys = new Set(batch.map((b) => b.key));
      const controller = new AbortController();
      controllers.current.add(controller);
      let step: UploadStep = 'upload';
      try {
        const result = await uploadFiles(
          accepted.map((a) => a.file.file),
          {
            fileCategory: opts.fileCategory,
            maxFiles: accepted.length,
            existingCount: 0,
            maxMb,
            description: opts.description,
            metadata: opts.metadata,
            // Saved below, so a failed save gets its own toast.
            save: false,
            signal: controller.signal,
          },
        );
        if (controller.signal.aborted) return;
        for (const t of problemToasts(result.problems)) showError(t);
        for (const w of result.warnings) {
          notify.warning(w.title, w.description);
        }
        // Logged out: the uploads are only claimed on sign-in.
        step = 'save';
        const assets =
          getToken() && result.uploads.length
            ? await saveUploads(result.uploads, opts, controller.signal)
            : [];
        if (controller.signal.aborted) return;
        if (assets.length) rememberAssets(queryClient, assets);
        const done = new Map<string, UploadedFile>();
        result.uploads.forEach((upload, i) => {
          const b = batch[i];
          if (!b) return;
          done.set(b.key, {
            key: b.key,
            name: b.name,
            localUrl: b.localUrl,
            upload,
            asset: assets[i] ?? null,
          });
        });
        setItems((prev) =>
          prev.flatMap((item): UploadItem[] => {
            if (!keys.has(item.key)) return [item];
            const d = done.get(item.key);
            if (d) return [{ ...d, status: 'done' }];
            URL.revokeObjectURL(item.localUrl);
            return [];
          }),
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        setItems((prev) =>
          prev.filter((item) => {
            if (!keys.has(item.key)) return true;
            URL.revokeObjectURL(item.localUrl);
            return false;
          }),
        );
        // A file refused by its content when saved (e.g. a PDF with script) says why, not just 'failed'.
        const refused = error instanceof ApiError && error.code === 'invalid_file_type';
        showError(
          step === 'save' || error instanceof UploadError
            ? uploadErrorToast(
                error instanceof Error ? error.message : null,
                opts.fileCategory,
                refused ? 'upload' : step,
              )
            : processingErrorToast(source),
        );
      } finally {
        controllers.current.delete(controller);
      }
    },
    [maxFiles, maxMb, queryClient, setItems],
  );

  const remove = useCallback(
    (key: string) =>
      setItems((prev) =>
        prev.filter((item) => {
          if (item.key !== key) return true;
          URL.revokeObjectURL(item.localUrl);
          return false;
        }),
      ),
    [setItems],
  );

  const uploaded = items.filter((i): i is Extract<UploadItem, { status: 'done' }> => i.status === 'done');
  const busy = items.some((i) => i.status === 'uploading');
  const doneSignature = uploaded.map((u) => u.key).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the set of uploaded files changes
  useEffect(() => {
    const done = itemsRef.current.filter(
      (i): i is Extract<UploadItem, { status: 'done' }> => i.status === 'done',
    );
    optionsRef.current.onChange?.(done.map(({ status: _s, ...f }) => f));
  }, [doneSignature]);

  useEffect(() => {
    optionsRef.current.onBusyChange?.(busy);
  }, [busy]);

  // Leaving the page: stop uploads in flight and free the previews.
  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const c of live) c.abort();
      for (const item of itemsRef.current) URL.revokeObjectURL(item.localUrl);
    };
  }, []);

  return { items, uploaded, busy, addFiles, remove, maxFiles, maxMb, full: items.length >= maxFiles };
}
