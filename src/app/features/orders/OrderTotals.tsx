import { Trans } from '@lingui/react/macro';
import { OrderStatus } from '../../../contract/orders.ts';
import { useAtomValue } from '../../state/store.ts';
import { formatDecimal } from '../market/format.ts';
import { profitSign, profitText } from './format.ts';
import { liveTotalsAtom } from './live-totals.ts';
import { orderListAtom, useForexDetail } from './queries.ts';

/**
 * The account's figures (forexDetail, overtaken by each FOREX_TRADE push): the profit of the tab
 * (floating on holdings and pending, realised on history), then balance, equity, margin, free
 * margin, margin level (equity ÷ used margin) and the level at which positions are stopped out.
 */
export function OrderTotals({ type }: { type: number }) {
  const detail = useForexDetail().data;
  const live = useAtomValue(liveTotalsAtom);
  const margin = live?.total_margin ?? detail?.margin ?? '';
  const equity = live?.equity ?? detail?.equity ?? '';
  const available = live?.available ?? detail?.available ?? '';
  const level = live ? live.hazard_rate : (detail?.risk_rate ?? '');
  const stopOut = live?.stop_out_level ?? detail?.stop_out_level ?? '';
  const money = (value: string) => (value === '' ? '--' : formatDecimal(value, 2));
  const percent = (value: string) => (value === '' ? '--' : `${formatDecimal(value, 2)}%`);
  return (
    <section className="order-totals">
      {type === OrderStatus.HISTORY ? (
        <HistoryFigure />
      ) : (
        <MainFigure label={<Trans>Total profit and loss</Trans>} profit={live?.all_fact_profits ?? detail?.all_fact_profits ?? ''} />
      )}
      <dl>
        <div><dt><Trans>Balance</Trans></dt><dd data-testid="balance">{detail ? formatDecimal(detail.balance, 2) : '--'}</dd></div>
        <div><dt><Trans>Equity</Trans></dt><dd data-testid="equity">{money(equity)}</dd></div>
        <div><dt><Trans>Margin</Trans></dt><dd data-testid="margin">{money(margin)}</dd></div>
        <div><dt><Trans>Free margin</Trans></dt><dd data-testid="free-margin">{money(available)}</dd></div>
        <div><dt><Trans>Margin level</Trans></dt><dd data-testid="margin-level" data-margin-call={live?.margin_call || undefined}>{percent(level)}</dd></div>
        <div><dt><Trans>Stop-out level</Trans></dt><dd data-testid="stop-out-level">{stopOut === '' ? '--' : `${stopOut}%`}</dd></div>
      </dl>
    </section>
  );
}

function MainFigure({ label, profit }: { label: React.ReactNode; profit: string }) {
  return (
    <div className="order-total-main">
      <span>{label}</span>
      <strong data-sign={profitSign(profit)} data-testid="total-profit">{profit === '' ? '--' : profitText(profit)}</strong>
    </div>
  );
}

/** The history tab's figure: what every closed order realised (my_deal's header on that tab). */
function HistoryFigure() {
  const first = useAtomValue(orderListAtom(OrderStatus.HISTORY)).data?.pages[0];
  return <MainFigure label={<Trans>Realised profit and loss</Trans>} profit={first?.all_fact_profits ?? ''} />;
}
