import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isPercentAlert, type AlertKind, type PriceAlert } from '../../../contract/alerts.ts';
import type { Instrument } from '../../../contract/market.ts';
import { showToast } from '../../ui/toast.ts';
import { conditionProblem, conditionText } from './condition.ts';
import { saveAlert } from './queries.ts';

/** The alert form's condition as typed, its check, and the saving (AlertSheet.tsx); `instrument` undefined until the list is in. */
export function useAlertForm(instrument: Instrument | undefined, alert: PriceAlert | undefined, onClose: () => void) {
  const { t, i18n } = useLingui();
  const bid = instrument?.ForexQuotations.Close ?? '';
  const [kind, setKind] = useState<AlertKind>(alert?.kind ?? 'above');
  const [price, setPrice] = useState(alert && !isPercentAlert(alert.kind) ? alert.value : bid);
  const [percent, setPercent] = useState(alert && isPercentAlert(alert.kind) ? alert.value : '1');
  const [busy, setBusy] = useState(false);
  // The list may arrive after the sheet opened (/user): the price field then starts from it.
  useEffect(() => {
    if (bid && price === '') setPrice(bid);
  }, [bid, price]);

  const percentKind = isPercentAlert(kind);
  const value = percentKind ? percent : price;
  const precision = instrument?.PricePrecision ?? 0;
  const problem = instrument ? conditionProblem(i18n, kind, value, bid, precision) : null;

  const submit = async () => {
    if (!instrument || problem || busy) return;
    setBusy(true);
    try {
      const saved = await saveAlert({ kind, value: value.trim() }, alert ? { id: alert.id } : { forexId: instrument.Id });
      const condition = conditionText(i18n, saved.kind, saved.value, precision);
      showToast(t`Price alert set: ${instrument.ShowCode} ${condition}`, 'success');
      onClose();
    } catch {
      /* the HTTP client showed the server's message; the form stays to change and try again */
    } finally {
      setBusy(false);
    }
  };

  const setValue = percentKind ? setPercent : setPrice;
  return { kind, setKind, percentKind, value, setValue, problem, busy, submit };
}
