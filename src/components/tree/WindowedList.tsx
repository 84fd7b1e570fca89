import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";

interface Props<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** Height of a row not yet measured, px. */
  estimate: number;
  /** Rows kept rendered beyond the viewport on each side, px. */
  overscan?: number;
  /** Indices always rendered (the deep link's row, open rows with their subtree). */
  pinned?: readonly number[];
  className?: string;
  /** Renders one row; its root element takes `measure` as its ref and `data-window-key={getKey(item)}`. */
  render: (item: T, index: number, measure: (el: HTMLElement | null) => void) => ReactNode;
}

/**
 * A list that renders only the rows near the viewport (the page scrolls, not the list); the rest
 * are spacers of their measured (or estimated) height. Rows may change height (a row opens its
 * subtree): a ResizeObserver keeps the measurements, so the spacers and the scroll bar stay right.
 */
export function WindowedList<T>({ items, getKey, estimate, overscan = 800, pinned = [], className, render }: Props<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [range, setRange] = useState<[number, number]>(() => [0, Math.min(items.length - 1, 40)]);

  const keys = useMemo(() => items.map(getKey), [items, getKey]);
  // offsets[i] = top of row i inside the list; offsets[n] = the list's height.
  const offsets = useMemo(() => {
    const out = [0];
    for (const key of keys) out.push((out.at(-1) ?? 0) + (heights.get(key) ?? estimate));
    return out;
  }, [keys, estimate, heights]);

  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const top = list.getBoundingClientRect().top;
    const from = -top - overscan;
    const to = -top + window.innerHeight + overscan;
    let start = 0;
    while (start < keys.length - 1 && (offsets[start + 1] ?? 0) <= from) start++;
    let end = start;
    while (end < keys.length - 1 && (offsets[end + 1] ?? 0) < to) end++;
    setRange((prev) => (prev[0] === start && prev[1] === end ? prev : [start, end]));
  }, [keys, offsets, overscan]);

  useLayoutEffect(update, [update]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [update]);

  // One observer for all rendered rows (keyed by their data-window-key); changed heights are
  // applied together on the next frame.
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  const measure = useCallback((el: HTMLElement | null) => {
    if (!el) return undefined;
    if (!observer.current) {
      let frame = 0;
      const pending = new Map<string, number>();
      observer.current = new ResizeObserver((entries) => {
        for (const entry of entries) {
          const key = (entry.target as HTMLElement).dataset.windowKey;
          if (key) pending.set(key, Math.round(entry.borderBoxSize[0]?.blockSize ?? (entry.target as HTMLElement).offsetHeight));
        }
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          const updates = [...pending];
          pending.clear();
          setHeights((prev) => (updates.every(([k, h]) => prev.get(k) === h) ? prev : new Map([...prev, ...updates])));
        });
      });
    }
    const ro = observer.current;
    ro.observe(el);
    return () => ro.unobserve(el);
  }, []);

  const shown = new Set<number>();
  for (let i = range[0]; i <= range[1] && i < items.length; i++) shown.add(i);
  for (const i of pinned) if (i >= 0 && i < items.length) shown.add(i);
  const indices = [...shown].sort((a, b) => a - b);

  const gap = (from: number, to: number) => (
    <li key={`gap-${from}`} className="window-gap" aria-hidden="true" style={{ height: (offsets[to] ?? 0) - (offsets[from] ?? 0) }} />
  );
  const rows: ReactNode[] = [];
  let cursor = 0;
  for (const i of indices) {
    if (i > cursor) rows.push(gap(cursor, i));
    // `measure` is a ref callback: it touches the observer only when React attaches the row.
    // eslint-disable-next-line react-hooks/refs
    rows.push(render(items[i] as T, i, measure));
    cursor = i + 1;
  }
  if (cursor < items.length) rows.push(gap(cursor, items.length));

  return (
    <ul ref={listRef} className={className} data-windowed="true" data-rows={items.length}>
      {rows}
    </ul>
  );
}
