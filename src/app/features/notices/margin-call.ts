// The margin call as the last FOREX_TRADE push told it: shown on every screen while the
// account's margin level is at or below 100 %, gone once it recovers.
import type { ServerMessageOf } from '../../../contract/socket.ts';
import { atom } from '../../state/store.ts';

export interface MarginCall {
  equity: string;
  available: string;
  level: string;
  stopOut: string;
}

export const marginCallAtom = atom<MarginCall | null>(null);

/** The banner's figures from a FOREX_TRADE push; null when the account is not in a margin call. */
export function marginCallOf(data: ServerMessageOf<'FOREX_TRADE'>['data']): MarginCall | null {
  if (!data.margin_call) return null;
  return { equity: data.equity ?? '', available: data.available ?? '', level: data.hazard_rate, stopOut: data.stop_out_level ?? '' };
}
