import { useCallback, useState, type UIEvent } from 'react';

// Rows kept beyond the viewport on each side: enough for a fast wheel flick, few enough for a small DOM.
const OVERSCAN = 3;

/** Which rows of a fixed-height list are in (or near) the viewport; the rest are not rendered. */
export function useVisibleRange(count: number, rowHeight: number, viewportHeight: number) {
  const [scrollTop, setScrollTop] = useState(0);
  const onScroll = useCallback((event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop), []);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + viewportHeight) / rowHeight) + OVERSCAN);
  return { first, last, onScroll, offsetTop: first * rowHeight, totalHeight: count * rowHeight };
}
