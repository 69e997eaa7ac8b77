// Small-chart data per instrument (abbreviated_cache_kline), fetched when a row first becomes
// visible and kept for the visit, so scrolling back and returning to / costs nothing.
import { api } from '../../lib/http/index.ts';
import { atom, store } from '../../state/store.ts';

export type SparklineData = readonly number[] | 'error';

export const sparklinesAtom = atom<Readonly<Record<number, SparklineData>>>({});

const inFlight = new Set<number>();

export function loadSparkline(instrumentId: number): void {
  if (inFlight.has(instrumentId) || store.get(sparklinesAtom)[instrumentId] !== undefined) return;
  inFlight.add(instrumentId);
  api('abbreviatedKline', { forex_id: instrumentId }, { silent: true })
    .then(
      (candles) => candles.map((candle) => Number(candle.Close)),
      () => 'error' as const,
    )
    .then((data) => store.set(sparklinesAtom, (all) => ({ ...all, [instrumentId]: data })))
    .finally(() => inFlight.delete(instrumentId));
}
