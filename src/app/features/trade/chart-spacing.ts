// Candle spacing of a klinecharts chart (issue 8 item 7: at least 60 candles on a phone).
// Reached only from KlineChart.tsx; klinecharts is imported for its types only.
import type { Chart } from 'klinecharts';
import { RIGHT_OFFSET_BARS, barSpaceFor } from './chart-layout.ts';

/**
 * Spaces the candles for the chart's width, and again whenever the width changes (not on a
 * height change, so a pinch zoom survives a pane being added). `element` gets
 * data-visible-bars, the candles in view, for people debugging and for the e2e test.
 * Returns `fit` (call it after each resize) and `stop`.
 */
export function keepCandlesReadable(chart: Chart, element: HTMLElement): { fit: () => void; stop: () => void } {
  let spacedFor = -1;
  const fit = () => {
    const width = chart.getSize('candle_pane', 'main')?.width ?? 0;
    if (width === spacedFor) return;
    spacedFor = width;
    const bar = barSpaceFor(width);
    chart.setBarSpace(bar);
    chart.setOffsetRightDistance(bar * RIGHT_OFFSET_BARS);
  };
  const countVisible = () => {
    const range = chart.getVisibleRange();
    const inView = Math.min(range.to, chart.getDataList().length) - Math.max(range.from, 0);
    element.setAttribute('data-visible-bars', String(Math.max(0, inView)));
  };
  fit();
  chart.subscribeAction('onVisibleRangeChange', countVisible);
  return { fit, stop: () => chart.unsubscribeAction('onVisibleRangeChange', countVisible) };
}
