import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Label, control, hint and error in one block. The control should carry
 * `aria-describedby={fieldDescribedBy(id, ...)}` and `aria-invalid` when in error.
 */
export function Field({ id, label, hint, error, required, optional, className, children }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="flex items-baseline gap-1.5 text-sm font-medium text-zinc-800"
      >
        {label}
        {required ? (
          <span className="text-brand-600" aria-hidden>
            *
          </span>
        ) : null}
        {optional ? <span className="text-xs font-normal text-zinc-400">Optional</span> : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-xs font-medium text-red-600">
      {message}
    </p>
  );
}

/** The aria-describedby value matching what Field renders. */
export function fieldDescribedBy(id: string, opts: { hint?: boolean; error?: string }): string | undefined {
  if (opts.error) return `${id}-error`;
  if (opts.hint) return `${id}-hint`;
  return undefined;
}
