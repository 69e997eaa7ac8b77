import { describe, expect, it } from 'vitest';
import { formatInstant, formatRecent, formatterFor, type TimeSettings } from '../../src/app/lib/time-format.ts';
import { isoInstant, parseServerTime, zoneOffset } from '../../src/app/lib/time-parts.ts';
import { formatAsOf } from '../../src/app/features/offline/as-of.ts';
import { readStored } from '../../src/app/state/persisted.ts';
import { ZoneChoiceValue } from '../../src/app/state/time-zone.ts';

const en = (zone: string): TimeSettings => ({ locale: 'en', zone });
const WINTER_NOON = Date.UTC(2026, 0, 15, 12, 0);
const SUMMER_NOON = Date.UTC(2026, 6, 15, 12, 0);

describe('one time format for the whole app', () => {
  it('shows the same instant in the chosen zone: 12:00 UTC is 07:00 in New York in winter, 08:00 in summer', () => {
    expect(formatInstant(WINTER_NOON, 'time', en('UTC'))).toBe('12:00 PM');
    expect(formatInstant(WINTER_NOON, 'time', en('America/New_York'))).toBe('7:00 AM');
    expect(formatInstant(SUMMER_NOON, 'time', en('America/New_York'))).toBe('8:00 AM');
    expect(formatInstant(WINTER_NOON, 'time', { locale: 'de', zone: 'America/New_York' })).toBe('07:00');
    expect(formatInstant(SUMMER_NOON, 'time', { locale: 'de', zone: 'America/New_York' })).toBe('08:00');
  });

  it('has one format per use: date and time, time, date', () => {
    expect(formatInstant(WINTER_NOON, 'dateTime', en('America/New_York'))).toBe('Jan 15, 2026, 7:00 AM');
    expect(formatInstant(WINTER_NOON, 'date', en('UTC'))).toBe('Jan 15, 2026');
    // Late in the evening in New York is the next day in Hong Kong.
    expect(formatInstant(Date.UTC(2026, 10, 23, 17, 5), 'dateTime', { locale: 'zh-Hant-HK', zone: 'Asia/Hong_Kong' })).toMatch(/^2026年11月24日\s*上午1:05$/);
  });

  it('writes in the language: its words, order and digits', () => {
    const ar = formatInstant(WINTER_NOON, 'dateTime', { locale: 'ar', zone: 'America/New_York' });
    // Day first, the Arabic comma and morning mark, right-to-left marks between the figures.
    expect(ar).toMatch(/^15\u200f\/01\u200f\/2026، 7:00 ص$/);
    // A locale whose digits are its own gets them (Arabic-Indic for Egypt, Devanagari on request).
    expect(formatInstant(WINTER_NOON, 'time', { locale: 'ar-EG', zone: 'America/New_York' })).toBe('٧:٠٠ ص');
    expect(formatInstant(WINTER_NOON, 'time', { locale: 'hi-u-nu-deva', zone: 'UTC' })).toMatch(/^१२:०० pm$/i);
    expect(formatInstant(WINTER_NOON, 'date', { locale: 'th', zone: 'UTC' })).toContain('2569'); // the Buddhist year
  });

  it('shows the time alone when it is today in the chosen zone, else the date too', () => {
    // 03:00 UTC and 20:00 UTC on the 15th: the same day in UTC, but 22:00 the 14th and 15:00 the 15th in New York.
    const early = Date.UTC(2026, 0, 15, 3, 0);
    const late = Date.UTC(2026, 0, 15, 20, 0);
    expect(formatRecent(early, late, en('UTC'))).toBe('3:00 AM');
    expect(formatRecent(early, late, en('America/New_York'))).toBe('Jan 14, 2026, 10:00 PM');
    expect(formatAsOf(early, 'en', late, 'UTC')).toBe('3:00 AM');
  });

  it('reads the server UTC times, and nothing else', () => {
    expect(parseServerTime('2026-01-15 12:00:00')).toBe(WINTER_NOON);
    expect(parseServerTime('2026-01-15 12:00')).toBe(WINTER_NOON);
    expect(parseServerTime('2026-01-15')).toBe(Date.UTC(2026, 0, 15));
    expect(parseServerTime('')).toBeNull();
    expect(parseServerTime('yesterday')).toBeNull();
    expect(isoInstant(WINTER_NOON)).toBe('2026-01-15T12:00:00.000Z');
  });

  it('names the offset as traders write it, winter and summer', () => {
    expect(zoneOffset('America/New_York', WINTER_NOON)).toBe('UTC-5');
    expect(zoneOffset('America/New_York', SUMMER_NOON)).toBe('UTC-4');
    expect(zoneOffset('Europe/Paris', WINTER_NOON)).toBe('UTC+1');
    expect(zoneOffset('Asia/Kolkata', WINTER_NOON)).toBe('UTC+5:30');
    expect(zoneOffset('UTC', WINTER_NOON)).toBe('UTC');
  });

  it('builds a formatter once per language, zone and use', () => {
    expect(formatterFor('en', 'UTC', 'time', { timeStyle: 'short' })).toBe(formatterFor('en', 'UTC', 'time', { timeStyle: 'short' }));
    expect(formatterFor('en', 'UTC', 'time', { timeStyle: 'short' })).not.toBe(formatterFor('en', 'America/New_York', 'time', { timeStyle: 'short' }));
  });

  it('keeps the choice per device: the device zone unless New York or UTC was saved', () => {
    const storage = new Map<string, string>();
    Object.assign(globalThis, { localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v), removeItem: (k: string) => storage.delete(k) } });
    expect(readStored('tz', ZoneChoiceValue, 'device')).toBe('device');
    storage.set('lotwise.tz', '"UTC"');
    expect(readStored('tz', ZoneChoiceValue, 'device')).toBe('UTC');
    storage.set('lotwise.tz', '"America/New_York"');
    expect(readStored('tz', ZoneChoiceValue, 'device')).toBe('America/New_York');
    // Any other zone (an edited entry) is not one of the three choices.
    storage.set('lotwise.tz', '"Europe/Paris"');
    expect(readStored('tz', ZoneChoiceValue, 'device')).toBe('device');
  });
});
