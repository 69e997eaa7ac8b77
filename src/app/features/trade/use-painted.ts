import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has shown it. A requestAnimationFrame callback
 * runs before the next paint, and the one it asks for runs at the start of the frame after: by
 * then the first frame is on screen, not merely drawn (a task queued from the first callback ran
 * a few milliseconds before the screen showed it, so the chart's code, asked for then, still
 * counted as work before the largest paint: issue 21). A tab that does not paint (in the
 * background) gets true soon anyway.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let next = 0;
    let task: ReturnType<typeof setTimeout> | undefined;
    const fallback = setTimeout(() => setPainted(true), 250);
    const frame = requestAnimationFrame(() => {
      next = requestAnimationFrame(() => {
        task = setTimeout(() => setPainted(true), 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(next);
      clearTimeout(task);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
