import { useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../lib/http/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { showToast } from '../../ui/toast.ts';
import { afterSignInHref } from '../../lib/guards.ts';
import { signIn } from '../session/session-actions.ts';
import { useCaptcha, useCaptchaRequired } from './captcha.ts';
import { CodePurpose, codeTarget, sendCode } from './codes.ts';
import { AddressFields, bindAddressFields } from './form/AddressFields.tsx';
import { CaptchaField } from './form/CaptchaField.tsx';
import { ChannelTabs } from './form/ChannelTabs.tsx';
import { CodeField } from './form/CodeField.tsx';
import { NewPasswordFields } from './form/NewPasswordFields.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';
import { TextField } from './form/TextField.tsx';
import { usePrompt } from './prompts.ts';
import { useAreas } from './use-areas.ts';
import { useForm } from './use-form.ts';
import { checkRegister, normalizePhone, type Channel } from './validation.ts';
import './account.css';

/**
 * Register by email or mobile (SPEC.md sections 2 and 5): country or region (second entry by
 * default), a code sent to the address, a password twice, the image captcha when the site asks
 * for it, and the invite code of the link.
 */
export function RegisterScreen({ inviteCode, from }: { inviteCode?: string; from?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const [channel, setChannel] = useState<Channel>('email');
  const captchaNeeded = useCaptchaRequired();
  const captcha = useCaptcha(captchaNeeded);
  const [areaId, setAreaId] = useState('');
  const areaList = useAreas(areaId);
  const area = areaList.chosen;
  const form = useForm(
    { email: '', phone: '', code: '', password: '', rePassword: '', captcha: '', invite: inviteCode ?? '' },
    (v) => checkRegister({ channel, dialingCode: area?.global_code, captchaNeeded, ...v }),
  );
  const prompt = usePrompt(channel);
  const address = { channel, area, email: form.values.email, phone: form.values.phone };

  const register = form.submit(async (v) => {
    const phone = normalizePhone(v.phone);
    try {
      const reply = await api('register', {
        type: channel,
        area_id: area?.id,
        account: channel === 'email' ? v.email.trim() : phone,
        mobile: channel === 'mobile' ? phone : undefined,
        password: v.password,
        re_password: v.rePassword,
        invite_code: v.invite.trim() || undefined,
        sms_code: v.code.trim(),
        key: captchaNeeded ? v.captcha.trim() : undefined,
        captcha_id: captchaNeeded && typeof captcha.state === 'object' ? captcha.state.id : undefined,
      });
      signIn(reply);
      showToast(t`Welcome to Lotwise. Your account is ready.`, 'success');
      await router.navigate({ href: afterSignInHref(from), replace: true });
    } catch (error) {
      // The server checked (and so used up) the captcha: the next attempt needs a new one.
      if (captchaNeeded) {
        form.set('captcha', '');
        captcha.reload();
      }
      throw error;
    }
  });

  return (
    <div className="page">
      <PageHeader title={<Trans>Register</Trans>} />
      <div className="auth">
        <div className="auth-intro">
          <h2>
            <Trans>Open your account</Trans>
          </h2>
          <p>
            <Trans>It takes a minute. We send a code to confirm your address.</Trans>
          </p>
        </div>
        <ChannelTabs
          value={channel}
          label={t`Register with`}
          onChange={(next) => {
            setChannel(next);
            form.set('code', '');
            form.quiet();
          }}
        />
        <form ref={form.formRef} className="auth-form" noValidate onSubmit={register}>
          <AddressFields
            {...bindAddressFields(form, areaList, (next) => setAreaId(String(next.id)), channel, prompt)}
            areaAlways
            forNewAccount
          />
          <CodeField
            value={form.values.code}
            onValue={(value) => form.set('code', value)}
            error={prompt('code', form.problems.code)}
            target={codeTarget(address)}
            send={async () => {
              if (!form.checkFields(['area', 'email', 'phone'])) return false;
              await sendCode(CodePurpose.REGISTER, address);
              return true;
            }}
          />
          <NewPasswordFields
            password={form.values.password}
            onPassword={(value) => form.set('password', value)}
            rePassword={form.values.rePassword}
            onRePassword={(value) => form.set('rePassword', value)}
            problems={form.problems}
            prompt={prompt}
          />
          {captchaNeeded && (
            <CaptchaField
              state={captcha.state}
              onReload={captcha.reload}
              value={form.values.captcha}
              onValue={(value) => form.set('captcha', value)}
              error={prompt('captcha', form.problems.captcha)}
            />
          )}
          <TextField
            label={<Trans>Invite code (optional)</Trans>}
            value={form.values.invite}
            onValue={(value) => form.set('invite', value.toUpperCase())}
            placeholder={t`Enter the invite code`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
          />
          <SubmitButton busy={form.busy}>
            <Trans>Register</Trans>
          </SubmitButton>
        </form>
        <p className="auth-switch">
          <Trans>Already have an account?</Trans>
          <Link to="/login" search={{ from }} className="auth-link">
            <Trans>Log in</Trans>
          </Link>
        </p>
      </div>
    </div>
  );
}
