import { useRouter } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { api } from '../../lib/http/index.ts';
import { AuthPage, LogInInstead } from './AuthPage.tsx';
import { CodePurpose } from './code-address.ts';
import { AddressCodeFields } from './form/AddressCodeFields.tsx';
import { NewPasswordFields } from './form/NewPasswordFields.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';
import { useCodeChannel } from './form/use-code-channel.ts';
import { prefillLogin } from './login-prefill.ts';
import { useForm } from './use-form.ts';
import { checkForgot, normalizePhone } from './validation.ts';

/**
 * Forgot password (SPEC.md sections 5 and 7): a reset code (type 2) to the email or phone of
 * the account, then a new password twice. The server's 'password changed' is shown, and the
 * person logs in again with the new password, on a login form that already holds the account.
 */
export function ForgotScreen({ from }: { from?: string }) {
  const router = useRouter();
  const via = useCodeChannel();
  const { channel, area } = via;
  const form = useForm({ email: '', phone: '', code: '', password: '', rePassword: '' }, (v) => checkForgot({ channel, dialingCode: area?.global_code, ...v }));

  const reset = form.submit(async (v) => {
    const account = channel === 'email' ? v.email.trim() : normalizePhone(v.phone);
    await api('forgetPassword', { type: channel, account, new_password: v.password, secondary_password: v.rePassword, auth_code: v.code.trim() }, { announce: true });
    prefillLogin({ channel, account });
    await router.navigate({ to: '/login', search: { from }, replace: true });
  });

  return (
    <AuthPage title={<Trans>Forgot password</Trans>} intro={<Trans>We send a code to the email or phone of your account. Then choose a new password.</Trans>}>
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={reset}>
        <AddressCodeFields via={via} form={form} purpose={CodePurpose.RESET} />
        <NewPasswordFields form={form} label={<Trans>New password</Trans>} />
        <SubmitButton busy={form.busy}>
          <Trans>Reset password</Trans>
        </SubmitButton>
      </form>
      <LogInInstead question={<Trans>Remembered it?</Trans>} from={from} />
    </AuthPage>
  );
}
