import { useEffect, useRef } from 'react';

/** A ref for the element at the end of a list: when it scrolls into view, `onVisible` runs (the next page). */
export function useEndSentinel(onVisible: () => void, deps: readonly unknown[]) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && latest.current());
    observer.observe(node);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return sentinel;
}
