import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ALERT_KINDS, type AlertKind, type PriceAlert } from '../../../contract/alerts.ts';
import { CHANNEL } from '../../../contract/socket-rules.ts';
import { useChannel } from '../../lib/socket/use-channel.ts';
import { useAtomValue } from '../../state/store.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { liveInstrumentsAtom, refreshInstruments } from '../market/instruments.ts';
import { changeText, priceText } from '../market/format.ts';
import { OfflineNote, useOffline } from '../offline/OfflineNote.tsx';
import { useAlertForm } from './use-alert-form.ts';
import './alerts.css';

/**
 * The price alert form, in a sheet: rise above or fall below a price (prefilled with the price
 * now), or a day's move up or down in percent. Checked as typed; Save waits for the server, whose
 * refusal is a toast in the user's language and leaves the sheet open. `alert`: editing that one.
 */
export default function AlertSheet({ instrumentId, alert, onClose }: { instrumentId: number; alert?: PriceAlert; onClose: () => void }) {
  const { t } = useLingui();
  const instrument = useAtomValue(liveInstrumentsAtom)?.find((item) => item.Id === instrumentId);
  useChannel(CHANNEL.DAY_MARKET);
  useEffect(() => {
    if (!instrument) void refreshInstruments();
  }, [instrument]);
  const { kind, setKind, percentKind, value, setValue, problem, busy, submit } = useAlertForm(instrument, alert, onClose);
  const offline = useOffline();
  const labels: Record<AlertKind, string> = { above: t`Rises above`, below: t`Falls below`, rise: t`Up today by`, fall: t`Down today by` };

  return (
    <BottomSheet open onClose={onClose} title={instrument ? t`Price alert: ${instrument.ShowCode}` : t`Price alert`}>
      {instrument && (
        <form
          className="alert-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="alert-now num">
            <Trans>
              Now <bdi dir="ltr">{priceText(instrument)}</bdi>, today <bdi dir="ltr">{changeText(instrument.ForexQuotations.Change)}</bdi>
            </Trans>
          </p>
          <div className="alert-kinds" role="radiogroup" aria-label={t`Alert when the price`}>
            {ALERT_KINDS.map((choice) => (
              <button key={choice} type="button" role="radio" aria-checked={kind === choice} onClick={() => setKind(choice)}>
                {labels[choice]}
              </button>
            ))}
          </div>
          <label className="alert-field">
            <span>{percentKind ? <Trans>Move in a day (%)</Trans> : <Trans>Price</Trans>}</span>
            <input
              inputMode="decimal"
              dir="ltr"
              value={value}
              aria-invalid={problem !== null}
              aria-describedby="alert-problem"
              data-testid="alert-value"
              onChange={(event) => setValue(event.target.value.trim())}
            />
          </label>
          <p id="alert-problem" className="alert-problem" aria-live="polite">
            {problem}
          </p>
          <OfflineNote />
          <button type="submit" className="btn btn-block" disabled={problem !== null || busy || offline} aria-busy={busy}>
            {alert ? <Trans>Save alert</Trans> : <Trans>Set alert</Trans>}
          </button>
        </form>
      )}
    </BottomSheet>
  );
}
