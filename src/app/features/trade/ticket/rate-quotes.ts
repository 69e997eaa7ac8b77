// The ticket converts its margin, fee and stop outcomes to USD with the quote currency's rate
// (contract/formulas.ts usdRate), which reads at most two instruments' quotes (EURUSD or
// USDJPY for the euro or the yen). Reading the whole live list instead re-rendered the ticket on
// every tick of every instrument (issue 21 item 5); this subscribes to those two alone.
import { useMemo } from 'react';
import { ACCOUNT_CURRENCY } from '../../../../contract/formulas.ts';
import { liveInstrumentsAtom } from '../../market/instruments.ts';
import { atom, useAtomValue, type Atom } from '../../../state/store.ts';
import { quotesFrom, type QuoteRow } from './estimate.ts';

/** Per currency: the quotes its rate may read, as text, so that equal quotes compare equal. */
const rateQuotes = new Map<string, Atom<string>>();

function rateQuotesAtom(currency: string): Atom<string> {
  const c = currency.toUpperCase();
  let found = rateQuotes.get(c);
  if (!found) {
    const codes = [`${c}${ACCOUNT_CURRENCY}`, `${ACCOUNT_CURRENCY}${c}`];
    found = atom((get) => {
      const rows: QuoteRow[] = (get(liveInstrumentsAtom) ?? [])
        .filter((instrument) => codes.includes(instrument.Code.toUpperCase()))
        .map(({ Code, ForexQuotations: { Bid, Ask } }) => ({ Code, ForexQuotations: { Bid, Ask } }));
      return JSON.stringify(rows);
    });
    rateQuotes.set(c, found);
  }
  return found;
}

/** A quote lookup holding only what the USD rate of `currency` needs; the same function until those quotes move. */
export function useRateQuotes(currency: string): ReturnType<typeof quotesFrom> {
  const rows = useAtomValue(rateQuotesAtom(currency));
  return useMemo(() => quotesFrom(JSON.parse(rows) as QuoteRow[]), [rows]);
}
