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

const SHOW_MS = 3_000;
let nextId = 1;

export function dismissToast(id: number): void {
  store.set(toastsAtom, (list) => list.filter((toast) => toast.id !== id));
}

export function showToast(text: string, kind: ToastKind = 'info'): void {
  const id = nextId++;
  // The same text twice in a row (a burst of failing calls) is shown once.
  store.set(toastsAtom, (list) => [...list.filter((toast) => toast.text !== text), { id, text, kind }].slice(-3));
  setTimeout(() => dismissToast(id), SHOW_MS);
}
