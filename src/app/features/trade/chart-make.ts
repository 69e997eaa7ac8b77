// Makes the klinecharts chart of use-kline-chart.ts in its box: everything init can take is given
// to init, so its first layout is the only one (a setStyles or setLocale after it would lay the
// chart out again in the same task). Reached only from use-kline-chart.ts.
import { dispose, init, type Chart } from 'klinecharts';
import { CHART_LAYOUT, chartStyles } from './chart-theme.ts';
import { keepCandlesReadable } from './chart-spacing.ts';
import { keepPriceRoom } from './chart-room.ts';
import { candleStyle } from './chart-indicators.ts';
import type { ChartPrefs } from './chart-prefs.ts';
import { candleLoader, timeFormatter, writeTimes, type LiveBar, type LoadState } from './chart-setup.ts';
import { nextTask } from '../../lib/next-task.ts';

export interface MadeChart {
  chart: Chart;
  room: ReturnType<typeof keepPriceRoom>;
  /**
   * Starts following the box's size. Called at the end of the symbol's first task
   * (use-chart-sync.ts): the watcher's first call then fits the candles to the panes and the
   * price axis made so far, as when everything ran in one task.
   */
  watch: () => void;
}

export interface MakeInputs {
  /** The chosen time zone, read each time (the formatter is set once). */
  zone: () => string;
  /** A locale already registered with klinecharts (use-chart-sync.ts' useChartLocale). */
  locale: string;
  type: ChartPrefs['type'];
  setLoad: (load: LoadState) => void;
  pushLive: LiveBar;
  /** Draws the order lines again after the colours changed. */
  redrawLines: (chart: Chart) => void;
}

/**
 * Makes the chart in `element`, then in the next task gives it its loader and its watchers and
 * hands it to `onMade`: init alone is a long piece of work (its panes, canvases and first
 * layout), so the rest gets a task of its own. Returns a stop: it cancels what is still to come,
 * stops watching and disposes of the chart.
 */
export function makeChart(element: HTMLElement, inputs: MakeInputs, onMade: (made: MadeChart) => void): () => void {
  const styles = chartStyles();
  const chart = init(element, {
    timezone: inputs.zone(),
    locale: inputs.locale,
    formatter: timeFormatter(inputs.zone),
    styles: { ...styles, candle: { ...styles.candle, ...candleStyle(inputs.type) } },
    layout: CHART_LAYOUT,
    // No decimal folding: klinecharts would write a small MACD value 0.0004 as "0.0{3}4".
    decimalFold: { threshold: 99 },
  });
  if (!chart) return () => {};
  let unwatch = () => {};
  const cancel = nextTask(() => {
    const made = equip(chart, element, inputs);
    unwatch = made.unwatch;
    onMade(made);
  });
  return () => {
    cancel();
    unwatch();
    dispose(element);
  };
}

/** The loader, the time labels, the candle spacing, the room for prices and the watchers of size and colour scheme. */
function equip(chart: Chart, element: HTMLElement, { zone, setLoad, pushLive, redrawLines }: MakeInputs): MadeChart & { unwatch: () => void } {
  writeTimes(chart, element, zone);
  // klinecharts makes its box focusable with tabindex=1 (for keyboard zoom); a positive
  // tabindex breaks the page's tab order, 0 keeps the feature in the natural order.
  for (const focusable of element.querySelectorAll('[tabindex]')) focusable.setAttribute('tabindex', '0');
  chart.setDataLoader(candleLoader(chart, setLoad, pushLive));
  const spacing = keepCandlesReadable(chart, element);
  const room = keepPriceRoom(chart, element);
  const resize = watchSize(chart, element, () => {
    spacing.fit();
    room.fit();
  });
  const scheme = window.matchMedia('(prefers-color-scheme: dark)');
  const restyle = () => {
    chart.setStyles(chartStyles());
    redrawLines(chart);
  };
  scheme.addEventListener('change', restyle);
  const watch = () => {
    // A layout that builds the price axis again, for the symbol's precision (setSymbol's own does
    // not); the watcher's first fit then sees the axis' width, as when all ran in one task.
    chart.resize();
    resize.observe(element);
  };
  const unwatch = () => {
    scheme.removeEventListener('change', restyle);
    spacing.stop();
    resize.disconnect();
  };
  return { chart, room, watch, unwatch };
}

/**
 * Lays the chart out again when its box changes size, then `fit`s (once observing). A ResizeObserver also calls
 * back once on observe: when the box is still the size init measured, that call only fits (a
 * resize would lay out the just-made chart a second time, with a forced layout, in the frame it
 * draws; the fits still see the panes the first commit added, as before).
 */
function watchSize(chart: Chart, element: HTMLElement, fit: () => void): ResizeObserver {
  let first = true;
  const observer = new ResizeObserver(([entry]) => {
    const measured = chart.getSize();
    const box = entry?.contentRect;
    const same = first && box && measured && Math.floor(box.width) === measured.width && Math.floor(box.height) === measured.height;
    first = false;
    if (!same) chart.resize();
    fit();
  });
  return observer;
}
