import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtom } from '../../state/store.ts';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { ONE_TAP_LOTS, oneTapLotsAtom } from '../trade/one-tap/one-tap-lots.ts';
import { oneTapOnAtom } from '../trade/one-tap/one-tap-mode.ts';
import '../../ui/dialog.css';
import './settings.css';

/**
 * One-tap trading in settings (issue 19 item 5): the switch, which turns the mode on only after
 * the risk warning is read and accepted (off at once), and the lots each one-tap order asks for.
 */
export function OneTapSettings() {
  const { t } = useLingui();
  const [on, setOn] = useAtom(oneTapOnAtom);
  const [lots, setLots] = useAtom(oneTapLotsAtom);
  const [typed, setTyped] = useState(lots);
  const [warning, setWarning] = useState(false);
  const titleId = useId();
  const hintId = useId();
  const badLots = !ONE_TAP_LOTS.test(typed);
  return (
    <section className="one-tap-settings" aria-labelledby={titleId}>
      <label className="one-tap-switch">
        <span id={titleId}>
          <Trans>One-tap trading</Trans>
        </span>
        <input type="checkbox" role="switch" checked={on} onChange={(event) => (event.target.checked ? setWarning(true) : setOn(false))} />
      </label>
      <p className="one-tap-note">
        <Trans>A tap on Buy or Sell, on the chart or in the quotes list, opens a market order at once, without a confirmation.</Trans>
      </p>
      <label className="one-tap-lots-field">
        <span>
          <Trans>Lots per order</Trans>
        </span>
        <input
          className="num"
          inputMode="decimal"
          value={typed}
          aria-invalid={badLots || undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            const value = event.target.value.trim();
            setTyped(value);
            if (ONE_TAP_LOTS.test(value)) setLots(value);
          }}
        />
      </label>
      <p id={hintId} className={badLots ? 'one-tap-note one-tap-error' : 'one-tap-note'} role={badLots ? 'alert' : undefined}>
        {badLots ? <Trans>Enter lots above 0 with at most 2 decimals, such as 0.01.</Trans> : <Trans>Each instrument's minimum and lot step apply, at the leverage last chosen for it.</Trans>}
      </p>
      <RiskWarning
        open={warning}
        label={t`Turn on one-tap trading?`}
        onAccept={() => {
          setOn(true);
          setWarning(false);
        }}
        onCancel={() => setWarning(false)}
      />
    </section>
  );
}

/** The risk warning: the mode turns on only from here, once the person ticks that they understand. */
function RiskWarning({ open, label, onAccept, onCancel }: { open: boolean; label: string; onAccept: () => void; onCancel: () => void }) {
  const ref = useModalDialog(open);
  const [understood, setUnderstood] = useState(false);
  const bodyId = useId();
  const cancel = () => {
    setUnderstood(false);
    onCancel();
  };
  return (
    <dialog
      ref={ref}
      className="confirm"
      role="alertdialog"
      aria-label={label}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <h2>{label}</h2>
      <div id={bodyId} className="confirm-body">
        <p>
          <Trans>
            Orders will open with a single tap, at the market price, with no confirmation. A mistaken tap opens a real position, and with leverage a small price move can lose much of your margin.
          </Trans>
        </p>
      </div>
      <label className="one-tap-understood">
        <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
        <span>
          <Trans>I understand the risk of placing orders with one tap.</Trans>
        </span>
      </label>
      <div className="confirm-actions">
        <button type="button" className="btn btn-ghost" onClick={cancel}>
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={!understood}
          onClick={() => {
            setUnderstood(false);
            onAccept();
          }}
        >
          <Trans>Turn on</Trans>
        </button>
      </div>
    </dialog>
  );
}
