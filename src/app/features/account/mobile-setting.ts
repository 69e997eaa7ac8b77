// Whether accounts by mobile phone are offered at all: the site setting is_show_mobile
// (GET /api/default/setting, SPEC.md section 7). '0' leaves email only; anything else, or no
// answer, shows both, since the server still decides what it accepts.
import { useEffect } from 'react';
import { api } from '../../lib/http/index.ts';
import { atom, store, useAtomValue } from '../../state/store.ts';

const showMobileAtom = atom<boolean | null>(null);
let inFlight: Promise<void> | null = null;

export function useMobileOffered(): boolean {
  const shown = useAtomValue(showMobileAtom);
  useEffect(() => {
    if (store.get(showMobileAtom) !== null) return;
    inFlight ??= api('setting', { key: 'is_show_mobile' }, { silent: true })
      .then((setting) => store.set(showMobileAtom, setting.value !== '0'))
      .catch(() => {
        /* unknown: both stay offered */
      })
      .finally(() => {
        inFlight = null;
      });
  }, []);
  return shown ?? true;
}
