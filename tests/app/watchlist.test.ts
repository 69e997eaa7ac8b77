import { describe, expect, it } from 'vitest';
import { spreadText } from '../../src/app/features/market/spread.ts';
import { mergeWatchlists, watchedInstruments } from '../../src/app/features/watchlist/watched.ts';
import { WATCHLIST_MAX } from '../../src/contract/watchlist.ts';
import type { Instrument } from '../../src/contract/market.ts';

const quote = (Bid: string, Ask: string, PricePrecision: number) => ({ PricePrecision, ForexQuotations: { Bid, Ask } as Instrument['ForexQuotations'] });

describe('the spread on a quote row', () => {
  it('counts currency pairs in pips (a tenth of a pip shown) and other instruments in price', () => {
    expect(spreadText(quote('1.08412', '1.08425', 5))).toBe('1.3');
    expect(spreadText(quote('151.204', '151.221', 3))).toBe('1.7');
    expect(spreadText(quote('2000.00', '2000.75', 2))).toBe('0.75');
    expect(spreadText(quote('2345.10', '2345.10', 2))).toBe('0.00');
    expect(spreadText(quote('1.10000', '1.10000', 5))).toBe('0.0');
  });
});

describe('the watchlist on a device', () => {
  it('joins a guest’s list to the account’s at login: the server’s first, then the device’s it lacks, in order', () => {
    expect(mergeWatchlists([5, 2], [7, 2, 9])).toEqual([5, 2, 7, 9]);
    expect(mergeWatchlists([], [3, 1])).toEqual([3, 1]);
    const full = Array.from({ length: WATCHLIST_MAX }, (_, i) => i + 1);
    expect(mergeWatchlists(full, [1000])).toEqual(full);
  });

  it('lists the instruments in the watchlist’s order and leaves out ids no longer offered', () => {
    const list = [{ Id: 1 }, { Id: 2 }, { Id: 3 }] as Instrument[];
    expect(watchedInstruments(list, [3, 99, 1]).map((i) => i.Id)).toEqual([3, 1]);
  });
});
