import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '../../ui/toast.ts';
import { SubmitButton } from '../account/form/SubmitButton.tsx';
import { TextField } from '../account/form/TextField.tsx';
import { ImagePicker } from '../uploads/ImagePicker.tsx';
import { parseAmount } from './amount.ts';

/**
 * The part both deposit kinds share: the amount sent, the proof picture, the submit button.
 * `send` gets the checked amount and the proof's url; the form empties after it succeeds.
 */
export function DepositForm({ amountLabel, currency, disabled, send }: { amountLabel: ReactNode; currency: string; disabled?: boolean; send: (amount: string, proof: string) => Promise<void> }) {
  const { t } = useLingui();
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState('');
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const checked = parseAmount(amount);
  const amountError = tried ? (amount.trim() === '' ? t`Please enter the recharge amount` : checked ? undefined : t`Enter an amount above 0`) : undefined;
  const proofError = tried && !proof ? t`Please upload the proof of payment` : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading || disabled) return;
    setTried(true);
    if (!checked || !proof) {
      showToast(t`Please complete all required fields`, 'error');
      return;
    }
    setBusy(true);
    send(checked, proof)
      .then(() => {
        setAmount('');
        setProof('');
        setTried(false);
      })
      .catch(() => {
        /* the HTTP client showed the server's message */
      })
      .finally(() => setBusy(false));
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <TextField label={amountLabel} value={amount} onValue={setAmount} error={amountError} inputMode="decimal" autoComplete="off" end={<span className="field-prefix">{currency}</span>} />
      <ImagePicker
        label={<Trans>Proof of payment</Trans>}
        value={proof}
        onValue={setProof}
        error={proofError}
        onBusy={setUploading}
        hint={<Trans>A screenshot or photo of the transfer (JPEG, PNG or WebP, at most 10 MB).</Trans>}
      />
      <SubmitButton busy={busy || uploading}>
        <Trans>Submit</Trans>
      </SubmitButton>
    </form>
  );
}
