import { useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ChartType } from './chart-prefs.ts';
import { useCompactWhenCrowded } from './use-compact-when-crowded.ts';

/** Small drawings for the toolbar's buttons; the buttons carry the names. */
const GLYPHS = {
  candle: 'M7 4v3M7 17v3M5 7h4v10H5zM17 3v5M17 15v5M15 8h4v7h-4z',
  line: 'M3 17l5-6 4 3 5-7 4 4',
  indicators: 'M3 20h18M4 16c3-8 5-8 7-3s4 5 9-7',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  shrink: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
} as const;

function Glyph({ name }: { name: keyof typeof GLYPHS }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={GLYPHS[name]} />
    </svg>
  );
}

interface Props {
  type: ChartType;
  onType: (type: ChartType) => void;
  indicatorCount: number;
  menuOpen: boolean;
  onMenu: () => void;
  fullscreen: boolean;
  onFullscreen: () => void;
  /** The drawing tools' control, after the indicators. */
  drawing?: ReactNode;
  /** The indicator menu, placed here so that on a desktop it opens under the tools. */
  children?: ReactNode;
}

/** Chart type, the indicator menu, drawing tools and full screen: one row under the period bar. */
export function ChartToolbar({ type, onType, indicatorCount, menuOpen, onMenu, fullscreen, onFullscreen, drawing, children }: Props) {
  const { t, i18n } = useLingui();
  const row = useRef<HTMLDivElement>(null);
  useCompactWhenCrowded(row, i18n.locale);
  return (
    <div ref={row} className="chart-toolbar" role="toolbar" aria-label={t`Chart tools`}>
      <div className="chart-type" role="group" aria-label={t`Chart type`}>
        <button type="button" aria-pressed={type === 'candle'} aria-label={t`Candles`} title={t`Candles`} onClick={() => onType('candle')}>
          <Glyph name="candle" />
        </button>
        <button type="button" aria-pressed={type === 'line'} aria-label={t`Line`} title={t`Line`} onClick={() => onType('line')}>
          <Glyph name="line" />
        </button>
      </div>
      <button type="button" className="chart-tool" aria-haspopup="dialog" aria-expanded={menuOpen} onClick={onMenu} data-indicator-toggle="">
        <Glyph name="indicators" />
        <span className="chart-tool-label">{t`Indicators`}</span>
        {indicatorCount > 0 && (
          <span className="chart-tool-count num" aria-hidden="true">
            {indicatorCount}
          </span>
        )}
      </button>
      {drawing}
      <button type="button" className="chart-tool chart-tool-icon" aria-label={fullscreen ? t`Exit full screen` : t`Full screen`} onClick={onFullscreen}>
        <Glyph name={fullscreen ? 'shrink' : 'expand'} />
      </button>
      {children}
    </div>
  );
}
