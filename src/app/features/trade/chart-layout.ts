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

/** Below this an indicator pane still shows its line and its scale. */
export const MIN_SUB_PANE_HEIGHT = 28;
/** The price pane never gets less than this, nor less than half the chart (a phone held sideways in full screen). */
export const MIN_PRICE_PANE_HEIGHT = 140;

/**
 * Height of each of `count` indicator panes in a chart whose panes share `height` px (the time
 * axis left out): SUB_PANE_HEIGHT where there is room, less where the price pane would get under
 * its minimum, never under MIN_SUB_PANE_HEIGHT.
 */
export function subPaneHeightFor(height: number, count: number): number {
  if (count <= 0 || !(height > 0)) return SUB_PANE_HEIGHT;
  const price = Math.max(MIN_PRICE_PANE_HEIGHT, height / 2);
  return Math.max(MIN_SUB_PANE_HEIGHT, Math.min(SUB_PANE_HEIGHT, Math.floor((height - price) / count)));
}

/**
 * The price axis' room above and below the candles (klinecharts' gap, px): the crosshair legend
 * sits in the top one. A short pane gets a share of its height, or the candles would be a sliver.
 */
export function priceGapFor(paneHeight: number): { top: number; bottom: number } {
  return { top: Math.min(96, Math.round(paneHeight * 0.35)), bottom: Math.min(28, Math.round(paneHeight * 0.1)) };
}

export interface AxisLabel {
  coord: number;
}

/**
 * The price labels that stay clear of the last-price tag (centred at `tagY`, `tagHeight` high)
 * and whole inside the pane (`height` high), for labels `labelHeight` high centred on their coord.
 */
export function labelsClearOfTag<T extends AxisLabel>(labels: readonly T[], tagY: number | null, tagHeight: number, labelHeight: number, height: number): T[] {
  const half = labelHeight / 2;
  return labels.filter((label) => label.coord - half >= 0 && label.coord + half <= height && (tagY === null || Math.abs(label.coord - tagY) >= (tagHeight + labelHeight) / 2 + 1));
}
