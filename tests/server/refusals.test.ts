import { describe, expect, it } from 'vitest';
import { LANGS, ResultCode } from '../../src/contract/index.ts';
import * as errors from '../../src/server/errors.ts';
import { refusalOf } from '../../src/server/http/refusals.ts';
import { loadTranslations } from '../../src/server/i18n/translate.ts';

type Named = Exclude<keyof typeof errors, 'DomainError'>;

// One of each domain error, with the facts its message shows. Typed over every class, so a new
// class needs an example here too.
const examples: { [N in Named]: InstanceType<(typeof errors)[N]> } = {
  CodeInvalid: new errors.CodeInvalid(),
  CodeTooSoon: new errors.CodeTooSoon({ seconds: 42 }),
  RateLimited: new errors.RateLimited({ minutes: 13, of: 'logins' }),
  WrongCredentials: new errors.WrongCredentials(),
  CaptchaInvalid: new errors.CaptchaInvalid(),
  CaptchaRequired: new errors.CaptchaRequired({ answer: 'missing' }),
  ServerBusy: new errors.ServerBusy(),
  ShardElsewhere: new errors.ShardElsewhere(),
  EmailInvalid: new errors.EmailInvalid(),
  PhoneInvalid: new errors.PhoneInvalid(),
  PasswordMismatch: new errors.PasswordMismatch(),
  PasswordRule: new errors.PasswordRule(),
  AreaRequired: new errors.AreaRequired(),
  CountryRefused: new errors.CountryRefused(),
  InviteInvalid: new errors.InviteInvalid(),
  DemoOnly: new errors.DemoOnly(),
  TooManyRequests: new errors.TooManyRequests({ minutes: 7 }),
  SessionInvalid: new errors.SessionInvalid(),
  RealAccountOnly: new errors.RealAccountOnly(),
  NotBuilt: new errors.NotBuilt(),
  SettingNotPublic: new errors.SettingNotPublic(),
  UnknownInstrument: new errors.UnknownInstrument(),
  MarketClosed: new errors.MarketClosed(),
  InsufficientMargin: new errors.InsufficientMargin(),
  OrderNotFound: new errors.OrderNotFound(),
  LeverageNotConfigured: new errors.LeverageNotConfigured(),
  LeverageInvalid: new errors.LeverageInvalid(),
  LotsInvalid: new errors.LotsInvalid({ min: '0.01', max: '100', step: '0.01' }),
  TargetPriceRequired: new errors.TargetPriceRequired(),
  StopWrongSide: new errors.StopWrongSide({ which: 'stop_loss' }),
  PendingTypeWrongSide: new errors.PendingTypeWrongSide({ kind: 'buy_stop', price: '1.10020' }),
  ExpiryInPast: new errors.ExpiryInPast(),
  ExpiryTooFar: new errors.ExpiryTooFar(),
  PriceBelowStep: new errors.PriceBelowStep({ step: '0.00001' }),
  NoVerifiedAddress: new errors.NoVerifiedAddress({ channel: 'phone' }),
  NoPaymentChannel: new errors.NoPaymentChannel(),
  DepositTargetUnknown: new errors.DepositTargetUnknown(),
  AmountInvalid: new errors.AmountInvalid(),
  AmountPrecision: new errors.AmountPrecision(),
  UploadLimit: new errors.UploadLimit({ max: 100 }),
  PictureUnknown: new errors.PictureUnknown(),
  IdentityRequired: new errors.IdentityRequired(),
  WithdrawalTooLarge: new errors.WithdrawalTooLarge({ available: '12.50' }),
  WithdrawalBelowFee: new errors.WithdrawalBelowFee({ fee: '1.00' }),
  PayoutAccountRequired: new errors.PayoutAccountRequired(),
  PayoutAccountUnknown: new errors.PayoutAccountUnknown(),
  PayoutCurrencyUnknown: new errors.PayoutCurrencyUnknown(),
  PayoutDetailsMissing: new errors.PayoutDetailsMissing({ kind: 'bank' }),
  PayoutAccountExists: new errors.PayoutAccountExists({ kind: 'coin' }),
  PayeeNameMismatch: new errors.PayeeNameMismatch(),
  IdentityAlreadySubmitted: new errors.IdentityAlreadySubmitted({ state: 'pending' }),
  IdentityInUse: new errors.IdentityInUse(),
  UploadNotImage: new errors.UploadNotImage(),
  UploadMissing: new errors.UploadMissing(),
  PictureForbidden: new errors.PictureForbidden(),
  NewsNotFound: new errors.NewsNotFound(),
  TermsNotAccepted: new errors.TermsNotAccepted(),
  FeedbackLength: new errors.FeedbackLength({ min: 10, max: 1000 }),
  SupportMessageInvalid: new errors.SupportMessageInvalid({ max: 2000 }),
  SupportTooMany: new errors.SupportTooMany({ minutes: 3 }),
  PushSubscriptionInvalid: new errors.PushSubscriptionInvalid(),
  PushDeviceUnknown: new errors.PushDeviceUnknown(),
  WatchlistTooLong: new errors.WatchlistTooLong({ max: 100 }),
  WatchlistUnknown: new errors.WatchlistUnknown({ ids: '999, 1000' }),
  AlertPriceInvalid: new errors.AlertPriceInvalid({ min: '0.10932', max: '10.93200', decimals: 5 }),
  AlertPercentInvalid: new errors.AlertPercentInvalid({ max: 100 }),
  AlertAlreadyReached: new errors.AlertAlreadyReached({ kind: 'above', instrument: 'EUR/USD', price: '1.09320', change: '0.12' }),
  AlertLimit: new errors.AlertLimit({ max: 50 }),
  AlertNotFound: new errors.AlertNotFound(),
};

