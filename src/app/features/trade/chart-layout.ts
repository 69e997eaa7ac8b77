// Sizes of the chart that do not depend on klinecharts, so they can be tested on their own.

/** Candles a phone must show at once (issue 8 item 7). */
export const MIN_VISIBLE_BARS = 60;
/** Comfortable spacing where the width allows it (klinecharts' own default, 10, fits barely 30 candles on a phone). */
const WIDE_BAR_SPACE = 8;
/** Below this a candle is a hairline and stops being readable. */
const NARROW_BAR_SPACE = 3;
/** The empty room right of the last candle, in bars, so the live price mark never sits on it. */
export const RIGHT_OFFSET_BARS = 3;

/**
 * The space per candle in a drawing area `width` px wide: enough candles to see a trend
 * (MIN_VISIBLE_BARS plus the right offset, with a few to spare for a wider price axis) on a phone, a comfortable one on a wide screen.
 */
export function barSpaceFor(width: number): number {
  if (!(width > 0)) return WIDE_BAR_SPACE;
  const fit = width / (MIN_VISIBLE_BARS + RIGHT_OFFSET_BARS + 4);
  return Math.max(NARROW_BAR_SPACE, Math.min(WIDE_BAR_SPACE, Math.floor(fit * 10) / 10));
}

/** Height of one indicator pane (volume, MACD, RSI) under the candles. */
export const SUB_PANE_HEIGHT = 72;
