import { Trans } from '@lingui/react/macro';
import type { Instrument } from '../../../contract/market.ts';
import { isOpen, priceText } from './format.ts';
import { spreadText } from './spread.ts';

/**
 * A quote row's bid and ask side by side, and under them the spread (pips for currency pairs,
 * else price) or 'Closed'. The column head says which is which; screen readers hear the words.
 * Loaded when the rows first show it (InstrumentRow), so the start of / does not carry it.
 */
export default function BidAsk({ instrument }: { instrument: Instrument }) {
  const quote = instrument.ForexQuotations;
  return (
    <span className="quote-bidask">
      <span className="num" data-testid="bid">
        <span className="visually-hidden">
          <Trans>Bid</Trans>{' '}
        </span>
        {priceText(instrument, quote.Bid)}
      </span>
      <span className="num" data-testid="ask">
        <span className="visually-hidden">
          <Trans>Ask</Trans>{' '}
        </span>
        {priceText(instrument, quote.Ask)}
      </span>
      <small data-testid="spread">
        {isOpen(instrument) ? (
          <>
            <Trans>Spread</Trans> <span className="num">{spreadText(instrument)}</span>
          </>
        ) : (
          <Trans>Closed</Trans>
        )}
      </small>
    </span>
  );
}
