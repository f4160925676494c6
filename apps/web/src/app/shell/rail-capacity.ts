import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many rail rows fit in the list's height (null until measured). Every row has the height
 * of the first; the list's vertical padding and the gap between rows are read from its style.
 */
export function useRailCapacity(listRef: RefObject<HTMLUListElement | null>): number | null {
  const [capacity, setCapacity] = useState<number | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let rowHeight = 0;
    const measure = () => {
      const row = list.firstElementChild as HTMLElement | null;
      if (!row) return;
      rowHeight ||= row.offsetHeight;
      if (!rowHeight) return;
      const style = getComputedStyle(list);
      const gap = Number.parseFloat(style.rowGap) || 0;
      const inner =
        list.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
      setCapacity(Math.floor((inner + gap) / (rowHeight + gap)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef]);
  return capacity;
}
