// Makes the klinecharts chart of use-kline-chart.ts in its box, in one go: everything init can
// take is given to init, so the first layout is the only one (a setStyles or setLocale after it
// would lay the chart out again in the same task). Reached only from use-kline-chart.ts.
import { dispose, init, type Chart } from 'klinecharts';
import { CHART_LAYOUT, chartStyles } from './chart-theme.ts';
import { keepCandlesReadable } from './chart-spacing.ts';
import { keepPriceRoom } from './chart-room.ts';
import { candleStyle } from './chart-indicators.ts';
import type { ChartPrefs } from './chart-prefs.ts';
import { candleLoader, writeTimes, type LiveBar, type LoadState } from './chart-setup.ts';

export interface MadeChart {
  chart: Chart;
  room: ReturnType<typeof keepPriceRoom>;
  /** Stops watching and disposes of the chart. */
  stop: () => void;
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

export function makeChart(element: HTMLElement, { zone, locale, type, setLoad, pushLive, redrawLines }: MakeInputs): MadeChart | null {
  const styles = chartStyles();
  // No decimal folding: klinecharts would write a small MACD value 0.0004 as "0.0{3}4".
  const chart = init(element, { timezone: zone(), locale, styles: { ...styles, candle: { ...styles.candle, ...candleStyle(type) } }, layout: CHART_LAYOUT, decimalFold: { threshold: 99 } });
  if (!chart) return null;
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
  const stop = () => {
    scheme.removeEventListener('change', restyle);
    spacing.stop();
    resize.disconnect();
    dispose(element);
  };
  return { chart, room, stop };
}

/**
 * Lays the chart out again when its box changes size, then `fit`s. A ResizeObserver also calls
 * back once on observe: when the box is still the size init measured, that call is skipped (it
 * would lay out the just-made chart a second time, with a forced layout, in the frame it draws).
 */
function watchSize(chart: Chart, element: HTMLElement, fit: () => void): ResizeObserver {
  let first = true;
  const observer = new ResizeObserver(([entry]) => {
    const measured = chart.getSize();
    const box = entry?.contentRect;
    const same = first && box && measured && Math.floor(box.width) === measured.width && Math.floor(box.height) === measured.height;
    first = false;
    if (same) return;
    chart.resize();
    fit();
  });
  observer.observe(element);
  return observer;
}
