import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: a requestAnimationFrame
 * callback runs before the next paint, and a task queued from it runs after that paint. A tab
 * that does not paint (in the background) gets true soon anyway.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const fallback = setTimeout(() => setPainted(true), 250);
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
