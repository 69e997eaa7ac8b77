import Decimal from 'decimal.js';

// The lots of the order ticket (issue 8 item 6): a multiple of the instrument's Pip (the lot
// step), never below ForexMinCont. Pure, so the stepper and its tests share one rule.

export interface LotRule {
  /** The lot step (Instrument.Pip). */
  step: string;
  /** The minimum and default (Instrument.ForexMinCont). */
  min: string;
}

const places = (rule: LotRule) => Math.max(new Decimal(rule.step).decimalPlaces(), new Decimal(rule.min).decimalPlaces());
const show = (value: Decimal, rule: LotRule) => value.toFixed(places(rule));

function parse(text: string): Decimal | null {
  if (!/^\s*\d*(\.\d*)?\s*$/.test(text) || text.trim() === '' || text.trim() === '.') return null;
  const value = new Decimal(text.trim());
  return value.isFinite() ? value : null;
}

/** One step up or down; never below the minimum (minus is disabled there). */
export function stepLots(text: string, rule: LotRule, direction: 1 | -1): string {
  const current = parse(text) ?? new Decimal(rule.min);
  const snapped = current.div(rule.step).floor().times(rule.step);
  // A value between steps goes to the neighbouring step in the asked direction.
  const next = direction === 1 ? snapped.plus(rule.step) : snapped.eq(current) ? snapped.minus(rule.step) : snapped;
  return show(Decimal.max(next, rule.min), rule);
}

export const atMinimum = (text: string, rule: LotRule): boolean => {
  const value = parse(text);
  return value === null || value.lte(rule.min);
};

export type LotsProblem = 'empty' | 'below_min' | 'off_step';

/** Why typed lots cannot be sent, or null when they can. */
export function lotsProblem(text: string, rule: LotRule): LotsProblem | null {
  const value = parse(text);
  if (value === null || value.isZero()) return 'empty';
  if (value.lt(rule.min)) return 'below_min';
  if (!value.mod(rule.step).isZero()) return 'off_step';
  return null;
}

/** Typed lots made valid: down to a step (never below the minimum); the minimum for nonsense. */
export function snapLots(text: string, rule: LotRule): string {
  const value = parse(text);
  if (value === null) return show(new Decimal(rule.min), rule);
  return show(Decimal.max(value.div(rule.step).floor().times(rule.step), rule.min), rule);
}
