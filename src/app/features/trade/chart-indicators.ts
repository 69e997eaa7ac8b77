// Applies the chosen chart type and indicators to a klinecharts chart. Reached only from
// KlineChart.tsx (the /trade chunk); klinecharts is imported for its types only.
import type { Chart } from 'klinecharts';
import { MAIN_INDICATORS, SUB_INDICATORS, type ChartPrefs } from './chart-prefs.ts';
import { SUB_PANE_HEIGHT } from './chart-layout.ts';

const CANDLE_PANE = 'candle_pane';
/** One pane per sub indicator, named after it, so switching it off removes exactly that pane. */
export const subPaneId = (name: string) => `pane_${name}`;

/** Creates what `prefs` asks for and removes the rest; indicators already shown are left alone. */
export function applyIndicators(chart: Chart, prefs: ChartPrefs): void {
  for (const name of MAIN_INDICATORS) {
    const shown = chart.getIndicators({ paneId: CANDLE_PANE, name }).length > 0;
    const wanted = prefs.main.includes(name);
    if (wanted && !shown) chart.createIndicator({ name, paneId: CANDLE_PANE }, true);
    if (!wanted && shown) chart.removeIndicator({ paneId: CANDLE_PANE, name });
  }
  SUB_INDICATORS.forEach((name, index) => {
    const paneId = subPaneId(name);
    const shown = chart.getIndicators({ paneId, name }).length > 0;
    const wanted = prefs.sub.includes(name);
    if (wanted && !shown) {
      // RSI runs from 0 to 100: two decimals say all there is (klinecharts' default is four).
      chart.createIndicator(name === 'RSI' ? { name, paneId, precision: 2 } : { name, paneId });
      // The menu's order, whatever order they were switched on in: volume first, under the candles.
      chart.setPaneOptions({ id: paneId, height: SUB_PANE_HEIGHT, minHeight: 48, order: 10 + index });
    }
    if (!wanted && shown) chart.removeIndicator({ paneId, name });
  });
}

/** Candles, or the closing prices as a line over a soft area. */
export function applyChartType(chart: Chart, type: ChartPrefs['type']): void {
  const style = candleStyle(type);
  // Already so (given to init): a setStyles would lay the chart out again for nothing.
  if (chart.getStyles().candle.type !== style.type) chart.setStyles({ candle: style });
}

/** The candle styles for the chart type. */
export function candleStyle(type: ChartPrefs['type']) {
  return { type: type === 'line' ? ('area' as const) : ('candle_solid' as const) };
}
