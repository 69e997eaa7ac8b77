// The price chart (klinecharts v10). This module and its helpers (chart-indicators.ts,
// chart-overlays.ts, chart-spacing.ts, chart-theme.ts) are the only importers of klinecharts, reached only from
// the /trade route, so the library never loads on other screens.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import { dispose, init, registerLocale, type Chart, type KLineData } from 'klinecharts';
import type { Instrument, Period } from '../../../contract/market.ts';
import { errorText } from '../../lib/error-text.ts';
import { loadCandles } from '../offline/candles-snapshot.ts';
import { formingCandlesAtom } from '../../state/quotes.ts';
import { timeSettingsAtom } from '../../state/time-zone.ts';
import { useAtomValue } from '../../state/store.ts';
import { fromChartPeriod, toChartCandle, toChartPeriod } from './chart-data.ts';
import { axisLabel, axisTicks, chartDate, hasAxisLabel } from './chart-time.ts';
import { ChartSkeleton, ChartZone } from './ChartFrame.tsx';
import { CHART_LAYOUT, chartStyles } from './chart-theme.ts';
import { keepCandlesReadable } from './chart-spacing.ts';
import { keepPriceRoom } from './chart-room.ts';
import { applyChartType, applyIndicators } from './chart-indicators.ts';
import { drawOrderLines, type LabelledLine, type LineDrag } from './chart-overlays.ts';
import type { ChartPrefs } from './chart-prefs.ts';
import { useChartDrawings } from './use-chart-drawings.ts';

type LoadState = { status: 'loading' | 'ready' | 'empty' | 'error'; count: number; error?: unknown };

