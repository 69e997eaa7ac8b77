import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../contract/market.ts';
import { useReopenText } from '../market/ClosedLabel.tsx';
import { isOpen, priceText } from '../market/format.ts';
import { sessionAtom } from '../../state/session.ts';
import { useAtom, useAtomValue } from '../../state/store.ts';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { OfflineNote, useOffline } from '../offline/OfflineNote.tsx';
import { orderTypeTabAtom } from './trade-state.ts';
import { TicketFields } from './ticket/TicketFields.tsx';
import { TicketEstimate, useTicketEstimate } from './ticket/TicketEstimate.tsx';
import { ConfirmOrder, type PendingOrder } from './ticket/ConfirmOrder.tsx';
import { useTicketForm } from './ticket/use-ticket-form.ts';
import type { Side } from './ticket/stops.ts';
import { newClientKey } from './ticket/submit.ts';
import { TicketProblem, type Problem } from './ticket/TicketProblem.tsx';

/**
 * The order ticket (issue 8 item 6): market / pending, leverage, lots, take-profit and
 * stop-loss, the estimate, and Buy (at the ask) and Sell (at the bid), disabled while the
 * market is closed. A guest is sent to log in and told why; a user confirms before placing.
 */
export function OrderPanel({ instrument }: { instrument: Instrument }) {
  // A new instrument starts a fresh ticket (its lots, leverages and prices differ).
  return <Ticket key={instrument.Id} instrument={instrument} />;
}

function Ticket({ instrument }: { instrument: Instrument }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const [tab, setTab] = useAtom(orderTypeTabAtom);
  const pending = tab === 'pending';
  const form = useTicketForm(instrument, pending);
  const { estimate: estimateFor, maxLots } = useTicketEstimate(instrument, form, Boolean(session));
  // Free margin short for these lots: neither button can go, and the ticket says why before any confirm.
  const shortFor = (side: Side) => estimateFor(side)?.freeAfter?.startsWith('-') === true;
  const lots = form.lots;
  const [confirm, setConfirm] = useState<PendingOrder | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const open = isOpen(instrument);
  const reopens = useReopenText(instrument);
  const quote = instrument.ForexQuotations;
  const noLeverage = form.leverages.length === 0;
  const offline = useOffline();

  const order = (side: Side) => {
    if (!session) {
      void navigate({ to: '/login', search: { from: '/trade', reason: 'order' } });
      return;
    }
    form.setSide(side);
    const why = noLeverage ? 'leverage' : form.problemFor(side);
    setProblem(why);
    if (why || form.leverage === null) return;
    const stops = form.stopsFor(side);
    setConfirm({
      side,
      pending,
      lots: form.lots,
      leverage: form.leverage,
      target: pending ? form.target : undefined,
      takeProfit: form.tpOn ? stops.takeProfit : undefined,
      stopLoss: form.slOn ? stops.stopLoss : undefined,
      estimate: estimateFor(side),
      clientKey: newClientKey(), // one per attempt; a retry from the same dialog reuses it
    });
  };

  return (
    <section className="order-panel" aria-label={t`Order`}>
      <div className="seg" role="group" aria-label={t`Order type`}>
        <button type="button" aria-pressed={tab === 'market'} onClick={() => setTab('market')}>
          <Trans>Market</Trans>
        </button>
        <button
          type="button"
          aria-pressed={tab === 'pending'}
          onClick={() => {
            if (tab !== 'pending') form.startTarget();
            setTab('pending');
          }}
        >
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
      <TicketFields form={form} pending={pending} />
      <TicketEstimate estimate={estimateFor(form.side)} loggedIn={Boolean(session)} maxLots={maxLots(form.side)} />
      {session && (shortFor(1) || shortFor(2)) && (
        <p className="ticket-msg ticket-error" role="status" data-testid="margin-short">
          <Trans>Not enough free margin for {lots} lots. Lower the lots or the leverage, or add funds.</Trans>
        </p>
      )}
      {/* Shown until the inputs no longer have the problem (or the next Buy / Sell). */}
      {problem && (problem === 'leverage' || form.problemFor(form.side) === problem) && <TicketProblem problem={problem} />}
      {!open && (
        <p className="market-closed" role="status">
          <Icon path={screenIcons.clock} size={18} />
          {reopens ? (
            <Trans>Market closed until {reopens}.</Trans>
          ) : (
            <Trans>Market closed. Buying and selling open again when the market does.</Trans>
          )}
        </p>
      )}
      <OfflineNote />
      <div className="order-buttons">
        <button type="button" className="order-btn order-sell" disabled={!open || offline || confirm !== null || shortFor(2)} onClick={() => order(2)}>
          <span>
            <Trans>Sell</Trans>
          </span>
          <small className="num">{priceText(instrument, quote.Bid)}</small>
        </button>
        <button type="button" className="order-btn order-buy" disabled={!open || offline || confirm !== null || shortFor(1)} onClick={() => order(1)}>
          <span>
            <Trans>Buy</Trans>
          </span>
          <small className="num">{priceText(instrument, quote.Ask)}</small>
        </button>
      </div>
      <ConfirmOrder instrument={instrument} order={confirm} onDone={() => setConfirm(null)} />
    </section>
  );
}
