import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../contract/market.ts';
import { useReopenText } from '../market/ClosedLabel.tsx';
import { isOpen, priceText } from '../market/format.ts';
import { pendingKindText } from '../orders/pending-type.ts';
import { sessionAtom } from '../../state/session.ts';
import { useAtom, useAtomValue } from '../../state/store.ts';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { OfflineNote, useOffline } from '../offline/OfflineNote.tsx';
import { orderTypeTabAtom } from './trade-state.ts';
import { TicketFields } from './ticket/TicketFields.tsx';
import { TicketEstimate, useTicketEstimate } from './ticket/TicketEstimate.tsx';
import { ConfirmOrder, type PendingOrder } from './ticket/ConfirmOrder.tsx';
import { oneSided, useTicketForm } from './ticket/use-ticket-form.ts';
import type { Side } from './ticket/stops.ts';
import { newClientKey } from './ticket/submit.ts';
import { TicketProblem, useProblemText } from './ticket/TicketProblem.tsx';

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

function Ticket({ instrument }: { instrument: Instrument }) {
  const { t, i18n } = useLingui();
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
  const [leverageProblem, setLeverageProblem] = useState(false);
  const open = isOpen(instrument);
  const reopens = useReopenText(instrument);
  const quote = instrument.ForexQuotations;
  const noLeverage = form.leverages.length === 0;
  const offline = useOffline();
  const problemText = useProblemText(instrument);
  const bar = useBarHeight();

  const actionLabel = (side: Side) => {
    const kind = pending ? pendingKindText(side, form.pendingType) : null;
    return kind ? i18n._(kind) : side === 1 ? t`Buy` : t`Sell`;
  };
  const why = { 1: form.problemFor(1), 2: form.problemFor(2) } as const;

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

  // Why a button is held back by the inputs: one line when both are held back for the same
  // reason, else a line for each direction that cannot go.
  const reasons: string[] = [];
  if (why[1] && why[2] && !oneSided(why[1]) && !oneSided(why[2])) reasons.push(problemText(why[1]));
  else {
    for (const side of [1, 2] as const) {
      const problem = why[side];
      if (!problem) continue;
      const action = actionLabel(side);
      const reason = problemText(problem);
      reasons.push(t`${action}: ${reason}`);
    }
  }

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
      <TicketFields instrument={instrument} form={form} pending={pending} />
      <TicketEstimate estimate={estimateFor(form.shownSide)} loggedIn={Boolean(session)} maxLots={maxLots(form.shownSide)} />
      {/* The bar's room at the foot of the page on a phone, where the bar itself floats (fixed). */}
      <div className="order-bar-room" style={{ blockSize: bar.height }} aria-hidden="true" />
      <div className="order-bar" ref={bar.ref} data-testid="order-bar">
        {session && (shortFor(1) || shortFor(2)) && (
          <p className="ticket-msg ticket-error" role="status" data-testid="margin-short">
            <Trans>Not enough free margin for {lots} lots. Lower the lots or the leverage, or add funds.</Trans>
          </p>
        )}
        {reasons.length > 0 && (
          <p className="ticket-msg ticket-error order-why" role="status" data-testid="order-why">
            {reasons.map((reason) => (
              <span key={reason}>{reason}</span>
            ))}
          </p>
        )}
        {/* Shown until the next Buy / Sell. */}
        {leverageProblem && noLeverage && <TicketProblem instrument={instrument} problem="leverage" />}
        {!open && (
          <p className="market-closed" role="status">
            <Icon path={screenIcons.clock} size={18} />
            {reopens ? <Trans>Market closed until {reopens}.</Trans> : <Trans>Market closed. Buying and selling open again when the market does.</Trans>}
          </p>
        )}
        <OfflineNote />
        <div className="order-buttons">
          <button type="button" className="order-btn order-sell" disabled={!open || offline || confirm !== null || shortFor(2) || why[2] !== null} onClick={() => order(2)}>
            <span>{actionLabel(2)}</span>
            <small className="num">{priceText(instrument, quote.Bid)}</small>
          </button>
          <button type="button" className="order-btn order-buy" disabled={!open || offline || confirm !== null || shortFor(1) || why[1] !== null} onClick={() => order(1)}>
            <span>{actionLabel(1)}</span>
            <small className="num">{priceText(instrument, quote.Ask)}</small>
          </button>
        </div>
      </div>
      <ConfirmOrder instrument={instrument} order={confirm} onDone={() => setConfirm(null)} />
    </section>
  );
}

/**
 * The action bar's height while a phone layout fixes it to the foot of the screen (0 when it
 * stands in the ticket, on a desktop): the room left for it under the ticket, so the page can
 * still scroll the ticket's last field out from under the bar, and (--order-bar-h) the room
 * toasts leave for it.
 */
function useBarHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const measure = () => {
      const fixed = getComputedStyle(element).position === 'fixed' ? Math.ceil(element.getBoundingClientRect().height) : 0;
      setHeight(fixed);
      // Toasts rise above the bar (ui/toast.css).
      root.setProperty('--order-bar-h', `${fixed}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.removeProperty('--order-bar-h');
    };
  }, []);
  return { ref, height };
}
