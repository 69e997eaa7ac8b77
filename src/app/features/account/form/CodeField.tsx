import { Trans, useLingui } from '@lingui/react/macro';
import { codeTarget, type CodeAddress, type CodePurpose } from '../code-address.ts';
import { sendCode } from '../codes.ts';
import type { FieldBinding } from '../use-form.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { TextField } from './TextField.tsx';

/**
 * The 6-digit code with its send button; the phone's keyboard offers digits and the SMS code.
 * `ready` checks the address first (its fields show why not); a phone needs its area, which may
 * still be loading.
 */
export function CodeField({
  form,
  purpose,
  address,
  ready = () => true,
  waiting = false,
}: {
  form: { field(name: 'code'): FieldBinding };
  purpose: CodePurpose;
  address: CodeAddress;
  ready?: () => boolean;
  /** What the address needs is still loading: the button waits, disabled. */
  waiting?: boolean;
}) {
  const { t } = useLingui();
  const { onValue, ...code } = form.field('code');
  const send = async () => {
    if (!ready() || (address.channel === 'mobile' && !address.area)) return false;
    await sendCode(purpose, address);
    return true;
  };
  return (
    <TextField
      label={<Trans>Verification code</Trans>}
      {...code}
      onValue={(text) => onValue(text.replace(/\D/g, '').slice(0, 6))}
      placeholder={t`6 digits`}
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      end={<SendCodeButton target={codeTarget(purpose, address)} send={send} waiting={waiting} />}
    />
  );
}
