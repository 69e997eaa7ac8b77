// How this device shows the chart (issue 8 item 7): candles or a line, and the indicators the
// trader picked. Kept per device in localStorage (STYLE.md 5): a stale or tampered entry falls
// back to the default rather than breaking /trade.
import { z } from 'zod/mini';
import { persistedAtom } from '../../state/persisted.ts';

/** Indicators drawn over the candles. */
export const MAIN_INDICATORS = ['MA', 'EMA', 'BOLL'] as const;
/** Indicators in their own pane under the candles; VOL is the volume pane. */
export const SUB_INDICATORS = ['VOL', 'MACD', 'RSI'] as const;

export type MainIndicator = (typeof MAIN_INDICATORS)[number];
export type SubIndicator = (typeof SUB_INDICATORS)[number];
export type IndicatorName = MainIndicator | SubIndicator;
export type ChartType = 'candle' | 'line';

export const ChartPrefs = z.object({
  type: z.enum(['candle', 'line']),
  main: z.array(z.enum(MAIN_INDICATORS)),
  sub: z.array(z.enum(SUB_INDICATORS)),
});
export type ChartPrefs = z.output<typeof ChartPrefs>;

/** Candles with their volume pane: what a trader expects before choosing anything. */
export const DEFAULT_CHART_PREFS: ChartPrefs = { type: 'candle', main: [], sub: ['VOL'] };

export const chartPrefsAtom = persistedAtom<ChartPrefs>('chart', ChartPrefs, DEFAULT_CHART_PREFS);

const isMain = (name: IndicatorName): name is MainIndicator => (MAIN_INDICATORS as readonly string[]).includes(name);

export function hasIndicator(prefs: ChartPrefs, name: IndicatorName): boolean {
  return isMain(name) ? prefs.main.includes(name) : prefs.sub.includes(name);
}

/** The prefs with `name` switched on or off; the lists keep the menu's order, so panes stack the same way every time. */
export function toggleIndicator(prefs: ChartPrefs, name: IndicatorName): ChartPrefs {
  const on = !hasIndicator(prefs, name);
  if (isMain(name)) return { ...prefs, main: MAIN_INDICATORS.filter((n) => (n === name ? on : prefs.main.includes(n))) };
  return { ...prefs, sub: SUB_INDICATORS.filter((n) => (n === name ? on : prefs.sub.includes(n))) };
}
