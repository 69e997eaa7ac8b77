import Decimal from 'decimal.js';

/** SPEC.md section 9: copy-trading statistics cover the last three weeks. */
export const WINDOW_MS = 21 * 24 * 60 * 60 * 1000;

/** One closed trade as the ranking reads it (amounts in units of 10^-8). */
export interface ClosedTrade {
  userId: number;
  instrumentId: number;
  leverage: number;
  margin: bigint;
  profit: bigint;
  closedAt: number;
}

/** Rates are percentages rounded to 2 decimals (as followList shows them, so ties rank alike). */
export interface TraderFigures {
  threeWeekRate: Decimal;
  threeWeekWin: Decimal;
  /** Units of 10^-8. */
  threeWeekProfit: bigint;
  totalRate: Decimal;
  totalTrades: number;
  /** The leverage used most over the window (else over all time); 0 before any trade. */
  multiple: number;
  /** The instrument traded most (the "variety"); null before any trade. */
  instrumentId: number | null;
}

/** Profit over margin, in percent with 2 decimals; 0 without margin. */
function rate(profit: bigint, margin: bigint): Decimal {
  if (margin === 0n) return new Decimal(0);
  return new Decimal(profit.toString()).div(margin.toString()).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);
}

function mostFrequent(values: number[]): number | null {
  const counts = new Map<number, number>();
  let best: number | null = null;
  for (const v of values) {
    const n = (counts.get(v) ?? 0) + 1;
    counts.set(v, n);
    if (best === null || n > counts.get(best)! || (n === counts.get(best)! && v < best)) best = v;
  }
  return best;
}

/**
 * A trader's figures from their closed trades: over the three weeks before `now` the income
 * (realised profit, as my_deal's FactProfits shows each order), the profit rate (income over the
 * margin those trades held) and the win rate (trades closed in profit over trades closed); over
 * all time the profit rate and the number of trades.
 */
export function figuresOf(trades: ClosedTrade[], now: number): TraderFigures {
  const recent = trades.filter((t) => t.closedAt > now - WINDOW_MS && t.closedAt <= now);
  const sum = (list: ClosedTrade[], pick: (t: ClosedTrade) => bigint) => list.reduce((acc, t) => acc + pick(t), 0n);
  const recentProfit = sum(recent, (t) => t.profit);
  const wins = recent.filter((t) => t.profit > 0n).length;
  return {
    threeWeekRate: rate(
      recentProfit,
      sum(recent, (t) => t.margin),
    ),
    threeWeekWin: recent.length === 0 ? new Decimal(0) : new Decimal(wins).div(recent.length).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN),
    threeWeekProfit: recentProfit,
    totalRate: rate(
      sum(trades, (t) => t.profit),
      sum(trades, (t) => t.margin),
    ),
    totalTrades: trades.length,
    multiple: mostFrequent((recent.length ? recent : trades).map((t) => t.leverage)) ?? 0,
    instrumentId: mostFrequent(trades.map((t) => t.instrumentId)),
  };
}
