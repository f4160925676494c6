import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn';

const SHOWN = 4;

/** Up to four thumbnails and "+N", or a placeholder when there are none yet. */
export function Thumbnails({ srcs, alt, size }: { srcs: string[]; alt: string; size: string }) {
  if (srcs.length === 0)
    return (
      <span className={cn('flex items-center justify-center rounded-lg bg-zinc-100 text-zinc-400', size)}>
        <ImageOff className="size-4" aria-label="No images" />
      </span>
    );
  return (
    <span className="flex flex-wrap gap-1">
      {srcs.slice(0, SHOWN).map((src, index) => (
        <img
          key={src}
          src={src}
          alt={`${alt} ${index + 1}`}
          loading="lazy"
          className={cn('rounded-lg border border-zinc-200 bg-zinc-50 object-cover', size)}
          data-testid="list-thumbnail"
        />
      ))}
      {srcs.length > SHOWN ? (
        <span
          className={cn(
            'flex items-center justify-center rounded-lg bg-zinc-100 text-xs text-zinc-600',
            size,
          )}
        >
          +{srcs.length - SHOWN}
        </span>
      ) : null}
    </span>
  );
}
