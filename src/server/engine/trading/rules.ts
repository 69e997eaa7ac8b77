import { toUnits } from '../../units.ts';
import { ExpiryInPast, ExpiryTooFar, PriceBelowStep, LeverageInvalid, LeverageNotConfigured, LotsInvalid, PendingTypeWrongSide, StopWrongSide, TargetPriceRequired } from '../../errors.ts';
import type { InstrumentInfo } from '../../market/catalog.ts';
import { formatPoints, toPoints } from '../../market/prices.ts';

// The order rules of issue 8 that need no money: leverage, lots, prices. Each refusal is a
// named error thrown before anything is written.

export function checkLeverage(terms: InstrumentInfo, leverage: number): void {
  if (terms.leverages.length === 0) throw new LeverageNotConfigured();
  if (!terms.leverages.includes(leverage)) throw new LeverageInvalid();
}

/** Lots as units of 10^-8: a multiple of Pip, at least ForexMinCont, at most the instrument's maximum. */
export function checkLots(terms: InstrumentInfo, lotsText: string, maxLots: string, opts: { max?: bigint } = {}): bigint {
  const step = toUnits(terms.pip);
  const min = toUnits(terms.minLots);
  const max = opts.max ?? toUnits(maxLots);
  const lots = toUnits(lotsText);
  if (lots <= 0n || lots < min || lots > max || (step > 0n && lots % step !== 0n)) {
    throw new LotsInvalid({ min: terms.minLots, max: opts.max === undefined ? maxLots : String(Number(opts.max) / 1e8), step: terms.pip });
  }
  return lots;
}

/** A price typed by a person, in points; 0 for empty or zero (none). */
export function pricePoints(text: string | undefined, precision: number): number {
  if (text === undefined || text === '') return 0;
  const points = toPoints(text, precision);
  // Not 0 but under one price step: it would round to nothing and the stop be dropped while the
  // order answers "confirmed" (a security probe's find). A value too large to hold cannot come
  // through the contract (10 whole digits at most), so a non-integer here is the same refusal.
  if (!Number.isSafeInteger(points) || (points <= 0 && Number(text) > 0)) throw new PriceBelowStep({ step: formatPoints(1, precision) });
  return points > 0 ? points : 0;
}

export function targetPoints(text: string | undefined, precision: number): number {
  const points = pricePoints(text, precision);
  if (points <= 0) throw new TargetPriceRequired();
  return points;
}

/**
 * Take-profit and stop-loss must stand where they would not fire at once: for a long above
 * (take-profit) and below (stop-loss) the reference, for a short the other way round. The
 * reference is the price the position would close at now, or a pending order's target.
 */
export function checkStops(side: 1 | 2, reference: number, takeProfit: number, stopLoss: number): void {
  if (takeProfit > 0 && (side === 1 ? takeProfit <= reference : takeProfit >= reference)) throw new StopWrongSide({ which: 'take_profit' });
  if (stopLoss > 0 && (side === 1 ? stopLoss >= reference : stopLoss <= reference)) throw new StopWrongSide({ which: 'stop_loss' });
}

/**
 * A pending order's type, as asked (submit `pending_type`: 1 limit, 2 stop) or, when not given
 * (an older client), inferred from the target as before: on the better side of the price a
 * limit, on the worse side a stop. An asked type must agree with the target: a buy (filled at
 * the ask) limit below the ask and stop above it; a sell (filled at the bid) limit above the bid
 * and stop below it. At the price itself neither is waiting for anything: refused.
 */
export function pendingKind(side: 1 | 2, asked: number | undefined, target: number, quote: { bid: number; ask: number }, precision: number): 1 | 2 {
  const market = side === 1 ? quote.ask : quote.bid;
  if (asked !== 1 && asked !== 2) return (side === 1 ? target <= market : target >= market) ? 1 : 2;
  const limit = asked === 1;
  const fits = side === 1 ? (limit ? target < market : target > market) : limit ? target > market : target < market;
  if (!fits) throw new PendingTypeWrongSide({ kind: `${side === 1 ? 'buy' : 'sell'}_${limit ? 'limit' : 'stop'}`, price: formatPoints(market, precision) });
  return asked;
}

/** A pending order's expiry: submit's `expire_at` in seconds since the epoch as ms; 0 (or none) good till cancelled; refused unless after `now`. */
/** How far ahead a pending order's expiry may be: a year and a day (the ticket offers dates up to a year ahead). */
export const MAX_EXPIRY_MS = 366 * 24 * 3_600_000;

export function expiryMs(expireAtSeconds: number | undefined, now: number): number {
  if (!expireAtSeconds) return 0;
  const at = expireAtSeconds * 1000;
  if (!Number.isSafeInteger(at) || at <= now) throw new ExpiryInPast();
  if (at > now + MAX_EXPIRY_MS) throw new ExpiryTooFar();
  return at;
}
