// The moment the first screen of / has its quotes on screen. What that screen does not need (the
// live connection's worker, the rest of the catalog, the service worker's code) waits for it, so
// none of it competes with the first prices for the network or the main thread.
let shown: () => void = () => undefined;

export const firstQuotesShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/** Called by the home screen once its rows are committed (an effect runs after React's commit). */
export function markFirstQuotesShown(): void {
  shown();
}
