import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

// svg-captcha's documented `svgCaptcha(text, options)` (README) is missing from its typings.
const glyphOutlines = svgCaptcha as unknown as (text: string, options: { width: number; height: number; fontSize: number; noise: number }) => string;

const WIDTH = 130;
const HEIGHT = 54;
/** Dark enough on the light tile for a person, in the app's light and dark themes alike. */
const INKS = ['#1e3a8a', '#7f1d1d', '#065f46', '#581c87', '#7c2d12', '#0f172a'];

type Point = [number, number];

/**
 * The picture of a captcha: the answer's glyphs as filled outlines (svg-captcha turns each
 * character of its font into path data), then distorted so the outlines no longer carry their
 * letters: every glyph turned and scaled at random, every curve cut into a random number of
 * straight pieces, the whole picture bent by a wave, each outline started at a random point and
 * all of them shuffled into one path, with noise strokes in the same ink. The SVG holds no text,
 * and two pictures of the same answer share no path structure a script could match against the
 * font; reading it takes recognising shapes, as a person does.
 */
export function drawCaptcha(answer: string): string {
  const glyphs = [...glyphOutlines(answer, { width: WIDTH, height: HEIGHT, fontSize: 50, noise: 0 }).matchAll(/ d="([^"]+)"/g)].map((m) => contoursOf(m[1]));
  const wave = randomWave();
  const outlines = glyphs.flatMap((contours) => {
    const turn = turnAroundCentre(contours);
    return contours.map((c) => startAnywhere(c.map((p) => wave(turn(p)))));
  });
  const d = shuffle(outlines)
    .map((c) => `M${c.map(num).join('L')}Z`)
    .join('');
  const [from, to] = shuffle(INKS);
  const angle = randomInt(0, 360);
  const noise = Array.from({ length: 3 }, () => `<path d="${noiseCurve(wave)}" fill="none" stroke="url(#i)" stroke-width="${(randomInt(8, 13) / 10).toFixed(1)}"/>`);
  const specks = Array.from({ length: 40 }, () => `<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="${(randomInt(5, 13) / 10).toFixed(1)}" fill="url(#i)"/>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><linearGradient id="i" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#eef2f7"/>${specks.join('')}` +
    `<path fill="url(#i)" stroke="url(#i)" stroke-width="0.9" stroke-linejoin="round" d="${d}"/>${noise.join('')}</svg>`
  );
}

/** The closed outlines of one glyph, each a list of points with every curve cut into straight pieces. */
function contoursOf(pathData: string): Point[][] {
  const contours: Point[][] = [];
  let current: Point[] = [];
  for (const [, command, args] of pathData.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const n = args.trim()
      ? args
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : [];
    const last = current[current.length - 1];
    if (command === 'M') {
      if (current.length) contours.push(current);
      current = [[n[0], n[1]]];
    } else if (command === 'L') {
      current.push(...pieces(randomInt(1, 3), (t) => lerp(last, [n[0], n[1]], t)));
    } else if (command === 'Q') {
      current.push(...pieces(randomInt(3, 7), (t) => quadratic(last, [n[0], n[1]], [n[2], n[3]], t)));
    } else if (command === 'C') {
      current.push(...pieces(randomInt(4, 8), (t) => cubic(last, [n[0], n[1]], [n[2], n[3]], [n[4], n[5]], t)));
    } else if (current.length) {
      contours.push(current);
      current = [];
    }
  }
  if (current.length) contours.push(current);
  return contours.filter((c) => c.length > 2);
}

/** `count` points along a segment, ending at its end, at slightly uneven steps. */
function pieces(count: number, at: (t: number) => Point): Point[] {
  return Array.from({ length: count }, (_, i) => at(i === count - 1 ? 1 : (i + 1 + randomInt(-25, 26) / 100) / count));
}

/** One glyph turned (±22°), scaled (90–112 %) and nudged around its own centre. */
function turnAroundCentre(contours: Point[][]): (p: Point) => Point {
  const all = contours.flat();
  const cx = (Math.min(...all.map((p) => p[0])) + Math.max(...all.map((p) => p[0]))) / 2;
  const cy = (Math.min(...all.map((p) => p[1])) + Math.max(...all.map((p) => p[1]))) / 2;
  const angle = (randomInt(-22, 23) * Math.PI) / 180;
  const scale = randomInt(90, 113) / 100;
  const dx = randomInt(-2, 3);
  const dy = randomInt(-3, 4);
  const cos = Math.cos(angle) * scale;
  const sin = Math.sin(angle) * scale;
  return ([x, y]) => [cx + dx + (x - cx) * cos - (y - cy) * sin, cy + dy + (x - cx) * sin + (y - cy) * cos];
}

/** A gentle wave across the whole picture, different each time. */
function randomWave(): (p: Point) => Point {
  const ax = randomInt(10, 25) / 10;
  const ay = randomInt(15, 35) / 10;
  const fx = randomInt(6, 12) / 100;
  const fy = randomInt(4, 9) / 100;
  const px = randomInt(0, 628) / 100;
  const py = randomInt(0, 628) / 100;
  return ([x, y]) => [x + ax * Math.sin(y * fx + px), y + ay * Math.sin(x * fy + py)];
}

/** The same outline, begun at a random point (its direction stays: it decides the holes). */
function startAnywhere(contour: Point[]): Point[] {
  const k = randomInt(contour.length);
  return [...contour.slice(k), ...contour.slice(0, k)];
}

/** A stroke from the left edge to the right one that crosses the glyphs. */
function noiseCurve(wave: (p: Point) => Point): string {
  const from: Point = [randomInt(0, 15), randomInt(8, HEIGHT - 8)];
  const c1: Point = [randomInt(25, 60), randomInt(0, HEIGHT)];
  const c2: Point = [randomInt(70, 105), randomInt(0, HEIGHT)];
  const to: Point = [randomInt(WIDTH - 15, WIDTH), randomInt(8, HEIGHT - 8)];
  const points = pieces(randomInt(10, 16), (t) => cubic(from, c1, c2, to, t)).map(wave);
  return `M${num(wave(from))}L${points.map(num).join('L')}`;
}

const num = ([x, y]: Point) => `${x.toFixed(1)} ${y.toFixed(1)}`;
const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const quadratic = (a: Point, c: Point, b: Point, t: number): Point => lerp(lerp(a, c, t), lerp(c, b, t), t);
const cubic = (a: Point, c1: Point, c2: Point, b: Point, t: number): Point => lerp(quadratic(a, c1, c2, t), quadratic(c1, c2, b, t), t);

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
