import { ACCEPT_ATTRIBUTE, type Asset, CHAT_LIMITS, CHAT_MESSAGES } from '@packsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { CloudUpload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { rememberAssets } from './api';
import { acceptHint } from './rules';
import { UploadError, uploadFiles } from './upload';

interface InlineError {
  key: number;
  title: string;
  description?: string;
}

/**
 * Upload reference images from the device inside the picker: the shared upload rules (type,
 * 55 MB, the resize cap) with only as many files as there is room for; each fresh upload
 * becomes a pick. Refusals and failures show inline, each dismissible (spec part 1 §errors).
 */
export function ReferenceUpload({
  room,
  limit,
  onUploaded,
}: {
  /** How many more images may be picked. */
  room: number;
  limit: number;
  onUploaded: (assets: Asset[]) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<InlineError[]>([]);
  const seq = useRef(0);
  const full = room <= 0;
  const disabled = full || busy;

  const show = (list: Omit<InlineError, 'key'>[]) =>
    setErrors((prev) => [...prev, ...list.map((e) => ({ ...e, key: seq.current++ }))]);

  const upload = async (files: File[]) => {
    if (files.length === 0 || disabled) return;
    setErrors([]);
    setBusy(true);
    try {
      const result = await uploadFiles(files, {
        fileCategory: 'GENERAL_REFERENCE_IMAGE',
        maxFiles: room,
        maxMb: CHAT_LIMITS.referenceImageMaxMb,
        save: true,
      });
      show([...result.problems, ...result.warnings]);
      if (result.assets.length) {
        rememberAssets(queryClient, result.assets);
        onUploaded(result.assets);
      }
    } catch (err) {
      show([
        err instanceof UploadError
          ? { title: CHAT_MESSAGES.referenceUploadFailed, description: err.message }
          : { title: CHAT_MESSAGES.toolbox.processReferencesFailed },
      ]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-4 flex flex-col gap-2" data-testid="reference-upload">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-zinc-300 bg-white px-3 text-sm font-medium text-zinc-800 shadow-xs transition hover:bg-zinc-50',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
            disabled && 'cursor-not-allowed opacity-50 hover:bg-white',
          )}
          aria-disabled={disabled || undefined}
        >
          <input
            id={id}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            multiple={room > 1}
            disabled={disabled}
            className="sr-only"
            data-testid="reference-upload-input"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              void upload(files);
            }}
          />
          {busy ? <Spinner className="size-4" /> : <CloudUpload className="size-4" aria-hidden />}
          {busy ? 'Uploading...' : 'Upload from device'}
        </label>
        <span className="text-xs text-zinc-500" data-testid="reference-upload-hint">
          {full
            ? `You've picked ${limit} images, the most a message can take. Unpick one to add another.`
            : acceptHint(CHAT_LIMITS.referenceImageMaxMb, room)}
        </span>
      </div>
      {errors.length ? (
        <ul className="flex flex-col gap-1.5" aria-live="polite">
          {errors.map((e) => (
            <li
              key={e.key}
              role="alert"
              data-testid="reference-upload-error"
              className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
            >
              <span className="min-w-0 flex-1">
                <span className="font-semibold">{e.title}</span>
                {e.description ? <span className="block opacity-90">{e.description}</span> : null}
              </span>
              <button
                type="button"
                onClick={() => setErrors((prev) => prev.filter((x) => x.key !== e.key))}
                aria-label={`Dismiss: ${e.title}`}
                className="rounded p-0.5 text-red-700 hover:bg-red-100"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
