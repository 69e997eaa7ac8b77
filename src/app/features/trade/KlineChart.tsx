// The price chart (klinecharts v10). This module and its helpers (use-kline-chart.ts,
// chart-make.ts, use-chart-sync.ts, chart-setup.ts, chart-indicators.ts, chart-overlays.ts, chart-spacing.ts,
// chart-theme.ts) are the only importers of klinecharts, reached only from the /trade route, so
// the library never loads on other screens.
import { useRef, type CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Instrument, Period } from '../../../contract/market.ts';
import { errorText } from '../../lib/error-text.ts';
import { ChartSkeleton, ChartZone } from './ChartFrame.tsx';
import type { LabelledLine, LineDrag } from './chart-overlays.ts';
import type { ChartPrefs } from './chart-prefs.ts';
import type { LoadState } from './chart-setup.ts';
import { useKlineChart } from './use-kline-chart.ts';

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
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const { chartRef, load } = useKlineChart(container, { instrument, period, prefs, lines, drag, restored });

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
      <LoadNote load={load} onRetry={() => chartRef.current?.resetData()} />
      <ChartZone />
    </div>
  );
}

/** Over the chart while its candles load, when there are none, or when they could not be loaded. */
function LoadNote({ load, onRetry }: { load: LoadState; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  if (load.status === 'loading') return <ChartSkeleton label={t`Loading chart`} />;
  if (load.status === 'empty') return <div className="chart-overlay">{t`No data`}</div>;
  if (load.status !== 'error') return null;
  return (
    <div className="chart-overlay chart-error">
      <p>{errorText(load.error, i18n)}</p>
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}
