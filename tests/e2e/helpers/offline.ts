// Helpers for the offline specs: the service worker taking control, and the snapshots as the
// page's IndexedDB holds them (read in the page, as the app would). Scripts are strings: e2e
// files are type-checked without the DOM library.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Waits until the service worker controls the page, so the next loads can come from its cache. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(`navigator.serviceWorker.controller !== null`), { timeout: 30_000 }).toBe(true);
}

const openStore = (db: string) => `new Promise((resolve, reject) => {
  const request = indexedDB.open(${JSON.stringify(db)});
  request.onupgradeneeded = () => request.result.createObjectStore('snapshots');
  request.onerror = () => reject(request.error);
  request.onsuccess = () => resolve(request.result);
})`;

/** The stored envelope ({ v, user, at, data }) under `key` in one snapshot database, or null. */
export function readSnapshot<T = unknown>(page: Page, db: string, key: string): Promise<{ v: number; user: string; at: number; data: T } | null> {
  return page.evaluate(`${openStore(db)}.then((database) => new Promise((resolve) => {
    const get = database.transaction('snapshots').objectStore('snapshots').get(${JSON.stringify(key)});
    get.onsuccess = () => { database.close(); resolve(get.result ?? null); };
    get.onerror = () => { database.close(); resolve(null); };
  }))`);
}

/** Every key of one snapshot database. */
export function snapshotKeys(page: Page, db: string): Promise<string[]> {
  return page.evaluate(`${openStore(db)}.then((database) => new Promise((resolve) => {
    const keys = database.transaction('snapshots').objectStore('snapshots').getAllKeys();
    keys.onsuccess = () => { database.close(); resolve(keys.result.map(String)); };
    keys.onerror = () => { database.close(); resolve([]); };
  }))`);
}

export const SNAPSHOT_DBS = ['lotwise-instruments', 'lotwise-candles', 'lotwise-account'] as const;

/** The offline strip ("Offline · prices as of …"). */
export const offlineBanner = (page: Page) => page.locator('.offline-banner p');
