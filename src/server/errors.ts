/**
 * Domain errors: a rule of the product refused a request. Each is a named class that carries
 * only the facts a message needs (its `fields`), never a translation or a result code:
 * http/refusals.ts maps every class to both, in one place. Anything else thrown is a fault and
 * never reaches the client. Declared one line each, so adding one is adding a line here and
 * one in the map (which the compiler then asks for).
 */
type Fields = Record<string, string | number>;
type NoFields = Record<never, never>;

export abstract class DomainError<F extends Fields = NoFields> extends Error {
  readonly fields: F;
  constructor(...args: keyof F extends never ? [] : [fields: F]) {
    super(new.target.name);
    this.name = new.target.name;
    this.fields = (args[0] ?? {}) as F;
  }
}

// Accounts and codes
export class CodeInvalid extends DomainError {}
export class CodeTooSoon extends DomainError<{ seconds: number }> {}
export class RateLimited extends DomainError<{ minutes: number; of: 'logins' | 'codes' }> {}
export class WrongCredentials extends DomainError {}
export class CaptchaInvalid extends DomainError {}
/** Login to an account past its failed-attempt threshold: the image captcha, missing or wrong. */
export class CaptchaRequired extends DomainError<{ answer: 'missing' | 'wrong' }> {}
/** The password-hash queue is full (auth/hash-queue.ts): try again in a moment. */
export class ServerBusy extends DomainError {}
/** A node of a cluster no longer owns the account's shard (it moved meanwhile): nothing was written; the client tries again. */
export class ShardElsewhere extends DomainError {}
export class EmailInvalid extends DomainError {}
export class PhoneInvalid extends DomainError {}
export class PasswordMismatch extends DomainError {}
export class PasswordRule extends DomainError {}
export class AreaRequired extends DomainError {}
export class CountryRefused extends DomainError {}
export class InviteInvalid extends DomainError {}
export class DemoOnly extends DomainError {}
/** Too many unauthenticated writes from one client address (http/rate-limits.ts). */
export class TooManyRequests extends DomainError<{ minutes: number }> {}

// Access
export class SessionInvalid extends DomainError {}
export class RealAccountOnly extends DomainError {}
export class NotBuilt extends DomainError {}
/** GET /api/default/setting with a key that is not on the public list. */
export class SettingNotPublic extends DomainError {}

// Market and trading
export class UnknownInstrument extends DomainError {}
export class MarketClosed extends DomainError {}
export class InsufficientMargin extends DomainError {}
export class OrderNotFound extends DomainError {}
/** The instrument has no leverage values: no order can be placed on it for now. */
export class LeverageNotConfigured extends DomainError {}
/** A leverage that is not one of the instrument's values. */
export class LeverageInvalid extends DomainError {}
/** Lots not a multiple of the step (Pip), below the minimum or above the instrument's maximum. */
export class LotsInvalid extends DomainError<{ min: string; max: string; step: string }> {}
/** A pending order without a target price, or a price that is not above 0. */
export class TargetPriceRequired extends DomainError {}
/** Take-profit or stop-loss on the side of the price where it would fire at once. */
export class StopWrongSide extends DomainError<{ which: 'take_profit' | 'stop_loss' }> {}
/**
 * A pending type its target contradicts (issue 19): a buy limit must be below the ask and a buy
 * stop above it, a sell limit above the bid and a sell stop below it; `price` is that ask or bid.
 */
export class PendingTypeWrongSide extends DomainError<{ kind: 'buy_limit' | 'buy_stop' | 'sell_limit' | 'sell_stop'; price: string }> {}
/** A pending order's expiry that is not in the future. */
export class ExpiryInPast extends DomainError {}
/** A pending order's expiry more than a year ahead (a milliseconds value sent as seconds lands in the year 58000). */
export class ExpiryTooFar extends DomainError {}
/** A take-profit, stop-loss or target that is not 0 but less than one price step: it would round to nothing and be dropped. */
export class PriceBelowStep extends DomainError<{ step: string }> {}

