import { z } from 'zod/mini';
import { decimalString } from './decimal.ts';

export const ChargeInfo = z.lazy(() =>
  z.object({
    coins: z.array(z.object({ id: z.int(), currency_code: z.string(), protocol_code: z.string(), address: z.string() })),
    /** Bank accounts for a wire; detail is the transfer instructions (several lines); currency_code the currency to send. */
    wires: z.array(z.object({ id: z.int(), name: z.string(), detail: z.string(), currency_code: z.optional(z.string()) })),
  }),
);

export const ChargeRecord = z.lazy(() =>
  z.object({
    /** The deposit's id (a notification names it: /mine/charge?id=). */
    id: z.optional(z.int()),
    number: decimalString,
    /** 0 coin, 1 bank. */
    type: z.int(),
    currency_code: z.string(),
    /** 0 unchecked, 1 finished, 2 rejected (remark says why), 3 invalid. */
    status: z.int(),
    remark: z.string(),
    created_at: z.string(),
  }),
);

export const DrawCurrency = z.lazy(() =>
  z.object({
    id: z.int(),
    code: z.string(),
    protocol: z.string(),
    /** The fee: a flat amount when fee_type is 1, otherwise a fraction of the amount. */
    draw_rate: decimalString,
    fee_type: z.int(),
    /** USD price of one unit of the payout currency. */
    usd_price: decimalString,
    /** Decimals the payout currency is shown and paid with (2 for fiat and stablecoins, 8 for BTC). */
    precision: z.optional(z.int()),
  }),
);

export const DrawMethod = z.lazy(() =>
  z.object({
    id: z.int(),
    dc_address: z.string(),
    bank_name: z.string(),
    bank_address: z.string(),
    bank_swift: z.string(),
    payee_name: z.string(),
    payee_account: z.string(),
    draw_currency: DrawCurrency,
  }),
);

export const DrawRecord = z.lazy(() =>
  z.object({
    /** The withdrawal's id (a notification names it: /mine/withdraw?id=). */
    id: z.optional(z.int()),
    number: decimalString,
    real_number: decimalString,
    draw_currency: z.object({ code: z.string() }),
    fee: decimalString,
    status_name: z.string(),
    created_at: z.string(),
    /** 0 under review, 1 paid, 2 rejected (notes says why). */
    status: z.optional(z.int()),
    /** 1 coin address, otherwise bank. */
    type: z.int(),
    address: z.string(),
    payee_account: z.string(),
    notes: z.string(),
  }),
);

/** The invite page: the code, the register link's path and query, and how many registered with it. */
export const InviteInfo = z.lazy(() =>
  z.object({
    invite_code: z.string(),
    /** '/register?invite_code=…': the app puts its own origin in front. */
    link: z.string(),
    count: z.int(),
  }),
);
