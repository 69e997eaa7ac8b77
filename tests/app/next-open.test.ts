import { describe, expect, it } from 'vitest';
import { reopenText, upcomingOpen } from '../../src/app/features/market/next-open.ts';

// Friday 2026-11-20 17:00 New York (22:00 UTC); forex opens again Sunday 17:00 New York.
const FRIDAY_CLOSE = Date.UTC(2026, 10, 20, 22, 0);
const SUNDAY_OPEN = Date.UTC(2026, 10, 22, 22, 0);

describe('when a closed market opens again', () => {
  it('reads as weekday and time in the reader language and time zone', () => {
    expect(reopenText(SUNDAY_OPEN, FRIDAY_CLOSE, 'en', 'America/New_York')).toBe('Sun 5:00 PM');
    expect(reopenText(SUNDAY_OPEN, FRIDAY_CLOSE, 'de', 'Europe/Berlin')).toBe('So., 23:00');
    expect(reopenText(SUNDAY_OPEN, FRIDAY_CLOSE, 'zh-Hant-HK', 'Asia/Hong_Kong')).toMatch(/^週一\s*上午6:00$/);
    expect(reopenText(SUNDAY_OPEN, FRIDAY_CLOSE, 'ms', 'Asia/Kuala_Lumpur')).toMatch(/^Isn,? 6:00\s*PG$/);
  });

  it('names the date when the opening is a week or more away', () => {
    const later = SUNDAY_OPEN + 9 * 86_400_000;
    expect(reopenText(later, FRIDAY_CLOSE, 'en', 'America/New_York')).toBe('Dec 1, 5:00 PM');
  });

  it('is shown only for a moment still ahead: not when unknown, open or already past', () => {
    expect(upcomingOpen(SUNDAY_OPEN, FRIDAY_CLOSE)).toBe(SUNDAY_OPEN);
    expect(upcomingOpen(undefined, FRIDAY_CLOSE)).toBeNull();
    expect(upcomingOpen(null, FRIDAY_CLOSE)).toBeNull();
    expect(upcomingOpen(FRIDAY_CLOSE - 1, FRIDAY_CLOSE)).toBeNull();
  });
});
