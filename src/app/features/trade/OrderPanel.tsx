import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../contract/market.ts';
import { useReopenText } from '../market/ClosedLabel.tsx';
import { isOpen, priceText } from '../market/format.ts';
import { sessionAtom } from '../../state/session.ts';
import { useAtom, useAtomValue } from '../../state/store.ts';
import { Icon } from '../../ui/icons.tsx';
import { showToast } from '../../ui/toast.ts';
import { orderTypeTabAtom } from './trade-state.ts';

/**
 * Market / pending tabs and the Buy (at the ask) and Sell (at the bid) buttons, disabled while
 * the market is closed. Placing orders is the orders issue: a guest is sent to log in, told
 * why (the login screen's banner), and a user is told plainly that ordering is not available yet.
 */
export function OrderPanel({ instrument }: { instrument: Instrument }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const [tab, setTab] = useAtom(orderTypeTabAtom);
  const open = isOpen(instrument);
  const reopens = useReopenText(instrument);
  const quote = instrument.ForexQuotations;

  const order = () => {
    if (!session) void navigate({ to: '/login', search: { from: '/trade', reason: 'order' } });
    else showToast(t`Placing orders is not available yet. It arrives in a coming update.`, 'info');
  };

  return (
    <section className="order-panel" aria-label={t`Order`}>
      <div className="seg" role="group" aria-label={t`Order type`}>
        <button type="button" aria-pressed={tab === 'market'} onClick={() => setTab('market')}>
          <Trans>Market</Trans>
        </button>
        <button type="button" aria-pressed={tab === 'pending'} onClick={() => setTab('pending')}>
          <Trans>Pending</Trans>
        </button>
      </div>
      <p className="order-note">
        {tab === 'market' ? (
          <Trans>A market order opens at the current price: buy at the ask, sell at the bid.</Trans>
        ) : (
          <Trans>A pending order waits and opens when the price reaches your target.</Trans>
        )}
      </p>
      {!open && (
        <p className="market-closed" role="status">
          <Icon name="clock" size={18} />
          {reopens ? (
            <Trans>Market closed until {reopens}.</Trans>
          ) : (
            <Trans>Market closed. Buying and selling open again when the market does.</Trans>
          )}
        </p>
      )}
      <div className="order-buttons">
        <button type="button" className="order-btn order-sell" disabled={!open} onClick={order}>
          <span>
            <Trans>Sell</Trans>
          </span>
          <small className="num">{priceText(instrument, quote.Bid)}</small>
        </button>
        <button type="button" className="order-btn order-buy" disabled={!open} onClick={order}>
          <span>
            <Trans>Buy</Trans>
          </span>
          <small className="num">{priceText(instrument, quote.Ask)}</small>
        </button>
      </div>
    </section>
  );
}
