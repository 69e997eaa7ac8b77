import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { ResultCode } from '../../../contract/result.ts';
import { ApiError } from '../../lib/errors.ts';
import { api } from '../../lib/http/index.ts';
import { afterSignInHref } from '../../lib/guards.ts';
import { signIn } from '../session/session-actions.ts';
import { useCaptcha } from './captcha.ts';
import { useLoginPrefill } from './login-prefill.ts';
import { useForm } from './use-form.ts';
import { checkLogin, normalizePhone, type Channel } from './validation.ts';

/** The login form's state and its sending (LoginScreen.tsx); `from`: where a signed-in person goes back to. */
export function useLogin(from: string | undefined) {
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

  /** Another channel starts with an empty account field, not yet marked as missing. */
  const chooseChannel = (next: Channel) => {
    setChannel(next);
    form.set('account', '');
    form.quiet();
  };

  return { prefill, channel, chooseChannel, captchaNeeded, captcha, form, logIn };
}
