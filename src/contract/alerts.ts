import { z } from 'zod/mini';
import { decimalString } from './decimal.ts';

// Price alerts (issue 20 item 4): a person is told once when an instrument's price rises above
// or falls below a level, or when its day's move reaches a percentage. Set on /trade, listed,
// edited and deleted on /user; the engine checks them on ticks and pushes the one that fires.

/**
 * above / below: the bid (the price the app shows) at or above / at or below `value`.
 * rise / fall: the bid at least `value` percent above / below the instrument's day open
 * (ForexQuotations.Open, the same open the day's change is measured from).
 */
export const ALERT_KINDS = ['above', 'below', 'rise', 'fall'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const isPercentAlert = (kind: AlertKind) => kind === 'rise' || kind === 'fall';

/** The most alerts one person keeps waiting at once (the server refuses more). */
export const PRICE_ALERTS_MAX = 50;
/** The largest day's move a percentage alert may ask for. */
export const ALERT_PERCENT_MAX = 100;

export const PriceAlert = z.lazy(() =>
  z.object({
    id: z.int(),
    forex_id: z.int(),
    /** The instrument's Code and ShowCode. */
    code: z.string(),
    show_code: z.string(),
    kind: z.enum(ALERT_KINDS),
    /** A price (above, below) at the instrument's precision, or a percentage with 2 decimals (rise, fall). */
    value: decimalString,
    /** While waiting: the price that fires it (for rise and fall, from today's open); '' once fired. */
    level: z.string(),
    /** ms since 1970. */
    created_at: z.number(),
    /** When it fired (ms), or null while it waits. A fired alert stays listed and waits again only once edited. */
    triggered_at: z.nullable(z.number()),
    /** The bid that fired it; '' while it waits. */
    triggered_price: z.string(),
  }),
);
export type PriceAlert = z.infer<typeof PriceAlert>;
