import type { ReactNode } from 'react';
import { imageTypeError } from './rules';

/**
 * Around an upload control: checks each chosen or dropped file's type with the shared rule and
 * reports the spec's message (or undefined when every file is fine). The control itself still
 * refuses the file, with its own toast; this puts the reason under the field.
 */
export function ImageTypeCheck({
  onResult,
  children,
}: {
  onResult: (message: string | undefined) => void;
  children: ReactNode;
}) {
  const check = (files: FileList | null | undefined) => {
    if (files?.length) onResult(imageTypeError(Array.from(files)));
  };
  return (
    // Capture phase: the control clears its input once it has read the files.
    <div
      onChangeCapture={(e) => {
        const target = e.target;
        if (target instanceof HTMLInputElement && target.type === 'file') check(target.files);
      }}
      onDropCapture={(e) => check(e.dataTransfer.files)}
    >
      {children}
    </div>
  );
}
