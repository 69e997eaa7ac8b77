import { Suspense, lazy, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Instrument, Period } from '../../../contract/market.ts';
import type { ChartPrefs } from './chart-prefs.ts';
import { ChartLoading } from './ChartFrame.tsx';
import { MoveLineConfirm } from './MoveLineConfirm.tsx';
import { orderLineLabel } from './order-line-label.ts';
import { useLineDrag } from './use-line-drag.ts';
import { useOrderLines } from './use-order-lines.ts';

/** The chart and klinecharts: ChartPanel.tsx asks for them with this chunk, so neither waits for the other. */
const KlineChart = lazy(() => import('./KlineChart.tsx').then((module) => ({ default: module.KlineChart })));

/**
 * The chart with the user's orders drawn on it, their words for a screen reader, and the question
 * after a line is dragged. One chunk, loaded after the screen's first paint (ChartPanel.tsx) with
 * klinecharts: the order lines bring the order calls, the query client and decimal.js, which the
 * first paint of /trade does not need (issue 21 item 5). klinecharts comes in a chunk of its own,
 * asked for at the same time as this one: each is run in a task of its own, not both in one long task.
 */
export default function ChartLive({ instrument, period, prefs }: { instrument: Instrument; period: Period; prefs: ChartPrefs }) {
  const { t, i18n } = useLingui();
  const lines = useOrderLines(instrument.Code);
  const labelled = useMemo(() => lines.map((line) => ({ ...line, label: orderLineLabel(line, i18n) })), [lines, i18n]);
  const lineDrag = useLineDrag(instrument);
  return (
    <>
      <Suspense fallback={<ChartLoading subPanes={prefs.sub.length} />}>
        <KlineChart instrument={instrument} period={period} prefs={prefs} lines={labelled} drag={lineDrag.drag} restored={lineDrag.restored} />
      </Suspense>
      {/* The canvas says nothing to a screen reader: the order lines in words. */}
      {labelled.length > 0 && (
        <ul className="visually-hidden" aria-label={t`Your orders on the chart`}>
          {labelled.map((line) => (
            <li key={line.key}>{line.label}</li>
          ))}
        </ul>
      )}
      <MoveLineConfirm instrument={instrument} move={lineDrag.move} busy={lineDrag.busy} onConfirm={lineDrag.confirm} onCancel={lineDrag.cancel} />
    </>
  );
}
