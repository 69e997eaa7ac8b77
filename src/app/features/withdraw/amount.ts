// The withdrawal amount as typed: USD with at most 2 decimals (the account's balance precision),
// and the figures the form shows beside it. Pure, so it is tested without a browser.
import { BALANCE_DECIMALS, showMoney, withdrawal } from '../../../contract/formulas.ts';

/** Keeps digits and one decimal point, and no more than 2 decimals: '12,5' → '12.5', '1.239' → '1.23'. */
export function cleanAmount(text: string): string {
  const [whole = '', ...rest] = text
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, BALANCE_DECIMALS)}`;
}

/** True for an amount the server can take: a number above 0. */
export const isPositiveAmount = (amount: string) => /^\d*\.?\d+$|^\d+\.$/.test(amount) && Number(amount) > 0;

/**
 * Fee (USD, 6 decimals as SPEC.md section 9 shows fees) and the received amount in the payout
 * currency at its own precision (2 for fiat and stablecoins, 8 for BTC), from the contract's
 * withdrawal(), the figures the server books.
 */
export function withdrawFigures(amount: string, currency: { draw_rate: string; fee_type: number; usd_price: string; precision?: number } | undefined) {
  if (!currency) return null;
  const { fee, received } = withdrawal({ amount, drawRate: currency.draw_rate, feeType: currency.fee_type, usdPrice: currency.usd_price, precision: currency.precision });
  return { fee: showMoney(fee), received };
}
