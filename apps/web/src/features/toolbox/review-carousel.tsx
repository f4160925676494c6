import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PRINT_READY_REVIEWS, swipeStep, wrapIndex } from './reviews';

/** Slides settle in 120 ms (spec part 2 §9). */
const SETTLE_MS = 120;

/** Four customer reviews, one at a time: arrow buttons, arrow keys and swipes move it. */
export function ReviewCarousel() {
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const count = PRINT_READY_REVIEWS.length;
  const step = (delta: number) => setIndex((i) => wrapIndex(i, delta, count));
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Customer reviews"
      className="rounded-2xl bg-zinc-50 p-4 ring-1 ring-zinc-100 ring-inset focus-visible:outline-2 focus-visible:outline-brand-500"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes arrow keys when focused
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') step(1);
        else if (e.key === 'ArrowLeft') step(-1);
        else return;
        e.preventDefault();
      }}
      onPointerDown={(e) => {
        start.current = e.clientX;
      }}
      onPointerUp={(e) => {
        if (start.current !== null) step(swipeStep(start.current, e.clientX));
        start.current = null;
      }}
      onPointerCancel={() => {
        start.current = null;
      }}
    >
      <div className="overflow-hidden touch-pan-y">
        <ul
          className="flex transition-transform ease-out"
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${SETTLE_MS}ms` }}
        >
          {PRINT_READY_REVIEWS.map((r, i) => (
            <li
              key={r.name}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
              className="w-full shrink-0 px-1"
            >
              <Quote className="mb-2 size-5 text-brand-500" aria-hidden />
              <blockquote className="text-sm text-zinc-800">{r.quote}</blockquote>
              <p className="mt-2 text-xs text-zinc-500">
                <span className="font-medium text-zinc-700">{r.name}</span> · {r.role}
              </p>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-3 flex items-center justify-between">
        <div className="flex gap-1.5" aria-hidden>
          {PRINT_READY_REVIEWS.map((r, i) => (
            <span
              key={r.name}
              className={cn('size-1.5 rounded-full', i === index ? 'bg-brand-600' : 'bg-zinc-300')}
            />
          ))}
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" size="icon-sm" aria-label="Previous review" onClick={() => step(-1)}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="ghost" size="icon-sm" aria-label="Next review" onClick={() => step(1)}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        Review {index + 1} of {count}
      </p>
    </section>
  );
}
