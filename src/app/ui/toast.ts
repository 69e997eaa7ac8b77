// The global toast queue: any module can call showToast (the HTTP client does on errors);
// ui/Toaster.tsx renders the queue. Texts arrive already translated.
import { atom, store } from '../state/store.ts';

export type ToastKind = 'info' | 'error' | 'success';
export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

export const toastsAtom = atom<readonly Toast[]>([]);

/** Two at most: a third would hide the screen it speaks about. */
const MAX_SHOWN = 2;

/**
 * The queue once `toast` arrives. It replaces a toast of its own kind, so a later error
 * replaces a stale "please complete" instead of piling under it, and the same text is never
 * shown twice; of what is left only the newest two stay (the newest last).
 */
export function withToast(list: readonly Toast[], toast: Toast): readonly Toast[] {
  const others = list.filter((shown) => shown.kind !== toast.kind && shown.text !== toast.text);
  return [...others, toast].slice(-MAX_SHOWN);
}

/** Long enough to read the text: 2.5 s plus 50 ms a character, at most 7 s. */
export function toastDuration(text: string): number {
  return Math.min(7_000, 2_500 + 50 * [...text].length);
}

let nextId = 1;

export function dismissToast(id: number): void {
  store.set(toastsAtom, (list) => list.filter((toast) => toast.id !== id));
}

export function showToast(text: string, kind: ToastKind = 'info'): void {
  const id = nextId++;
  store.set(toastsAtom, (list) => withToast(list, { id, text, kind }));
  setTimeout(() => dismissToast(id), toastDuration(text));
}
