// The chart's candles through their snapshot: each answer for an instrument and period is
// stored; when the server cannot be reached the stored candles are drawn instead (the banner
// says how old they are). A refusal from the server is passed on unchanged.
import type { Candle, Period } from '../../../contract/market.ts';
import { marketCalls } from '../../../contract/calls/market.ts';
import { apiFor } from '../../lib/http/wiring.ts';
import { sessionAtom } from '../../state/session.ts';
import { store } from '../../state/store.ts';
import { isUnreachable } from './offline-failure.ts';
import { candleSnapshots, snapshotUser } from './snapshots.ts';

// The market's calls only (not lib/http's every call): /trade's chart loads this (issue 21).
const api = apiFor(marketCalls);

export async function loadCandles(instrumentId: number, period: Period): Promise<Candle[]> {
  const user = snapshotUser(store.get(sessionAtom)?.user.id);
  const key = `${instrumentId}:${period}`;
  try {
    // Silent: offline, the stored candles answer instead of a "no connection" toast; other
    // failures show in the chart's own error state.
    const candles = await api('kline', { forex_id: instrumentId, period }, { silent: true });
    if (candles.length > 0) void candleSnapshots.write(user, key, { at: Date.now(), data: candles });
    return candles;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const snapshot = await candleSnapshots.read(user, key);
    if (!snapshot) throw error;
    return snapshot.data;
  }
}
