import { Suspense, lazy, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../contract/market.ts';
import { useAtom } from '../../state/store.ts';
import { orderTypeTabAtom } from './trade-state.ts';
import { usePainted } from './use-painted.ts';
import { withWholeTexts } from '../../lib/whole-texts.ts';

// The fields, estimate and buttons load once the tabs and note (the screen's largest paint) are
// on screen: they bring decimal.js and the order calls, which the first paint of /trade then
// neither downloads nor evaluates (issue 21 item 5). Once loaded, a later visit renders them at once.
let bodyLoaded = false;
// With the rest of the catalog: a first /trade starts with the texts of its first paint only (lib/i18n.ts).
const TicketBody = lazy(
  withWholeTexts(() =>
    import('./ticket/TicketBody.tsx').then((module) => {
      bodyLoaded = true;
      return module;
    }),
  ),
);

/**
 * The order ticket (issue 8 item 6, issue 19 item 3): market / pending (limit or stop, with an
 * expiry), leverage, lots, take-profit and stop-loss with what each would give if reached, the
 * estimate, and Buy (at the ask) and Sell (at the bid). Buy and Sell stand in an action bar that
 * a phone keeps on screen above the tab bar; each is held back, with the reason beside it, while
 * its order could not go (market closed, offline, free margin short, an input the server would
 * refuse for that direction). A guest is sent to log in and told why; a user confirms before placing.
 */
export function OrderPanel({ instrument }: { instrument: Instrument }) {
  const { t } = useLingui();
  const [tab, setTab] = useAtom(orderTypeTabAtom);
  const painted = usePainted() || bodyLoaded;
  // The body's form sets it: turning to pending starts the target at the current price.
  const startTarget = useRef<(() => void) | null>(null);
  const room = <div className="ticket-room" aria-busy="true" />;
  return (
    <section className="order-panel" aria-label={t`Order`}>
      <OrderTypeTabs
        tab={tab}
        onTab={(next) => {
          if (next === 'pending' && tab !== 'pending') startTarget.current?.();
          setTab(next);
        }}
      />
      {painted ? (
        <Suspense fallback={room}>
          {/* A new instrument starts a fresh ticket (its lots, leverages and prices differ). */}
          <TicketBody key={instrument.Id} instrument={instrument} pending={tab === 'pending'} startTarget={startTarget} />
        </Suspense>
      ) : (
        room
      )}
    </section>
  );
}

/** Market or pending, and what the chosen kind of order does. */
type OrderTypeTab = 'market' | 'pending';

function OrderTypeTabs({ tab, onTab }: { tab: OrderTypeTab; onTab: (tab: OrderTypeTab) => void }) {
  const { t } = useLingui();
  return (
    <>
      <div className="seg" role="group" aria-label={t`Order type`}>
        <button type="button" aria-pressed={tab === 'market'} onClick={() => onTab('market')}>
          <Trans>Market</Trans>
        </button>
        <button type="button" aria-pressed={tab === 'pending'} onClick={() => onTab('pending')}>
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
    </>
  );
}
