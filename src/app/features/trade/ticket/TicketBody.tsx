import { useState, type RefObject } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../../contract/market.ts';
import { pendingKindText } from '../../orders/pending-type.ts';
import { sessionAtom } from '../../../state/session.ts';
import { useAtomValue } from '../../../state/store.ts';
import { useLiveInstrument } from '../shown-instrument.ts';
import { TicketFields } from './TicketFields.tsx';
import { TicketEstimate, useTicketEstimate } from './TicketEstimate.tsx';
import { ConfirmOrder, type PendingOrder } from './ConfirmOrder.tsx';
import { useTicketForm } from './use-ticket-form.ts';
import type { Side } from './stops.ts';
import { newClientKey } from './submit.ts';
import { OrderBar } from './OrderBar.tsx';

export interface TicketBodyProps {
  instrument: Instrument;
  pending: boolean;
  /** Set here, called by the tabs (OrderPanel.tsx) when the person turns to a pending order. */
  startTarget: RefObject<(() => void) | null>;
}

/**
 * The ticket under its tabs and note: the fields, the estimate, Buy and Sell, the confirmation.
 * Its own chunk with decimal.js and the order calls (OrderPanel.tsx loads it once the tabs and
 * note are on screen), so the trade screen's first paint waits for none of them (issue 21 item 5).
 */
export default function TicketBody({ instrument: shown, pending, startTarget }: TicketBodyProps) {
  // Its estimate, buttons and stops follow the quote: the ticket reads it live.
  const instrument = useLiveInstrument(shown);
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const form = useTicketForm(instrument, pending);
  startTarget.current = form.startTarget;
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
    <>
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
    </>
  );
}
