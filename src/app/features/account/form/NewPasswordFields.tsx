import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { FieldBinding } from '../use-form.ts';
import { PasswordField } from './PasswordField.tsx';

/** A new password and its repetition; the rule is said before anyone breaks it. */
export function NewPasswordFields({ form, label = <Trans>Password</Trans> }: { form: { field(name: 'password' | 'rePassword'): FieldBinding }; label?: ReactNode }) {
  return (
    <>
      <PasswordField label={label} {...form.field('password')} hint={<Trans>8 to 64 characters with at least one letter and one digit</Trans>} autoComplete="new-password" />
      <PasswordField label={<Trans>Confirm password</Trans>} {...form.field('rePassword')} autoComplete="new-password" />
    </>
  );
}
