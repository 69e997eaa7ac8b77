// When the frame being painted now has reached the screen. The trade screen's first quotes release
// what a start held back (main.tsx: the socket worker, the service worker's code, the site status
// check, the notices); released from the next animation frame, they were requested 20-40 ms before
// the browser reported the largest paint (the order note), so Lighthouse's simulation counted
// their requests and evaluation into LCP (about 0.25 s, issue 21 item 5). The largest-paint entry
// is queued only once its frame has been presented, so it marks the moment.

/** Without such an entry (no new largest element, no support: Safari, Firefox), a little later. */
const FALLBACK_MS = 300;

/** Calls `done` once a largest paint after this call is reported, or after the fallback; returns a cancel. */
export function afterLargestPaint(done: () => void): () => void {
  const since = performance.now();
  const supported = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  const observer = supported
    ? new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
      })
    : undefined;
  const timer = setTimeout(() => finish(), FALLBACK_MS);
  const cancel = () => {
    observer?.disconnect();
    clearTimeout(timer);
  };
  function finish() {
    cancel();
    done();
  }
  observer?.observe({ type: 'largest-contentful-paint' });
  return cancel;
}
