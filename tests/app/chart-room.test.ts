import './support/browser-globals.ts';
import { describe, expect, it } from 'vitest';
import { MIN_PRICE_PANE_HEIGHT, SUB_PANE_HEIGHT, labelsClearOfTag, priceGapFor, subPaneHeightFor } from '../../src/app/features/trade/chart-layout.ts';
import { axisTicks } from '../../src/app/features/trade/chart-time.ts';
import { loadDrawings, saveDrawings, toDrawings, MAX_DRAWINGS } from '../../src/app/features/trade/chart-drawings.ts';

describe('room for the price pane', () => {
  it('gives indicator panes their full height where the chart grew for them', () => {
    // Upright phone: 300 px of candles plus 72 px per pane.
    expect(subPaneHeightFor(300 + 3 * SUB_PANE_HEIGHT, 3)).toBe(SUB_PANE_HEIGHT);
    expect(subPaneHeightFor(500, 0)).toBe(SUB_PANE_HEIGHT);
  });

  it('shrinks them on a phone held sideways so the candles keep at least half the chart', () => {
    // 844×390 in full screen leaves about 300 px for the panes: three indicators share the lower half.
    const sub = subPaneHeightFor(300, 3);
    expect(sub).toBe(50);
    expect(300 - 3 * sub).toBeGreaterThanOrEqual(150);
    // Tighter still: the price pane keeps its minimum; the panes go no lower than readable.
    const tight = subPaneHeightFor(230, 3);
    expect(230 - 3 * tight).toBeGreaterThanOrEqual(MIN_PRICE_PANE_HEIGHT);
    expect(subPaneHeightFor(100, 3)).toBe(28);
  });

  it('scales the price axis gaps down for a short pane', () => {
    expect(priceGapFor(400)).toEqual({ top: 96, bottom: 28 });
    expect(priceGapFor(150)).toEqual({ top: 53, bottom: 15 });
  });

  it('drops the price labels under the last-price tag and those cut at the pane edges', () => {
    const labels = [5, 30, 60, 75, 90, 120, 145].map((coord) => ({ coord }));
    // Tag 16 px high at 70, labels 13 px high: a label closer than 15.5 px to 70 goes.
    expect(labelsClearOfTag(labels, 70, 16, 13, 150).map((l) => l.coord)).toEqual([30, 90, 120]);
    expect(labelsClearOfTag(labels, null, 16, 13, 150).map((l) => l.coord)).toEqual([30, 60, 75, 90, 120]);
  });
});

describe('time axis labels', () => {
  const tick = (coord: number, text = '10:00') => ({ coord, value: coord, text });

  it('moves the last candle’s label in where the price axis would cut it, and drops labels cut at an edge', () => {
    // Axis 300 px wide, "2026-11-23" about 65 px: centred at 290 it would end at 322.
    const kept = axisTicks([tick(10), tick(100), tick(250)], { time: 1000, coord: 290, text: '2026-11-23' }, 60, 300);
    expect(kept.map((t) => t.coord)).toEqual([100, 300 - 32.5]);
  });
});

describe('drawings kept per instrument', () => {
  it('keeps finished drawings with their points, per instrument, and refuses anything else', () => {
    const drawings = toDrawings([
      { name: 'horizontalStraightLine', points: [{ timestamp: 1, value: 1.1 }] },
      {
        name: 'segment',
        points: [
          { timestamp: 1, value: 1.1 },
          { timestamp: 2, value: 1.2 },
        ],
      },
      { name: 'lotwiseOrderLine', points: [{ value: 1 }] }, // not a drawing
      { name: 'fibonacciLine', points: [] },
    ]);
    expect(drawings.map((d) => d.name)).toEqual(['horizontalStraightLine', 'segment']);
    saveDrawings('EURUSD', drawings);
    expect(loadDrawings('EURUSD')).toEqual(drawings);
    expect(loadDrawings('USDJPY')).toEqual([]);
    localStorage.setItem('lotwise.drawings.USDJPY', '[{"name":"brush","points":[]}]');
    expect(loadDrawings('USDJPY')).toEqual([]);
    saveDrawings('EURUSD', []);
    expect(localStorage.getItem('lotwise.drawings.EURUSD')).toBeNull();
    saveDrawings(
      'EURUSD',
      Array.from({ length: MAX_DRAWINGS + 5 }, (_, k) => ({ name: 'horizontalStraightLine' as const, points: [{ timestamp: k, value: k }] })),
    );
    expect(loadDrawings('EURUSD')).toHaveLength(MAX_DRAWINGS);
    expect(loadDrawings('EURUSD')[0].points[0].value).toBe(5);
  });
});
