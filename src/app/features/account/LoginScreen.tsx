import { useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../lib/http/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { afterSignInHref } from '../../lib/guards.ts';
import { LoginReasonBanner } from '../session/LoginReasonBanner.tsx';
import type { LoginReason } from '../session/login-reason.ts';
import { signIn } from '../session/session-actions.ts';
import { DemoEntry } from './DemoEntry.tsx';
import { ChannelTabs } from './form/ChannelTabs.tsx';
import { PasswordField } from './form/PasswordField.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';
import { TextField } from './form/TextField.tsx';
import { usePrompt } from './prompts.ts';
import { useForm } from './use-form.ts';
import { checkLogin, normalizePhone, type Channel } from './validation.ts';
import './account.css';

/**
 * Log in with email or phone and password (SPEC.md sections 4 and 5), then back to `from`.
 * A wrong password, or too many of them, is the server's message, shown as a toast.
 */
export function LoginScreen({ from, reason }: { from?: string; reason?: LoginReason }) {
  const { t } = useLingui();
  const router = useRouter();
  const [channel, setChannel] = useState<Channel>('email');
  const form = useForm({ account: '', password: '' }, (v) => checkLogin({ channel, ...v }));
  const prompt = usePrompt(channel);

  const logIn = form.submit(async ({ account, password }) => {
    const reply = await api('login', {
      account: channel === 'mobile' ? normalizePhone(account) : account.trim(),
      password,
      login_type: channel,
    });
    signIn(reply);
    await router.navigate({ href: afterSignInHref(from), replace: true });
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
          {channel === 'email' ? (
            <TextField
              key="email"
              label={<Trans>Email address</Trans>}
              value={form.values.account}
              onValue={(value) => form.set('account', value)}
              error={prompt('account', form.problems.account)}
              type="email"
              dir="ltr"
              inputMode="email"
              autoComplete="username email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="name@example.com"
            />
          ) : (
            <TextField
              key="mobile"
              label={<Trans>Phone number</Trans>}
              value={form.values.account}
              onValue={(value) => form.set('account', value)}
              error={prompt('account', form.problems.account)}
              type="tel"
              dir="ltr"
              inputMode="tel"
              autoComplete="username tel-national"
              placeholder={t`Phone number without country code`}
            />
          )}
          <PasswordField
            label={<Trans>Password</Trans>}
            value={form.values.password}
            onValue={(value) => form.set('password', value)}
            error={prompt('password', form.problems.password)}
            autoComplete="current-password"
          />
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
