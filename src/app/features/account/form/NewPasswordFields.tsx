import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { PromptField } from '../prompts.ts';
import type { Problem, Problems } from '../validation.ts';
import { PasswordField } from './PasswordField.tsx';

/** A new password and its repetition; the rule is said before anyone breaks it. */
export function NewPasswordFields({
  password,
  onPassword,
  rePassword,
  onRePassword,
  problems,
  prompt,
  label = <Trans>Password</Trans>,
}: {
  password: string;
  onPassword: (value: string) => void;
  rePassword: string;
  onRePassword: (value: string) => void;
  problems: Problems<'password' | 'rePassword' | string>;
  prompt: (field: PromptField, problem: Problem | undefined) => string | undefined;
  label?: ReactNode;
}) {
  return (
    <>
      <PasswordField
        label={label}
        value={password}
        onValue={onPassword}
        error={prompt('password', problems.password)}
        hint={<Trans>8 to 64 characters with at least one letter and one digit</Trans>}
        autoComplete="new-password"
      />
      <PasswordField
        label={<Trans>Confirm password</Trans>}
        value={rePassword}
        onValue={onRePassword}
        error={prompt('rePassword', problems.rePassword)}
        autoComplete="new-password"
      />
    </>
  );
}
