import type { ReactNode } from 'react';
import { FieldError } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { textCounter } from './rules';

export interface CountedTextareaProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Default 10000 (DESIGN_LIMITS.textMax). */
  max?: number;
  placeholder?: string;
  optional?: boolean;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  rows?: number;
  onBlur?: () => void;
  /** The person typed (not a value set by code): see useFieldTouch. */
  onInput?: () => void;
  className?: string;
}

/**
 * A labelled text area with an 'N / 10000' counter that turns red above the limit (typing past
 * it is allowed so pasted text is not cut; the form then refuses to continue).
 */
export function CountedTextarea({
  id,
  label,
  value,
  onChange,
  max,
  placeholder,
  optional,
  required,
  hint,
  error,
  rows = 3,
  onBlur,
  onInput,
  className,
}: CountedTextareaProps) {
  const counter = textCounter(value, max);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, `${id}-counter`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="flex items-baseline gap-1.5 text-sm font-medium text-zinc-800">
        {label}
        {required ? (
          <span className="text-brand-600" aria-hidden>
            *
          </span>
        ) : null}
        {optional ? <span className="text-xs font-normal text-zinc-400">Optional</span> : null}
      </label>
      <Textarea
        id={id}
        rows={rows}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        onInput={onInput}
        aria-invalid={counter.over || !!error || undefined}
        aria-describedby={describedBy}
      />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <FieldError id={`${id}-error`} message={error} />
          {hint && !error ? (
            <p id={`${id}-hint`} className="text-xs text-zinc-500">
              {hint}
            </p>
          ) : null}
        </div>
        <span
          id={`${id}-counter`}
          className={cn(
            'ml-auto shrink-0 text-xs tabular-nums',
            counter.over ? 'font-medium text-red-600' : 'text-zinc-400',
          )}
          data-testid={`${id}-counter`}
          data-over={counter.over || undefined}
        >
          {counter.label}
        </span>
      </div>
    </div>
  );
}
