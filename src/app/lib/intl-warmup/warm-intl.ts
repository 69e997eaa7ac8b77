// The Intl warm-up (intl-warmup.worker.ts): a worker builds a number and a date formatter, which
// loads the ICU data the whole process then shares, and the page's own first formatter is cheap.
// Measured in a fresh Chromium page: 20–60 ms for the first Intl formatter cold, 0.2–1.4 ms once a
// worker has built one. The trade screen starts it once painted and shows what needs Intl (the
// chart's zone line, the chart's time axis) once it is done, so that wait is never a task of
// the main thread's own in the first seconds of /trade (issue 21 item 5). A dedicated worker: it
// always runs in the page's process, whose ICU data it loads.
import { startTransition, useEffect, useState } from 'react';

/** Long enough for the slowest phone; past it the page builds its formatters itself, as before. */
const GIVE_UP_MS = 3000;

let state: 'idle' | 'warming' | 'warm' = 'idle';
const listeners = new Set<() => void>();

function markWarm(): void {
  if (state === 'warm') return;
  state = 'warm';
  for (const listener of listeners) listener();
}

/** Starts the warm-up once; a browser without module workers (or a CSP refusing one) counts as warm at once. */
export function warmIntl(): void {
  if (state !== 'idle') return;
  state = 'warming';
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module', name: 'intl-warmup' });
    const timer = setTimeout(() => end(), GIVE_UP_MS);
    const end = () => {
      clearTimeout(timer);
      worker.terminate();
      markWarm();
    };
    worker.onmessage = end;
    worker.onerror = end;
  } catch {
    markWarm();
  }
}

/** Whether Intl's data is in (or the warm-up gave up, or could not start). */
export const isIntlWarm = (): boolean => state === 'warm';

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True once Intl's data is loaded (warmIntl starts that). The change renders as a transition, in
 * slices with pauses for input, not as one blocking task: what it shows (the chart, which mounts
 * then, and the zone line) is the largest piece of /trade's work after its first paint (issue 21
 * item 5). An external store's update (useSyncExternalStore) would always render at once, unsliced.
 */
export function useIntlWarm(): boolean {
  const [warm, setWarm] = useState(isIntlWarm);
  useEffect(() => {
    const show = () => startTransition(() => setWarm(true));
    if (isIntlWarm()) show();
    else return subscribe(show);
  }, []);
  return warm;
}
