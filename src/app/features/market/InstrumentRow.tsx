import { lazy, memo, Suspense, useRef } from 'react';
import type { Instrument } from '../../../contract/market.ts';
import { loadWholeLanguage } from '../../lib/i18n.ts';
import { useAtomValue } from '../../state/store.ts';
import { oneTapOnAtom } from './instruments.ts';
import { ChangeBadge } from './ChangeBadge.tsx';
import { ClosedLabel } from './ClosedLabel.tsx';
import { InstrumentLogo } from './InstrumentLogo.tsx';
import { Sparkline } from './Sparkline.tsx';
import { isOpen, priceText } from './format.ts';
import { usePriceFlash } from './use-price-flash.ts';

// One-tap Sell / Buy under each row, loaded only once the person has turned the mode on.
const OneTapRow = lazy(() => import('../trade/one-tap/load-one-tap-row.ts').then((m) => m.loadOneTapRow(loadWholeLanguage)));

// Only for the rows of someone who chose Bid / Ask: not on the start path of / (a first visit
// shows prices). Its texts come with the whole catalog (scripts/startup-catalog.ts leaves them out).
const BidAsk = lazy(() => loadWholeLanguage().then(() => import('./BidAsk.tsx')));

/** One quote row: logo, code, small chart (or 'closed'), last price and change; or, with `bidAsk`, bid, ask and spread. */
export const InstrumentRow = memo(function InstrumentRow({ instrument, onOpen, bidAsk = false }: { instrument: Instrument; onOpen: (instrument: Instrument) => void; bidAsk?: boolean }) {
  const price = priceText(instrument);
  const tint = useRef<HTMLSpanElement>(null);
  usePriceFlash(tint, instrument.ForexQuotations.Close, instrument.Id);
  const open = isOpen(instrument);
  const oneTap = useAtomValue(oneTapOnAtom);
  return (
    <li>
      <button type="button" className={bidAsk ? 'quote-row quote-row-bidask' : 'quote-row'} onClick={() => onOpen(instrument)} data-code={instrument.Code}>
        <InstrumentLogo instrument={instrument} />
        <span className="quote-name">
          <strong dir="ltr">{instrument.ShowCode}</strong>
          <small>{instrument.Name ?? instrument.Code}</small>
        </span>
        {bidAsk ? (
          <Suspense fallback={null}>
            <BidAsk instrument={instrument} />
          </Suspense>
        ) : (
          <>
            <span className="quote-chart">{open ? <Sparkline instrumentId={instrument.Id} change={instrument.ForexQuotations.Change} /> : <ClosedLabel instrument={instrument} compact />}</span>
            <span className="quote-figures">
              <span className="quote-price num flashable" data-testid="price">
                <span className="flash-tint" ref={tint} />
                {price}
              </span>
              <ChangeBadge instrument={instrument} />
            </span>
          </>
        )}
      </button>
      {oneTap && (
        <Suspense fallback={null}>
          <OneTapRow instrument={instrument} />
        </Suspense>
      )}
    </li>
  );
});

export function InstrumentRowSkeleton() {
  return (
    <li className="quote-row quote-row-skeleton" aria-hidden="true">
      <span className="skeleton" style={{ inlineSize: 36, blockSize: 36, borderRadius: 18 }} />
      <span className="quote-name">
        <span className="skeleton" style={{ inlineSize: 84, blockSize: 14 }} />
        <span className="skeleton" style={{ inlineSize: 52, blockSize: 10 }} />
      </span>
      <span className="skeleton" style={{ inlineSize: 72, blockSize: 24 }} />
      <span className="quote-figures">
        <span className="skeleton" style={{ inlineSize: 70, blockSize: 14 }} />
        <span className="skeleton" style={{ inlineSize: 50, blockSize: 12 }} />
      </span>
    </li>
  );
}
