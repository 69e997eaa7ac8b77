import Decimal from 'decimal.js';
import { ALERT_PERCENT_MAX, isPercentAlert, type AlertKind } from '../../../contract/alerts.ts';
import { percentChange } from '../../../contract/formulas.ts';
import { fromUnits, toUnits } from '../../units.ts';
import { AlertAlreadyReached, AlertPercentInvalid, AlertPriceInvalid } from '../../errors.ts';
import { formatPoints, pointsToUnits, unitsToPoints } from '../../market/prices.ts';
import type { Way } from './alert-index.ts';

// The rules of a price alert's condition (issue 20 item 4), free of storage: what a value may
// be, which bid fires it, and that it must not be reached already (it would fire at once).

/** An alert's value as the person typed it: a price at the instrument's precision, or a percentage with 2 decimals. */
export const valueText = (kind: AlertKind, value: bigint, precision: number) => fromUnits(value, isPercentAlert(kind) ? 2 : precision);

/** How far from the price now an alert price may be: between a tenth and ten times the bid. */
const RANGE = 10;
/** A percentage in units of 10^-8 is this many units for the whole (100 % = 10^10). */
const WHOLE = 10_000_000_000n;

export interface Instrument {
  showCode: string;
  precision: number;
}

export const wayOf = (kind: AlertKind): Way => (kind === 'above' || kind === 'rise' ? 'up' : 'down');
export const reached = (kind: AlertKind, level: number, bid: number) => (wayOf(kind) === 'up' ? bid >= level : bid <= level);

/**
 * The bid (points) that fires a condition: the price itself, or for a day's move the day open
 * moved by the percentage, rounded away from the open (a rise of 2 % fires at 2 % or more).
 */
export function levelOf(kind: AlertKind, value: bigint, precision: number, dayOpen: number): number {
  if (!isPercentAlert(kind)) return unitsToPoints(value, precision);
  const open = BigInt(dayOpen);
  if (kind === 'rise') return Number((open * (WHOLE + value) + WHOLE - 1n) / WHOLE);
  return Number((open * (WHOLE - value)) / WHOLE);
}

/**
 * Checks a condition typed by a person against the bid and the day open now (points), and gives
 * its value in units of 10^-8. Refused: a percentage not above 0, above the maximum or finer
 * than 0.01; a price outside a tenth to ten times the bid or finer than the instrument's step;
 * a condition the bid has already reached.
 */
export function checkCondition(kind: AlertKind, text: string, instrument: Instrument, bid: number, dayOpen: number): bigint {
  const { precision } = instrument;
  const decimal = new Decimal(text);
  let value: bigint;
  if (isPercentAlert(kind)) {
    value = toUnits(decimal);
    if (value <= 0n || value > BigInt(ALERT_PERCENT_MAX) * 100_000_000n || decimal.decimalPlaces() > 2) throw new AlertPercentInvalid({ max: ALERT_PERCENT_MAX });
  } else {
    const min = Math.max(1, Math.ceil(bid / RANGE));
    const max = bid * RANGE;
    value = toUnits(decimal);
    const points = unitsToPoints(value, precision);
    if (decimal.decimalPlaces() > precision || points < min || points > max || pointsToUnits(points, precision) !== value) {
      throw new AlertPriceInvalid({ min: formatPoints(min, precision), max: formatPoints(max, precision), decimals: precision });
    }
  }
  if (reached(kind, levelOf(kind, value, precision, dayOpen), bid)) {
    const [open, now] = [formatPoints(dayOpen, precision), formatPoints(bid, precision)];
    throw new AlertAlreadyReached({ kind, instrument: instrument.showCode, price: now, change: percentChange(open, now) });
  }
  return value;
}
