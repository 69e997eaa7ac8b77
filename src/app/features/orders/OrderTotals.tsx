import { Trans } from '@lingui/react/macro';
import { OrderStatus } from '../../../contract/orders.ts';
import { useAtomValue } from '../../state/store.ts';
import { useAccountFigures } from './account-figures.ts';
import { AccountFigureList } from './AccountFigureList.tsx';
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
      <AccountFigureList stopOut />
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
