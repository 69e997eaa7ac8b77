// What the app's state modules expect of a browser and Node lacks: localStorage (persisted atoms
// read it again when first mounted) and a window that other tabs' storage events arrive on.
// Imported first by app tests, because binding the query client mounts persisted atoms at import.
import { vi } from 'vitest';

if (!globalThis.localStorage) {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  vi.stubGlobal('localStorage', storage);
}
if (typeof window === 'undefined') vi.stubGlobal('window', new EventTarget());
