import { useSyncExternalStore } from 'react';

/** Whether `query` matches now, following changes (a window resized or a tablet turned). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Where the app takes its desktop layout: /trade's watchlist and orders panel, /order's table. */
export const DESKTOP = '(min-width: 1024px)';
