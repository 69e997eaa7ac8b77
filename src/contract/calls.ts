import { z } from 'zod';
import { decimalInput, decimalString, idInput } from './decimal.ts';
import { AccountDetail, Balance, Captcha, DemoReply, LedgerEntry, LoginReply, RealName, User, loginType } from './account.ts';
import { ChargeInfo, ChargeRecord, DrawCurrency, DrawMethod, DrawRecord } from './funding.ts';
import { CopyTrader, News, Paged } from './content.ts';
import { Candle, Category, Instrument, PERIODS } from './market.ts';
import { Order, OrderList } from './orders.ts';
import { AreaCode, BasicInfo, Company, CompanyStatus } from './site.ts';

/** Who may make a call: anyone, a logged-in user (demo included), or a real (non-demo) account. */
export type Access = 'guest' | 'session' | 'real';
/** Where the input travels: the query string, a form-encoded body, or a multipart body. */
export type Body = 'query' | 'form' | 'multipart';

export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
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

const call = <I extends z.ZodType, O extends z.ZodType>(def: CallDef<I, O>) => def;
const get = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, access: Access = 'guest') =>
  call({ method: 'GET', path, body: 'query', input, output, access });
const form = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, access: Access = 'guest') =>
  call({ method: 'POST', path, body: 'form', input, output, access });

const none = z.object({});
const done = z.null();
const page = z.coerce.number().int().positive().default(1);
const text = (max = 200) => z.string().trim().max(max);
const optionalPrice = z.union([z.literal(''), decimalInput]).optional();

const period = z.enum(PERIODS);
const forexId = idInput;

/**
 * Every call of SPEC.md section 7. The app's HTTP client and the server's handlers are both
 * typed from this table; paths, methods and parameter names are exactly the wire's.
 */
