import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { LoginReasonBanner } from '../session/LoginReasonBanner.tsx';
import type { LoginReason } from '../session/login-reason.ts';
import { DemoEntry } from './DemoEntry.tsx';
import { CaptchaField } from './form/CaptchaField.tsx';
import { EmailField, PhoneField } from './form/AddressInputs.tsx';
import { ChannelTabs } from './form/ChannelTabs.tsx';
import { PasswordField } from './form/PasswordField.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';
import { useLogin } from './use-login.ts';
import './account.css';

/**
 * Log in with email or phone and password (SPEC.md sections 4 and 5), then back to `from`.
 * A wrong password, or too many of them, is the server's message, shown as a toast. After too
 * many failed logins to one account the server also wants the image code (CAPTCHA_REQUIRED):
 * the field appears then, and each try uses up its picture.
 */
export function LoginScreen({ from, reason }: { from?: string; reason?: LoginReason }) {
  const { t } = useLingui();
  const { prefill, channel, chooseChannel, captchaNeeded, captcha, form, logIn } = useLogin(from);

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
        <ChannelTabs value={channel} label={t`Log in with`} onChange={chooseChannel} />
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
