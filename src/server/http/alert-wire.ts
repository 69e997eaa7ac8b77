import type { AlertKind, PriceAlert } from '../../contract/alerts.ts';
import type { AlertValue } from '../engine/alerts/index.ts';
import { valueText } from '../engine/alerts/rules.ts';
import { formatPoints, unitsToPoints } from '../market/prices.ts';

/** A stored alert in the contract's shape; `level`: the bid that fires it while it waits (points). */
export function alertWire({ row, terms, level }: AlertValue): PriceAlert {
  const kind = row.kind as AlertKind;
  const waiting = row.triggered_at === null;
  return {
    id: Number(row.id),
    forex_id: terms.id,
    code: terms.code,
    show_code: terms.showCode,
    kind,
    value: valueText(kind, row.value, terms.precision),
    level: waiting && level !== undefined ? formatPoints(level, terms.precision) : '',
    created_at: Number(row.created_at),
    triggered_at: waiting ? null : Number(row.triggered_at),
    triggered_price: waiting || row.triggered_price === null ? '' : formatPoints(unitsToPoints(row.triggered_price, terms.precision), terms.precision),
  };
}
