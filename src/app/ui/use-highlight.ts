// A record a link names (a notification's ?id=): its row is marked and scrolled into view once shown.
import { useCallback } from 'react';

/** Props for a row: marked (data-highlight, styled in theme.css) and scrolled to when it is the one named. */
export function useHighlight(id: number | undefined) {
  const scrollTo = useCallback((node: HTMLElement | null) => node?.scrollIntoView({ block: 'center' }), []);
  return (rowId: number | undefined) => (id !== undefined && rowId === id ? { 'data-highlight': true, ref: scrollTo } : {});
}
