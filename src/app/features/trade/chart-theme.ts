// The chart's colours come from the same CSS variables as the rest of the app, so light and
// dark themes (and the up/down colours) stay in one place: ui/theme.css.
import type { DeepPartial, Layout, Styles } from 'klinecharts';

/**
 * Room above the highest candle: the crosshair legend (two lines on a phone) sits there, so it
 * never covers the high price mark. klinecharts widens the price range by gap ÷ pane height,
 * so 96 px of "gap" leave about 65 px above the candles in a 280 px pane.
 */
export const CHART_LAYOUT: DeepPartial<Layout> = { yAxis: { gap: { top: 96, bottom: 28 } } };

export function chartStyles(root: Element = document.documentElement): DeepPartial<Styles> {
  const css = getComputedStyle(root);
  const v = (name: string) => css.getPropertyValue(name).trim();
  const up = v('--up');
  const down = v('--down');
  const muted = v('--muted');
  const border = v('--border');
  const text = v('--text');
  const family = v('--font') || 'system-ui, sans-serif';
  const brand = v('--brand');
  const line = { color: border };
  const tick = { color: muted, size: 11, family };
  return {
    grid: { horizontal: line, vertical: { ...line, show: false } },
    candle: {
      bar: {
        upColor: up,
        downColor: down,
        noChangeColor: muted,
        upBorderColor: up,
        downBorderColor: down,
        noChangeBorderColor: muted,
        upWickColor: up,
        downWickColor: down,
        noChangeWickColor: muted,
      },
      // The line chart: closing prices in the brand colour over a fading area.
      area: {
        lineColor: brand,
        lineSize: 2,
        value: 'close',
        backgroundColor: [
          { offset: 0, color: withAlpha(brand, 0.28) },
          { offset: 1, color: withAlpha(brand, 0.02) },
        ],
        point: { color: brand, rippleColor: withAlpha(brand, 0.3) },
      },
      priceMark: {
        high: { color: text, textFamily: family },
        low: { color: text, textFamily: family },
        last: { upColor: up, downColor: down, noChangeColor: muted, text: { family } },
      },
      // On a phone the legend would cover the candles: it shows only while the finger is on the
      // chart, without the title (the header names the instrument, the period bar the period)
      // and without volume (a tick count here), so it stays within the room above the candles.
      tooltip: {
        showRule: 'follow_cross',
        title: { show: false },
        legend: {
          color: muted,
          family,
          size: 11,
          template: [
            { title: 'time', value: '{time}' },
            { title: 'open', value: '{open}' },
            { title: 'high', value: '{high}' },
            { title: 'low', value: '{low}' },
            { title: 'close', value: '{close}' },
          ],
        },
      },
    },
    // The indicators' figures, like the candles', only while the finger is on the chart.
    indicator: { tooltip: { showRule: 'follow_cross', title: { family }, legend: { family, size: 11 } } },
    xAxis: { axisLine: line, tickLine: line, tickText: tick },
    yAxis: { axisLine: line, tickLine: line, tickText: tick },
    separator: { color: border },
    crosshair: { horizontal: { text: { family } }, vertical: { text: { family } } },
  };
}

/** "#rrggbb" at `alpha` as rgba() (the canvas takes no color-mix everywhere); any other colour as it is. */
export function withAlpha(color: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return color;
  const [r, g, b] = match.slice(1).map((hex) => parseInt(hex, 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
