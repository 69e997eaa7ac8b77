// The account: log in, register, passwords, codes, verification, invite.
// Paths, methods and parameter names exactly as SPEC.md section 7 has them; calls.ts joins
// every domain's table into the one table the server registers.
import { z } from 'zod/mini';
import { intIn } from '../decimal.ts';
import { Captcha, DemoReply, LoginReply, RealName, loginType } from '../account.ts';
import { InviteInfo } from '../funding.ts';
import { call, get, form, none, done, text, optionalText, filled, personText, password, optionalInt, type CallDef } from '../call-def.ts';
import { lazyCalls } from '../lazy-calls.ts';

export const accountCalls = lazyCalls(
  () =>
    ({
      // captcha_id and key: required once the account had too many failed logins (CAPTCHA_REQUIRED).
      login: form('/api/user/loginForU', z.object({ account: text(), password, login_type: loginType, captcha_id: optionalText(100), key: optionalText(100) }), LoginReply),
      createDemo: get('/api/user/createAccountDemoForU', z.object({ demo_id: optionalText(100) }), DemoReply),
      register: form(
        '/api/user/register',
        z.object({
          type: loginType,
          area_id: optionalInt,
          account: text(),
          password,
          re_password: password,
          invite_code: optionalText(40),
          sms_code: text(12),
          key: optionalText(100),
          captcha_id: optionalText(100),
          mobile: optionalText(40),
          /** The LEGAL_VERSION of the terms, privacy policy and risk disclosure the person accepted. */
          accept_terms: optionalText(40),
        }),
        LoginReply,
      ),
      forgetPassword: form('/api/user/forget_password', z.object({ type: loginType, account: text(), new_password: password, secondary_password: password, auth_code: text(12) }), done),
      amendPassword: form('/api/user/amend_password', z.object({ new_password: password, auth_code: text(12), type: loginType }), done, 'real'),
      /** type 3 (money): needs a session; the code goes to the account's own email, whatever `to` says. */
      sendEmail: form('/api/notify/send_email', z.object({ to: text(), area_id: optionalInt, type: intIn(1, 3) }), done),
      /** type 3 (money): needs a session; the code goes to the account's own phone, whatever `to` and `area_id` say. */
      sendSms: form('/api/notify/send_sms', z.object({ to: text(), area_id: z._default(intIn(0), 0), type: intIn(1, 3) }), done),
      captcha: get('/api/captcha', none, Captcha),
      realName: form(
        '/api/user_real/real_name',
        // country: ISO 3166 alpha-2 code of the country of residence, one the server lists (area codes);
        // EXCLUDED_COUNTRIES are refused.
        z.object({ name: personText(100), card_id: personText(60), country: z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/)), front_pic: filled(500), reverse_pic: filled(500) }),
        done,
        'real',
      ),
      realNameCenter: get('/api/user_real/center', none, RealName, 'real'),
      /** One picture (JPEG, PNG or WebP, at most 10 MB) as the multipart field `file`; the url is served only to its owner (with the token) and the operator. */
      imageUpload: call({ method: 'POST', path: '/api/common/image_upload', body: 'multipart', input: none, output: z.object({ url: z.string() }), access: 'real' }),
      /** The invite code, the register link's path and how many accounts registered with it. */
      invite: get('/api/user/invite', none, InviteInfo, 'real'),
    }) satisfies Record<string, CallDef>,
);