const translator = await loadTranslations();
const en = translator('en');

describe('a domain error', () => {
  it('is named after its class and carries no text of its own', () => {
    expect(examples.CodeTooSoon.name).toBe('CodeTooSoon');
    expect(examples.CodeTooSoon.message).toBe('CodeTooSoon');
    expect(examples.CodeTooSoon.fields).toEqual({ seconds: 42 });
  });

  it('answers with its fields in the message, in the request’s language', () => {
    expect(refusalOf(examples.CodeTooSoon, en)).toEqual({ code: ResultCode.RATE_LIMITED, msg: 'Please wait 42 seconds before requesting another code.' });
    expect(refusalOf(examples.CodeTooSoon, translator('de'))!.msg).toBe('Bitte warten Sie 42 Sekunden, bevor Sie einen neuen Code anfordern.');
  });

  it('says which limit was reached: logins or codes', () => {
    expect(refusalOf(new errors.RateLimited({ minutes: 13, of: 'logins' }), en)).toEqual({ code: ResultCode.RATE_LIMITED, msg: 'Too many failed attempts. Please try again in 13 minutes.' });
    expect(refusalOf(new errors.RateLimited({ minutes: 5, of: 'codes' }), en)).toEqual({ code: ResultCode.RATE_LIMITED, msg: 'Too many codes requested. Please try again in 5 minutes.' });
  });

  it('keeps the codes the app acts on: 999 for an ended session, not-built for a missing capability', () => {
    expect(refusalOf(examples.SessionInvalid, en)!.code).toBe(ResultCode.SESSION_INVALID);
    expect(refusalOf(examples.NotBuilt, en)!.code).toBe(ResultCode.NOT_BUILT);
    expect(refusalOf(examples.MarketClosed, en)).toEqual({ code: ResultCode.REFUSED, msg: 'This market is closed now. Please try again when it opens.' });
  });

  it('has a translated message in every language, for every class', () => {
    for (const lang of LANGS) {
      const t = translator(lang);
      for (const [name, error] of Object.entries(examples)) {
        const refusal = refusalOf(error, t);
        expect(refusal, `${lang} ${name}`).not.toBeNull();
        expect(refusal!.msg, `${lang} ${name}`).not.toMatch(/^server\.|\{/);
        if (lang !== 'en') expect(refusal!.msg, `${lang} ${name}`).not.toBe(refusalOf(error, en)!.msg);
      }
    }
  });

  it('is the only thing answered as a refusal: any other error stays a fault', () => {
    expect(refusalOf(new Error('UNIQUE constraint failed'), en)).toBeNull();
    expect(refusalOf('CodeInvalid', en)).toBeNull();
  });
});
