// The order price lines on the chart: one klinecharts overlay per line, across the candle pane,
// with its label at the start and its price on the price axis. Take-profit, stop-loss and a
// pending entry can be dragged (mouse or touch): while pressed the line says its new price (and
// what it would make), on release `drop` gets that price. Reached only from KlineChart.tsx.
import { registerOverlay, type Chart, type OverlayFigure } from 'klinecharts';
import type { OrderLine } from './order-lines.ts';

export type LabelledLine = OrderLine & { label: string };

/** What a drag asks of the screen: the words for a price while dragging, and the price let go at. */
export interface LineDrag {
  describe: (line: LabelledLine, price: string) => string;
  drop: (line: LabelledLine, price: string) => void;
  /** Where each line was drawn (px from the pane's top), for people debugging and the e2e test. */
  placed?: (line: LabelledLine, y: number) => void;
}

interface LineLook {
  label: string;
  priceText: string;
  color: string;
  /** Dark text on the bright dark-theme colours, white on the deep light-theme ones (as the Buy and Sell buttons). */
  ink: string;
  dash: number[] | null;
  family: string;
  line: LabelledLine;
  precision: number;
  drag?: LineDrag;
  /** The price being dragged to, while pressed. */
  moving: string | null;
}

const NAME = 'lotwiseOrderLine';
/** The price a dragged line stands at, in the instrument's decimals (a proposal: the server checks it). */
export const linePrice = (value: number, precision: number) => value.toFixed(precision);
/** A price label's height on the axis (11 px text and its padding). */
const LABEL_HEIGHT = 18;
/** How far from a draggable line a finger still takes it: a 1 px line is too thin to hit. */
const GRAB = 14;
const GROUP = 'orders';
let registered = false;

function register(): void {
  if (registered) return;
  registered = true;
  registerOverlay<LineLook>({
    name: NAME,
    totalStep: 1,
    lock: true,
    needDefaultPointFigure: false,
    needDefaultXAxisFigure: false,
    needDefaultYAxisFigure: false,
    createPointFigures: ({ coordinates, bounding, overlay }): OverlayFigure[] => {
      const y = coordinates[0]?.y ?? 0;
      const look = overlay.extendData;
      const { color, ink, dash, family } = look;
      const label = look.moving !== null && look.drag ? look.drag.describe(look.line, look.moving) : look.label;
      look.drag?.placed?.(look.line, y);
      const grab: OverlayFigure[] = overlay.lock ? [] : [{ type: 'rect', attrs: { x: 0, y: y - GRAB, width: bounding.width, height: GRAB * 2 }, styles: { style: 'fill', color: 'rgba(0,0,0,0)' } }];
      return [
        ...grab,
        {
          type: 'line',
          attrs: {
            coordinates: [
              { x: 0, y },
              { x: bounding.width, y },
            ],
          },
          styles: { style: dash ? 'dashed' : 'solid', dashedValue: dash ?? [], color, size: 1 },
          ignoreEvent: true,
        },
        {
          type: 'text',
          attrs: { x: 6, y: y - 2, text: label, align: 'left', baseline: 'bottom' },
          styles: { color: ink, backgroundColor: color, size: 11, family, paddingLeft: 4, paddingRight: 4, paddingTop: 2, paddingBottom: 2, borderRadius: 3 },
          ignoreEvent: true,
        },
      ];
    },
    createYAxisFigures: ({ chart, coordinates, overlay, yAxis }): OverlayFigure[] => {
      const y = coordinates[0]?.y ?? 0;
      // The live price's mark is drawn under the overlays: where they meet, the live price wins
      // (the line's own label still names its price).
      const bars = chart.getDataList();
      const last = bars[bars.length - 1];
      if (last && yAxis && Math.abs(yAxis.convertToPixel(last.close) - y) < LABEL_HEIGHT) return [];
      const { color, ink, family, moving } = overlay.extendData;
      const priceText = moving ?? overlay.extendData.priceText;
      return [
        {
          type: 'text',
          attrs: { x: 0, y, text: priceText, align: 'left', baseline: 'middle' },
          styles: { color: ink, backgroundColor: color, size: 11, family, paddingLeft: 4, paddingRight: 4, paddingTop: 2, paddingBottom: 2, borderRadius: 2 },
          ignoreEvent: true,
        },
      ];
    },
    onPressedMoveStart: ({ overlay }) => {
      overlay.extendData.moving = overlay.extendData.priceText;
    },
    onPressedMoving: ({ overlay }) => {
      const value = overlay.points[0]?.value;
      if (typeof value === 'number') overlay.extendData.moving = linePrice(value, overlay.extendData.precision);
    },
    onPressedMoveEnd: ({ chart, overlay }) => {
      const look = overlay.extendData;
      const price = look.moving;
      look.moving = null;
      if (price !== null && price !== look.priceText && Number(price) > 0) look.drag?.drop(look.line, price);
      // A line let go where it was (a tap): back exactly on its price.
      else chart.overrideOverlay({ id: overlay.id, points: [{ value: look.line.price }] });
    },
  });
}

const DASH: Record<OrderLine['kind'], number[] | null> = {
  position: null,
  pending: [2, 3],
  take_profit: [6, 4],
  stop_loss: [6, 4],
};

/**
 * Replaces the drawn order lines with `lines` (a handful at most: redrawing them all is cheap and
 * never leaves a stale one); a dragged line goes back to its price this way too. Without `drag`
 * no line can be moved.
 */
export function drawOrderLines(chart: Chart, lines: readonly LabelledLine[], drag?: LineDrag, root: Element = document.documentElement): void {
  register();
  chart.removeOverlay({ groupId: GROUP });
  if (lines.length === 0) return;
  const css = getComputedStyle(root);
  const colour = (name: string) => css.getPropertyValue(name).trim();
  const colourOf = (line: OrderLine) => (line.kind === 'take_profit' ? colour('--up') : line.kind === 'stop_loss' ? colour('--down') : line.side === 'buy' ? colour('--up') : colour('--down'));
  const family = colour('--font') || 'system-ui, sans-serif';
  const ink = window.matchMedia('(prefers-color-scheme: dark)').matches ? '#07110b' : '#fff';
  const precision = chart.getSymbol()?.pricePrecision ?? 2;
  chart.createOverlay(
    lines.map((line) => ({
      name: NAME,
      id: `order-line-${line.key}`,
      groupId: GROUP,
      paneId: 'candle_pane',
      lock: !(drag && line.draggable),
      // Drawn over the position lines, so a stop on the entry price is the one a finger takes.
      zLevel: line.draggable ? 1 : 0,
      points: [{ value: line.price }],
      extendData: { label: line.label, priceText: line.priceText, color: colourOf(line), ink, dash: DASH[line.kind], family, line, precision, drag, moving: null },
    })),
  );
}
