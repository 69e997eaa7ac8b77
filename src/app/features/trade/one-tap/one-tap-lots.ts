// The lots each one-tap order asks for, per device (then fitted to each instrument's minimum and
// step). Apart from one-tap-mode.ts, so the home list's start does not carry it.
import { z } from 'zod/mini';
import { persistedAtom } from '../../../state/persisted.ts';

export const ONE_TAP_LOTS = /^(?=.*[1-9])\d{1,4}(\.\d{1,2})?$/;
export const oneTapLotsAtom = persistedAtom<string>('oneTapLots', z.string().check(z.regex(ONE_TAP_LOTS)), '0.01');
