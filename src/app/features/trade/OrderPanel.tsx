import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../contract/market.ts';
import { pendingKindText } from '../orders/pending-type.ts';
import { sessionAtom } from '../../state/session.ts';
import { useAtom, useAtomValue } from '../../state/store.ts';
import { orderTypeTabAtom } from './trade-state.ts';
import { TicketFields } from './ticket/TicketFields.tsx';
import { TicketEstimate, useTicketEstimate } from './ticket/TicketEstimate.tsx';
import { ConfirmOrder, type PendingOrder } from './ticket/ConfirmOrder.tsx';
import { useTicketForm } from './ticket/use-ticket-form.ts';
import type { Side } from './ticket/stops.ts';
import { newClientKey } from './ticket/submit.ts';
import { OrderBar } from './ticket/OrderBar.tsx';
import { useLiveInstrument } from './shown-instrument.ts';

/**
 * The order ticket (issue 8 item 6, issue 19 item 3): market / pending (limit or stop, with an
 * expiry), leverage, lots, take-profit and stop-loss with what each would give if reached, the
 * estimate, and Buy (at the ask) and Sell (at the bid). Buy and Sell stand in an action bar that
 * a phone keeps on screen above the tab bar; each is held back, with the reason beside it, while
 * its order could not go (market closed, offline, free margin short, an input the server would
 * refuse for that direction). A guest is sent to log in and told why; a user confirms before placing.
 */
export function OrderPanel({ instrument }: { instrument: Instrument }) {
  // A new instrument starts a fresh ticket (its lots, leverages and prices differ).
  return <Ticket key={instrument.Id} instrument={instrument} />;
}

function Ticket({ instrument: shown }: { instrument: Instrument }) {
  // Its estimate, buttons and stops follow the quote: the ticket reads it live.
  const instrument = useLiveInstrument(shown);
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const [tab, setTab] = useAtom(orderTypeTabAtom);
  const pending = tab === 'pending';
  const form = useTicketForm(instrument, pending);
  const { estimate: estimateFor, maxLots } = useTicketEstimate(instrument, form, Boolean(session));
  // Free margin short for these lots: neither button can go, and the ticket says why before any confirm.
  const shortFor = (side: Side) => estimateFor(side)?.freeAfter?.startsWith('-') === true;
  const [confirm, setConfirm] = useState<PendingOrder | null>(null);
  const [leverageProblem, setLeverageProblem] = useState(false);
  const noLeverage = form.leverages.length === 0;

  const actionLabel = (side: Side) => {
    const kind = pending ? pendingKindText(side, form.pendingType) : null;
    return kind ? i18n._(kind) : side === 1 ? t`Buy` : t`Sell`;
  };
  const why = { 1: form.problemFor(1), 2: form.problemFor(2) } as const;
  const held = (side: Side) => confirm !== null || shortFor(side) || why[side] !== null;

  const order = (side: Side) => {
    if (!session) {
      void navigate({ to: '/login', search: { from: '/trade', reason: 'order' } });
      return;
    }
    form.setSide(side);
    setLeverageProblem(noLeverage);
    if (noLeverage || why[side] || form.leverage === null) return;
    const stops = form.stopsFor(side);
    setConfirm({
      side,
      pending,
      lots: form.lots,
      leverage: form.leverage,
      target: pending ? form.target : undefined,
      pendingType: pending ? form.pendingType : undefined,
      expireAt: pending ? (form.expireAt ?? undefined) : undefined,
      takeProfit: form.tpOn ? stops.takeProfit : undefined,
      stopLoss: form.slOn ? stops.stopLoss : undefined,
      estimate: estimateFor(side),
      clientKey: newClientKey(), // one per attempt; a retry from the same dialog reuses it
    });
  };

  return (
    <section className="order-panel" aria-label={t`Order`}>
      <OrderTypeTabs
        tab={tab}
        onTab={(next) => {
          if (next === 'pending' && tab !== 'pending') form.startTarget();
          setTab(next);
        }}
      />
      <TicketFields instrument={instrument} form={form} pending={pending} />
      <TicketEstimate estimate={estimateFor(form.shownSide)} loggedIn={Boolean(session)} maxLots={maxLots(form.shownSide)} />
      <OrderBar
        instrument={instrument}
        lots={form.lots}
        why={why}
        short={Boolean(session) && (shortFor(1) || shortFor(2))}
        leverageProblem={leverageProblem && noLeverage}
        held={{ 1: held(1), 2: held(2) }}
        actionLabel={actionLabel}
        onOrder={order}
      />
      <ConfirmOrder instrument={instrument} order={confirm} onDone={() => setConfirm(null)} />
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
