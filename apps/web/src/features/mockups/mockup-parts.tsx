import type { Mockup, MockupOutput, MockupStatus } from '@packsmith/core';
import { Loader2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { AssetImage } from '@/features/assets';
import { cn } from '@/lib/cn';

const STATUS: Record<MockupStatus, { label: string; variant: 'neutral' | 'brand' | 'success' | 'danger' }> = {
  pending: { label: 'Queued', variant: 'neutral' },
  processing: { label: 'Rendering', variant: 'brand' },
  completed: { label: 'Ready', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

export function MockupStatusBadge({ status }: { status: MockupStatus }) {
  const s = STATUS[status];
  return (
    <Badge variant={s.variant} data-testid="mockup-status">
      {s.label}
    </Badge>
  );
}

const VIEW_LABELS: Record<string, string> = {
  front: 'Front',
  back: 'Back',
  'three-quarter-left': '¾ left',
  'three-quarter-right': '¾ right',
};

export const outputLabel = (o: MockupOutput) =>
  `${o.product?.product ?? o.productId} · ${VIEW_LABELS[o.view] ?? o.view}`;

/** One output: its thumbnail once rendered, a placeholder with a spinner until then. */
export function OutputTile({
  output,
  failed,
  onOpen,
  className,
}: {
  output: MockupOutput;
  failed?: boolean;
  onOpen?: () => void;
  className?: string;
}) {
  const label = outputLabel(output);
  if (!output.thumbnailUrl) {
    return (
      <div
        className={cn(
          'flex aspect-square flex-col items-center justify-center gap-2 rounded-xl bg-zinc-100 text-xs text-zinc-500',
          !failed && 'animate-pulse',
          className,
        )}
        data-testid="mockup-output-pending"
      >
        {failed ? null : <Loader2 className="size-5 animate-spin text-zinc-400" aria-hidden />}
        <span className="px-2 text-center">{failed ? 'Not rendered' : 'Rendering…'}</span>
        <span className="sr-only">{label}</span>
      </div>
    );
  }
  const image = (
    <AssetImage
      src={output.thumbnailUrl}
      alt={label}
      className="aspect-square w-full rounded-xl bg-[#ECEAE5]"
    />
  );
  return onOpen ? (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`Open ${label}`}
      data-testid="mockup-output"
      className={cn(
        'block overflow-hidden rounded-xl ring-1 ring-zinc-200 transition hover:ring-zinc-300',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      {image}
    </button>
  ) : (
    <div className={className} data-testid="mockup-output">
      {image}
    </div>
  );
}

export const completedCount = (m: Mockup) => m.outputs.filter((o) => o.thumbnailUrl).length;
