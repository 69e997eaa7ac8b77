import { useId, useRef, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OrderStatus, type Order } from '../../../contract/orders.ts';
import { usePagedList } from '../../lib/query/index.ts';
import { useAtom } from '../../state/store.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { useOffline } from '../offline/OfflineNote.tsx';
import { AccountFigureList } from './AccountFigureList.tsx';
import { OrderList } from './OrderList.tsx';
import { OrderSheet } from './OrderSheet.tsx';
import { MIN_PANEL_PX, defaultPanelHeight, maxPanelHeight, orderPanelPrefsAtom, panelHeight, type OrderPanelPrefs } from './order-panel-prefs.ts';
import { orderListAtom, runOrderAction } from './queries.ts';
import { useConfirmedAction } from './use-confirmed-action.ts';
import { useLiveOrders } from './use-live-orders.ts';
import './orders.css';

type Tab = OrderPanelPrefs['tab'];
const TABS: ReadonlyArray<{ tab: Tab; label: ReactNode }> = [
  { tab: OrderStatus.HOLDING, label: <Trans>Holding</Trans> },
  { tab: OrderStatus.PENDING, label: <Trans>Pending</Trans> },
  { tab: OrderStatus.HISTORY, label: <Trans>History</Trans> },
];
/** Pixels one arrow key moves the panel's edge. */
const KEY_STEP = 24;

/**
 * /trade's orders panel on a desktop, under the chart as MetaTrader's toolbox: holdings, pending
 * orders and history in tabs with their counts, the account's figures, a table whose rows open
 * the order's sheet and close or cancel at once (after the same question as the sheet), kept
 * live like /order. Its top edge drags (or steps with the arrow keys) to share the height with the chart.
 */
export default function OrderToolbox() {
  const { t } = useLingui();
  const [prefs, setPrefs] = useAtom(orderPanelPrefsAtom);
  const [open, setOpen] = useState<Order | null>(null);
  const action = useConfirmedAction();
  const [question, setQuestion] = useState<ReactNode>(null);
  const offline = useOffline();
  const id = useId();
  const viewport = useWindowHeight();
  const height = panelHeight(prefs.height ?? defaultPanelHeight(viewport), viewport);
  useLiveOrders((closed) => setOpen((current) => (current?.Id === closed ? null : current)));

  const quick = (order: Order) => {
    const holding = order.Status === OrderStatus.HOLDING;
    const label = holding ? t`Close position` : t`Cancel order`;
    return (
      <button
        type="button"
        className="order-quick"
        aria-label={`${label} #${order.Id}`}
        title={label}
        disabled={action.busy || offline}
        onClick={() => {
          setQuestion(holding ? <Trans>Close this position at the market price?</Trans> : <Trans>Cancel this pending order?</Trans>);
          action.ask(() => runOrderAction(holding ? 'close' : 'cancelTrade', { id: order.Id }));
        }}
      >
        <Icon path={screenIcons.close} size={16} />
      </button>
    );
  };

  const choose = (tab: Tab) => setPrefs({ ...prefs, tab });
  // Arrow keys move between the tabs (the tabs pattern of WAI-ARIA), mirrored in right-to-left text.
  const onTabKey = (event: KeyboardEvent<HTMLElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = (TABS.findIndex((item) => item.tab === prefs.tab) + step + TABS.length) % TABS.length;
    choose(TABS[index]!.tab);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };

  return (
    <section className="order-toolbox" aria-label={t`Orders`} style={{ '--toolbox-h': `${height}px` } as CSSProperties}>
      <Splitter height={height} viewport={viewport} onHeight={(wanted) => setPrefs({ ...prefs, height: panelHeight(Math.min(wanted, height + chartRoom()), viewport) })} />
      <div className="order-toolbox-head">
        <div role="tablist" aria-label={t`Orders`} className="order-toolbox-tabs" onKeyDown={onTabKey}>
          {TABS.map(({ tab, label }) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`${id}-${tab}`}
              aria-controls={`${id}-panel`}
              aria-selected={tab === prefs.tab}
              tabIndex={tab === prefs.tab ? 0 : -1}
              onClick={() => choose(tab)}
            >
              {label} <Count status={tab} />
            </button>
          ))}
        </div>
        <Figures />
      </div>
      <div className="order-toolbox-body" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${prefs.tab}`} tabIndex={0}>
        <OrderList key={prefs.tab} status={prefs.tab} onOpen={setOpen} table={{ narrow: true, action: prefs.tab === OrderStatus.HISTORY ? undefined : quick }} />
      </div>
      <OrderSheet order={open} onClose={() => setOpen(null)} />
      <ConfirmDialog open={action.open} title={question} confirmLabel={<Trans>Confirm</Trans>} danger busy={action.busy} onConfirm={action.confirm} onCancel={action.cancel}>
        {null}
      </ConfirmDialog>
    </section>
  );
}

/** How many orders a tab holds, as the server counts them (not only the loaded pages); nothing while unknown. */
function Count({ status }: { status: Tab }) {
  const list = usePagedList<Order>(orderListAtom(status));
  return <span className="order-toolbox-count">{list.loading || list.error ? '' : list.total}</span>;
}

/** The account's figures in one line, as /order's totals. */
function Figures() {
  return <AccountFigureList className="order-toolbox-figures" />;
}

/**
 * How many pixels the chart above can still give up before reaching its least readable height
 * (its min-block-size in trade.css): the panel grows no further than that.
 */
function chartRoom(): number {
  const chart = document.querySelector<HTMLElement>('.trade-main .chart');
  if (!chart) return Infinity;
  const least = Number.parseFloat(getComputedStyle(chart).minHeight) || 0;
  return Math.max(0, Math.floor(chart.getBoundingClientRect().height - least));
}

/** The window's height, following a resize: the panel's bounds are shares of it. */
function useWindowHeight(): number {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('resize', notify);
      return () => window.removeEventListener('resize', notify);
    },
    () => window.innerHeight,
    () => 0,
  );
}

/** The panel's top edge: dragged with a pointer, or moved by the arrow keys once focused. */
function Splitter({ height, viewport, onHeight }: { height: number; viewport: number; onHeight: (height: number) => void }) {
  const { t } = useLingui();
  const drag = useRef<{ y: number; from: number } | null>(null);
  return (
    <div
      className="order-toolbox-splitter"
      role="separator"
      aria-orientation="horizontal"
      aria-label={t`Resize the orders panel`}
      aria-valuenow={height}
      aria-valuemin={MIN_PANEL_PX}
      aria-valuemax={maxPanelHeight(viewport)}
      tabIndex={0}
      onPointerDown={(event: PointerEvent<HTMLElement>) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { y: event.clientY, from: height };
      }}
      // Up makes the panel taller: the edge follows the pointer.
      onPointerMove={(event) => drag.current && onHeight(drag.current.from + drag.current.y - event.clientY)}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        const step = { ArrowUp: KEY_STEP, ArrowDown: -KEY_STEP }[event.key];
        if (!step) return;
        event.preventDefault();
        onHeight(height + step);
      }}
    />
  );
}
