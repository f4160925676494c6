import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PagerState } from './pager';

/** The pickers' page bar: Back, 'N / M', Next (disabled at the ends and while a page loads). */
export function PickerPages({
  pager,
  busy,
  onPage,
}: {
  pager: PagerState;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="flex items-center justify-between gap-3" aria-label="Pages">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(pager.page - 1)}
        disabled={!pager.canGoBack || busy}
      >
        <ChevronLeft aria-hidden /> Back
      </Button>
      <span className="text-sm tabular-nums text-zinc-600" data-testid="page-indicator" aria-live="polite">
        {pager.indicator}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPage(pager.page + 1)}
        disabled={!pager.canGoNext || busy}
      >
        Next <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
