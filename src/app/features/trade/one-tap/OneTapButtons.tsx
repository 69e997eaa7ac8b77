import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../../contract/market.ts';
import { useAtomValue } from '../../../state/store.ts';
import { priceText } from '../../market/format.ts';
import { oneTapOnAtom } from './one-tap-mode.ts';
import { useOneTap } from './use-one-tap.ts';
import '../../market/quote.css';

/**
 * Sell at the bid and Buy at the ask, each one tap from a market order: over the chart
 * (`variant` chart) and under a quote row (row). Each button names what it will do.
 */
export function OneTapButtons({ instrument, variant }: { instrument: Instrument; variant: 'chart' | 'row' }) {
  const { t } = useLingui();
  const { place, lots, busy, disabled } = useOneTap(instrument);
  const code = instrument.ShowCode;
  const bid = priceText(instrument, instrument.ForexQuotations.Bid);
  const ask = priceText(instrument, instrument.ForexQuotations.Ask);
  return (
    <div className={`one-tap one-tap-${variant}`} role="group" aria-label={t`One-tap trading`} aria-busy={busy || undefined} data-code={instrument.Code}>
      {/* Named by what it shows (Sell, the bid), then the lots and instrument it trades. */}
      <button type="button" className="one-tap-sell" disabled={disabled} onClick={() => place(2)}>
        <span>
          <Trans>Sell</Trans>
        </span>{' '}
        <span className="num">{bid}</span>
        <span className="visually-hidden">{`(${lots} ${code})`}</span>
      </button>
      <span className="one-tap-lots num" aria-hidden="true">
        {lots}
      </span>
      <button type="button" className="one-tap-buy" disabled={disabled} onClick={() => place(1)}>
        <span>
          <Trans>Buy</Trans>
        </span>{' '}
        <span className="num">{ask}</span>
        <span className="visually-hidden">{`(${lots} ${code})`}</span>
      </button>
    </div>
  );
}

/** The default export the home list loads lazily, only once one-tap trading is on. */
export default function OneTapRow({ instrument }: { instrument: Instrument }) {
  return <OneTapButtons instrument={instrument} variant="row" />;
}

/** Over the chart, while one-tap trading is on. */
export function OneTapChartBar({ instrument }: { instrument: Instrument }) {
  const on = useAtomValue(oneTapOnAtom);
  return on ? <OneTapButtons instrument={instrument} variant="chart" /> : null;
}
