import { isPercentAlert, type AlertKind, type PriceAlert } from '../../../contract/alerts.ts';
import type { AlertRow } from '../../db/alert-repository.ts';
import { fromUnits } from '../../units.ts';
import type { InstrumentInfo } from '../../market/catalog.ts';
import { formatPoints, unitsToPoints } from '../../market/prices.ts';

/** An alert's value as the person typed it: a price at the instrument's precision, or a percentage with 2 decimals. */
export const valueText = (kind: AlertKind, value: bigint, precision: number) => fromUnits(value, isPercentAlert(kind) ? 2 : precision);

/** A stored alert in the contract's shape; `level`: the bid that fires it while it waits (points). */
export function alertWire(row: AlertRow, terms: Readonly<InstrumentInfo>, level: number | undefined): PriceAlert {
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
