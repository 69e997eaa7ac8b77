// The order price lines on the chart: one klinecharts overlay per line, across the candle pane,
// with its label at the start and its price on the price axis. Reached only from KlineChart.tsx.
import { registerOverlay, type Chart, type OverlayFigure } from 'klinecharts';
import type { OrderLine } from './order-lines.ts';

export type LabelledLine = OrderLine & { label: string };

interface LineLook {
  label: string;
  priceText: string;
  color: string;
  /** Dark text on the bright dark-theme colours, white on the deep light-theme ones (as the Buy and Sell buttons). */
  ink: string;
  dash: number[] | null;
  family: string;
}

const NAME = 'lotwiseOrderLine';
/** A price label's height on the axis (11 px text and its padding). */
const LABEL_HEIGHT = 18;
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
      const { label, color, ink, dash, family } = overlay.extendData;
      return [
        {
          type: 'line',
          attrs: { coordinates: [{ x: 0, y }, { x: bounding.width, y }] },
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
      const { priceText, color, ink, family } = overlay.extendData;
      return [
        {
          type: 'text',
          attrs: { x: 0, y, text: priceText, align: 'left', baseline: 'middle' },
          styles: { color: ink, backgroundColor: color, size: 11, family, paddingLeft: 4, paddingRight: 4, paddingTop: 2, paddingBottom: 2, borderRadius: 2 },
          ignoreEvent: true,
        },
      ];
    },
  });
}

const DASH: Record<OrderLine['kind'], number[] | null> = {
  position: null,
  pending: [2, 3],
  take_profit: [6, 4],
  stop_loss: [6, 4],
};

/** Replaces the drawn order lines with `lines` (a handful at most: redrawing them all is cheap and never leaves a stale one). */
export function drawOrderLines(chart: Chart, lines: readonly LabelledLine[], root: Element = document.documentElement): void {
  register();
  chart.removeOverlay({ groupId: GROUP });
  if (lines.length === 0) return;
  const css = getComputedStyle(root);
  const colour = (name: string) => css.getPropertyValue(name).trim();
  const colourOf = (line: OrderLine) =>
    line.kind === 'take_profit' ? colour('--up') : line.kind === 'stop_loss' ? colour('--down') : line.side === 'buy' ? colour('--up') : colour('--down');
  const family = colour('--font') || 'system-ui, sans-serif';
  const ink = window.matchMedia('(prefers-color-scheme: dark)').matches ? '#07110b' : '#fff';
  chart.createOverlay(
    lines.map((line) => ({
      name: NAME,
      id: `order-line-${line.key}`,
      groupId: GROUP,
      paneId: 'candle_pane',
      lock: true,
      points: [{ value: line.price }],
      extendData: { label: line.label, priceText: line.priceText, color: colourOf(line), ink, dash: DASH[line.kind], family },
    })),
  );
}
