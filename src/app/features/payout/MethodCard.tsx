import type { ReactNode } from 'react';
import type { DrawMethod } from './queries.ts';

/** The last 4 characters of an account number or address, for a short mention. */
export const lastFour = (text: string) => (text.length > 4 ? `…${text.slice(-4)}` : text);

/** What a bound payout account is: coin and network with the address, or the bank with its payee and account. */
export function MethodSummary({ method }: { method: DrawMethod }) {
  const currency = (
    <span className="payout-tag">
      {method.draw_currency.code} · {method.draw_currency.protocol}
    </span>
  );
  if (method.dc_address) {
    return (
      <div className="payout-summary">
        {currency}
        <bdi className="payout-address" dir="ltr">
          {method.dc_address}
        </bdi>
      </div>
    );
  }
  return (
    <div className="payout-summary">
      {currency}
      <strong>{method.bank_name}</strong>
      <span>
        {method.payee_name} · <bdi dir="ltr">{method.payee_account}</bdi>
      </span>
      <span className="payout-muted">
        SWIFT <bdi dir="ltr">{method.bank_swift}</bdi>
      </span>
    </div>
  );
}

/** A bound payout account as a card, with an action at its end (delete, or a choice). */
export function MethodCard({ method, end }: { method: DrawMethod; end?: ReactNode }) {
  return (
    <li className="payout-card">
      <MethodSummary method={method} />
      {end}
    </li>
  );
}
