// What a new chart is given once (use-kline-chart.ts): the app's way of writing times, and the
// loader that fetches the candles of the symbol and period shown. Reached only from
// KlineChart.tsx; klinecharts is imported for its types only.
import type { Chart, DataLoader, Formatter, KLineData } from 'klinecharts';
import { loadCandles } from '../offline/candles-snapshot.ts';
import { yieldTask } from '../../lib/next-task.ts';
import { fromChartPeriod, toChartCandle } from './chart-data.ts';
import { axisLabel, axisTicks, chartDate, hasAxisLabel } from './chart-time.ts';

export type LoadState = { status: 'loading' | 'ready' | 'empty' | 'error'; count: number; error?: unknown };

/** Where the chart's live bar goes: klinecharts hands its callback over while it wants live bars. */
export type LiveBar = { current: ((bar: KLineData) => void) | null };

/**
 * Every time the chart writes (axis, crosshair, tooltip) through the app's one time module: in the
 * chosen zone, a day candle by its New York date (chart-time.ts). Given to init (a setFormatter
 * after it would lay the chart out again). `zone`: the chosen time zone, read each time.
 */
export function timeFormatter(zone: () => string): Partial<Formatter> {
  return { formatDate: ({ timestamp, template }) => chartDate(template, timestamp, zone()) };
}

/** Time labels only under real candles, the last one (today on 1D) always labelled. `zone` as timeFormatter's. */
export function writeTimes(chart: Chart, element: HTMLElement, zone: () => string): void {
  chart.overrideXAxis({
    createTicks: ({ defaultTicks, bounding }) => {
      const bars = chart.getDataList();
      const lastBar = bars[bars.length - 1];
      const type = chart.getPeriod()?.type;
      if (!lastBar || !hasAxisLabel(type)) return defaultTicks;
      const point = chart.convertToPixel({ dataIndex: bars.length - 1 }, { paneId: 'candle_pane' }) as { x?: number };
      if (typeof point.x !== 'number') return defaultTicks;
      const text = axisLabel(lastBar.timestamp, type, zone());
      // For people debugging and for the e2e test: the label under the last candle.
      element.setAttribute('data-last-label', text);
      return axisTicks(defaultTicks, { time: lastBar.timestamp, coord: point.x, text }, text.length * 7 + 16, bounding.width);
    },
  });
}

/** The data loader: asks the server for the symbol and period shown, and tells `setLoad` how it went. */
export function candleLoader(chart: Chart, setLoad: (load: LoadState) => void, live: LiveBar): DataLoader {
  const current = () => `${chart.getSymbol()?.ticker}|${JSON.stringify(chart.getPeriod())}`;
  return {
    getBars: async ({ type, symbol, period: chartPeriod, callback }) => {
      // The server sends the whole recent history at once; there is nothing further to page.
      if (type !== 'init') return callback([], false);
      const wanted = `${symbol.ticker}|${JSON.stringify(chartPeriod)}`;
      const wire = fromChartPeriod(chartPeriod);
      if (!wire) return callback([], false);
      setLoad({ status: 'loading', count: 0 });
      try {
        // Through the offline snapshot: stored candles stand in when the server cannot be reached.
        const candles = await loadCandles(symbol.id as number, wire);
        // Drawing them (klinecharts computes the indicators and lays the chart out) in a task
        // after the one that read and checked the answer: together they made one long task.
        await yieldTask();
        if (current() !== wanted) return; // the user switched meanwhile: drop the stale answer
        callback(candles.map(toChartCandle), false);
        setLoad({ status: candles.length ? 'ready' : 'empty', count: candles.length });
      } catch (error) {
        if (current() !== wanted) return;
        callback([], false);
        setLoad({ status: 'error', count: 0, error });
      }
    },
    subscribeBar: ({ callback }) => {
      live.current = callback;
    },
    unsubscribeBar: () => {
      live.current = null;
    },
  };
}
