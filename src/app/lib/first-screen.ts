// The moment the first screen has its quotes on screen: the quote list of /, or the instrument's
// header and order ticket of /trade. What that screen does not need (the live connection's worker,
// the rest of the catalog, the service worker's code, the notices) waits for it, so none of it
// competes with the first prices for the network or the main thread.
let shown: () => void = () => undefined;

export const firstQuotesShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/** Called by the home and trade screens once their quotes are committed (an effect runs after React's commit). */
export function markFirstQuotesShown(): void {
  shown();
}

/** The screens that call markFirstQuotesShown: a start on any other screen has nothing to wait for. */
export function signalsFirstQuotes(pathname: string): boolean {
  return pathname === '/' || pathname === '/trade';
}
