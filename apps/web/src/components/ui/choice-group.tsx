import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

interface BaseProps {
  /** The group's id; pair it with a Field of the same id so the group is labelled by it. */
  id?: string;
  name: string;
  options: readonly string[];
  legend?: string;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

const chipClass =
  'group relative inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-zinc-200 bg-white px-3.5 py-2 text-sm text-zinc-700 transition-colors select-none hover:border-zinc-300 hover:bg-zinc-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500';

/** Single choice shown as chips; native radios keep arrow-key navigation. */
export function RadioChips({
  id,
  name,
  options,
  value,
  onChange,
  invalid,
  describedBy,
  className,
  legend,
}: BaseProps & { value: string | undefined; onChange: (value: string) => void }) {
  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={id ? `${id}-label` : undefined}
      aria-label={id ? undefined : legend}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={cn('flex flex-wrap gap-2', className)}
    >
      {options.map((option) => (
        <label key={option} className={chipClass}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="sr-only"
          />
          {option}
        </label>
      ))}
    </div>
  );
}

/** Multiple choice shown as chips with a tick. */
export function CheckboxChips({
  id,
  name,
  options,
  value,
  onChange,
  describedBy,
  className,
  legend,
}: BaseProps & { value: string[]; onChange: (value: string[]) => void }) {
  const toggle = (option: string) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <fieldset
      id={id}
      aria-labelledby={id ? `${id}-label` : undefined}
      aria-label={id ? undefined : legend}
      aria-describedby={describedBy}
      className={cn('flex flex-wrap gap-2', className)}
    >
      {options.map((option) => (
        <label key={option} className={chipClass}>
          <input
            type="checkbox"
            name={name}
            value={option}
            checked={value.includes(option)}
            onChange={() => toggle(option)}
            className="sr-only"
          />
          <Check className="hidden size-3.5 text-brand-600 group-has-[:checked]:block" aria-hidden />
          {option}
        </label>
      ))}
    </fieldset>
  );
}
