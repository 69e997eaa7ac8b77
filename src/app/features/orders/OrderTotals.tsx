import { Trans } from '@lingui/react/macro';
import { useAtomValue } from '../../state/store.ts';
import { formatDecimal } from '../market/format.ts';
import { profitSign, profitText } from './format.ts';
import { useForexDetail } from './queries.ts';
import { liveTotalsAtom } from './use-live-orders.ts';

/** Balance, margin, risk rate and floating profit: forexDetail, overtaken by each FOREX_TRADE push. */
export function OrderTotals() {
  const detail = useForexDetail().data;
  const live = useAtomValue(liveTotalsAtom);
  const profit = live?.all_fact_profits ?? detail?.all_fact_profits ?? '';
  const margin = live?.total_margin ?? detail?.margin ?? '';
  const risk = live ? live.hazard_rate : detail?.risk_rate ? formatDecimal(detail.risk_rate, 2) : '';
  return (
    <section className="order-totals">
      <div className="order-total-main">
        <span><Trans>Total profit and loss</Trans></span>
        <strong data-sign={profitSign(profit)} data-testid="total-profit">{profitText(profit)}</strong>
      </div>
      <dl>
        <div><dt><Trans>Balance</Trans></dt><dd data-testid="balance">{detail ? formatDecimal(detail.balance, 2) : '--'}</dd></div>
        <div><dt><Trans>Margin</Trans></dt><dd>{margin === '' ? '--' : formatDecimal(margin, 2)}</dd></div>
        <div><dt><Trans>Hazard rate</Trans></dt><dd data-margin-call={live?.margin_call || undefined}>{risk === '' ? '--' : `${risk}%`}</dd></div>
      </dl>
    </section>
  );
}
