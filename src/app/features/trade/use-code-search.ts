import { useEffect } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { currentInstrumentIdAtom, instrumentListAtom } from '../market/instruments.ts';
import { useAtomValue, useSetAtom } from '../../state/store.ts';

const route = getRouteApi('/trade');

/**
 * /trade?code=EURUSD (a price alert's notification, a shared link) makes that instrument the
 * current one once the list is in, then leaves the plain /trade in the address, so the drawer's
 * later choices are not undone by a reload.
 */
export function useCodeSearch(): void {
  const code = route.useSearch().code;
  // The list as loaded, not with its live quotes: codes do not tick, and the live list changed
  // with every quote of every instrument, re-rendering the whole trade screen each time (issue 21).
  const list = useAtomValue(instrumentListAtom);
  const setCurrent = useSetAtom(currentInstrumentIdAtom);
  const navigate = useNavigate();
  const found = code && list ? list.find((instrument) => instrument.Code === code) : undefined;
  useEffect(() => {
    if (!code || !list) return;
    if (found) setCurrent(found.Id);
    void navigate({ to: '/trade', search: {}, replace: true });
  }, [code, list, found, setCurrent, navigate]);
}
