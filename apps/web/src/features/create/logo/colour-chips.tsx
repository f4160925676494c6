import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { colourLabel } from './rules';

/** The chosen colours as chips, each with a swatch, its name and a remove button. */
export function ColourChips({
  colours,
  onRemove,
  className,
}: {
  colours: readonly string[];
  onRemove: (hex: string) => void;
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label="Chosen colours">
      {colours.map((hex) => {
        const label = colourLabel(hex);
        return (
          <li
            key={hex}
            className="inline-flex h-8 items-center gap-1.5 rounded-full border border-zinc-200 bg-white pr-1 pl-1.5 text-[13px] font-medium text-zinc-800 shadow-xs"
            data-testid="colour-chip"
            data-hex={hex}
          >
            <span
              className="size-5 shrink-0 rounded-full ring-1 ring-black/10 ring-inset"
              style={{ backgroundColor: `#${hex}` }}
              aria-hidden
            />
            <span className="max-w-32 truncate">{label}</span>
            <button
              type="button"
              onClick={() => onRemove(hex)}
              className="rounded-full p-1 text-zinc-400 transition-colors hover:bg-zinc-100 hover:text-zinc-700"
              aria-label={`Remove ${label}`}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
