// The image captcha of registration (SPEC.md sections 3 and 5): required when the site's
// verify_reg_type is 2. Each captcha can be checked once, right or wrong, so the screen asks
// for a new one after every refused attempt.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/errors.ts';
import { api } from '../../lib/http/index.ts';
import { showToast } from '../../ui/toast.ts';
import { useBasicInfoQuery } from '../site/queries.ts';

export const VERIFY_REG_CAPTCHA = 2;

/** Whether registration needs the image captcha: yes unless the site says otherwise (a server that does not need it ignores it). */
export function useCaptchaRequired(): boolean {
  const info = useBasicInfoQuery().data;
  return info ? info.verify_reg_type === VERIFY_REG_CAPTCHA : true;
}

export type CaptchaState = { id: string; image: string } | 'loading' | 'failed';

/** The current captcha and a way to get a new one; answers to older requests are dropped. */
export function useCaptcha(enabled: boolean) {
  const [state, setState] = useState<CaptchaState>('loading');
  const latest = useRef(0);
  const reload = useCallback(() => {
    const ask = ++latest.current;
    setState('loading');
    api('captcha', {}, { silent: true }).then(
      (captcha) => {
        if (ask === latest.current) setState({ id: captcha.id, image: captcha.b64s });
      },
      (error: unknown) => {
        if (ask !== latest.current) return;
        setState('failed');
        // The server refused (too many pictures from this network): its message says how long to
        // wait. A lost connection needs no toast: the Reload button in the field says enough.
        if (error instanceof ApiError && error.message) showToast(error.message, 'error');
      },
    );
  }, []);
  useEffect(() => {
    if (enabled) reload();
  }, [enabled, reload]);
  return { state, reload };
}
