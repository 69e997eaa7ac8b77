// Dragging an order line on the chart (issue 19 item 5): while dragged the line says its new
// price and, for a take-profit or stop-loss, the result there in USD; let go, the move waits
// for a confirm; confirmed, it goes to the server (its msg toasted, a refusal toasted in the
// person's language by the HTTP client). Whatever the outcome, the lines are then drawn again
// from the lists, so a cancelled or refused move puts its line back.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usdRate } from '../../../contract/formulas.ts';
import type { Instrument } from '../../../contract/market.ts';
import { store } from '../../state/store.ts';
import { liveInstrumentsAtom } from '../market/instruments.ts';
import { profitText } from '../orders/format.ts';
import { runOrderAction } from '../orders/queries.ts';
import { quotesFrom } from './ticket/estimate.ts';
import type { LabelledLine, LineDrag } from './chart-overlays.ts';
import { lineMoveCall, lineResult } from './line-move.ts';
import { orderLineLabel } from './order-line-label.ts';

export interface LineMove {
  line: LabelledLine;
  price: string;
  /** USD at the new price, for a take-profit or stop-loss. */
  result: string | null;
}

export function useLineDrag(instrument: Instrument) {
  const { i18n } = useLingui();
  const [move, setMove] = useState<LineMove | null>(null);
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState(0);
  // Read when asked (each frame of a drag), not subscribed: the rate only prices a preview.
  const resultAt = (line: LabelledLine, price: string) => lineResult(line, price, instrument, usdRate(instrument.QuoteCurrency, quotesFrom(store.get(liveInstrumentsAtom))));
  const putBack = () => {
    setMove(null);
    setRestored((n) => n + 1);
  };

  const drag: LineDrag = {
    describe: (line, price) => {
      const label = orderLineLabel({ ...line, priceText: price }, i18n);
      const result = resultAt(line, price);
      return result === null ? label : `${label} · ${profitText(result)} USD`;
    },
    drop: (line, price) => {
      if (!busy) setMove({ line, price, result: resultAt(line, price) });
    },
  };

  const confirm = () => {
    if (!move || busy) return;
    setBusy(true);
    const call = lineMoveCall(move.line, move.price);
    const sent = call.name === 'setStopPrice' ? runOrderAction('setStopPrice', call.params) : runOrderAction('setTargetPrice', call.params);
    sent
      .catch(() => undefined) // the HTTP client has said why
      .finally(() => {
        setBusy(false);
        putBack();
      });
  };

  return { drag, move, busy, restored, confirm, cancel: () => !busy && putBack() };
}
