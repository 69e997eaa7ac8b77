// The parts of the chart that need no chart library: the loading skeleton and the market-time
// line under the chart. The trade screen paints them at once (ChartPanel shows ChartLoading
// while klinecharts downloads), so the screen's first paint never waits for the chart's code.
import { memo, type CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { Spinner } from '../../ui/states.tsx';
import { timeSettingsAtom, zoneChoiceAtom } from '../../state/time-zone.ts';
import { useAtomValue } from '../../state/store.ts';
import { zoneLabel } from '../settings/zone-label.ts';
import { useIntlWarm } from '../../lib/intl-warmup/warm-intl.ts';

/** While candles load: the shape of a chart, not an empty price axis (the library draws 0 to 10). */
export function ChartSkeleton({ label }: { label: string }) {
  return (
    <div className="chart-overlay chart-skeleton" role="status">
      <div className="chart-skeleton-bars" aria-hidden="true">
        {SKELETON_BARS.map((height, index) => (
          <span key={index} className="skeleton" style={{ blockSize: `${height}%` }} />
        ))}
      </div>
      <Spinner label={label} />
    </div>
  );
}
const SKELETON_BARS = [38, 52, 44, 60, 48, 66, 58, 72, 62, 54, 68, 80, 70, 76, 64, 58];

/**
 * The chart's time zone, the one chosen in the settings, as traders read it under the chart: the
 * zone the chart itself draws in (the time settings' atom). Memoised: the chart re-renders on every
 * tick, and this line changes only with the choice or the language (its offset when the app is
 * next opened, should daylight saving begin meanwhile).
 */
export const ChartZone = memo(function ChartZone() {
  // Its offset is the screen's first Intl formatter: the line is filled once Intl's data is in (lib/intl-warmup); its box stands meanwhile.
  return useIntlWarm() ? <ChartZoneLine /> : <p className="chart-zone" data-testid="chart-zone" />;
});

const ChartZoneLine = memo(function ChartZoneLine() {
  const { i18n } = useLingui();
  const label = zoneLabel(useAtomValue(zoneChoiceAtom), useAtomValue(timeSettingsAtom).zone, Date.now());
  return (
    <p className="chart-zone" data-testid="chart-zone">
      <Icon path={screenIcons.clock} size={13} />
      <span>{i18n._(label.name)}</span>
      <span aria-hidden="true">·</span>
      {/* "UTC-5" in Latin letters in every language: traders read it so, and it stays whole in right-to-left text. */}
      <span dir="ltr">{label.detail}</span>
    </p>
  );
});

/** The chart's box, sized as the chart will be, while its code loads: no shift when it arrives. */
export function ChartLoading({ subPanes }: { subPanes: number }) {
  const { t } = useLingui();
  return (
    <div className="chart-box">
      <div className="chart" data-status="loading" style={{ '--sub-panes': subPanes } as CSSProperties} />
      <ChartSkeleton label={t`Loading chart`} />
      <ChartZone />
    </div>
  );
}
