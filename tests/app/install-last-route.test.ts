import { beforeEach, describe, expect, it } from 'vitest';
import { rememberRoute, routeToRestore } from '../../src/app/features/install/last-route.ts';
import { isIosSafariInstallable } from '../../src/app/features/install/standalone.ts';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Mobile Safari/537.36';

/** A window as the two modules read it: display mode, navigator and address. */
function fakeWindow(opts: { standalone?: boolean; displayStandalone?: boolean; path?: string; search?: string; userAgent?: string; platform?: string; touch?: number }): Window {
  const navigator: Record<string, unknown> = { userAgent: opts.userAgent ?? ANDROID_CHROME, platform: opts.platform ?? 'Linux', maxTouchPoints: opts.touch ?? 5 };
  if (opts.standalone !== undefined) navigator.standalone = opts.standalone;
  return {
    matchMedia: (query: string) => ({ matches: query === '(display-mode: standalone)' && opts.displayStandalone === true }),
    navigator,
    location: { pathname: opts.path ?? '/', search: opts.search ?? '' },
  } as unknown as Window;
}

beforeEach(() => {
  const data = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  } as Storage;
});

describe('reopening from the home screen', () => {
  it('returns to the last route with its search when launched standalone at /', () => {
    rememberRoute({ pathname: '/order', searchStr: '?tab=pending' });
    expect(routeToRestore(fakeWindow({ displayStandalone: true }))).toBe('/order?tab=pending');
    expect(routeToRestore(fakeWindow({ standalone: true }))).toBe('/order?tab=pending'); // iOS
  });

  it('stays where it was opened in a browser tab, or when launched anywhere but /', () => {
    rememberRoute({ pathname: '/trade', searchStr: '' });
    expect(routeToRestore(fakeWindow({}))).toBeNull();
    expect(routeToRestore(fakeWindow({ displayStandalone: true, path: '/order' }))).toBeNull();
    expect(routeToRestore(fakeWindow({ displayStandalone: true, search: '?x=1' }))).toBeNull();
  });

  it('stays home when home was the last screen, and never returns into a login form', () => {
    rememberRoute({ pathname: '/trade', searchStr: '' });
    rememberRoute({ pathname: '/', searchStr: '' });
    expect(routeToRestore(fakeWindow({ displayStandalone: true }))).toBeNull();
    rememberRoute({ pathname: '/user', searchStr: '' });
    rememberRoute({ pathname: '/login', searchStr: '?from=%2Fuser' });
    expect(routeToRestore(fakeWindow({ displayStandalone: true }))).toBe('/user');
  });

  it('ignores a tampered entry that would leave the app', () => {
    localStorage.setItem('lotwise.lastRoute', JSON.stringify('//evil.example/x'));
    expect(routeToRestore(fakeWindow({ displayStandalone: true }))).toBeNull();
  });
});

describe('add to home screen on iOS', () => {
  it('is offered in iOS Safari that is not yet installed', () => {
    expect(isIosSafariInstallable(fakeWindow({ userAgent: IPHONE_SAFARI, platform: 'iPhone', standalone: false }))).toBe(true);
  });
  it('is not offered when installed already, in other iOS browsers, or off iOS', () => {
    expect(isIosSafariInstallable(fakeWindow({ userAgent: IPHONE_SAFARI, platform: 'iPhone', standalone: true }))).toBe(false);
    expect(isIosSafariInstallable(fakeWindow({ userAgent: IPHONE_CHROME, platform: 'iPhone', standalone: false }))).toBe(false);
    expect(isIosSafariInstallable(fakeWindow({ userAgent: ANDROID_CHROME }))).toBe(false);
  });
});
