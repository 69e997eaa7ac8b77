import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { Instrument } from '../../../contract/market.ts';
import { useSetAtom } from '../../state/store.ts';
import { currentInstrumentIdAtom } from './instruments.ts';

/** Makes an instrument the current one and opens /trade on it (SPEC.md section 2, home rows). */
export function useOpenInstrument() {
  const setCurrent = useSetAtom(currentInstrumentIdAtom);
  const navigate = useNavigate();
  return useCallback(
    (instrument: Instrument) => {
      setCurrent(instrument.Id);
      void navigate({ to: '/trade' });
    },
    [setCurrent, navigate],
  );
}
