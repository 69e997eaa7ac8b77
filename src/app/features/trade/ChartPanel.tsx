import { Suspense, lazy, memo, useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Instrument, Period } from '../../../contract/market.ts';
import { useAtom, useAtomValue } from '../../state/store.ts';
import { ChartToolbar } from './ChartToolbar.tsx';
import { DrawingTools } from './DrawingTools.tsx';
import { IndicatorMenu } from './IndicatorMenu.tsx';
import { ChartLoading } from './ChartFrame.tsx';
import { PeriodBar } from './PeriodBar.tsx';
import { chartPrefsAtom, toggleIndicator } from './chart-prefs.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { oneTapOnAtom } from './one-tap/one-tap-mode.ts';
import { usePainted } from './use-painted.ts';
import { useLiveInstrument } from './shown-instrument.ts';
import { useIntlWarm, warmIntl } from '../../lib/intl-warmup/warm-intl.ts';
import { withWholeTexts } from '../../lib/whole-texts.ts';

// klinecharts is the largest code of /trade: it is asked for only after the screen's first paint,
// which shows the chart's skeleton meanwhile, so the header, prices and order ticket paint
// without it (a lazy component rendered at once would start its download before that paint).
// So are the order lines drawn on it, with the calls, query client and decimal.js they need.
// The chart itself (klinecharts) is asked for beside it: ChartLive.tsx loads it lazily, so the
// two chunks are run in two tasks, not one long one (issue 21 item 5), and neither waits.
// Both with the rest of the catalog: a first /trade starts with the texts of its first paint only.
const ChartLive = lazy(
  withWholeTexts(() => {
    void import('./KlineChart.tsx');
    return import('./ChartLive.tsx');
  }),
);
// One-tap's buttons only for those who turned it on; the order calls they need load with them.
const OneTapChartBar = lazy(withWholeTexts(() => import('./one-tap/OneTapButtons.tsx').then((m) => ({ default: m.OneTapChartBar }))));

/**
 * The chart a trader works with (issue 8 item 7): period, chart type, indicators and full screen
 * over the chart, with the user's orders drawn as price lines. Full screen takes this whole panel.
 */
export function ChartPanel({ instrument, period, onPeriod }: { instrument: Instrument; period: Period; onPeriod: (period: Period) => void }) {
  const { t } = useLingui();
  const panel = useRef<HTMLElement>(null);
  const prefs = useAtomValue(chartPrefsAtom);
  const fullscreen = useFullscreen(panel);
  const painted = usePainted();
  // Its time axis and zone line build the first Intl formatters of /trade: a worker loads their
  // data (lib/intl-warmup) once the screen has painted, beside the chart's code, and the chart is
  // made when that is done. Asked for after the paint, like the chart: no request before it.
  useEffect(() => {
    if (painted) warmIntl();
  }, [painted]);
  const intlWarm = useIntlWarm();

  return (
    <section ref={panel} className="chart-panel" data-fullscreen={fullscreen.on || undefined} aria-label={t`Chart`}>
      <ChartControls period={period} onPeriod={onPeriod} fullscreen={fullscreen.on} onFullscreen={fullscreen.toggle} />
      <LiveOneTapBar instrument={instrument} />
      {painted && intlWarm ? (
        <Suspense fallback={<ChartLoading subPanes={prefs.sub.length} />}>
          <ChartLive instrument={instrument} period={period} prefs={prefs} />
        </Suspense>
      ) : (
        <ChartLoading subPanes={prefs.sub.length} />
      )}
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
  if (!useAtomValue(oneTapOnAtom)) return null;
  // Their height while their code comes, so the chart under them does not move.
  return (
    <Suspense fallback={<div className="one-tap-room" aria-hidden="true" />}>
      <LiveOneTapButtons instrument={instrument} />
    </Suspense>
  );
}

function LiveOneTapButtons({ instrument }: { instrument: Instrument }) {
  return <OneTapChartBar instrument={useLiveInstrument(instrument)} />;
}
