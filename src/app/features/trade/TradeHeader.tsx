import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../contract/market.ts';
import { ChangeBadge } from '../market/ChangeBadge.tsx';
import { ClosedLabel } from '../market/ClosedLabel.tsx';
import { InstrumentLogo } from '../market/InstrumentLogo.tsx';
import { isOpen, priceText } from '../market/format.ts';
import { usePriceFlash } from '../market/use-price-flash.ts';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { WatchStar } from '../watchlist/WatchStar.tsx';
import { AlertBell } from '../alerts/AlertBell.tsx';
import { useLiveInstrument } from './shown-instrument.ts';

/**
 * The instrument, its last price and the day's figures; tapping the name opens the instrument
 * drawer, the star adds it to the watchlist, the bell sets a price alert. `instrument` is its
 * listing (shown-instrument.ts): only the closed label and the prices re-render on a tick.
 */
export function TradeHeader({ instrument, onPick }: { instrument: Instrument; onPick: () => void }) {
  const { t } = useLingui();
  return (
    <section className="trade-head" aria-label={t`Instrument`}>
      <div className="trade-head-top">
        <button type="button" className="trade-pick" onClick={onPick} aria-haspopup="dialog" aria-label={t`Choose instrument, now ${instrument.ShowCode}`}>
          <Icon path={screenIcons.menu} size={20} />
          <InstrumentLogo instrument={instrument} size={28} />
          <h1 dir="ltr">{instrument.ShowCode}</h1>
          <Icon path={screenIcons.down} size={18} />
        </button>
        <span className="trade-head-tools">
          <LiveClosedLabel instrument={instrument} />
          <AlertBell instrument={instrument} />
          <WatchStar instrumentId={instrument.Id} />
        </span>
      </div>
      <TradePrices instrument={instrument} />
    </section>
  );
}

/** "Closed" while the market is, as the newest quote says. */
function LiveClosedLabel({ instrument: shown }: { instrument: Instrument }) {
  const instrument = useLiveInstrument(shown);
  return isOpen(instrument) ? null : <ClosedLabel instrument={instrument} />;
}

/** The last price (flashing up or down as it moves), the day's change, open, high and low. */
function TradePrices({ instrument: shown }: { instrument: Instrument }) {
  const instrument = useLiveInstrument(shown);
  const quote = instrument.ForexQuotations;
  const tint = useRef<HTMLSpanElement>(null);
  usePriceFlash(tint, quote.Close, instrument.Id);
  return (
    <>
      <div className="trade-price-row">
        <span className="trade-price num flashable" data-testid="trade-price">
          <span className="flash-tint" ref={tint} />
          {priceText(instrument)}
        </span>
        <ChangeBadge instrument={instrument} solid />
      </div>
      <dl className="trade-stats">
        <div>
          <dt>
            <Trans>Open</Trans>
          </dt>
          <dd className="num">{priceText(instrument, quote.Open)}</dd>
        </div>
        <div>
          <dt>
            <Trans>High</Trans>
          </dt>
          <dd className="num">{priceText(instrument, quote.High)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Low</Trans>
          </dt>
          <dd className="num">{priceText(instrument, quote.Low)}</dd>
        </div>
      </dl>
    </>
  );
}
