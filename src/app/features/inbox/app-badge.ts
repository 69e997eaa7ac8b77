// The app icon's badge carries the inbox's unread count where the platform has the Badging API
// (installed apps on Chromium desktops, Android launchers that show it, iOS 16.4+ home-screen apps).
import { store } from '../../state/store.ts';
import { inboxUnreadAtom } from './queries.ts';

type BadgeNavigator = Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

export function showAppBadge(count: number): void {
  const nav = navigator as BadgeNavigator;
  if (!nav.setAppBadge || !nav.clearAppBadge) return;
  void (count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge()).catch(() => undefined);
}

/** Keeps the badge in step with the unread count until the returned function is called. */
export function followAppBadge(): () => void {
  return store.sub(inboxUnreadAtom, () => showAppBadge(store.get(inboxUnreadAtom)));
}
