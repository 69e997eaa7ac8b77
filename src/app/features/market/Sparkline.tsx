import { useEffect, useId, useRef } from 'react';
import { useAtomValue } from '../../state/store.ts';
import { sparklinePaths } from './sparkline-path.ts';
import { loadSparkline, sparklinesAtom } from './sparklines.ts';

const W = 72;
const H = 30;

/** A small area chart of the recent closes; its data loads the first time the row is seen. */
export function Sparkline({ instrumentId }: { instrumentId: number }) {
  const ref = useRef<SVGSVGElement>(null);
  const gradient = useId();
  const data = useAtomValue(sparklinesAtom)[instrumentId];

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

  const paths = Array.isArray(data) ? sparklinePaths(data, W, H) : null;
  const colour = paths?.rising ? 'var(--up)' : 'var(--down)';
  return (
    <svg ref={ref} className="sparkline" width={W} height={H} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
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
