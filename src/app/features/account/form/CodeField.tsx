import { Trans, useLingui } from '@lingui/react/macro';
import { SendCodeButton } from './SendCodeButton.tsx';
import { TextField } from './TextField.tsx';

/** The 6-digit code with its send button; the phone's keyboard offers digits and the SMS code. */
export function CodeField({
  value,
  onValue,
  error,
  target,
  send,
}: {
  value: string;
  onValue: (value: string) => void;
  error?: string;
  target: string;
  send: () => Promise<boolean>;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={<Trans>Verification code</Trans>}
      value={value}
      onValue={(text) => onValue(text.replace(/\D/g, '').slice(0, 6))}
      error={error}
      placeholder={t`6 digits`}
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      end={<SendCodeButton target={target} send={send} />}
    />
  );
}