/** `drag`: the order lines can be dragged; `restored` changes when they must go back to their prices (a move cancelled or refused). */
export function KlineChart({
  instrument,
  period,
  prefs,
  lines,
  drag,
  restored = 0,
}: {
  instrument: Instrument;
  period: Period;
  prefs: ChartPrefs;
  lines: readonly LabelledLine[];
  drag?: LineDrag;
  restored?: number;
}) {
  const { t, i18n } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<Chart | null>(null);
  const roomRef = useRef<ReturnType<typeof keepPriceRoom> | null>(null);
  const pushLive = useRef<((bar: KLineData) => void) | null>(null);
  const [load, setLoad] = useState<LoadState>({ status: 'loading', count: 0 });
  const forming = useAtomValue(formingCandlesAtom)[instrument.Code]?.[period];
  const linesRef = useRef(lines);
  linesRef.current = lines;
  // The chosen time zone: the axis and the crosshair follow it (a ref: the formatter is set once).
  const { zone } = useAtomValue(timeSettingsAtom);
  const zoneRef = useRef(zone);
  zoneRef.current = zone;
  useChartDrawings(chartRef, container, instrument.Code, load.status === 'ready');
  const dragRef = useRef(drag);
  dragRef.current = drag;
  // The overlays keep one LineDrag for their life: it reaches the screen's newest through dragRef.
  const lineDrag = useRef<LineDrag>({
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

  // Create the chart once; the data loader asks the server for the symbol and period shown.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // No decimal folding: klinecharts would write a small MACD value 0.0004 as "0.0{3}4".
    const chart = init(element, { timezone: zoneRef.current, styles: chartStyles(), layout: CHART_LAYOUT, decimalFold: { threshold: 99 } });
    if (!chart) return;
    chartRef.current = chart;
    // Every time the chart writes (axis, crosshair, tooltip) through the app's one time module:
    // in the chosen zone, a day candle by its New York date (chart-time.ts).
    chart.setFormatter({ formatDate: ({ timestamp, template }) => chartDate(template, timestamp, zoneRef.current) });
    // Time labels only under real candles, the last one (today on 1D) always labelled.
    chart.overrideXAxis({
      createTicks: ({ defaultTicks, bounding }) => {
        const bars = chart.getDataList();
        const lastBar = bars[bars.length - 1];
        const type = chart.getPeriod()?.type;
        if (!lastBar || !hasAxisLabel(type)) return defaultTicks;
        const point = chart.convertToPixel({ dataIndex: bars.length - 1 }, { paneId: 'candle_pane' }) as { x?: number };
        if (typeof point.x !== 'number') return defaultTicks;
        const text = axisLabel(lastBar.timestamp, type, zoneRef.current);
        // For people debugging and for the e2e test: the label under the last candle.
        element.setAttribute('data-last-label', text);
        return axisTicks(defaultTicks, { time: lastBar.timestamp, coord: point.x, text }, text.length * 7 + 16, bounding.width);
      },
    });
    // klinecharts makes its box focusable with tabindex=1 (for keyboard zoom); a positive
    // tabindex breaks the page's tab order, 0 keeps the feature in the natural order.
    for (const focusable of element.querySelectorAll('[tabindex]')) focusable.setAttribute('tabindex', '0');
    const current = () => `${chart.getSymbol()?.ticker}|${JSON.stringify(chart.getPeriod())}`;
    chart.setDataLoader({
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
        pushLive.current = callback;
      },
      unsubscribeBar: () => {
        pushLive.current = null;
      },
    });
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
  }, []);

  // A new zone choice relabels the chart at once (setTimezone lays it out again).
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    chart.setTimezone(zone);
    // For people debugging and for the e2e test: the zone klinecharts actually holds.
    container.current?.setAttribute('data-timezone', chart.getTimezone());
  }, [zone]);

  // The chosen indicators and chart type, and the user's orders as price lines.
  useEffect(() => {
    const chart = chartRef.current;
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
  }, [prefs]);
  const canDrag = Boolean(drag);
  useEffect(() => {
    container.current?.removeAttribute('data-order-line-y');
    if (chartRef.current) drawOrderLines(chartRef.current, lines, canDrag ? lineDrag.current : undefined);
    container.current?.setAttribute('data-order-lines', String(lines.length));
  }, [lines, restored, canDrag]);

  // Tooltip labels in the app's language.
  useEffect(() => {
    const locale = `lotwise-${i18n.locale}`;
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
    chartRef.current?.setLocale(locale);
  }, [i18n.locale, t]);

  // Symbol and period: each change reloads the candles through the data loader.
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    if (chart.getSymbol()?.ticker !== instrument.Code) {
      chart.setSymbol({ ticker: instrument.Code, pricePrecision: instrument.PricePrecision, volumePrecision: 0, id: instrument.Id });
    }
    const wanted = toChartPeriod(period);
    const shown = chart.getPeriod();
    if (shown?.type !== wanted.type || shown.span !== wanted.span) chart.setPeriod(wanted);
  }, [instrument.Code, instrument.Id, instrument.PricePrecision, period]);

  // The forming candle from KLINE.<code> updates the last bar (or starts a new one).
  useEffect(() => {
    if (!forming || load.status === 'loading' || !pushLive.current) return;
    pushLive.current(toChartCandle(forming));
    roomRef.current?.check();
    // For people debugging and for the e2e test: when the last live candle arrived.
    container.current?.setAttribute('data-live-close', forming.Close);
  }, [forming, load.status]);

  return (
    <div className="chart-box">
      <div
        ref={container}
        className="chart"
        role="img"
        aria-label={prefs.type === 'line' ? t`Line chart of ${instrument.ShowCode}` : t`Candlestick chart of ${instrument.ShowCode}`}
        data-status={load.status}
        data-candles={load.count}
        data-chart-type={prefs.type}
        style={{ '--sub-panes': prefs.sub.length } as CSSProperties}
      />
      {load.status === 'loading' && <ChartSkeleton label={t`Loading chart`} />}
      {load.status === 'empty' && <div className="chart-overlay">{t`No data`}</div>}
      {load.status === 'error' && (
        <div className="chart-overlay chart-error">
          <p>{errorText(load.error, i18n)}</p>
          <button type="button" className="btn btn-ghost" onClick={() => chartRef.current?.resetData()}>
            {t`Try again`}
          </button>
        </div>
      )}
      <ChartZone />
    </div>
  );
}
