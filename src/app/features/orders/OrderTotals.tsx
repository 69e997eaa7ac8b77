import { Trans } from '@lingui/react/macro';
import { OrderStatus } from '../../../contract/orders.ts';
import { useAtomValue } from '../../state/store.ts';
import { useAccountFigures } from './account-figures.ts';
import { profitSign, profitText } from './format.ts';
import { orderListAtom } from './queries.ts';

/**
 * The account's figures (forexDetail, overtaken by each FOREX_TRADE push): the profit of the tab
 * (floating on holdings and pending, realised on history), then balance, equity, margin, free
 * margin, margin level (equity ÷ used margin) and the level at which positions are stopped out.
 */
export function OrderTotals({ type }: { type: number }) {
  const figures = useAccountFigures();
  return (
    <section className="order-totals">
      {type === OrderStatus.HISTORY ? <HistoryFigure /> : <MainFigure label={<Trans>Total profit and loss</Trans>} profit={figures.profit} />}
      <dl>
        <div>
          <dt>
            <Trans>Balance</Trans>
          </dt>
          <dd data-testid="balance">{figures.balance}</dd>
        </div>
        <div>
          <dt>
            <Trans>Equity</Trans>
          </dt>
          <dd data-testid="equity">{figures.equity}</dd>
        </div>
        <div>
          <dt>
            <Trans>Margin</Trans>
          </dt>
          <dd data-testid="margin">{figures.margin}</dd>
        </div>
        <div>
          <dt>
            <Trans>Free margin</Trans>
          </dt>
          <dd data-testid="free-margin">{figures.free}</dd>
        </div>
        <div>
          <dt>
            <Trans>Margin level</Trans>
          </dt>
          <dd data-testid="margin-level" data-margin-call={figures.marginCall || undefined}>
            {figures.level}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Stop-out level</Trans>
          </dt>
          <dd data-testid="stop-out-level">{figures.stopOut}</dd>
        </div>
      </dl>
    </section>
  );
}

function MainFigure({ label, profit }: { label: React.ReactNode; profit: string }) {
  return (
    <div className="order-total-main">
      <span>{label}</span>
      <strong data-sign={profitSign(profit)} data-testid="total-profit">
        {profit === '' ? '--' : profitText(profit)}
      </strong>
    </div>
  );
}

/** The history tab's figure: what every closed order realised (my_deal's header on that tab). */
function HistoryFigure() {
  const first = useAtomValue(orderListAtom(OrderStatus.HISTORY)).data?.pages[0];
  return <MainFigure label={<Trans>Realised profit and loss</Trans>} profit={first?.all_fact_profits ?? ''} />;
}
