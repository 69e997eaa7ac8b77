// What an alert's condition says and whether a typed one can be set, in the user's words. Pure,
// for tests; the server checks the same (engine/alerts/rules.ts) and has the last word.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { ALERT_PERCENT_MAX, isPercentAlert, type AlertKind } from '../../../contract/alerts.ts';
import { formatDecimal } from '../market/format.ts';

/** How far from the price now an alert price may be (the server's rule): a tenth to ten times. */
const RANGE = 10;

const decimalsOf = (text: string) => (/\.(\d*)$/.exec(text)?.[1] ?? '').length;

/** "Above 1.10000", "Down 2.00 % today". */
export function conditionText(i18n: I18n, kind: AlertKind, value: string, precision: number): string {
  if (isPercentAlert(kind)) {
    const percent = formatDecimal(value, 2);
    return kind === 'rise' ? i18n._(msg`Up ${percent} % today`) : i18n._(msg`Down ${percent} % today`);
  }
  const price = formatDecimal(value, precision);
  return kind === 'above' ? i18n._(msg`Above ${price}`) : i18n._(msg`Below ${price}`);
}

/**
 * Why the typed value cannot be set now, or null when it can. `bid`: the price now (decimal
 * string at the instrument's precision).
 */
export function conditionProblem(i18n: I18n, kind: AlertKind, typed: string, bid: string, precision: number): string | null {
  const text = typed.trim();
  const valid = /^(\d+\.?\d*|\.\d+)$/.test(text);
  if (isPercentAlert(kind)) {
    const percent = Number(text);
    if (!valid || percent <= 0 || percent > ALERT_PERCENT_MAX || decimalsOf(text) > 2) {
      return i18n._(msg`Enter a move above 0 % and up to ${ALERT_PERCENT_MAX} %, with at most 2 decimals`);
    }
    return null;
  }
  const scale = 10 ** precision;
  const points = Math.round(Number(bid) * scale);
  const min = Math.max(1, Math.ceil(points / RANGE));
  const max = points * RANGE;
  // Rounded only once the decimals are known to fit: a whole number of points, free of float noise.
  const typedPoints = Math.round(Number(text) * scale);
  if (!valid || decimalsOf(text) > precision || typedPoints < min || typedPoints > max) {
    const [from, to] = [formatDecimal(min / scale, precision), formatDecimal(max / scale, precision)];
    return i18n._(msg`Enter a price from ${from} to ${to}, with at most ${precision} decimals`);
  }
  const now = formatDecimal(bid, precision);
  if (kind === 'above' && typedPoints <= points) return i18n._(msg`Enter a price above the price now (${now})`);
  if (kind === 'below' && typedPoints >= points) return i18n._(msg`Enter a price below the price now (${now})`);
  return null;
}
