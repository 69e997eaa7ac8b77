// A row of tools that must fit a 360 px phone in every language: when its content is wider than
// the row, the row gets data-compact and its CSS hides the text labels marked for it (the
// buttons keep their accessible names). Measured afresh on each resize and language change.
import { useLayoutEffect, type RefObject } from 'react';

export function useCompactWhenCrowded(ref: RefObject<HTMLElement | null>, content: unknown): void {
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row) return;
    const measure = () => {
      row.removeAttribute('data-compact');
      // Reading scrollWidth lays the row out without the attribute: its natural width.
      if (row.scrollWidth > row.clientWidth + 0.5) row.setAttribute('data-compact', '');
    };
    // No measure here: reading scrollWidth in a layout effect lays the whole new screen out in
    // the middle of React's commit, a second time before its first paint. A ResizeObserver's
    // first callback comes after the frame's own layout and before that frame is painted, so the
    // row is measured as early, without the extra layout (issue 21 item 5).
    const observer = new ResizeObserver(measure);
    // The row for the screen's width, its buttons for what they show (a count appearing).
    observer.observe(row);
    for (const child of row.children) observer.observe(child);
    return () => observer.disconnect();
    // `content`: what changes the row's content (the language), so it is measured again.
  }, [ref, content]);
}
