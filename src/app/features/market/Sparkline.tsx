import { useEffect, useId, useMemo, useRef } from 'react';
import { useAtomValue } from '../../state/store.ts';
import { changeDirection } from './format.ts';
import { sparklinePaths } from './sparkline-path.ts';
import { loadSparkline, sparklinesAtom } from './sparklines.ts';
import './quote.css';

const W = 72;
const H = 30;

/**
 * A small area chart of the recent hourly closes, moving with the live quotes; its data loads the
 * first time the row is seen. `change` is the row's change in percent, as its badge shows it.
 */
export function Sparkline({ instrumentId, change }: { instrumentId: number; change: string }) {
  const ref = useRef<SVGSVGElement>(null);
  const gradient = useId();
  const data = useAtomValue(sparklinesAtom)[instrumentId];

  useEffect(() => {
    const element = ref.current;
    if (!element || data !== undefined) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          loadSparkline(instrumentId);
          observer.disconnect();
        }
      },
      { rootMargin: '120px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [instrumentId, data]);

  const paths = useMemo(() => (data && data !== 'error' ? sparklinePaths(data.closes, W, H) : null), [data]);
  // The colour is the change badge's own class (quote.css), drawn as currentColor: both follow the
  // same change since the day open, so the chart can never contradict the badge.
  return (
    <svg ref={ref} className={`sparkline change-${changeDirection(change)}`} width={W} height={H} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {paths ? (
        <>
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="currentColor" stopOpacity="0.28" />
              <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
            </linearGradient>
          </defs>
          <path d={paths.area} fill={`url(#${gradient})`} />
          <path d={paths.line} fill="none" stroke="currentColor" strokeWidth="1.5" vectorEffect="non-scaling-stroke" strokeLinejoin="round" strokeLinecap="round" />
        </>
      ) : data === undefined ? (
        <rect className="sparkline-wait" x="0" y={H / 2 - 1} width={W} height="2" rx="1" />
      ) : null}
    </svg>
  );
}
