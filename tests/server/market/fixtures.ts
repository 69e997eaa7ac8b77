import { instruments } from '../../../src/server/db/seed/instruments.ts';
import type { InstrumentInfo } from '../../../src/server/market/catalog.ts';

/** The seed instruments as the market reads them from the database. */
export const infos: InstrumentInfo[] = instruments.map((s) => ({
  id: s.id,
  code: s.code,
  showCode: s.showCode,
  logo: s.logo,
  categoryId: s.categoryId,
  precision: s.pricePrecision,
  pip: s.pip,
  minLots: s.minLots,
  contractSize: s.contractSize,
  feeRate: s.feeRate,
  marginMode: s.marginMode,
  leverages: s.leverages,
  startPrice: s.startPrice,
  volatility: Number(s.volatility),
  spread: s.spread,
  schedule: s.schedule,
  baseCurrency: s.baseCurrency,
  quoteCurrency: s.quoteCurrency,
  profitContractSize: s.profitContractSize,
  names: s.names,
}));

export const info = (code: string) => {
  const found = infos.find((i) => i.code === code);
  if (!found) throw new Error(`no seed instrument ${code}`);
  return found;
};

/** The first instrument of each trading schedule (EURUSD for forex, BTCUSD for crypto...). */
export const onePerSchedule = () => infos.filter((i, k) => infos.findIndex((j) => j.schedule === i.schedule) === k);

export const at = (iso: string) => Date.parse(iso);

/** New York weekday (Sun..Sat) and HH:MM, computed independently of the market code. */
export function nyWallClock(t: number): { weekday: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(t).map((p) => [p.type, p.value]),
  );
  return { weekday: parts.weekday, time: `${parts.hour}:${parts.minute}` };
}

/** True when the FX week (Sunday 17:00 to Friday 17:00 New York) is closed at `t`. */
export function forexClosed(t: number): boolean {
  const { weekday, time } = nyWallClock(t);
  return weekday === 'Sat' || (weekday === 'Sun' && time < '17:00') || (weekday === 'Fri' && time >= '17:00');
}