// Money, identity and pictures (issue 9)
/** A money code (type 3) asked for by a channel the account has no verified address on. */
export class NoVerifiedAddress extends DomainError<{ channel: 'email' | 'phone' }> {}
/** A bank wire deposit while the operator has no wire channel open. */
export class NoPaymentChannel extends DomainError {}
/** A deposit to an address or channel that is not (or no longer) offered. */
export class DepositTargetUnknown extends DomainError {}
/** An amount of 0. */
export class AmountInvalid extends DomainError {}
/** A USD amount with fractions of a cent. */
export class AmountPrecision extends DomainError {}
/** More pictures in a day than anyone needs (a full disk is everyone's problem). */
export class UploadLimit extends DomainError<{ max: number }> {}
/** A proof or identity picture that is not one of the user's own uploads. */
export class PictureUnknown extends DomainError {}
/** A withdrawal, or a bank account to pay one to, before the identity check is approved. */
export class IdentityRequired extends DomainError {}
/** More than may be withdrawn now: min(balance, equity) − used margin − frozen. */
export class WithdrawalTooLarge extends DomainError<{ available: string }> {}
/** An amount that the fee would take whole. */
export class WithdrawalBelowFee extends DomainError<{ fee: string }> {}
/** A withdrawal without a payout account of the chosen currency. */
export class PayoutAccountRequired extends DomainError {}
/** A payout account that does not exist, is deleted, or is another user's. */
export class PayoutAccountUnknown extends DomainError {}
/** A payout currency that is not offered. */
export class PayoutCurrencyUnknown extends DomainError {}
/** A coin payout account without its address, or a bank one missing a required field. */
export class PayoutDetailsMissing extends DomainError<{ kind: 'coin' | 'bank' }> {}
/** A payout account the user has already bound for this currency: the same address or account number, as the network compares it. */
export class PayoutAccountExists extends DomainError<{ kind: 'coin' | 'bank' }> {}
/** A bank account whose payee is not the person whose identity was approved. */
export class PayeeNameMismatch extends DomainError {}
/** An identity submitted again while under review, or after approval. */
export class IdentityAlreadySubmitted extends DomainError<{ state: 'pending' | 'approved' }> {}
/** An ID document already under review or approved on another account. */
export class IdentityInUse extends DomainError {}
/** An upload that is not a JPEG, PNG or WebP picture (by its bytes), or does not decode. */
export class UploadNotImage extends DomainError {}
/** An upload request without a file. */
export class UploadMissing extends DomainError {}
/** A picture that is not the requester's. */
export class PictureForbidden extends DomainError {}
// Content (issue 10)
export class NewsNotFound extends DomainError {}
/** Registration without accepting the current terms, privacy notice and risk disclosure. */
export class TermsNotAccepted extends DomainError {}
/** A feedback message shorter or longer than allowed. */
export class FeedbackLength extends DomainError<{ min: number; max: number }> {}
// Support chat (issue 10 item 4)
/** A chat message with neither text nor picture, or a text longer than allowed. */
export class SupportMessageInvalid extends DomainError<{ max: number }> {}
/** More chat messages in a short time than a person writes. */
export class SupportTooMany extends DomainError<{ minutes: number }> {}
// Web push (issue 20)
/** A subscription whose endpoint is not one of the allowed push services, or whose keys are not a browser's. */
export class PushSubscriptionInvalid extends DomainError {}
/** This device is not subscribed for this user (never was, unsubscribed, or another user's). */
export class PushDeviceUnknown extends DomainError {}
// Watchlist (issue 19 item 4)
/** A watchlist of more instruments than it may hold. */
export class WatchlistTooLong extends DomainError<{ max: number }> {}
/** A watchlist naming ids that are no instrument (listed in `ids`). */
export class WatchlistUnknown extends DomainError<{ ids: string }> {}
// Price alerts (issue 20 item 4)
/** A price that is not above 0, too far from the price now (beyond 10 times either way), or finer than the instrument's step. */
export class AlertPriceInvalid extends DomainError<{ min: string; max: string; decimals: number }> {}
/** A percentage of the day's move that is 0, above the maximum, or with more than 2 decimals. */
export class AlertPercentInvalid extends DomainError<{ max: number }> {}
/** An alert the price has already reached: it would fire at once. `change`: the day's move now, in percent. */
export class AlertAlreadyReached extends DomainError<{ kind: 'above' | 'below' | 'rise' | 'fall'; instrument: string; price: string; change: string }> {}
/** More waiting alerts than one person may keep. */
export class AlertLimit extends DomainError<{ max: number }> {}
/** An alert that does not exist, or is another user's. */
export class AlertNotFound extends DomainError {}
