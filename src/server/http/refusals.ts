import { ResultCode, type ResultCodeValue } from '../../contract/index.ts';
import * as errors from '../errors.ts';
import { m, type MessageDescriptor } from '../i18n/messages.ts';
import type { Translate } from '../i18n/translate.ts';

type Named = Exclude<keyof typeof errors, 'DomainError'>;
type ErrorOf<N extends Named> = InstanceType<(typeof errors)[N]>;

interface Refusal<E> {
  code: ResultCodeValue;
  /** The text, or a choice of texts by the error's fields; the fields are its values. */
  message: MessageDescriptor | ((error: E) => MessageDescriptor);
}

const REFUSED = ResultCode.REFUSED;
const PENDING_TYPE_WRONG_SIDE = { buy_limit: m.buyLimitWrongSide, buy_stop: m.buyStopWrongSide, sell_limit: m.sellLimitWrongSide, sell_stop: m.sellStopWrongSide };
const RATE_LIMITED = ResultCode.RATE_LIMITED;

/**
 * The one place that says what the person reads for each domain error, and with which result
 * code. Typed over every class errors.ts exports, so a new class does not compile without
 * its line here.
 */
const REFUSALS: { [N in Named]: Refusal<ErrorOf<N>> } = {
  CodeInvalid: { code: REFUSED, message: m.codeInvalid },
  CodeTooSoon: { code: RATE_LIMITED, message: m.codeTooSoon },
  RateLimited: { code: RATE_LIMITED, message: (e) => (e.fields.of === 'logins' ? m.tooManyLogins : m.tooManyCodes) },
  WrongCredentials: { code: REFUSED, message: m.wrongCredentials },
  CaptchaInvalid: { code: REFUSED, message: m.captchaInvalid },
  // Its own code: the login screen shows the captcha field when it reads it.
  CaptchaRequired: { code: ResultCode.CAPTCHA_REQUIRED, message: (e) => (e.fields.answer === 'wrong' ? m.captchaInvalid : m.captchaRequired) },
  ServerBusy: { code: RATE_LIMITED, message: m.busy },
  // The moment a shard moves between nodes: to the person, a busy moment like any other.
  ShardElsewhere: { code: RATE_LIMITED, message: m.busy },
  EmailInvalid: { code: REFUSED, message: m.emailInvalid },
  PhoneInvalid: { code: REFUSED, message: m.phoneInvalid },
  PasswordMismatch: { code: REFUSED, message: m.passwordMismatch },
  PasswordRule: { code: REFUSED, message: m.passwordRule },
  AreaRequired: { code: REFUSED, message: m.areaRequired },
  CountryRefused: { code: REFUSED, message: m.countryRefused },
  InviteInvalid: { code: REFUSED, message: m.inviteInvalid },
  DemoOnly: { code: REFUSED, message: m.demoOnly },
  TooManyRequests: { code: RATE_LIMITED, message: m.tooManyRequests },
  SessionInvalid: { code: ResultCode.SESSION_INVALID, message: m.sessionInvalid },
  RealAccountOnly: { code: REFUSED, message: m.realOnly },
  NotBuilt: { code: ResultCode.NOT_BUILT, message: m.notBuilt },
  SettingNotPublic: { code: REFUSED, message: m.settingNotPublic },
  UnknownInstrument: { code: REFUSED, message: m.unknownInstrument },
  MarketClosed: { code: REFUSED, message: m.marketClosed },
  InsufficientMargin: { code: REFUSED, message: m.insufficientMargin },
  OrderNotFound: { code: REFUSED, message: m.orderNotFound },
  LeverageNotConfigured: { code: REFUSED, message: m.leverageNotConfigured },
  LeverageInvalid: { code: REFUSED, message: m.leverageInvalid },
  LotsInvalid: { code: REFUSED, message: m.lotsInvalid },
  TargetPriceRequired: { code: REFUSED, message: m.targetPriceRequired },
  StopWrongSide: { code: REFUSED, message: (e) => (e.fields.which === 'take_profit' ? m.takeProfitWrongSide : m.stopLossWrongSide) },
  PendingTypeWrongSide: { code: REFUSED, message: (e) => PENDING_TYPE_WRONG_SIDE[e.fields.kind] },
  ExpiryInPast: { code: REFUSED, message: m.expiryInPast },
  ExpiryTooFar: { code: REFUSED, message: m.expiryTooFar },
  PriceBelowStep: { code: REFUSED, message: m.priceBelowStep },
  NoVerifiedAddress: { code: REFUSED, message: (e) => (e.fields.channel === 'email' ? m.noVerifiedEmail : m.noVerifiedPhone) },
  NoPaymentChannel: { code: REFUSED, message: m.noPaymentChannel },
  DepositTargetUnknown: { code: REFUSED, message: m.depositTargetUnknown },
  AmountInvalid: { code: REFUSED, message: m.amountInvalid },
  AmountPrecision: { code: REFUSED, message: m.amountPrecision },
  UploadLimit: { code: RATE_LIMITED, message: m.uploadLimit },
  PictureUnknown: { code: REFUSED, message: m.pictureUnknown },
  IdentityRequired: { code: REFUSED, message: m.identityRequired },
  WithdrawalTooLarge: { code: REFUSED, message: m.withdrawalTooLarge },
  WithdrawalBelowFee: { code: REFUSED, message: m.withdrawalBelowFee },
  PayoutAccountRequired: { code: REFUSED, message: m.payoutAccountRequired },
  PayoutAccountUnknown: { code: REFUSED, message: m.payoutAccountUnknown },
  PayoutCurrencyUnknown: { code: REFUSED, message: m.payoutCurrencyUnknown },
  PayoutDetailsMissing: { code: REFUSED, message: (e) => (e.fields.kind === 'coin' ? m.coinAddressMissing : m.bankDetailsMissing) },
  PayoutAccountExists: { code: REFUSED, message: (e) => (e.fields.kind === 'coin' ? m.coinAddressExists : m.bankAccountExists) },
  PayeeNameMismatch: { code: REFUSED, message: m.payeeNameMismatch },
  IdentityAlreadySubmitted: { code: REFUSED, message: (e) => (e.fields.state === 'pending' ? m.identityPending : m.identityApproved) },
  IdentityInUse: { code: REFUSED, message: m.identityInUse },
  UploadNotImage: { code: REFUSED, message: m.uploadNotImage },
  UploadMissing: { code: REFUSED, message: m.uploadMissing },
  PictureForbidden: { code: REFUSED, message: m.pictureForbidden },
  NewsNotFound: { code: REFUSED, message: m.newsNotFound },
  TermsNotAccepted: { code: REFUSED, message: m.termsNotAccepted },
  FeedbackLength: { code: REFUSED, message: m.feedbackLength },
  SupportMessageInvalid: { code: REFUSED, message: m.supportMessageInvalid },
  SupportTooMany: { code: RATE_LIMITED, message: m.supportTooMany },
  PushSubscriptionInvalid: { code: REFUSED, message: m.pushSubscriptionInvalid },
  PushDeviceUnknown: { code: REFUSED, message: m.pushDeviceUnknown },
  WatchlistTooLong: { code: REFUSED, message: m.watchlistTooLong },
  WatchlistUnknown: { code: REFUSED, message: m.watchlistUnknown },
  AlertPriceInvalid: { code: REFUSED, message: m.alertPriceInvalid },
  AlertPercentInvalid: { code: REFUSED, message: m.alertPercentInvalid },
  AlertAlreadyReached: { code: REFUSED, message: (e) => (e.fields.kind === 'above' ? m.alertAboveReached : e.fields.kind === 'below' ? m.alertBelowReached : m.alertMoveReached) },
  AlertLimit: { code: REFUSED, message: m.alertLimit },
  AlertNotFound: { code: REFUSED, message: m.alertNotFound },
};

// Looked up by class, not by name: a subclass of one error is still its own class.
const byClass = new Map<unknown, Refusal<errors.DomainError<never>>>((Object.keys(REFUSALS) as Named[]).map((name) => [errors[name], REFUSALS[name] as Refusal<errors.DomainError<never>>]));

/** The result code and translated message of a domain error; null for anything else (a fault). */
export function refusalOf(error: unknown, t: Translate): { code: ResultCodeValue; msg: string } | null {
  if (!(error instanceof errors.DomainError)) return null;
  const refusal = byClass.get(error.constructor);
  if (!refusal) return null;
  const message = typeof refusal.message === 'function' ? refusal.message(error as errors.DomainError<never>) : refusal.message;
  return { code: refusal.code, msg: t(message, error.fields) };
}
