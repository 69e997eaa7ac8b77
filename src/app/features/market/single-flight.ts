// The home screen's loaders stay outside TanStack Query on purpose: the library must not load on
// the startup path of / (npm run budget). This is all they need of it: a call made while the same
// request is on its way joins it instead of sending another.

/** Wraps `run` so that calls with the same key share one promise until it settles. */
export function singleFlight<A extends unknown[], T>(run: (...args: A) => Promise<T>, keyOf: (...args: A) => unknown = () => null): (...args: A) => Promise<T> {
  const running = new Map<unknown, Promise<T>>();
  return (...args) => {
    const key = keyOf(...args);
    let pending = running.get(key);
    if (!pending) {
      pending = run(...args).finally(() => running.delete(key));
      running.set(key, pending);
    }
    return pending;
  };
}
