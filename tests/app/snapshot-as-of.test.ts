import { describe, expect, it } from 'vitest';
import { formatAsOf } from '../../src/app/features/offline/as-of.ts';
import { isUnreachable } from '../../src/app/features/offline/offline-failure.ts';
import { ApiError, TransportError } from '../../src/app/lib/errors.ts';

describe('the banner\'s "as of" time', () => {
  const now = new Date(2026, 10, 23, 16, 45).getTime();
  it("is the time alone when it is today, in the user's locale", () => {
    const at = new Date(2026, 10, 23, 16, 32).getTime();
    expect(formatAsOf(at, 'en', now)).toBe('4:32 PM');
    expect(formatAsOf(at, 'de', now)).toBe('16:32');
  });
  it('carries the date when the prices are from another day', () => {
    const at = new Date(2026, 10, 21, 9, 5).getTime();
    expect(formatAsOf(at, 'en', now)).toMatch(/^Nov 21, 2026.*9:05\sAM$/);
  });
});

describe('which failures a snapshot may answer for', () => {
  it('no network, a time-out and a gateway that cannot reach the server', () => {
    expect([new TransportError('NETWORK'), new TransportError('TIMEOUT'), new TransportError(502), new TransportError(503)].every(isUnreachable)).toBe(true);
  });
  it('never a refusal, a server fault or a reply of the wrong shape', () => {
    expect([new ApiError(999, 'session'), new TransportError(500), new TransportError(404), new TransportError('BAD_REPLY'), new Error('x')].some(isUnreachable)).toBe(false);
  });
});
