// Connects the trader's drawings (chart-drawings.ts) to a klinecharts chart: restores the
// instrument's drawings once its candles are in, saves them whenever one is finished, moved or
// removed, and carries out the toolbar's commands. Reached only from KlineChart.tsx;
// klinecharts is imported for its types only.
import { useEffect, useRef, type RefObject } from 'react';
import type { Chart, OverlayCreate } from 'klinecharts';
import { useAtomValue, useSetAtom } from '../../state/store.ts';
import { drawingCommandAtom, drawingStatusAtom, loadDrawings, saveDrawings, toDrawings, type DrawingTool } from './chart-drawings.ts';

const GROUP = 'drawings';
/** klinecharts' step of a finished overlay. */
const FINISHED = -1;

export function useChartDrawings(chartRef: RefObject<Chart | null>, element: RefObject<HTMLElement | null>, code: string, ready: boolean): void {
  const command = useAtomValue(drawingCommandAtom);
  const setStatus = useSetAtom(drawingStatusAtom);
  const state = useRef({ code, selected: null as string | null, pending: null as { id: string; tool: DrawingTool } | null, quiet: false });
  state.current.code = code;

  // Everything below reads the refs, so the overlays' callbacks never see a stale instrument.
  const api = useRef({
    finished(chart: Chart) {
      return chart.getOverlays({ groupId: GROUP }).filter((overlay) => overlay.currentStep === FINISHED);
    },
    report(chart: Chart) {
      const s = state.current;
      const finished = api.current.finished(chart);
      if (s.selected && !finished.some((o) => o.id === s.selected)) s.selected = null;
      setStatus({ drawing: s.pending?.tool ?? null, selected: s.selected !== null, count: finished.length });
      // For people debugging and for the e2e test: the drawings klinecharts holds, by name.
      element.current?.setAttribute('data-drawings', finished.map((o) => o.name).join(' '));
    },
    /** `removed`: an overlay klinecharts is removing, still in its list while it says so. */
    save(chart: Chart, removed?: string) {
      const s = state.current;
      if (s.quiet) return; // overlays removed while switching instruments are not the trader's doing
      saveDrawings(s.code, toDrawings(api.current.finished(chart).filter((o) => o.id !== removed)));
      api.current.report(chart);
    },
    events(chart: Chart): Partial<OverlayCreate> {
      return {
        onDrawEnd: ({ overlay }) => {
          if (state.current.pending?.id === overlay.id) state.current.pending = null;
          api.current.save(chart);
        },
        onPressedMoveEnd: () => api.current.save(chart),
        onRemoved: ({ overlay }) => api.current.save(chart, overlay.id),
        onSelected: ({ overlay }) => {
          state.current.selected = overlay.id;
          api.current.report(chart);
        },
        onDeselected: ({ overlay }) => {
          if (state.current.selected === overlay.id) state.current.selected = null;
          api.current.report(chart);
        },
      };
    },
    /** Drops the unfinished drawing, if any (the trader picked another tool or left). */
    cancel(chart: Chart) {
      const pending = state.current.pending;
      if (!pending) return;
      state.current.pending = null;
      state.current.quiet = true;
      chart.removeOverlay({ id: pending.id });
      state.current.quiet = false;
    },
  });

  // The instrument's own drawings, once its candles are in (points are placed by candle time).
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !ready) return;
    const s = state.current;
    s.quiet = true;
    s.pending = null;
    s.selected = null;
    chart.removeOverlay({ groupId: GROUP });
    const saved = loadDrawings(code);
    if (saved.length > 0) {
      chart.createOverlay(saved.map((drawing) => ({ name: drawing.name, groupId: GROUP, paneId: 'candle_pane', points: drawing.points, ...api.current.events(chart) })));
    }
    s.quiet = false;
    api.current.report(chart);
  }, [chartRef, code, ready]);

  // The toolbar's commands: only those given while this chart is on screen (a "clear" from an
  // earlier visit must not act again when the chart comes back).
  const seen = useRef(command?.id ?? 0);
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !command || command.id <= seen.current) return;
    seen.current = command.id;
    const s = state.current;
    api.current.cancel(chart);
    if (command.kind === 'draw') {
      const id = chart.createOverlay({ name: command.tool, groupId: GROUP, paneId: 'candle_pane', ...api.current.events(chart) });
      if (typeof id === 'string') s.pending = { id, tool: command.tool };
    } else if (command.kind === 'delete' && s.selected) {
      chart.removeOverlay({ id: s.selected });
      api.current.save(chart);
    } else if (command.kind === 'clear') {
      chart.removeOverlay({ groupId: GROUP });
      api.current.save(chart);
    }
    api.current.report(chart);
  }, [chartRef, command]);
}
