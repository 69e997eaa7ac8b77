import { fee, margin, profit, type UsdRate } from '../../../contract/formulas.ts';
import { fromUnits, toUnits } from '../../db/units.ts';
import type { InstrumentInfo } from '../../market/catalog.ts';
import { formatPoints } from '../../market/prices.ts';

// The contract's formulas (SPEC.md section 9) in the engine's units: lots and money in units
// of 10^-8, prices in points. The same functions give the order form its estimates.

const lotsText = (lots: bigint) => fromUnits(lots);

export function marginUnits(terms: InstrumentInfo, lots: bigint, pricePoints: number, leverage: number, rate: UsdRate): bigint {
  return toUnits(margin({ lots: lotsText(lots), contractSize: terms.contractSize, price: formatPoints(pricePoints, terms.precision), leverage, marginMode: terms.marginMode, rate }));
}

/** trade_fee_type 1: lots × rate; otherwise margin × rate. */
export function feeUnits(terms: InstrumentInfo, lots: bigint, marginOf: bigint, feeType: number): bigint {
  return toUnits(fee({ lots: lotsText(lots), rate: terms.feeRate, margin: fromUnits(marginOf), feeType }));
}

export function profitUnits(terms: InstrumentInfo, a: { side: 1 | 2; lots: bigint; openPoints: number; currentPoints: number }, rate: UsdRate): bigint {
  return toUnits(
    profit({
      side: a.side,
      lots: lotsText(a.lots),
      profitContNum: terms.profitContractSize,
      open: formatPoints(a.openPoints, terms.precision),
      current: formatPoints(a.currentPoints, terms.precision),
      rate,
    }),
  );
}
