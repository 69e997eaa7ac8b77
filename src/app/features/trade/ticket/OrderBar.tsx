import { useLayoutEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../../contract/market.ts';
import { useReopenText } from '../../market/ClosedLabel.tsx';
import { isOpen, priceText } from '../../market/format.ts';
import { Icon } from '../../../ui/icons.tsx';
import * as screenIcons from '../../../ui/screen-icons.ts';
import { OfflineNote, useOffline } from '../../offline/OfflineNote.tsx';
import type { Side } from './stops.ts';
import { TicketProblem, useProblemText } from './TicketProblem.tsx';
import { oneSided, type Problem } from './use-ticket-form.ts';

type BySide<T> = { readonly 1: T; readonly 2: T };

/**
 * Sell and Buy with the reasons either is held back: free margin short, the inputs (`why`), no
 * leverage, the market closed, offline. `held`: held back by the ticket (a confirm open, margin
 * short, an input); the bar adds the market and the network.
 */
export function OrderBar(props: {
  instrument: Instrument;
  lots: string;
  why: BySide<Problem | null>;
  short: boolean;
  leverageProblem: boolean;
  held: BySide<boolean>;
  actionLabel: (side: Side) => string;
  onOrder: (side: Side) => void;
}) {
  const { instrument, lots, why, actionLabel } = props;
  const open = isOpen(instrument);
  const reopens = useReopenText(instrument);
  const quote = instrument.ForexQuotations;
  const offline = useOffline();
  const problemText = useProblemText(instrument);
  const bar = useBarHeight();
  const { t } = useLingui();

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
    <>
      {/* The bar's room at the foot of the page on a phone, where the bar itself floats (fixed). */}
      <div className="order-bar-room" style={{ blockSize: bar.height }} aria-hidden="true" />
      <div className="order-bar" ref={bar.ref} data-testid="order-bar">
        {props.short && (
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
        {props.leverageProblem && <TicketProblem instrument={instrument} problem="leverage" />}
        {!open && (
          <p className="market-closed" role="status">
            <Icon path={screenIcons.clock} size={18} />
            {reopens ? <Trans>Market closed until {reopens}.</Trans> : <Trans>Market closed. Buying and selling open again when the market does.</Trans>}
          </p>
        )}
        <OfflineNote />
        <div className="order-buttons">
          <button type="button" className="order-btn order-sell" disabled={!open || offline || props.held[2]} onClick={() => props.onOrder(2)}>
            <span>{actionLabel(2)}</span>
            <small className="num">{priceText(instrument, quote.Bid)}</small>
          </button>
          <button type="button" className="order-btn order-buy" disabled={!open || offline || props.held[1]} onClick={() => props.onOrder(1)}>
            <span>{actionLabel(1)}</span>
            <small className="num">{priceText(instrument, quote.Ask)}</small>
          </button>
        </div>
      </div>
    </>
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
    let last: number | null = null;
    const measure = () => {
      const fixed = getComputedStyle(element).position === 'fixed' ? Math.ceil(element.getBoundingClientRect().height) : 0;
      if (fixed === last) return;
      last = fixed;
      setHeight(fixed);
      // Toasts rise above the bar (ui/toast.css). A property on the root restyles the whole
      // page, so it is set only when the height changes.
      root.setProperty('--order-bar-h', `${fixed}px`);
    };
    // Measured first by the observer's first callback, after the frame's layout and before its
    // paint, not here: reading the bar's size in a layout effect laid the new screen out in the
    // middle of React's commit, and the height set here re-rendered the bar before the first
    // paint (issue 21 item 5). The room under the ticket follows a frame later, below the fold.
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
