import Decimal from 'decimal.js';
import { fee, margin, MONEY_DECIMALS, type UsdRate } from '../../../contract/formulas.ts';
import { fromUnits, toUnits } from '../../units.ts';
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

/** A decimal text as an exact fraction [numerator, denominator]; rates and contract sizes repeat, so they are kept. */
const fractions = new Map<string, readonly [bigint, bigint]>();
function decimalFraction(text: string): readonly [bigint, bigint] {
  let known = fractions.get(text);
  if (!known) {
    const plain = /^-?\d+(\.\d+)?$/.test(text) ? text : new Decimal(text).toFixed();
    const [whole = '0', decimals = ''] = plain.split('.');
    known = [BigInt(whole + decimals), 10n ** BigInt(decimals.length)];
    if (fractions.size >= 4096) fractions.clear(); // rates change with every tick: keep the map small
    fractions.set(text, known);
  }
  return known;
}

/** num ÷ den rounded half to even (den > 0). */
function roundHalfEven(num: bigint, den: bigint): bigint {
  const negative = num < 0n;
  const a = negative ? -num : num;
  let q = a / den;
  const twice = (a % den) * 2n;
  if (twice > den || (twice === den && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

const UNITS_PER_MONEY_STEP = 10n ** BigInt(8 - MONEY_DECIMALS);

/**
 * The contract's `profit` (diff × lots × profit contract size × rate, half-even to 6 decimals)
 * in exact integers: the stop-out pass and every tick's exact checks call it for each position,
 * and the decimal library's allocations were a tenth of a 10,000-account stop-out's CPU.
 * `pricing.test.ts` holds it equal to the contract's decimal formula.
 */
export function profitUnits(terms: InstrumentInfo, a: { side: 1 | 2; lots: bigint; openPoints: number; currentPoints: number }, rate: UsdRate): bigint {
  const diff = BigInt(a.side === 1 ? a.currentPoints - a.openPoints : a.openPoints - a.currentPoints);
  if (diff === 0n || a.lots === 0n) return 0n;
  const [sizeNum, sizeDen] = decimalFraction(terms.profitContractSize);
  const [rateNumNum, rateNumDen] = decimalFraction(rate.num);
  const [rateDenNum, rateDenDen] = decimalFraction(rate.den);
  // points ÷ 10^precision × lots units ÷ 10^8 × size × (rate.num ÷ rate.den), in steps of 10^-6.
  let num = diff * a.lots * sizeNum * rateNumNum * rateDenDen * 10n ** BigInt(MONEY_DECIMALS);
  let den = 10n ** BigInt(terms.precision) * 100_000_000n * sizeDen * rateNumDen * rateDenNum;
  if (den < 0n) [num, den] = [-num, -den];
  return roundHalfEven(num, den) * UNITS_PER_MONEY_STEP;
}
