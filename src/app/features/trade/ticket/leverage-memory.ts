import { z } from 'zod/mini';
import { persistedAtom } from '../../../state/persisted.ts';

/** The leverage last chosen on each instrument (by code), kept on this device: the ticket starts with it. */
export const leverageByInstrumentAtom = persistedAtom<Record<string, number>>('leverage', z.record(z.string(), z.number()), {});
