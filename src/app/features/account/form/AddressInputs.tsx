import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldBinding } from '../use-form.ts';
import { TextField } from './TextField.tsx';

/**
 * An account's address as typed: the email, or the phone without its dialing code. Both read left
 * to right in every language. On a login or reset form it is the account's login name: `username`,
 * the one token password managers pair with the password (autocomplete takes a single field name,
 * so 'username email' was invalid); `forNewAccount` says it is not a login name yet.
 */
export function EmailField({ forNewAccount = false, ...field }: FieldBinding & { forNewAccount?: boolean }) {
  return (
    <TextField
      label={<Trans>Email address</Trans>}
      {...field}
      type="email"
      dir="ltr"
      inputMode="email"
      autoComplete={forNewAccount ? 'email' : 'username'}
      autoCapitalize="none"
      spellCheck={false}
      placeholder="name@example.com"
    />
  );
}

/** `dialingCode`, when known, stands before the number inside the box. */
export function PhoneField({ forNewAccount = false, dialingCode, ...field }: FieldBinding & { forNewAccount?: boolean; dialingCode?: string }) {
  const { t } = useLingui();
  return (
    <TextField
      label={<Trans>Phone number</Trans>}
      {...field}
      type="tel"
      dir="ltr"
      inputMode="tel"
      autoComplete={forNewAccount ? 'tel-national' : 'username'}
      placeholder={t`Phone number without country code`}
      start={dialingCode && <span className="field-prefix num">+{dialingCode}</span>}
    />
  );
}
