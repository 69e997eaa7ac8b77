import { z } from 'zod/mini';
import { decimalInput, decimalString, idInput, intIn } from './decimal.ts';
import { AccountDetail, Balance, Captcha, DemoReply, LedgerEntry, LoginReply, RealName, User, loginType } from './account.ts';
import { ChargeInfo, ChargeRecord, DrawCurrency, DrawMethod, DrawRecord, InviteInfo } from './funding.ts';
import { CopyTrader, FEEDBACK_CONTACT_MAX, FEEDBACK_MAX, LEGAL_KINDS, LegalDocument, News, Paged } from './content.ts';
import { Candle, Category, Instrument, PERIODS } from './market.ts';
import { Order, OrderList } from './orders.ts';
import { AreaCode, BasicInfo, Company, CompanyStatus } from './site.ts';
import { SUPPORT_TEXT_MAX, SupportHistory, SupportMessage, SupportUnread } from './support.ts';

/** Who may make a call: anyone, a logged-in user (demo included), or a real (non-demo) account. */
export type Access = 'guest' | 'session' | 'real';
/** Where the input travels: the query string, a form-encoded body, or a multipart body. */
export type Body = 'query' | 'form' | 'multipart';

export interface CallDef<I extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType> {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body: Body;
  input: I;
  /** Schema of the envelope's `data`. */
  output: O;
  access: Access;
  /** The app shows no error toast when this call fails (SPEC.md section 7). */
  silent?: boolean;
}

const call = <I extends z.ZodMiniType, O extends z.ZodMiniType>(def: CallDef<I, O>) => def;
const get = <I extends z.ZodMiniType, O extends z.ZodMiniType>(path: string, input: I, output: O, access: Access = 'guest') =>
  call({ method: 'GET', path, body: 'query', input, output, access });
const form = <I extends z.ZodMiniType, O extends z.ZodMiniType>(path: string, input: I, output: O, access: Access = 'guest') =>
  call({ method: 'POST', path, body: 'form', input, output, access });

const none = z.object({});
const done = z.null();
const page = z._default(intIn(1), 1);
const text = (max = 200) => z.string().check(z.trim(), z.maxLength(max));
const optionalText = (max = 200) => z.optional(text(max));
/** Text that must not be empty once trimmed (a name, a code, a picture's url). */
const filled = (max = 200) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const password = z.string().check(z.maxLength(200));
const optionalPrice = z.optional(z.union([z.literal(''), decimalInput]));
const optionalInt = z.optional(intIn(0));

const period = z.enum(PERIODS);
const forexId = idInput;

/**
 * Every call of SPEC.md section 7. The app's HTTP client and the server's handlers are both
 * typed from this table; paths, methods and parameter names are exactly the wire's.
 */
