import { Suspense, lazy, memo, useCallback, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Instrument, Period } from '../../../contract/market.ts';
import { useAtom, useAtomValue } from '../../state/store.ts';
import { ChartToolbar } from './ChartToolbar.tsx';
import { DrawingTools } from './DrawingTools.tsx';
import { IndicatorMenu } from './IndicatorMenu.tsx';
import { ChartLoading } from './ChartFrame.tsx';
import { PeriodBar } from './PeriodBar.tsx';
import { chartPrefsAtom, toggleIndicator } from './chart-prefs.ts';
import { orderLineLabel } from './order-line-label.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useOrderLines } from './use-order-lines.ts';
import { useLineDrag } from './use-line-drag.ts';
import { MoveLineConfirm } from './MoveLineConfirm.tsx';
import { OneTapChartBar } from './one-tap/OneTapButtons.tsx';
import { usePainted } from './use-painted.ts';
import { useLiveInstrument } from './shown-instrument.ts';

// klinecharts is the largest code of /trade: it is asked for only after the screen's first paint,
// which shows the chart's skeleton meanwhile, so the header, prices and order ticket paint
// without it (a lazy component rendered at once would start its download before that paint).
const KlineChart = lazy(() => import('./KlineChart.tsx').then((m) => ({ default: m.KlineChart })));

/**
 * The chart a trader works with (issue 8 item 7): period, chart type, indicators and full screen
 * over the chart, with the user's orders drawn as price lines. Full screen takes this whole panel.
 */
export function ChartPanel({ instrument, period, onPeriod }: { instrument: Instrument; period: Period; onPeriod: (period: Period) => void }) {
  const { t, i18n } = useLingui();
  const panel = useRef<HTMLElement>(null);
  const prefs = useAtomValue(chartPrefsAtom);
  const fullscreen = useFullscreen(panel);
  const lines = useOrderLines(instrument.Code);
  const labelled = useMemo(() => lines.map((line) => ({ ...line, label: orderLineLabel(line, i18n) })), [lines, i18n]);
  const lineDrag = useLineDrag(instrument);
  const painted = usePainted();

  return (
    <section ref={panel} className="chart-panel" data-fullscreen={fullscreen.on || undefined} aria-label={t`Chart`}>
      <ChartControls period={period} onPeriod={onPeriod} fullscreen={fullscreen.on} onFullscreen={fullscreen.toggle} />
      <LiveOneTapBar instrument={instrument} />
      {painted ? (
        <Suspense fallback={<ChartLoading subPanes={prefs.sub.length} />}>
          <KlineChart instrument={instrument} period={period} prefs={prefs} lines={labelled} drag={lineDrag.drag} restored={lineDrag.restored} />
        </Suspense>
      ) : (
        <ChartLoading subPanes={prefs.sub.length} />
      )}
      {/* The canvas says nothing to a screen reader: the order lines in words. */}
      {labelled.length > 0 && (
        <ul className="visually-hidden" aria-label={t`Your orders on the chart`}>
          {labelled.map((line) => (
            <li key={line.key}>{line.label}</li>
          ))}
        </ul>
      )}
      <MoveLineConfirm instrument={instrument} move={lineDrag.move} busy={lineDrag.busy} onConfirm={lineDrag.confirm} onCancel={lineDrag.cancel} />
    </section>
  );
}

/**
 * The period, chart type, indicators, drawing tools and full-screen switch. Nothing in them moves
 * with the price, so they are memoised: the panel re-renders on every tick of its instrument,
 * and redrawing these each time was work on the main thread for nothing (issue 21).
 */
const ChartControls = memo(function ChartControls({
  period,
  onPeriod,
  fullscreen,
  onFullscreen,
}: {
  period: Period;
  onPeriod: (period: Period) => void;
  fullscreen: boolean;
  onFullscreen: () => void;
}) {
  const [prefs, setPrefs] = useAtom(chartPrefsAtom);
  const [menu, setMenu] = useState(false);
  const closeMenu = useCallback(() => setMenu(false), []);
  return (
    <>
      <PeriodBar value={period} onChange={onPeriod} />
      <ChartToolbar
        type={prefs.type}
        onType={(type) => setPrefs({ ...prefs, type })}
        indicatorCount={prefs.main.length + prefs.sub.length}
        menuOpen={menu}
        onMenu={() => setMenu((open) => !open)}
        fullscreen={fullscreen}
        onFullscreen={onFullscreen}
        drawing={<DrawingTools />}
      >
        <IndicatorMenu open={menu} prefs={prefs} onToggle={(name) => setPrefs(toggleIndicator(prefs, name))} onClose={closeMenu} />
      </ChartToolbar>
    </>
  );
});

/** One-tap's buttons show the newest bid and ask; the panel itself has the instrument's listing (shown-instrument.ts). */
function LiveOneTapBar({ instrument }: { instrument: Instrument }) {
  return <OneTapChartBar instrument={useLiveInstrument(instrument)} />;
}