export const calls = {
  // Session and account
  userInfo: { ...get('/api/user/info', none, User, 'session'), silent: true },
  login: form('/api/user/loginForU', z.object({ account: text(), password: z.string().max(200), login_type: loginType }), LoginReply),
  createDemo: get('/api/user/createAccountDemoForU', z.object({ demo_id: text(100).optional() }), DemoReply),
  register: form(
    '/api/user/register',
    z.object({
      type: loginType,
      area_id: z.coerce.number().int().optional(),
      account: text(),
      password: z.string().max(200),
      re_password: z.string().max(200),
      invite_code: text(40).optional(),
      sms_code: text(12),
      key: text(100).optional(),
      captcha_id: text(100).optional(),
      mobile: text(40).optional(),
    }),
    LoginReply,
  ),
  forgetPassword: form(
    '/api/user/forget_password',
    z.object({ type: loginType, account: text(), new_password: z.string().max(200), secondary_password: z.string().max(200), auth_code: text(12) }),
    done,
  ),
  amendPassword: form('/api/user/amend_password', z.object({ new_password: z.string().max(200), auth_code: text(12), type: loginType }), done, 'real'),
  sendEmail: form('/api/notify/send_email', z.object({ to: text(), area_id: z.coerce.number().int().optional(), type: z.coerce.number().int().min(1).max(2) }), done),
  sendSms: form('/api/notify/send_sms', z.object({ to: text(), area_id: z.coerce.number().int(), type: z.coerce.number().int().min(1).max(2) }), done),
  areaList: get('/api/default/area_list', none, z.array(AreaCode)),
  setting: get('/api/default/setting', z.object({ key: text(60) }), z.object({ key: z.string(), value: z.string() })),
  captcha: get('/api/captcha', none, Captcha),
  realName: form(
    '/api/user_real/real_name',
    z.object({ name: text(100), card_id: text(60), front_pic: text(500), reverse_pic: text(500) }),
    done,
    'real',
  ),
  realNameCenter: get('/api/user_real/center', none, RealName, 'real'),
  imageUpload: call({ method: 'POST', path: '/api/common/image_upload', body: 'multipart', input: none, output: z.object({ url: z.string() }), access: 'session' }),

  // Site
  basicInfo: get('/api/basicSet/getBasicInfo', none, BasicInfo),
  companyStatus: get('/api/company/getCompanyStatus', none, CompanyStatus),
  company: get('/api/company/getCompany', z.object({ name: text(100).default('') }), z.array(Company)),
  newsList: get('/api/news/list', z.object({ category_id: z.coerce.number().int().default(1), page }), Paged(News)),
  newsInfo: get('/api/news/info', z.object({ id: idInput }), News),

  // Trading
  tradeList: get('/v1/api/forex/trade_list', z.object({ searchCurrency: text(40).default('') }), z.array(Instrument)),
  categories: get('/v1/api/forex/getCategories', none, z.array(Category)),
  abbreviatedKline: get('/v1/api/forex/abbreviated_cache_kline', z.object({ forex_id: forexId, period: period.default('60min') }), z.array(Candle)),
  kline: get('/v1/api/forex/kline', z.object({ forex_id: forexId, period }), z.array(Candle)),
  submit: get(
    '/v1/api/forex/submit',
    z.object({
      type: z.coerce.number().int().min(1).max(2),
      cont: decimalInput,
      forex_id: forexId,
      status: z.coerce.number().int().min(0).max(1),
      target_price: optionalPrice,
      stop_loss_price: optionalPrice,
      target_profit_price: optionalPrice,
      multiple: z.coerce.number().int().positive(),
    }),
    Order,
    'session',
  ),
  myDeal: get('/v1/api/forex/my_deal', z.object({ status: z.coerce.number().int(), page }), OrderList, 'session'),
  close: get('/v1/api/forex/close', z.object({ id: idInput }), Order, 'session'),
  cancelTrade: get('/v1/api/forex/cancel_trade', z.object({ id: idInput }), Order, 'session'),
  setStopPrice: get('/v1/api/forex/set_stop_price', z.object({ id: idInput, target_profit_price: optionalPrice, stop_loss_price: optionalPrice }), Order, 'session'),
  followList: get('/api/follow/list', z.object({ page }), Paged(CopyTrader)),
  resetDemo: get('/v1/api/main/user/resetForexDemoAccount', none, Balance, 'session'),

  // Money
  getBalance: get('/v1/api/main/wallet/getBalance', none, Balance, 'session'),
  forexDetail: get('/v1/api/main/account/forexDetail', none, AccountDetail, 'session'),
  forexChange: get('/v1/api/main/accountLog/forexChange', z.object({ page }), Paged(LedgerEntry), 'session'),
  chargeInfo: get('/api/quickCharge/info', none, ChargeInfo, 'real'),
  chargeSubmit: get('/api/quickCharge/submit', z.object({ number: decimalInput, proofImg: text(500), address: text(200), charge_id: idInput }), done, 'real'),
  wireSubmit: get('/api/quickCharge/wire_submit', z.object({ number: decimalInput, proofImg: text(500), wire_id: idInput }), done, 'real'),
  chargeList: get('/api/quickCharge/quick_ist', z.object({ type: z.coerce.number().int().min(0).max(1), page }), Paged(ChargeRecord), 'real'),
  drawSymbolList: get('/api/account/draw_symbol_list', z.object({ type: z.coerce.number().int().min(1).max(2) }), z.array(DrawCurrency), 'real'),
  draw: form('/api/account/draw', z.object({ draw_currency_id: idInput, number: decimalInput, memo: text(200).optional(), draw_method_id: idInput }), done, 'real'),
  drawList: get('/api/account/draw_list', z.object({ type: z.coerce.number().int().min(1).max(2), page }), Paged(DrawRecord), 'real'),
  getDrawMethod: get('/api/wallet/get_draw_method', z.object({ draw_type: z.coerce.number().int().min(1).max(2), draw_id: z.coerce.number().int().optional() }), z.array(DrawMethod), 'real'),
  bindDrawMethod: form(
    '/api/wallet/bind_draw_method',
    z.object({
      type: z.coerce.number().int().min(1).max(2),
      draw_id: idInput,
      dc_address: text(200).optional(),
      bank_name: text(120).optional(),
      bank_address: text(200).optional(),
      bank_swift: text(20).optional(),
      payee_name: text(120).optional(),
      payee_account: text(60).optional(),
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
