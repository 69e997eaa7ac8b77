// Connects the trader's drawings (chart-drawings.ts) to a klinecharts chart: restores the
// instrument's drawings once its candles are in, saves them whenever one is finished, moved or
// removed, and carries out the toolbar's commands. Reached only from KlineChart.tsx;
// klinecharts is imported for its types only.
import { useEffect, useRef, type RefObject } from 'react';
import type { Chart, OverlayCreate } from 'klinecharts';
import { useAtomValue, useSetAtom } from '../../state/store.ts';
import { drawingCommandAtom, drawingStatusAtom, loadDrawings, saveDrawings, toDrawings, type DrawingStatus, type DrawingTool } from './chart-drawings.ts';

const GROUP = 'drawings';
/** klinecharts' step of a finished overlay. */
const FINISHED = -1;

type KeeperState = { code: string; selected: string | null; pending: { id: string; tool: DrawingTool } | null; quiet: boolean };

export function useChartDrawings(chartRef: RefObject<Chart | null>, element: RefObject<HTMLElement | null>, code: string, ready: boolean): void {
  const command = useAtomValue(drawingCommandAtom);
  const setStatus = useSetAtom(drawingStatusAtom);
  const state = useRef<KeeperState>({ code, selected: null, pending: null, quiet: false });
  state.current.code = code;

  // Everything below reads the refs, so the overlays' callbacks never see a stale instrument.
  const keeper = useRef(drawingKeeper(state, setStatus, element));

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
      chart.createOverlay(saved.map((drawing) => ({ name: drawing.name, groupId: GROUP, paneId: 'candle_pane', points: drawing.points, ...keeper.current.events(chart) })));
    }
    s.quiet = false;
    keeper.current.report(chart);
  }, [chartRef, code, ready]);

  // The toolbar's commands: only those given while this chart is on screen (a "clear" from an
  // earlier visit must not act again when the chart comes back).
  const seen = useRef(command?.id ?? 0);
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !command || command.id <= seen.current) return;
    seen.current = command.id;
    const s = state.current;
    keeper.current.cancel(chart);
    if (command.kind === 'draw') {
      const id = chart.createOverlay({ name: command.tool, groupId: GROUP, paneId: 'candle_pane', ...keeper.current.events(chart) });
      if (typeof id === 'string') s.pending = { id, tool: command.tool };
    } else if (command.kind === 'delete' && s.selected) {
      chart.removeOverlay({ id: s.selected });
      keeper.current.save(chart);
    } else if (command.kind === 'clear') {
      chart.removeOverlay({ groupId: GROUP });
      keeper.current.save(chart);
    }
    keeper.current.report(chart);
  }, [chartRef, command]);
}

/** Saves, restores and reports the drawings of the chart; reads `state` afresh on every call. */
function drawingKeeper(state: RefObject<KeeperState>, setStatus: (status: DrawingStatus) => void, element: RefObject<HTMLElement | null>) {
  const keeper = {
    finished(chart: Chart) {
      return chart.getOverlays({ groupId: GROUP }).filter((overlay) => overlay.currentStep === FINISHED);
    },
    report(chart: Chart) {
      const s = state.current;
      const finished = keeper.finished(chart);
      if (s.selected && !finished.some((o) => o.id === s.selected)) s.selected = null;
      setStatus({ drawing: s.pending?.tool ?? null, selected: s.selected !== null, count: finished.length });
      // For people debugging and for the e2e test: the drawings klinecharts holds, by name.
      element.current?.setAttribute('data-drawings', finished.map((o) => o.name).join(' '));
    },
    /** `removed`: an overlay klinecharts is removing, still in its list while it says so. */
    save(chart: Chart, removed?: string) {
      const s = state.current;
      if (s.quiet) return; // overlays removed while switching instruments are not the trader's doing
      saveDrawings(s.code, toDrawings(keeper.finished(chart).filter((o) => o.id !== removed)));
      keeper.report(chart);
    },
    events(chart: Chart): Partial<OverlayCreate> {
      return {
        onDrawEnd: ({ overlay }) => {
          if (state.current.pending?.id === overlay.id) state.current.pending = null;
          keeper.save(chart);
        },
        onPressedMoveEnd: () => keeper.save(chart),
        onRemoved: ({ overlay }) => keeper.save(chart, overlay.id),
        onSelected: ({ overlay }) => {
          state.current.selected = overlay.id;
          keeper.report(chart);
        },
        onDeselected: ({ overlay }) => {
          if (state.current.selected === overlay.id) state.current.selected = null;
          keeper.report(chart);
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
  };
  return keeper;
}
