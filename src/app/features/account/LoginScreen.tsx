import { useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ResultCode } from '../../../contract/result.ts';
import { ApiError } from '../../lib/errors.ts';
import { api } from '../../lib/http/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { afterSignInHref } from '../../lib/guards.ts';
import { LoginReasonBanner } from '../session/LoginReasonBanner.tsx';
import type { LoginReason } from '../session/login-reason.ts';
import { signIn } from '../session/session-actions.ts';
import { useCaptcha } from './captcha.ts';
import { DemoEntry } from './DemoEntry.tsx';
import { CaptchaField } from './form/CaptchaField.tsx';
import { EmailField, PhoneField } from './form/AddressInputs.tsx';
import { ChannelTabs } from './form/ChannelTabs.tsx';
import { PasswordField } from './form/PasswordField.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';
import { useLoginPrefill } from './login-prefill.ts';
import { useForm } from './use-form.ts';
import { checkLogin, normalizePhone, type Channel } from './validation.ts';
import './account.css';

/**
 * Log in with email or phone and password (SPEC.md sections 4 and 5), then back to `from`.
 * A wrong password, or too many of them, is the server's message, shown as a toast. After too
 * many failed logins to one account the server also wants the image code (CAPTCHA_REQUIRED):
 * the field appears then, and each try uses up its picture.
 */
export function LoginScreen({ from, reason }: { from?: string; reason?: LoginReason }) {
  const { t } = useLingui();
  const router = useRouter();
  const prefill = useLoginPrefill();
  const [channel, setChannel] = useState<Channel>(prefill.channel);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const captcha = useCaptcha(captchaNeeded);
  const form = useForm({ account: prefill.account, password: '', captcha: '' }, (v) => checkLogin({ channel, captchaNeeded, ...v }), channel);

  const logIn = form.submit(async ({ account, password, captcha: key }) => {
    try {
      const reply = await api('login', {
        account: channel === 'mobile' ? normalizePhone(account) : account.trim(),
        password,
        login_type: channel,
        captcha_id: captchaNeeded && typeof captcha.state === 'object' ? captcha.state.id : undefined,
        key: captchaNeeded ? key.trim() : undefined,
      });
      signIn(reply);
      await router.navigate({ href: afterSignInHref(from), replace: true });
    } catch (error) {
      // A captcha is used up by the try, right or wrong: a new picture for the next one.
      if (captchaNeeded) {
        form.set('captcha', '');
        captcha.reload();
      }
      // The first time, the field appears (and loads its picture), not yet marked as missing;
      // the toast says why it is there.
      if (!captchaNeeded && error instanceof ApiError && error.code === ResultCode.CAPTCHA_REQUIRED) {
        setCaptchaNeeded(true);
        form.quiet();
      }
      throw error;
    }
  });

  return (
    <div className="page">
      <PageHeader title={<Trans>Log in</Trans>} />
      <div className="auth">
        <LoginReasonBanner reason={reason} />
        <div className="auth-intro">
          <h2>
            <Trans>Welcome back</Trans>
          </h2>
          <p>
            <Trans>Log in to trade, follow your orders and manage your funds.</Trans>
          </p>
        </div>
        <ChannelTabs
          value={channel}
          label={t`Log in with`}
          onChange={(next) => {
            setChannel(next);
            form.set('account', '');
            form.quiet();
          }}
        />
        <form ref={form.formRef} className="auth-form" noValidate onSubmit={logIn}>
          {channel === 'email' ? <EmailField key="email" {...form.field('account')} /> : <PhoneField key="mobile" {...form.field('account')} />}
          <PasswordField
            label={<Trans>Password</Trans>}
            {...form.field('password')}
            autoComplete="current-password"
            // After a reset the account is filled in: what is left to type is the new password.
            autoFocus={prefill.account !== ''}
          />
          {captchaNeeded && <CaptchaField state={captcha.state} onReload={captcha.reload} {...form.field('captcha')} />}
          <div className="auth-row">
            <Link to="/forgot" search={{ from }} className="auth-link">
              <Trans>Forgot password?</Trans>
            </Link>
          </div>
          <SubmitButton busy={form.busy}>
            <Trans>Log in</Trans>
          </SubmitButton>
        </form>
        <p className="auth-switch">
          <Trans>No account yet?</Trans>
          <Link to="/register" search={{ from }} className="auth-link">
            <Trans>Register</Trans>
          </Link>
        </p>
        <div className="auth-or">
          <Trans>or</Trans>
        </div>
        <DemoEntry from={from} />
      </div>
    </div>
  );
}
