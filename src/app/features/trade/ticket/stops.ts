import Decimal from 'decimal.js';

// Take-profit and stop-loss defaults of the ticket: one price step (10^-PricePrecision) from the
// price the server checks them against, on their valid side, so a default is never refused.
// That reference is where the position would close now (a long closes at the bid, a short at
// the ask), or a pending order's target (the engine's checkStops).

export type Side = 1 | 2; // 1 buy, 2 sell (the wire's type)

export function priceStep(precision: number): Decimal {
  return new Decimal(10).pow(-precision);
}

/** The price take-profit and stop-loss are checked against. */
export function stopReference(a: { side: Side; pending: boolean; target: string; bid: string; ask: string }): string {
  if (a.pending) return a.target;
  return a.side === 1 ? a.bid : a.ask;
}

export function defaultStops(side: Side, reference: string, precision: number): { takeProfit: string; stopLoss: string } {
  const ref = new Decimal(reference || 0);
  const step = priceStep(precision);
  const up = ref.plus(step).toFixed(precision);
  const down = Decimal.max(ref.minus(step), 0).toFixed(precision);
  return side === 1 ? { takeProfit: up, stopLoss: down } : { takeProfit: down, stopLoss: up };
}

/** Which of the two stands on the wrong side of the reference (the server would refuse it). */
export function stopProblem(side: Side, reference: string, which: 'take_profit' | 'stop_loss', text: string): boolean {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return true;
  const value = new Decimal(text.trim());
  const ref = new Decimal(reference || 0);
  const above = value.gt(ref);
  const below = value.lt(ref);
  if (which === 'take_profit') return side === 1 ? !above : !below;
  return side === 1 ? !below : !above;
}
