import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageCount, rangeLabel } from '@/features/credits';

/** Previous/next paging under a staff table: 'N–M of T' and 'Page P of Q'. */
export function Pager({
  page,
  pageSize,
  totalCount,
  onPage,
}: {
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(totalCount, pageSize);
  return (
    <div className="flex items-center justify-between gap-3 border-t border-zinc-100 px-4 py-3 sm:px-5">
      <p className="text-[13px] text-zinc-500 tabular-nums">{rangeLabel(page, pageSize, totalCount)}</p>
      <span className="flex items-center gap-1.5">
        <span className="text-[13px] text-zinc-500 tabular-nums">
          Page {page} of {pages}
        </span>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </span>
    </div>
  );
}
