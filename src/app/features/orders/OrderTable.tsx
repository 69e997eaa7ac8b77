import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OrderStatus, type Order } from '../../../contract/orders.ts';
import { formatDecimal } from '../market/format.ts';
import { closeReasonText } from './close-reason.ts';
import { isBuy, orderSlippage, priceOrDash, profitSign, profitText } from './format.ts';
import { slippageText } from './slippage-text.ts';
import { Time } from '../../ui/Time.tsx';
import { neverFilled } from './OrderRow.tsx';
import { pendingKindText } from './pending-type.ts';

interface Column {
  /** Shown for these tabs. */
  on: readonly number[];
  /** Left out of the narrow table of /trade's orders panel (the order's sheet has them). */
  wide?: boolean;
  head: ReactNode;
  /** A figure: aligned to the end, tabular digits, read left to right in every language. */
  figure?: boolean;
  cell: (order: Order) => ReactNode;
  testId?: string;
  /** A class of the column's cells: the panel on /trade hides the take-profit and stop-loss where it is narrowest. */
  kind?: string;
}

const ALL = [OrderStatus.HOLDING, OrderStatus.PENDING, OrderStatus.HISTORY] as const;
const FILLED = [OrderStatus.HOLDING, OrderStatus.HISTORY] as const;

/** The columns after the instrument, as MetaTrader's trade and history tabs lay them out. */
function columns(status: number): Column[] {
  const all: Column[] = [
    { on: ALL, wide: true, head: <Trans>Direction</Trans>, cell: (order) => <Side order={order} />, testId: 'order-side' },
    { on: ALL, head: <Trans>Lots</Trans>, figure: true, cell: (order) => order.Quantity, testId: 'order-lots' },
    {
      on: ALL,
      head: status === OrderStatus.PENDING ? <Trans>Target price</Trans> : <Trans>Open price</Trans>,
      figure: true,
      cell: (order) => (order.Status === OrderStatus.PENDING ? order.OriginPrice : order.Price),
    },
    {
      on: FILLED,
      head: status === OrderStatus.HISTORY ? <Trans>Close price</Trans> : <Trans>Current price</Trans>,
      figure: true,
      cell: (order) => order.UpdatePrice,
      testId: 'order-price',
    },
    { on: ALL, head: <Trans>Take-profit</Trans>, figure: true, cell: (order) => priceOrDash(order.TargetProfitPrice), kind: 'order-stop' },
    { on: ALL, head: <Trans>Stop-loss</Trans>, figure: true, cell: (order) => priceOrDash(order.TargetLossPrice), kind: 'order-stop' },
    {
      on: [OrderStatus.PENDING],
      head: <Trans>Expiry</Trans>,
      cell: (order) => (order.ExpireTimeHandler ? <Time at={order.ExpireTimeHandler} /> : <Trans>Good till cancelled</Trans>),
      testId: 'order-expiry',
    },
    { on: ALL, wide: true, head: <Trans>Margin</Trans>, figure: true, cell: (order) => formatDecimal(order.CautionMoney, 2) },
    { on: FILLED, head: <Trans>Profit and loss</Trans>, figure: true, cell: (order) => <Profit value={order.FactProfits} />, testId: 'order-profit' },
    // <Time>: follows the time-zone setting live and runs an Arabic date right to left (dir=auto).
    { on: ALL, wide: true, head: <Trans>Open time</Trans>, cell: (order) => <Time at={order.CreateTimeHandler} data-testid="order-time" /> },
    { on: [OrderStatus.HISTORY], head: <Trans>Close time</Trans>, cell: (order) => <Time at={order.CompleteTimeHandler} /> },
    { on: [OrderStatus.HISTORY], head: <Trans>Closed by</Trans>, cell: (order) => <CloseReason order={order} />, testId: 'close-reason' },
    { on: [OrderStatus.HISTORY], wide: true, head: <Trans>Slippage</Trans>, cell: (order) => <Slipped order={order} /> },
  ];
  return all.filter((column) => column.on.includes(status));
}

/**
 * One tab's orders as a table (desktop): a row per order that opens its sheet on a click (its
 * instrument is the row's button for the keyboard), and with `action` a last column of quick
 * actions. `narrow` leaves out the columns the sheet shows anyway, for /trade's orders panel.
 */
export function OrderTable({
  status,
  orders,
  onOpen,
  narrow = false,
  action,
}: {
  status: number;
  orders: readonly Order[];
  onOpen: (order: Order) => void;
  narrow?: boolean;
  action?: (order: Order) => ReactNode;
}) {
  const shown = columns(status).filter((column) => !(narrow && column.wide));
  const table = (
    <table className="order-table">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Instrument</Trans>
          </th>
          {shown.map((column, index) => (
            <th key={index} scope="col" className={classes(column)}>
              {column.head}
            </th>
          ))}
          {action && (
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Actions</Trans>
              </span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          // The click on the row is a pointer's shortcut: the row header's button opens the same sheet from the keyboard.
          <tr key={order.Id} data-testid={`order-${order.Id}`} onClick={() => onOpen(order)}>
            <th scope="row">
              <button type="button" className="order-table-open">
                {order.ForexTradeLists.ShowCode} <span className="order-ticket">#{order.Id}</span>
              </button>
              {/* Narrow, the side goes with the instrument instead of a column of its own. */}
              {narrow && <Side order={order} />}
            </th>
            {shown.map((column, index) => (
              <td key={index} className={classes(column)} data-testid={column.testId}>
                {column.figure ? <bdi dir="ltr">{column.cell(order)}</bdi> : column.cell(order)}
              </td>
            ))}
            {action && (
              <td className="order-table-action" onClick={(event) => event.stopPropagation()}>
                {action(order)}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // /order scrolls a table wider than the window on its own; the panel on /trade scrolls its whole body.
  return narrow ? table : <div className="order-table-wrap">{table}</div>;
}

const classes = (column: Column) => [column.figure && 'order-figure', column.kind].filter(Boolean).join(' ') || undefined;

/** Buy or sell; a pending order (or one cancelled before it filled) by its kind: buy stop, sell limit… */
function Side({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const buy = isBuy(order);
  const kind = neverFilled(order) ? pendingKindText(order.OrderType, order.PendingType) : null;
  return (
    <span className="order-side" data-side={buy ? 'buy' : 'sell'}>
      {kind ? i18n._(kind) : buy ? <Trans>Buy</Trans> : <Trans>Sell</Trans>}
    </span>
  );
}

function Profit({ value }: { value: string }) {
  return <span data-sign={profitSign(value)}>{profitText(value)}</span>;
}

function CloseReason({ order }: { order: Order }) {
  const { i18n } = useLingui();
  return i18n._(closeReasonText(order.CloseReason));
}

/** A take-profit's or stop-loss's slippage; nothing for a close no level made. */
function Slipped({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const slipped = orderSlippage(order);
  return slipped ? slippageText(i18n, slipped) : '';
}
