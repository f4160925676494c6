import { UPLOAD_LIMITS } from '@packsmith/core';
import { type UploadedFile, UploadField } from './upload-field';

/**
 * The 'Add logo' control (logo wizard and toolbox): png, jpg, jpeg, webp, avif or svg up to
 * 88 MB, one file, with a preview, a clear button and 'Uploading...' — the shared upload control.
 */
export function AddLogoField({
  id,
  onChange,
  onBusyChange,
  error,
  paste,
  disabled,
  className,
  metadata,
}: {
  id?: string;
  onChange?: (logo: UploadedFile | null) => void;
  onBusyChange?: (busy: boolean) => void;
  error?: string;
  paste?: boolean;
  disabled?: boolean;
  className?: string;
  metadata?: { sessionId?: string; alt?: string };
}) {
  return (
    <UploadField
      id={id}
      variant="tile"
      title="Add logo"
      fileCategory="LOGO"
      maxFiles={UPLOAD_LIMITS.maxFilesSingle}
      maxMb={UPLOAD_LIMITS.logoMaxMb}
      metadata={{ useCase: 'logo', ...metadata }}
      onChange={(files) => onChange?.(files[0] ?? null)}
      onBusyChange={onBusyChange}
      error={error}
      paste={paste}
      disabled={disabled}
      className={className}
    />
  );
}
