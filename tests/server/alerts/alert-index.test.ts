import { describe, expect, it } from 'vitest';
import { AlertIndex } from '../../../src/server/engine/alerts/alert-index.ts';
import { checkCondition, levelOf } from '../../../src/server/engine/alerts/rules.ts';
import { AlertAlreadyReached, AlertPercentInvalid, AlertPriceInvalid } from '../../../src/server/errors.ts';

const EURUSD = 1;
const GOLD = 2;
const ids = (list: Array<{ alertId: number }>) => list.map((e) => e.alertId).sort((a, b) => a - b);

describe('the alert index', () => {
  it('gives a tick only the alerts its bid crossed, of its own instrument, each once', () => {
    const index = new AlertIndex();
    index.add(EURUSD, 'up', { alertId: 1, level: 110_000 });
    index.add(EURUSD, 'up', { alertId: 2, level: 110_500 });
    index.add(EURUSD, 'up', { alertId: 3, level: 110_200 });
    index.add(EURUSD, 'down', { alertId: 4, level: 109_000 });
    index.add(EURUSD, 'down', { alertId: 5, level: 109_800 });
    index.add(GOLD, 'up', { alertId: 6, level: 100 });

    expect(index.take(EURUSD, 109_900)).toEqual([]);
    expect(ids(index.take(EURUSD, 110_200))).toEqual([1, 3]); // at the level counts
    expect(index.take(EURUSD, 110_300)).toEqual([]); // gone once taken
    expect(ids(index.take(EURUSD, 109_800))).toEqual([5]);
    expect(index.size()).toBe(3);
    expect(ids(index.take(EURUSD, 200_000))).toEqual([2]);
    expect(ids(index.take(GOLD, 100))).toEqual([6]);
    expect(ids(index.take(EURUSD, 1))).toEqual([4]);
    expect(index.size()).toBe(0);
  });

  it('keeps the same order whether alerts come one by one or loaded together, and removes exactly the one asked', () => {
    const levels = [5, 3, 9, 3, 7, 1, 9];
    const single = new AlertIndex();
    const loaded = new AlertIndex();
    levels.forEach((level, i) => single.add(EURUSD, 'down', { alertId: i, level }));
    loaded.addMany(
      EURUSD,
      'down',
      levels.map((level, i) => ({ alertId: i, level })),
    );
    single.remove(EURUSD, 'down', { alertId: 3, level: 3 });
    loaded.remove(EURUSD, 'down', { alertId: 3, level: 3 });
    loaded.remove(GOLD, 'down', { alertId: 3, level: 3 }); // nothing there: no harm
    for (const bid of [9, 7, 5, 3, 1]) expect(ids(loaded.take(EURUSD, bid))).toEqual(ids(single.take(EURUSD, bid)));
    expect(single.size() + loaded.size()).toBe(0);
  });
});

describe('an alert’s condition', () => {
  const eurusd = { showCode: 'EUR/USD', precision: 5 };
  const BID = 110_000;
  const OPEN = 100_000;

  it('fires a day’s move at the open moved by the percentage, rounded away from the open', () => {
    expect(levelOf('rise', 200_000_000n, 5, OPEN)).toBe(102_000); // 2 %
    expect(levelOf('fall', 150_000_000n, 5, OPEN)).toBe(98_500);
    expect(levelOf('rise', 1_000_000n, 5, 100_001)).toBe(100_012); // 100,011.001 → up
    expect(levelOf('fall', 1_000_000n, 5, 100_001)).toBe(99_990); // 99,990.999 → down
    expect(levelOf('above', 111_000_000n, 5, OPEN)).toBe(111_000);
  });

  it('refuses what would fire at once, naming the price now or the day’s move', () => {
    expect(() => checkCondition('above', '1.10000', eurusd, BID, OPEN)).toThrow(AlertAlreadyReached);
    expect(() => checkCondition('below', '1.10000', eurusd, BID, OPEN)).toThrow(AlertAlreadyReached);
    expect(checkCondition('above', '1.10001', eurusd, BID, OPEN)).toBe(110_001_000n);
    try {
      checkCondition('rise', '10', eurusd, BID, OPEN); // the bid is 10 % above the open already
      expect.unreachable();
    } catch (error) {
      expect((error as AlertAlreadyReached).fields).toEqual({ kind: 'rise', instrument: 'EUR/USD', price: '1.10000', change: '10.00' });
    }
    expect(checkCondition('rise', '10.01', eurusd, BID, OPEN)).toBe(1_001_000_000n);
  });

  it('refuses a price not above 0, beyond ten times from the bid or finer than the step, and a percentage of 0, over 100 or finer than 0.01', () => {
    for (const price of ['0', '0.10999', '11.00001', '1.100001']) expect(() => checkCondition('above', price, eurusd, BID, OPEN), price).toThrow(AlertPriceInvalid);
    expect(() => checkCondition('below', '0.10999', eurusd, BID, OPEN)).toThrow(expect.objectContaining({ fields: { min: '0.11000', max: '11.00000', decimals: 5 } }));
    expect(checkCondition('below', '0.11', eurusd, BID, OPEN)).toBe(11_000_000n);
    for (const percent of ['0', '100.01', '1.001']) expect(() => checkCondition('fall', percent, eurusd, BID, OPEN), percent).toThrow(AlertPercentInvalid);
    expect(checkCondition('fall', '100', eurusd, BID, OPEN)).toBe(10_000_000_000n);
  });
});
