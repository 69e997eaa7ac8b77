// Keeps the chart made by use-kline-chart.ts in step with the screen: the time zone, the chosen
// indicators and chart type, the user's orders as price lines, the tooltip's language, the symbol
// and period, and the forming candle. Reached only from KlineChart.tsx.
import { useEffect, useRef, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { registerLocale, type Chart } from 'klinecharts';
import type { Instrument, Period } from '../../../contract/market.ts';
import { formingCandlesAtom } from '../../state/quotes.ts';
import { useAtomValue } from '../../state/store.ts';
import { nextTask } from '../../lib/next-task.ts';
import { toChartCandle, toChartPeriod } from './chart-data.ts';
import { applyChartType, applyIndicators } from './chart-indicators.ts';
import { drawOrderLines, type LabelledLine, type LineDrag } from './chart-overlays.ts';
import type { ChartPrefs } from './chart-prefs.ts';
import type { keepPriceRoom } from './chart-room.ts';
import type { LiveBar, LoadState } from './chart-setup.ts';

type ShownChart = Chart | null;
type Box = RefObject<HTMLElement | null>;
type RoomRef = RefObject<ReturnType<typeof keepPriceRoom> | null>;

/** A new zone choice relabels the chart at once (setTimezone lays it out again). */
export function useChartZone(chart: ShownChart, container: Box, zone: string): void {
  useEffect(() => {
    if (!chart) return;
    // Made in this zone: setTimezone would lay the chart out again for nothing.
    if (chart.getTimezone() !== zone) chart.setTimezone(zone);
    // For people debugging and for the e2e test: the zone klinecharts actually holds.
    container.current?.setAttribute('data-timezone', chart.getTimezone());
  }, [chart, container, zone]);
}

/** The chosen indicators and chart type. */
export function useChartPrefs(chart: ShownChart, roomRef: RoomRef, container: Box, prefs: ChartPrefs): void {
  useEffect(() => {
    if (!chart) return;
    applyIndicators(chart, prefs);
    applyChartType(chart, prefs.type);
    roomRef.current?.fit();
    // For people debugging and for the e2e test: the indicators klinecharts actually holds, by name.
    container.current?.setAttribute(
      'data-indicators',
      chart
        .getIndicators()
        .map((indicator) => indicator.name)
        .sort()
        .join(' '),
    );
  }, [chart, roomRef, container, prefs]);
}

/** The one LineDrag the order lines keep for their life: it reaches the screen's newest `drag`. */
export function useLineDragRelay(drag: LineDrag | undefined, container: Box): RefObject<LineDrag> {
  const dragRef = useRef(drag);
  dragRef.current = drag;
  return useRef<LineDrag>({
    describe: (line, price) => dragRef.current?.describe(line, price) ?? line.label,
    drop: (line, price) => dragRef.current?.drop(line, price),
    placed: (line, y) => {
      // For people debugging and for the e2e test: where each line is drawn, by kind and order.
      const element = container.current;
      if (!element) return;
      const at = JSON.parse(element.getAttribute('data-order-line-y') ?? '{}') as Record<string, number>;
      at[`${line.kind}:${line.orderId}`] = Math.round(y);
      element.setAttribute('data-order-line-y', JSON.stringify(at));
    },
  });
}

/** The user's orders as price lines; `restored` changes when they must go back to their prices. */
export function useOrderLinesDrawn(
  chart: ShownChart,
  container: Box,
  lineDrag: RefObject<LineDrag>,
  { lines, restored, canDrag }: { lines: readonly LabelledLine[]; restored: number; canDrag: boolean },
): void {
  useEffect(() => {
    container.current?.removeAttribute('data-order-line-y');
    if (chart) drawOrderLines(chart, lines, canDrag ? lineDrag.current : undefined);
    container.current?.setAttribute('data-order-lines', String(lines.length));
  }, [chart, container, lineDrag, lines, restored, canDrag]);
}

/** The name the app's language is registered under with klinecharts. */
export const chartLocaleName = (language: string) => `lotwise-${language}`;

/** Tooltip labels in the app's language: registered before the chart is made, which starts in it. */
export function useChartLocale(chart: ShownChart): void {
  const { t, i18n } = useLingui();
  useEffect(() => {
    const locale = chartLocaleName(i18n.locale);
    registerLocale(locale, {
      time: t`Time: `,
      open: t`Open: `,
      high: t`High: `,
      low: t`Low: `,
      close: t`Close: `,
      volume: t`Volume: `,
      turnover: t`Turnover: `,
      change: t`Change: `,
      second: 'S',
      minute: '',
      hour: 'H',
      day: 'D',
      week: 'W',
      month: 'M',
      year: 'Y',
    });
    if (chart && chart.getLocale() !== locale) chart.setLocale(locale);
  }, [chart, i18n.locale, t]);
}

/**
 * Symbol and period: each change reloads the candles through the data loader; `then` runs once
 * after it is done (and is cleared). In a task of its own, after the commit that applied the
 * indicators: each lays the chart out, and together they made one long task at the chart's
 * start (issue 21 item 5).
 */
export function useChartSymbol(chart: ShownChart, instrument: Instrument, period: Period, then: RefObject<(() => void) | null>): void {
  const { Code: code, Id: id, PricePrecision: precision } = instrument;
  useEffect(() => {
    if (!chart) return;
    return nextTask(() => {
      if (chart.getSymbol()?.ticker !== code) chart.setSymbol({ ticker: code, pricePrecision: precision, volumePrecision: 0, id });
      const wanted = toChartPeriod(period);
      const shown = chart.getPeriod();
      if (shown?.type !== wanted.type || shown.span !== wanted.span) chart.setPeriod(wanted);
      // Once, after the first: the size watcher starts (chart-make.ts' watch), its first fit
      // seeing the panes and the price axis made so far, as when all ran in the chart's first task.
      then.current?.();
      then.current = null;
    });
  }, [chart, code, id, precision, period, then]);
}

/** The forming candle from KLINE.<code> updates the last bar (or starts a new one). */
export function useLiveCandle(pushLive: LiveBar, roomRef: RoomRef, container: Box, { code, period, status }: { code: string; period: Period; status: LoadState['status'] }): void {
  const forming = useAtomValue(formingCandlesAtom)[code]?.[period];
  useEffect(() => {
    if (!forming || status === 'loading' || !pushLive.current) return;
    pushLive.current(toChartCandle(forming));
    roomRef.current?.check();
    // For people debugging and for the e2e test: when the last live candle arrived.
    container.current?.setAttribute('data-live-close', forming.Close);
  }, [pushLive, roomRef, container, forming, status]);
}
