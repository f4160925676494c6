import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';

/**
 * A bar that sticks to the bottom of the page (a form's primary action). Mounted bars are known
 * to floating controls (the support button), which keep clear of them.
 */
export function StickyFooter({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    bars = new Set(bars).add(bar);
    notify();
    return () => {
      const next = new Set(bars);
      next.delete(bar);
      bars = next;
      notify();
    };
  }, []);
  return (
    <div ref={ref} data-sticky-footer className={cn('sticky bottom-0', className)}>
      {children}
    </div>
  );
}

let bars: ReadonlySet<HTMLElement> = new Set();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The sticky footers on the page now. */
export function useStickyFooters(): ReadonlySet<HTMLElement> {
  return useSyncExternalStore(
    subscribe,
    () => bars,
    () => bars,
  );
}
