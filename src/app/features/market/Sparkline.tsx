import { useEffect, useId, useMemo, useRef } from 'react';
import { selectAtom, useAtomValue } from '../../state/store.ts';
import { changeDirection, type Direction } from './format.ts';
import { sparklinePaths } from './sparkline-path.ts';
import { seriesCloses } from './sparkline-series.ts';
import { loadSparkline, sparklinesAtom } from './sparklines.ts';

const W = 72;
const H = 30;

/** The chart's colour is the change badge's: both read the same change since the day open. */
export const SPARKLINE_COLOUR: Record<Direction, string> = { up: 'var(--up)', down: 'var(--down)', flat: 'var(--muted)' };

/**
 * A small area chart of the recent hourly closes, moving with the live quotes; its data loads the
 * first time the row is seen. `change` is the row's change in percent, as its badge shows it.
 */
export function Sparkline({ instrumentId, change }: { instrumentId: number; change: string }) {
  const ref = useRef<SVGSVGElement>(null);
  const gradient = useId();
  // Only this instrument's series: a quote of another row does not redraw this one.
  const data = useAtomValue(useMemo(() => selectAtom(sparklinesAtom, (all) => all[instrumentId]), [instrumentId]));

  useEffect(() => {
    const element = ref.current;
    if (!element || data !== undefined) return;
    if (typeof IntersectionObserver === 'undefined') return loadSparkline(instrumentId);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        loadSparkline(instrumentId);
        observer.disconnect();
      }
    }, { rootMargin: '120px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [instrumentId, data]);

  const paths = useMemo(() => (Array.isArray(data) ? sparklinePaths(seriesCloses(data), W, H) : null), [data]);
  const direction = changeDirection(change);
  const colour = SPARKLINE_COLOUR[direction];
  return (
    <svg ref={ref} className="sparkline" data-direction={direction} width={W} height={H} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {paths ? (
        <>
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={colour} stopOpacity="0.28" />
              <stop offset="100%" stopColor={colour} stopOpacity="0" />
            </linearGradient>
          </defs>
          <path d={paths.area} fill={`url(#${gradient})`} />
          <path d={paths.line} fill="none" stroke={colour} strokeWidth="1.5" vectorEffect="non-scaling-stroke" strokeLinejoin="round" strokeLinecap="round" />
        </>
      ) : data === undefined ? (
        <rect className="sparkline-wait" x="0" y={H / 2 - 1} width={W} height="2" rx="1" />
      ) : null}
    </svg>
  );
}
