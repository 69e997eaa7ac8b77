import './support/browser-globals.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The app calls itself offline when the browser says so at once, or when the live connection
// has been down for LIVE_GRACE_MS (the server is gone though the network is there); a short
// reconnect does not show the banner.
const network = { onLine: true };
vi.stubGlobal('navigator', network);

const { LIVE_GRACE_MS, watchConnectivity } = await import('../../src/app/features/offline/connectivity.ts');
const { offlineAtom, socketStatusAtom } = await import('../../src/app/state/quotes.ts');
const { store } = await import('../../src/app/state/store.ts');

const setNetwork = (online: boolean) => {
  network.onLine = online;
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

beforeAll(() => {
  vi.useFakeTimers();
  watchConnectivity();
});
afterAll(() => {
  vi.useRealTimers();
});

describe('offline state', () => {
  it('is online while the first connection opens within the grace time', () => {
    expect(store.get(socketStatusAtom)).toBe('connecting');
    vi.advanceTimersByTime(LIVE_GRACE_MS - 1);
    store.set(socketStatusAtom, 'open');
    vi.advanceTimersByTime(LIVE_GRACE_MS * 2);
    expect(store.get(offlineAtom)).toBe(false);
  });

  it('rides out a short reconnect, but turns offline when the socket stays down', () => {
    store.set(socketStatusAtom, 'closed');
    vi.advanceTimersByTime(1_000);
    store.set(socketStatusAtom, 'connecting');
    vi.advanceTimersByTime(LIVE_GRACE_MS - 1_001);
    expect(store.get(offlineAtom)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.get(offlineAtom)).toBe(true);
    store.set(socketStatusAtom, 'open');
    expect(store.get(offlineAtom)).toBe(false);
  });

  it('follows the browser at once, whatever the socket says', () => {
    setNetwork(false);
    expect(store.get(offlineAtom)).toBe(true);
    setNetwork(true);
    expect(store.get(offlineAtom)).toBe(false);
  });
});
