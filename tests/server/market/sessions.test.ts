import { describe, expect, it } from 'vitest';
import { isScheduleOpen } from '../../../src/server/market/sessions.ts';
import { bucketStart, nyDayStart, nyNextDayStart } from '../../../src/server/market/time.ts';
import { at } from './fixtures.ts';

// 2026: summer time starts Sunday 8 March, ends Sunday 1 November (at 02:00 New York time).
// New York is UTC−5 in winter and UTC−4 in summer.

describe('trading hours', () => {
  it('forex is closed on a Saturday', () => {
    expect(isScheduleOpen('forex', at('2026-11-21T16:00:00Z'))).toBe(false); // Sat 11:00
    expect(isScheduleOpen('forex', at('2026-07-11T16:00:00Z'))).toBe(false); // Sat 12:00
  });

  it('forex is open on a Tuesday at noon New York time', () => {
    expect(isScheduleOpen('forex', at('2026-11-24T17:00:00Z'))).toBe(true);
    expect(isScheduleOpen('forex', at('2026-07-14T16:00:00Z'))).toBe(true);
  });

  it('forex opens at 17:00 New York time on the Sunday summer time starts', () => {
    // 17:00 EDT is 21:00 UTC; without the switch it would still be 16:00 and closed.
    expect(isScheduleOpen('forex', at('2026-03-08T20:59:00Z'))).toBe(false);
    expect(isScheduleOpen('forex', at('2026-03-08T21:00:00Z'))).toBe(true);
  });

  it('forex opens at 17:00 New York time on the Sunday winter time starts', () => {
    // 17:00 EST is 22:00 UTC; with the summer offset 21:30 UTC would wrongly be open.
    expect(isScheduleOpen('forex', at('2026-11-01T21:30:00Z'))).toBe(false);
    expect(isScheduleOpen('forex', at('2026-11-01T22:00:00Z'))).toBe(true);
  });

  it('forex closes at 17:00 New York time on Friday', () => {
    expect(isScheduleOpen('forex', at('2026-07-10T20:59:00Z'))).toBe(true);
    expect(isScheduleOpen('forex', at('2026-07-10T21:00:00Z'))).toBe(false);
  });

  it('crypto is open at any time', () => {
    for (let t = at('2026-10-25T00:00:00Z'); t < at('2026-11-08T00:00:00Z'); t += 7 * 60_000) {
      expect(isScheduleOpen('crypto', t)).toBe(true);
    }
  });

  it('metals, energy and US indices pause every day from 17:00 to 18:00 New York time', () => {
    for (const schedule of ['metals', 'energy', 'us-index'] as const) {
      expect(isScheduleOpen(schedule, at('2026-11-25T21:59:00Z'))).toBe(true); // Wed 16:59
      expect(isScheduleOpen(schedule, at('2026-11-25T22:30:00Z'))).toBe(false); // Wed 17:30
      expect(isScheduleOpen(schedule, at('2026-11-25T23:00:00Z'))).toBe(true); // Wed 18:00
      expect(isScheduleOpen(schedule, at('2026-11-22T22:30:00Z'))).toBe(false); // Sun 17:30
      expect(isScheduleOpen(schedule, at('2026-11-22T23:00:00Z'))).toBe(true); // Sun 18:00
      expect(isScheduleOpen(schedule, at('2026-11-21T15:00:00Z'))).toBe(false); // Sat 10:00
    }
  });

  it('European indices trade on weekdays from 02:00 to 16:00 New York time', () => {
    expect(isScheduleOpen('eu-index', at('2026-11-23T06:59:00Z'))).toBe(false); // Mon 01:59
    expect(isScheduleOpen('eu-index', at('2026-11-23T07:00:00Z'))).toBe(true); // Mon 02:00
    expect(isScheduleOpen('eu-index', at('2026-11-23T20:59:00Z'))).toBe(true); // Mon 15:59
    expect(isScheduleOpen('eu-index', at('2026-11-23T21:00:00Z'))).toBe(false); // Mon 16:00
    expect(isScheduleOpen('eu-index', at('2026-11-21T12:00:00Z'))).toBe(false); // Sat 07:00
  });

  it('Asian indices trade from Sunday evening to Friday afternoon with a lunch break', () => {
    expect(isScheduleOpen('asia-index', at('2026-11-22T23:59:00Z'))).toBe(false); // Sun 18:59
    expect(isScheduleOpen('asia-index', at('2026-11-23T00:00:00Z'))).toBe(true); // Sun 19:00
    expect(isScheduleOpen('asia-index', at('2026-11-24T05:30:00Z'))).toBe(false); // Tue 00:30, lunch
    expect(isScheduleOpen('asia-index', at('2026-11-24T06:00:00Z'))).toBe(true); // Tue 01:00
    expect(isScheduleOpen('asia-index', at('2026-11-27T19:59:00Z'))).toBe(true); // Fri 14:59
    expect(isScheduleOpen('asia-index', at('2026-11-27T20:00:00Z'))).toBe(false); // Fri 15:00
    expect(isScheduleOpen('asia-index', at('2026-11-28T01:00:00Z'))).toBe(false); // Fri 20:00
  });
});

describe('candle buckets', () => {
  it('a New York day is 23 hours long when summer time starts and 25 hours when it ends', () => {
    const spring = nyDayStart(at('2026-03-08T16:00:00Z'));
    expect(spring).toBe(at('2026-03-08T05:00:00Z'));
    expect(nyNextDayStart(spring) - spring).toBe(23 * 3_600_000);
    const autumn = nyDayStart(at('2026-11-01T16:00:00Z'));
    expect(autumn).toBe(at('2026-11-01T04:00:00Z'));
    expect(nyNextDayStart(autumn) - autumn).toBe(25 * 3_600_000);
  });

  it('minute and hour candles start on whole minutes and hours, day candles at New York midnight', () => {
    const t = at('2026-07-14T13:47:31.250Z'); // 09:47 EDT
    expect(bucketStart('1min', t)).toBe(at('2026-07-14T13:47:00Z'));
    expect(bucketStart('5min', t)).toBe(at('2026-07-14T13:45:00Z'));
    expect(bucketStart('15min', t)).toBe(at('2026-07-14T13:45:00Z'));
    expect(bucketStart('30min', t)).toBe(at('2026-07-14T13:30:00Z'));
    expect(bucketStart('60min', t)).toBe(at('2026-07-14T13:00:00Z'));
    expect(bucketStart('1day', t)).toBe(at('2026-07-14T04:00:00Z'));
    expect(bucketStart('1day', at('2026-07-14T03:59:59Z'))).toBe(at('2026-07-13T04:00:00Z'));
  });
});
