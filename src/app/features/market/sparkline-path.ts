// The SVG paths of a small area chart: a line through the closes and the same line closed
// down to the bottom edge for the filled area. Pure, so it is tested on its own. The colour is
// not decided here: it follows the row's change badge (see Sparkline.tsx).

export interface SparklinePaths {
  line: string;
  area: string;
}

const round = (n: number) => Math.round(n * 100) / 100;

export function sparklinePaths(values: readonly number[], width: number, height: number, pad = 2): SparklinePaths | null {
  const points = values.filter((v) => Number.isFinite(v));
  if (points.length < 2) return null;
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min;
  const stepX = width / (points.length - 1);
  const usable = height - pad * 2;
  // A flat series draws a line through the middle instead of dividing by zero.
  const y = (v: number) => round(span === 0 ? height / 2 : pad + usable - ((v - min) / span) * usable);
  const coords = points.map((v, i) => `${round(i * stepX)},${y(v)}`);
  const line = `M${coords.join('L')}`;
  const area = `${line}L${round(width)},${height}L0,${height}Z`;
  return { line, area };
}
