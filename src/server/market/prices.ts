import type { Candle } from '../../contract/index.ts';
import type { Bar } from './candles.ts';

// Inside the market a price is an integer number of "points": units of the instrument's last
// decimal (1.16840 with 5 decimals is 116840). Integers keep candles exact and comparisons
// cheap; these helpers are the only place points meet decimal strings and database units.

/** 10^precision, the points in one price unit. */
export const pointScale = (precision: number) => 10 ** precision;

/** A decimal string or number to points, rounded to the nearest point. */
export function toPoints(value: string | number, precision: number): number {
  return Math.round(Number(value) * pointScale(precision));
}

/** Points as a decimal string with exactly `precision` decimals: 116840, 5 → "1.16840". */
export function formatPoints(points: number, precision: number): string {
  const sign = points < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(points)));
  if (precision === 0) return sign + digits;
  const padded = digits.padStart(precision + 1, '0');
  return `${sign}${padded.slice(0, -precision)}.${padded.slice(-precision)}`;
}

/** Points to database units of 10^-8 (units.ts), exactly, in integers. */
export function pointsToUnits(points: number, precision: number): bigint {
  return BigInt(Math.round(points)) * UNITS_PER_POINT[precision];
}

/** Database units back to points. */
export function unitsToPoints(units: bigint, precision: number): number {
  return Number(units / UNITS_PER_POINT[precision]);
}

/** Database units in one point, by precision (0..8). */
const UNITS_PER_POINT = Array.from({ length: 9 }, (_, p) => 10n ** BigInt(8 - p));

/** Volumes are whole lots, stored as units of 10^-8 like every other quantity. */
export const volumeToUnits = (lots: number) => BigInt(Math.round(lots)) * 100_000_000n;
export const unitsToVolume = (units: bigint) => Number(units / 100_000_000n);

/** A candle in its wire form: prices with the instrument's decimals, volume in whole lots. */
export function toCandle(bar: Bar, precision: number): Candle {
  return {
    Time: bar.time,
    Open: formatPoints(bar.open, precision),
    High: formatPoints(bar.high, precision),
    Low: formatPoints(bar.low, precision),
    Close: formatPoints(bar.close, precision),
    Volume: String(bar.volume),
  };
}
