import { type Asset, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@packsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@/components/ui/toast';
import { rememberAssets, uploadFiles } from '@/features/assets';
import type { CreateFlowId } from '../flow-store';
import {
  parseStoredReference,
  STORED_REFERENCE_ERRORS,
  STORED_REFERENCE_KEY,
  type StoredReference,
  storedReferenceFile,
  storedReferenceFor,
} from './stored-reference';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused (privacy settings): there is no stored reference
  }
};

export function readStoredReference(): StoredReference | null {
  return parseStoredReference(storage()?.getItem(STORED_REFERENCE_KEY));
}

export function clearStoredReference(): void {
  storage()?.removeItem(STORED_REFERENCE_KEY);
}

/** One save per stored value, even when a dialog mounts twice (StrictMode, a quick reopen). */
const inflight = new Map<string, Promise<Asset>>();

/** Uploads the stored image and saves it as a DESIGN INSPIRATION asset; the key is cleared either way. */
export function saveStoredReference(ref: StoredReference): Promise<Asset> {
  const existing = inflight.get(ref.dataUrl);
  if (existing) return existing;
  const job = (async () => {
    try {
      const { assets, problems } = await uploadFiles([storedReferenceFile(ref)], {
        fileCategory: 'DESIGN INSPIRATION',
        maxFiles: UPLOAD_LIMITS.maxFilesSingle,
        metadata: { useCase: 'packaging' },
        save: true,
      });
      const asset = assets[0];
      if (!asset) throw new Error(problems[0]?.description ?? 'The stored image could not be saved');
      return asset;
    } finally {
      clearStoredReference();
    }
  })();
  inflight.set(ref.dataUrl, job);
  // The failure itself reaches the caller through `job` (toast in useStoredReference); this branch only cleans up.
  job.finally(() => setTimeout(() => inflight.delete(ref.dataUrl), 1000)).catch(() => {});
  return job;
}

/**
 * On opening: when local storage holds a reference image for this dialog, save it as an asset
 * and hand it to `onSaved` (the dialog then jumps to its form). `saving` is true meanwhile. A
 * failure shows the dialog's toast and leaves the dialog on its selection step.
 */
export function useStoredReference(
  flow: CreateFlowId,
  { enabled, onSaved }: { enabled: boolean; onSaved: (asset: Asset) => void },
) {
  const queryClient = useQueryClient();
  const [pending] = useState<StoredReference | null>(() => {
    const ref = enabled ? readStoredReference() : null;
    return storedReferenceFor(ref, flow) ? ref : null;
  });
  const [saving, setSaving] = useState(pending !== null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  useEffect(() => {
    if (!pending) return;
    let live = true;
    saveStoredReference(pending)
      .then((asset) => {
        rememberAssets(queryClient, [asset]);
        if (live) onSavedRef.current(asset);
      })
      .catch((error: unknown) => {
        if (!live) return;
        console.warn('[stored reference]', error);
        notify.error(
          UPLOAD_MESSAGES.errorTitle,
          STORED_REFERENCE_ERRORS[flow] ?? 'Failed to save stored reference image',
        );
      })
      .finally(() => {
        if (live) setSaving(false);
      });
    return () => {
      live = false;
    };
  }, [pending, flow, queryClient]);

  return { saving };
}
