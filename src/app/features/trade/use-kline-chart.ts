// The klinecharts chart behind KlineChart.tsx: created once in the component's box, then kept in
// step with the screen (use-chart-sync.ts). Its start is spread over several short tasks (issue 21
// item 5): the chart is made once the browser has laid out its box, and kept in step from the
// commit after, not in the task that made it. Reached only from KlineChart.tsx.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Chart } from 'klinecharts';
import type { Instrument, Period } from '../../../contract/market.ts';
import { timeSettingsAtom } from '../../state/time-zone.ts';
import { useAtomValue } from '../../state/store.ts';
import { afterLayout } from './after-layout.ts';
import { makeChart, type MadeChart } from './chart-make.ts';
import { drawOrderLines, type LabelledLine, type LineDrag } from './chart-overlays.ts';
import type { ChartPrefs } from './chart-prefs.ts';
import type { LiveBar, LoadState } from './chart-setup.ts';
import { useChartDrawings } from './use-chart-drawings.ts';
import { chartLocaleName, useChartLocale, useChartPrefs, useChartSymbol, useChartZone, useLineDragRelay, useLiveCandle, useOrderLinesDrawn } from './use-chart-sync.ts';

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
  const { i18n } = useLingui();
  // The chart once made, for the sync hooks (their effects run again when it arrives); the ref for callbacks.
  const [chart, setChart] = useState<Chart | null>(null);
  const chartRef = useRef<Chart | null>(null);
  const roomRef = useRef<MadeChart['room'] | null>(null);
  const watchRef = useRef<MadeChart['watch'] | null>(null);
  const pushLive = useRef<LiveBar['current']>(null);
  const [load, setLoad] = useState<LoadState>({ status: 'loading', count: 0 });
  const linesRef = useRef(lines);
  linesRef.current = lines;
  // The chosen time zone: the axis and the crosshair follow it (a ref: the formatter is set once).
  const { zone } = useAtomValue(timeSettingsAtom);
  const zoneRef = useRef(zone);
  zoneRef.current = zone;
  // What the chart starts with, read when it is made (the sync hooks follow later changes).
  const start = useRef({ type: prefs.type, locale: chartLocaleName(i18n.locale) });
  start.current = { type: prefs.type, locale: chartLocaleName(i18n.locale) };
  useChartDrawings(chartRef, container, instrument.Code, load.status === 'ready');
  const lineDrag = useLineDragRelay(drag, container);

  // Create the chart once, after the browser has laid out its box; the data loader asks the
  // server for the symbol and period shown.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let stop = () => {};
    const cancel = afterLayout(() => {
      const redrawLines = (shown: Chart) => drawOrderLines(shown, linesRef.current, lineDrag.current);
      stop = makeChart(element, { zone: () => zoneRef.current, ...start.current, setLoad, pushLive, redrawLines }, (made) => {
        chartRef.current = made.chart;
        roomRef.current = made.room;
        watchRef.current = made.watch;
        setChart(made.chart);
      });
    });
    return () => {
      cancel();
      stop();
      pushLive.current = null;
      chartRef.current = null;
      roomRef.current = null;
      watchRef.current = null;
      setChart(null);
    };
  }, [container, lineDrag]);

  useChartZone(chart, container, zone);
  useChartPrefs(chart, roomRef, container, prefs);
  useOrderLinesDrawn(chart, container, lineDrag, { lines, restored, canDrag: Boolean(drag) });
  useChartLocale(chart);
  useChartSymbol(chart, instrument, period, watchRef);

  useLiveCandle(pushLive, roomRef, container, { code: instrument.Code, period, status: load.status });
  return { chartRef, load };
}
