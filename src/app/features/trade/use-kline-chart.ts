// The klinecharts chart behind KlineChart.tsx: created once in the component's box, then kept in
// step with the screen (use-chart-sync.ts). Reached only from KlineChart.tsx.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { dispose, init, type Chart } from 'klinecharts';
import type { Instrument, Period } from '../../../contract/market.ts';
import { timeSettingsAtom } from '../../state/time-zone.ts';
import { useAtomValue } from '../../state/store.ts';
import { CHART_LAYOUT, chartStyles } from './chart-theme.ts';
import { keepCandlesReadable } from './chart-spacing.ts';
import { keepPriceRoom } from './chart-room.ts';
import { drawOrderLines, type LabelledLine, type LineDrag } from './chart-overlays.ts';
import type { ChartPrefs } from './chart-prefs.ts';
import { candleLoader, writeTimes, type LiveBar, type LoadState } from './chart-setup.ts';
import { useChartDrawings } from './use-chart-drawings.ts';
import { useChartLocale, useChartPrefs, useChartSymbol, useChartZone, useLineDragRelay, useLiveCandle, useOrderLinesDrawn } from './use-chart-sync.ts';

/** What the chart shows; `drag` and `restored` as KlineChart's. */
export interface ChartInputs {
  instrument: Instrument;
  period: Period;
  prefs: ChartPrefs;
  lines: readonly LabelledLine[];
  drag?: LineDrag;
  restored: number;
}

export function useKlineChart(container: RefObject<HTMLDivElement | null>, { instrument, period, prefs, lines, drag, restored }: ChartInputs) {
  const chartRef = useRef<Chart | null>(null);
  const roomRef = useRef<ReturnType<typeof keepPriceRoom> | null>(null);
  const pushLive = useRef<LiveBar['current']>(null);
  const [load, setLoad] = useState<LoadState>({ status: 'loading', count: 0 });
  const linesRef = useRef(lines);
  linesRef.current = lines;
  // The chosen time zone: the axis and the crosshair follow it (a ref: the formatter is set once).
  const { zone } = useAtomValue(timeSettingsAtom);
  const zoneRef = useRef(zone);
  zoneRef.current = zone;
  useChartDrawings(chartRef, container, instrument.Code, load.status === 'ready');
  const lineDrag = useLineDragRelay(drag, container);

  // Create the chart once; the data loader asks the server for the symbol and period shown.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // No decimal folding: klinecharts would write a small MACD value 0.0004 as "0.0{3}4".
    const chart = init(element, { timezone: zoneRef.current, styles: chartStyles(), layout: CHART_LAYOUT, decimalFold: { threshold: 99 } });
    if (!chart) return;
    chartRef.current = chart;
    writeTimes(chart, element, () => zoneRef.current);
    // klinecharts makes its box focusable with tabindex=1 (for keyboard zoom); a positive
    // tabindex breaks the page's tab order, 0 keeps the feature in the natural order.
    for (const focusable of element.querySelectorAll('[tabindex]')) focusable.setAttribute('tabindex', '0');
    chart.setDataLoader(candleLoader(chart, setLoad, pushLive));
    const spacing = keepCandlesReadable(chart, element);
    const room = (roomRef.current = keepPriceRoom(chart, element));
    const resize = new ResizeObserver(() => {
      chart.resize();
      spacing.fit();
      room.fit();
    });
    resize.observe(element);
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    const restyle = () => {
      chart.setStyles(chartStyles());
      drawOrderLines(chart, linesRef.current, lineDrag.current);
    };
    scheme.addEventListener('change', restyle);
    return () => {
      scheme.removeEventListener('change', restyle);
      spacing.stop();
      resize.disconnect();
      pushLive.current = null;
      chartRef.current = null;
      roomRef.current = null;
      dispose(element);
    };
  }, [container, lineDrag]);

  useChartZone(chartRef, container, zone);
  useChartPrefs(chartRef, roomRef, container, prefs);
  useOrderLinesDrawn(chartRef, container, lineDrag, { lines, restored, canDrag: Boolean(drag) });
  useChartLocale(chartRef);
  useChartSymbol(chartRef, instrument, period);
  useLiveCandle(pushLive, roomRef, container, { code: instrument.Code, period, status: load.status });
  return { chartRef, load };
}
