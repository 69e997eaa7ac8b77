// The trader's own drawings on the chart (issue 19): horizontal lines, trend lines and Fibonacci
// retracements, klinecharts' built-in overlays. Kept per instrument on this device, in
// localStorage (STYLE.md 5) as a small JSON list of overlay name and anchor points, so they come
// back with that instrument's chart and never show on another. No klinecharts here: the toolbar
// (outside the chart's chunk) and the chart share these atoms.
import { z } from 'zod/mini';
import { readStored, writeStored } from '../../state/persisted.ts';
import { atom } from '../../state/store.ts';

/** klinecharts' overlay names, in the menu's order. A trend line is a segment between two points. */
export const DRAWING_TOOLS = ['horizontalStraightLine', 'segment', 'fibonacciLine'] as const;
export type DrawingTool = (typeof DRAWING_TOOLS)[number];

/** More would crowd the chart; the oldest give way. */
export const MAX_DRAWINGS = 50;

// Built at first use (z.lazy): the drawings are read once the chart is up, after the first paint.
export const Drawing = z.lazy(() =>
  z.object({
    name: z.enum(DRAWING_TOOLS),
    /** Anchor points: the candle's time (ms) and the price. */
    points: z.array(z.object({ timestamp: z.number(), value: z.number() })).check(z.minLength(1), z.maxLength(3)),
  }),
);
export type Drawing = z.output<typeof Drawing>;
const Drawings = z.lazy(() => z.array(Drawing));

const key = (code: string) => `drawings.${code}`;

export function loadDrawings(code: string): Drawing[] {
  return readStored(key(code), Drawings, []);
}

export function saveDrawings(code: string, drawings: readonly Drawing[]): void {
  writeStored(key(code), drawings.length ? drawings.slice(-MAX_DRAWINGS) : null);
}

/** The drawings worth keeping among klinecharts' overlays: finished ones with every point placed. */
export function toDrawings(overlays: ReadonlyArray<{ name: string; points: ReadonlyArray<{ timestamp?: number; value?: number }> }>): Drawing[] {
  const out: Drawing[] = [];
  for (const overlay of overlays) {
    const parsed = Drawing.safeParse({ name: overlay.name, points: overlay.points.map((p) => ({ timestamp: p.timestamp, value: p.value })) });
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** What the toolbar asks of the chart; `id` tells one request from the next alike. */
export type DrawingRequest = { kind: 'draw'; tool: DrawingTool } | { kind: 'delete' | 'clear' | 'cancel' };
export type DrawingCommand = DrawingRequest & { id: number };
export const drawingCommandAtom = atom<DrawingCommand | null>(null);

/** What the chart tells the toolbar: the tool waiting for taps, whether a drawing is selected, how many there are. */
export interface DrawingStatus {
  drawing: DrawingTool | null;
  selected: boolean;
  count: number;
}
export const drawingStatusAtom = atom<DrawingStatus>({ drawing: null, selected: false, count: 0 });
