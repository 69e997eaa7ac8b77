// A fake fetch for app tests: answers each API path from a script of envelopes and records the
// requests, so the real HTTP client, query client and atoms run exactly as in the browser.
import { vi } from 'vitest';
import type { Atom } from '../../../src/app/state/store.ts';
import { store } from '../../../src/app/state/store.ts';

export type Envelope = { code: number; msg: string; data: unknown };
export const ok = (data: unknown, msg = 'ok'): Envelope => ({ code: 1, msg, data });

export function fakeServer() {
  const requests: { url: URL; lang: string | null }[] = [];
  const replies = new Map<string, Envelope[]>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requests.push({ url, lang: request.headers.get('lang') });
    const queue = replies.get(url.pathname) ?? [];
    // The last scripted reply repeats, so a refetch reads the current state again.
    const reply = queue.length > 1 ? queue.shift()! : queue[0];
    if (!reply) return new Response('not scripted', { status: 404 });
    return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
  });
  return {
    /** Scripts the replies of one path, in order. */
    answer(path: string, ...envelopes: Envelope[]) {
      replies.set(path, envelopes);
    },
    /** The requests made to one path so far: their URL and language header. */
    calls: (path: string) => requests.filter((request) => request.url.pathname === path),
  };
}

/** Resolves with the atom's value once `done` holds, keeping the atom mounted meanwhile (as a screen would). */
export function until<T>(atom: Atom<T>, done: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    let settled = false;
    const check = () => {
      const value = store.get(atom);
      if (settled || !done(value)) return;
      settled = true;
      queueMicrotask(stop);
      resolve(value);
    };
    const stop = store.sub(atom, check);
    check();
  });
}

/** Keeps an atom mounted (a screen showing it) until the returned function is called. */
export const mount = (atom: Atom<unknown>) => store.sub(atom, () => {});
