// The rules every query and mutation of the app shares. A read that failed on the way (no
// network, a time-out, a server fault) is tried once more; a business refusal (an ApiError, the
// server's "no") or a 4xx would only fail again, so it is shown at once.
import { QueryClient } from '@tanstack/query-core';
import { TransportError } from '../errors.ts';

const TRANSIENT_RETRIES = 1;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= TRANSIENT_RETRIES || !(error instanceof TransportError)) return false;
  const { code } = error;
  return code === 'NETWORK' || code === 'TIMEOUT' || (typeof code === 'number' && code >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // An installed app often thinks it is offline when it is not (captive portals, flaky
        // radios): try the request anyway and show its error with a retry, instead of a
        // skeleton that waits for the browser to say it is online again.
        networkMode: 'offlineFirst',
      },
      // A mutation changes money or an account: it runs once, and the screen says how it went.
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
}
