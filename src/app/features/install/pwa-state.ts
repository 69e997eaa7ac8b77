// What the service worker and the browser's install offer told the app, as atoms the small
// prompts read. Kept tiny and free of UI: main.tsx imports it on the startup path, the prompts
// themselves load only when there is something to show.
import { atom } from '../../state/store.ts';

/** A newer service worker is installed and waiting; `accept` activates it and reloads. */
export const updateWaitingAtom = atom<{ accept: () => void } | null>(null);

/** The browser's `beforeinstallprompt` event, kept until the person uses or dismisses it. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
export const installOfferAtom = atom<InstallPromptEvent | null>(null);

/** The app has been started on this device before (the install card waits for that). */
export const returningVisitorAtom = atom(false);
