import type { InstrumentInfo } from './catalog.ts';
import { openShare } from './sessions.ts';
import { pointScale, toPoints } from './prices.ts';

// The price process shared by the live simulator and the history generator, so a chart looks
// the same before and after the server started: geometric Brownian motion of the bid with a
// gentle pull back towards the instrument's start price (an Ornstein–Uhlenbeck process in log
// price), with time counted in open-market time only.

const YEAR_MS = 365.25 * 86_400_000;
/**
 * Pull towards the start price, per year of open time. At 2/year a deviation halves in about
 * four months and prices wander about volatility/2 around the start price: realistic for
 * months of running, never a runaway.
 */
const REVERSION_PER_YEAR = 2;

export interface PriceModel {
  id: number;
  precision: number;
  /** log of the start price: where the price is pulled to. */
  logAnchor: number;
  /** Variance of log price per ms of open time. */
  variancePerMs: number;
  /** Reversion rate per ms of open time. */
  reversionPerMs: number;
  /** Bid/ask spread in points, at least one point. */
  spreadPoints: number;
}

export function priceModel(info: InstrumentInfo): PriceModel {
  // Yearly volatility is quoted over calendar time; the market moves only while open, so the
  // same yearly variance is spread over the open share of the year.
  const openYearMs = YEAR_MS * openShare(info.schedule);
  return {
    id: info.id,
    precision: info.precision,
    logAnchor: Math.log(Number(info.startPrice)),
    variancePerMs: (info.volatility * info.volatility) / openYearMs,
    reversionPerMs: REVERSION_PER_YEAR / openYearMs,
    spreadPoints: Math.max(1, toPoints(info.spread, info.precision)),
  };
}

/** The price after `dtMs` of open time, given a standard normal draw `z`. */
export function stepPrice(model: PriceModel, price: number, dtMs: number, z: number): number {
  return Math.exp(stepLogPrice(model, Math.log(price), dtMs, z));
}

/** The same step on the log price (history works in logs: no exp/log per step). */
export function stepLogPrice(model: PriceModel, logPrice: number, dtMs: number, z: number): number {
  const pull = model.reversionPerMs * dtMs * (model.logAnchor - logPrice);
  return logPrice + pull + Math.sqrt(model.variancePerMs * dtMs) * z;
}

/** A price as whole points of the instrument's precision (never below one point). */
export function roundToPoints(model: PriceModel, price: number): number {
  return Math.max(1, Math.round(price * pointScale(model.precision)));
}

export const pointsToPrice = (model: PriceModel, points: number) => points / pointScale(model.precision);

/** Lots traded on one tick: 1 to 20, a plausible retail-broker tape. */
export const tickVolume = (u: number) => 1 + Math.floor(u * 20);
/** Lots traded in one generated minute with `ticks` expected ticks: their sum, give or take 40 %. */
export const minuteVolume = (u: number, ticks: number) => Math.max(1, Math.round(ticks * 10.5 * (0.6 + 0.8 * u)));
