import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** A list's footer: what is shown ('Showing 21–40 of 57') and previous/next when there is more than a page. */
export function Pager({
  summary,
  page,
  pages,
  onPage,
}: {
  summary: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-zinc-100 px-4 py-3 sm:px-5">
      <p className="text-[13px] text-zinc-500 tabular-nums">{summary}</p>
      {pages > 1 ? (
        <div className="flex gap-1.5">
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
        </div>
      ) : null}
    </div>
  );
}