export const calls = {
  // Session and account
  userInfo: { ...get('/api/user/info', none, User, 'session'), silent: true },
  // captcha_id and key: required once the account had too many failed logins (CAPTCHA_REQUIRED).
  login: form(
    '/api/user/loginForU',
    z.object({ account: text(), password, login_type: loginType, captcha_id: optionalText(100), key: optionalText(100) }),
    LoginReply,
  ),
  /** Ends this session on the server; the token answers 999 from then on. */
  logout: form('/api/user/logout', none, done, 'session'),
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
  forgetPassword: form(
    '/api/user/forget_password',
    z.object({ type: loginType, account: text(), new_password: password, secondary_password: password, auth_code: text(12) }),
    done,
  ),
  amendPassword: form('/api/user/amend_password', z.object({ new_password: password, auth_code: text(12), type: loginType }), done, 'real'),
  /** type 3 (money): needs a session; the code goes to the account's own email, whatever `to` says. */
  sendEmail: form('/api/notify/send_email', z.object({ to: text(), area_id: optionalInt, type: intIn(1, 3) }), done),
  /** type 3 (money): needs a session; the code goes to the account's own phone, whatever `to` and `area_id` say. */
  sendSms: form('/api/notify/send_sms', z.object({ to: text(), area_id: z._default(intIn(0), 0), type: intIn(1, 3) }), done),
  areaList: get('/api/default/area_list', none, z.array(AreaCode)),
  setting: get('/api/default/setting', z.object({ key: text(60) }), z.object({ key: z.string(), value: z.string() })),
  captcha: get('/api/captcha', none, Captcha),
  realName: form(
    '/api/user_real/real_name',
    // country: ISO 3166 alpha-2 code of the country of residence (EXCLUDED_COUNTRIES are refused).
    z.object({ name: filled(100), card_id: filled(60), country: z.string().check(z.trim(), z.length(2)), front_pic: filled(500), reverse_pic: filled(500) }),
    done,
    'real',
  ),
  realNameCenter: get('/api/user_real/center', none, RealName, 'real'),
  /** One picture (JPEG, PNG or WebP, at most 10 MB) as the multipart field `file`; the url is served only to its owner (with the token) and the operator. */
  imageUpload: call({ method: 'POST', path: '/api/common/image_upload', body: 'multipart', input: none, output: z.object({ url: z.string() }), access: 'real' }),
  /** The invite code, the register link's path and how many accounts registered with it. */
  invite: get('/api/user/invite', none, InviteInfo, 'real'),

  // Site
  basicInfo: get('/api/basicSet/getBasicInfo', none, BasicInfo),
  companyStatus: get('/api/company/getCompanyStatus', none, CompanyStatus),
  company: get('/api/company/getCompany', z.object({ name: z._default(text(100), '') }), z.array(Company)),
  newsList: get('/api/news/list', z.object({ category_id: z._default(intIn(0), 1), page }), Paged(News)),
  newsInfo: get('/api/news/info', z.object({ id: idInput }), News),
  /** Terms of service, privacy policy or risk disclosure, in the reader's language (not in SPEC.md; issue 10). */
  legalDocument: get('/api/legal/document', z.object({ kind: z.enum(LEGAL_KINDS) }), LegalDocument),
  /** A feedback message (not in SPEC.md, where /feedback is a placeholder; issue 10). Length checked by the server. */
  feedback: form('/api/feedback/submit', z.object({ content: z.string().check(z.trim(), z.maxLength(FEEDBACK_MAX * 2)), contact: optionalText(FEEDBACK_CONTACT_MAX) }), done),

  // Support chat (not in SPEC.md; issue 10 item 4): the logged-in user's thread with the operators, demo included.
  /** A page of the thread, oldest first; `before`: the id of the oldest message shown (absent: the newest page). */
  supportHistory: get('/api/support/history', z.object({ before: z.optional(idInput) }), SupportHistory, 'session'),
  /** A text (1 to SUPPORT_TEXT_MAX characters, checked by the server) or the url of one of the user's own pictures. */
  supportSend: form('/api/support/send', z.object({ text: z._default(z.string().check(z.trim(), z.maxLength(SUPPORT_TEXT_MAX * 2)), ''), image: optionalText(500) }), SupportMessage, 'session'),
  /** Marks the operators' replies read. */
  supportRead: { ...form('/api/support/read', none, done, 'session'), silent: true },
  /** Operator replies the user has not read yet (the badge). */
  supportUnread: { ...get('/api/support/unread', none, SupportUnread, 'session'), silent: true },

  // Trading
  tradeList: get('/v1/api/forex/trade_list', z.object({ searchCurrency: z._default(text(40), '') }), z.array(Instrument)),
  categories: get('/v1/api/forex/getCategories', none, z.array(Category)),
  abbreviatedKline: get('/v1/api/forex/abbreviated_cache_kline', z.object({ forex_id: forexId, period: z._default(period, '60min') }), z.array(Candle)),
  kline: get('/v1/api/forex/kline', z.object({ forex_id: forexId, period }), z.array(Candle)),
  submit: get(
    '/v1/api/forex/submit',
    z.object({
      type: intIn(1, 2),
      cont: decimalInput,
      forex_id: forexId,
      status: intIn(0, 1),
      target_price: optionalPrice,
      stop_loss_price: optionalPrice,
      target_profit_price: optionalPrice,
      multiple: intIn(1),
      /** Optional, chosen by the client per order: the same key again returns the first order, never a second. */
      client_key: optionalText(100),
    }),
    Order,
    'session',
  ),
  myDeal: get('/v1/api/forex/my_deal', z.object({ status: intIn(0, 3), page }), OrderList, 'session'),
  /** cont: lots to close (a partial close); the whole position when absent. */
  close: get('/v1/api/forex/close', z.object({ id: idInput, cont: z.optional(z.union([z.literal(''), decimalInput])) }), Order, 'session'),
  cancelTrade: get('/v1/api/forex/cancel_trade', z.object({ id: idInput }), Order, 'session'),
  setStopPrice: get('/v1/api/forex/set_stop_price', z.object({ id: idInput, target_profit_price: optionalPrice, stop_loss_price: optionalPrice }), Order, 'session'),
  followList: get('/api/follow/list', z.object({ page }), Paged(CopyTrader)),
  resetDemo: get('/v1/api/main/user/resetForexDemoAccount', none, Balance, 'session'),

  // Money
  getBalance: get('/v1/api/main/wallet/getBalance', none, Balance, 'session'),
  forexDetail: get('/v1/api/main/account/forexDetail', none, AccountDetail, 'session'),
  forexChange: get('/v1/api/main/accountLog/forexChange', z.object({ page }), Paged(LedgerEntry), 'session'),
  chargeInfo: get('/api/quickCharge/info', none, ChargeInfo, 'real'),
  chargeSubmit: get('/api/quickCharge/submit', z.object({ number: decimalInput, proofImg: filled(500), address: filled(200), charge_id: idInput }), done, 'real'),
  wireSubmit: get('/api/quickCharge/wire_submit', z.object({ number: decimalInput, proofImg: filled(500), wire_id: idInput }), done, 'real'),
  chargeList: get('/api/quickCharge/quick_ist', z.object({ type: intIn(0, 1), page }), Paged(ChargeRecord), 'real'),
  drawSymbolList: get('/api/account/draw_symbol_list', z.object({ type: intIn(1, 2) }), z.array(DrawCurrency), 'real'),
  /** auth_code: a type 3 code sent by send_email or send_sms to the account's own address. */
  draw: form('/api/account/draw', z.object({ draw_currency_id: idInput, number: decimalInput, memo: optionalText(200), draw_method_id: idInput, auth_code: filled(12) }), done, 'real'),
  drawList: get('/api/account/draw_list', z.object({ type: intIn(1, 2), page }), Paged(DrawRecord), 'real'),
  getDrawMethod: get('/api/wallet/get_draw_method', z.object({ draw_type: intIn(1, 2), draw_id: optionalInt }), z.array(DrawMethod), 'real'),
  bindDrawMethod: form(
    '/api/wallet/bind_draw_method',
    z.object({
      type: intIn(1, 2),
      draw_id: idInput,
      dc_address: optionalText(200),
      bank_name: optionalText(120),
      bank_address: optionalText(200),
      bank_swift: optionalText(20),
      payee_name: optionalText(120),
      payee_account: optionalText(60),
      /** A type 3 code sent by send_email or send_sms to the account's own address. */
      auth_code: filled(12),
    }),
    done,
    'real',
  ),
  delDrawMethod: form('/api/wallet/del_draw_method', z.object({ id: idInput }), done, 'real'),
} satisfies Record<string, CallDef>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallInput<K extends CallName> = z.input<Calls[K]['input']>;
export type CallParsedInput<K extends CallName> = z.output<Calls[K]['input']>;
/** What a handler returns (numbers allowed where the wire carries decimal strings). */
export type CallResult<K extends CallName> = z.input<Calls[K]['output']>;
/** What the app receives after the envelope is unwrapped. */
export type CallData<K extends CallName> = z.output<Calls[K]['output']>;

export { decimalString };
