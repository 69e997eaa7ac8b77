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

// Content (issue 10)
export class NewsNotFound extends DomainError {}
/** Registration without accepting the current terms, privacy notice and risk disclosure. */
export class TermsNotAccepted extends DomainError {}
/** A feedback message shorter or longer than allowed. */
export class FeedbackLength extends DomainError<{ min: number; max: number }> {}
