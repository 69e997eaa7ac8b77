import { useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../lib/http/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CodePurpose, codeTarget, sendCode } from './codes.ts';
import { AddressFields, bindAddressFields } from './form/AddressFields.tsx';
import { ChannelTabs } from './form/ChannelTabs.tsx';
import { CodeField } from './form/CodeField.tsx';
import { NewPasswordFields } from './form/NewPasswordFields.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';
import { usePrompt } from './prompts.ts';
import { useAreas } from './use-areas.ts';
import { useForm } from './use-form.ts';
import { checkForgot, normalizePhone, type Channel } from './validation.ts';
import './account.css';

/**
 * Forgot password (SPEC.md sections 5 and 7): a reset code (type 2) to the email or phone of
 * the account, then a new password twice. The server's 'password changed' is shown, and the
 * person logs in again with the new password.
 */
export function ForgotScreen({ from }: { from?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const [channel, setChannel] = useState<Channel>('email');
  const [areaId, setAreaId] = useState('');
  const areaList = useAreas(areaId);
  const area = areaList.chosen;
  const form = useForm({ email: '', phone: '', code: '', password: '', rePassword: '' }, (v) =>
    checkForgot({ channel, dialingCode: area?.global_code, ...v }),
  );
  const prompt = usePrompt(channel);
  const address = { channel, area, email: form.values.email, phone: form.values.phone };

  const reset = form.submit(async (v) => {
    await api(
      'forgetPassword',
      {
        type: channel,
        account: channel === 'email' ? v.email.trim() : normalizePhone(v.phone),
        new_password: v.password,
        secondary_password: v.rePassword,
        auth_code: v.code.trim(),
      },
      { announce: true },
    );
    await router.navigate({ to: '/login', search: { from }, replace: true });
  });

  return (
    <div className="page">
      <PageHeader title={<Trans>Forgot password</Trans>} />
      <div className="auth">
        <div className="auth-intro">
          <p>
            <Trans>We send a code to the email or phone of your account. Then choose a new password.</Trans>
          </p>
        </div>
        <ChannelTabs
          value={channel}
          label={t`Reset with`}
          onChange={(next) => {
            setChannel(next);
            form.set('code', '');
            form.quiet();
          }}
        />
        <form ref={form.formRef} className="auth-form" noValidate onSubmit={reset}>
          <AddressFields
            {...bindAddressFields(form, areaList, (next) => setAreaId(String(next.id)), channel, prompt)}
          />
          <CodeField
            value={form.values.code}
            onValue={(value) => form.set('code', value)}
            error={prompt('code', form.problems.code)}
            target={codeTarget(address)}
            send={async () => {
              if (!form.checkFields(channel === 'email' ? ['email'] : ['area', 'phone'])) return false;
              await sendCode(CodePurpose.RESET, address);
              return true;
            }}
          />
          <NewPasswordFields
            label={<Trans>New password</Trans>}
            password={form.values.password}
            onPassword={(value) => form.set('password', value)}
            rePassword={form.values.rePassword}
            onRePassword={(value) => form.set('rePassword', value)}
            problems={form.problems}
            prompt={prompt}
          />
          <SubmitButton busy={form.busy}>
            <Trans>Reset password</Trans>
          </SubmitButton>
        </form>
        <p className="auth-switch">
          <Trans>Remembered it?</Trans>
          <Link to="/login" search={{ from }} className="auth-link">
            <Trans>Log in</Trans>
          </Link>
        </p>
      </div>
    </div>
  );
}
