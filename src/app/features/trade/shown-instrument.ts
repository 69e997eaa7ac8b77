// The current instrument twice over: its listing (code, name, digits, lots, leverages), which
// changes when another one is chosen or a refreshed list brings new details, and its live quote,
// which changes several times a second. The screen's frame (the chart, its controls, the drawer)
// renders from the listing; only the parts that show prices or the market's state read the
// live one, so a tick no longer re-renders the whole screen (issue 21 item 5).
import type { Instrument } from '../../../contract/market.ts';
import { currentInstrumentAtom } from '../market/instruments.ts';
import { atom, useAtomValue } from '../../state/store.ts';

/** What a tick changes (market/instruments.ts, withLiveQuote). */
const LIVE = new Set<string>(['ForexQuotations', 'MarketStatus', 'NextOpen']);

/** The same listing: every field but the live ones the same. */
function sameListing(a: Instrument | null, b: Instrument | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof Instrument)[];
  return keys.length === Object.keys(b).length && keys.every((key) => LIVE.has(key) || a[key] === b[key]);
}

// The value last handed out. Not jotai's selectAtom: it lives in jotai/utils, in the chunk the
// start of / loads, and using it here put its code there (the budget of / grew).
let kept: Instrument | null = null;

/** The current instrument as of its last change of listing: its quote may be behind (read it live). */
export const shownInstrumentAtom = atom((get) => {
  const live = get(currentInstrumentAtom);
  if (!sameListing(kept, live)) kept = live;
  return kept;
});

/** The shown instrument with its newest quote. */
export function useLiveInstrument(shown: Instrument): Instrument {
  const live = useAtomValue(currentInstrumentAtom);
  return live?.Id === shown.Id ? live : shown;
}
