import { useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { LEGAL_VERSION } from '../../../contract/content.ts';
import { TermsConsent } from '../legal/TermsConsent.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../lib/http/index.ts';
import { showToast } from '../../ui/toast.ts';
import { afterSignInHref } from '../../lib/guards.ts';
import { signIn } from '../session/session-actions.ts';
import { AuthPage, LogInInstead } from './AuthPage.tsx';
import { useCaptcha, useCaptchaRequired } from './captcha.ts';
import { CodePurpose } from './code-address.ts';
import { AddressCodeFields } from './form/AddressCodeFields.tsx';
import { CaptchaField } from './form/CaptchaField.tsx';
import { NewPasswordFields } from './form/NewPasswordFields.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';
import { TextField } from './form/TextField.tsx';
import { useCodeChannel } from './form/use-code-channel.ts';
import { useForm } from './use-form.ts';
import { checkRegister, normalizePhone } from './validation.ts';

/**
 * Register by email or mobile (SPEC.md sections 2 and 5): country or region (of residence for an
 * email; none chosen at first, so nobody registers under a country they did not pick, and the
 * form asks for it), a code sent to the address, a password twice, the image captcha when the
 * site asks for it, and the invite code of the link.
 */
export function RegisterScreen({ inviteCode, from }: { inviteCode?: string; from?: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const captchaNeeded = useCaptchaRequired();
  const captcha = useCaptcha(captchaNeeded);
  const via = useCodeChannel({ preselectArea: false });
  const { channel, area } = via;
  const form = useForm({ email: '', phone: '', code: '', password: '', rePassword: '', captcha: '', invite: inviteCode ?? '' }, (v) =>
    checkRegister({ channel, dialingCode: area?.global_code, captchaNeeded, ...v }),
  );

  // The documents must be accepted (issue 10); the server refuses a registration without them too.
  const [accepted, setAccepted] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);

  const submitForm = form.submit(async (v) => {
    // The fields are valid here; without the consent the form stays, its message shown.
    if (!accepted) return;
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
        accept_terms: LEGAL_VERSION,
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

  // The fields' prompts and the consent's message show together on one attempt.
  const register = (event: FormEvent<HTMLFormElement>) => {
    if (!accepted) setConsentMissing(true);
    submitForm(event);
  };

  return (
    <AuthPage title={<Trans>Register</Trans>} heading={<Trans>Open your account</Trans>} intro={<Trans>It takes a minute. We send a code to confirm your address.</Trans>}>
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={register}>
        <AddressCodeFields via={via} form={form} purpose={CodePurpose.REGISTER} />
        <NewPasswordFields form={form} />
        {captchaNeeded && <CaptchaField state={captcha.state} onReload={captcha.reload} {...form.field('captcha')} />}
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
        <TermsConsent
          checked={accepted}
          error={consentMissing && !accepted}
          onChange={(checked) => {
            setAccepted(checked);
            if (checked) setConsentMissing(false);
          }}
        />
        <SubmitButton busy={form.busy}>
          <Trans>Register</Trans>
        </SubmitButton>
      </form>
      <LogInInstead question={<Trans>Already have an account?</Trans>} from={from} />
    </AuthPage>
  );
}
