// Country or region dialing codes (GET /api/default/area_list) for registration, SMS codes
// and password reset, loaded once per visit and kept. The pure helpers are in area-codes.ts.
import type { AreaCode } from '../../../contract/site.ts';
import { api } from '../../lib/http/index.ts';
import { atom, store } from '../../state/store.ts';

export const areasAtom = atom<readonly AreaCode[] | null>(null);
export const areasErrorAtom = atom<unknown>(null);

let inFlight: Promise<void> | null = null;
export function loadAreas(): Promise<void> {
  if (store.get(areasAtom)) return Promise.resolve();
  inFlight ??= api('areaList', {})
    .then(
      (list) => {
        store.set(areasAtom, list);
        store.set(areasErrorAtom, null);
      },
      (error: unknown) => store.set(areasErrorAtom, error),
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
