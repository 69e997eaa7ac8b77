import Decimal from 'decimal.js';
import type { UsdRate } from '../../../contract/formulas.ts';
import { InsufficientMargin } from '../../errors.ts';
import type { InstrumentInfo } from '../../market/catalog.ts';
import type { PointQuote } from '../../market/types.ts';
import type { Money } from '../wallet/index.ts';
import type { TradingContext } from './context.ts';
import { closingPrice, Status, type LiveOrder } from './live-order.ts';
import { profitUnits } from './pricing.ts';
import type { AccountFigures } from './values.ts';

// An account's figures at the prices now, exact (bigint units of 10^-8): what a submit checks,
// a stop-out pass weighs and the queries show.

/** A holding's floating profit at the price it would close at now, in USD units. */
export function floatingOf(ctx: TradingContext, o: LiveOrder): bigint {
  if (o.status !== Status.HOLDING) return 0n;
  const q = ctx.quoteOf(o.instrumentId);
  return profitUnits(ctx.termsOf(o.instrumentId), { side: o.side, lots: o.lots, openPoints: o.openPrice, currentPoints: closingPrice(o, q) }, ctx.rateOf(o.instrumentId));
}

/**
 * floatingOf for many holdings at once: each instrument's terms, quote and USD rate are looked
 * up once (market.usdRate computes a decimal on every call), so valuing an account of many
 * positions, at every submit and in every stop-out pass, costs one profit formula each.
 */
export function valuer(ctx: TradingContext): (o: LiveOrder) => bigint {
  const seen = new Map<number, { terms: InstrumentInfo; quote: PointQuote; rate: UsdRate }>();
  return (o: LiveOrder): bigint => {
    if (o.status !== Status.HOLDING) return 0n;
    let p = seen.get(o.instrumentId);
    if (!p) seen.set(o.instrumentId, (p = { terms: ctx.termsOf(o.instrumentId), quote: ctx.quoteOf(o.instrumentId), rate: ctx.rateOf(o.instrumentId) }));
    return profitUnits(p.terms, { side: o.side, lots: o.lots, openPoints: o.openPrice, currentPoints: closingPrice(o, p.quote) }, p.rate);
  };
}

export function floatingOfUser(ctx: TradingContext, userId: number): bigint {
  const value = valuer(ctx);
  let sum = 0n;
  for (const o of ctx.book.ofUser(userId)) sum += value(o);
  return sum;
}

/** GLOSSARY.md: equity = balance + floating; available = equity − used margin − lock_balance. */
export function figures(ctx: TradingContext, userId: number, money: Readonly<Money>) {
  const floating = floatingOfUser(ctx, userId);
  const equity = money.balance + floating;
  return { floating, equity, available: equity - money.margin - money.lock };
}

/** The account's figures as forexDetail and FOREX_TRADE show them; `stopOutLevel` as the caller knows it. */
export function accountFigures(ctx: TradingContext, userId: number, money: Readonly<Money>, stopOutLevel: number | undefined): AccountFigures {
  const { floating, equity, available } = figures(ctx, userId, money);
  const { balance, lock, margin } = money;
  return { balance, lock, margin, floating, equity, available, riskRate: margin > 0n ? riskRate(equity, margin) : null, marginCall: margin > 0n && equity <= margin, stopOutLevel };
}

/**
 * Free margin must cover margin and fee; and the fee is paid in cash, so the balance must
 * cover it too (floating gains of other positions are not cash: without this a fee could take
 * the balance below 0).
 */
export function canAfford(ctx: TradingContext, userId: number, money: Readonly<Money>, margin: bigint, fee: bigint): boolean {
  return figures(ctx, userId, money).available >= margin + fee && money.balance >= fee;
}

export function ensureAvailable(ctx: TradingContext, userId: number, money: Readonly<Money>, margin: bigint, fee: bigint): void {
  if (!canAfford(ctx, userId, money, margin, fee)) throw new InsufficientMargin();
}

/** equity ÷ margin × 100, 2 decimals, rounded toward 0 (bigint division). */
export function riskRate(equity: bigint, margin: bigint): Decimal {
  const hundredths = (equity * 10_000n) / margin;
  return new Decimal(hundredths.toString()).div(100);
}
