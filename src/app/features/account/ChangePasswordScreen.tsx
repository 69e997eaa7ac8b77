import { useRouter } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { User } from '../../../contract/account.ts';
import { api } from '../../lib/http/index.ts';
import { sessionAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { AuthPage } from './AuthPage.tsx';
import { CodePurpose, type CodeAddress } from './code-address.ts';
import { CodeField } from './form/CodeField.tsx';
import { NewPasswordFields } from './form/NewPasswordFields.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';
import { useAreas } from './use-areas.ts';
import { useForm } from './use-form.ts';
import { checkChangePassword } from './validation.ts';

/** A mobile account's user carries its dialing code and phone; an email account an address. */
const isPhoneAccount = (user: User) => !user.email.includes('@') && Boolean(user.phone && user.area_code);

/**
 * Change password (SPEC.md section 5, real accounts): the code proves it is the owner, so it
 * goes to the account's own email or phone; then the new password twice. Other devices are
 * logged out by the server; this one stays.
 */
export function ChangePasswordScreen() {
  const router = useRouter();
  const user = useAtomValue(sessionAtom)?.user;
  const byPhone = user ? isPhoneAccount(user) : false;
  const { areas } = useAreas('');
  // The code is sent by area id; any area with the account's dialing code reaches the same phone.
  const area = byPhone ? areas?.find((a) => a.global_code === user?.area_code) : undefined;
  const form = useForm({ code: '', password: '', rePassword: '' }, checkChangePassword);
  if (!user) return null;

  const address: CodeAddress = byPhone ? { channel: 'mobile', area, email: '', phone: user.phone ?? '' } : { channel: 'email', area: undefined, email: user.email, phone: '' };

  const change = form.submit(async (v) => {
    await api('amendPassword', { new_password: v.password, auth_code: v.code.trim(), type: address.channel }, { announce: true });
    if (router.history.canGoBack()) router.history.back();
    else await router.navigate({ to: '/user', replace: true });
  });

  return (
    <AuthPage
      title={<Trans>Change password</Trans>}
      intro={
        <Trans>
          We send a verification code to <bdi className="num">{user.email}</bdi>.
        </Trans>
      }
    >
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={change}>
        <CodeField form={form} purpose={CodePurpose.RESET} address={address} />
        <NewPasswordFields form={form} label={<Trans>New password</Trans>} />
        <SubmitButton busy={form.busy}>
          <Trans>Change password</Trans>
        </SubmitButton>
      </form>
    </AuthPage>
  );
}
