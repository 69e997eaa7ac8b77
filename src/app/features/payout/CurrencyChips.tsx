import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { useErrorMessage } from './error-message.ts';
import type { PayoutType } from './keys.ts';
import { useCurrencies, type DrawCurrency } from './queries.ts';

/** The currency and network a payout is made in (draw_symbol_list), one to pick. */
export function CurrencyChips({ type, value, onChange, label }: { type: PayoutType; value: number | undefined; onChange: (currency: DrawCurrency) => void; label: ReactNode }) {
  const query = useCurrencies(type);
  const message = useErrorMessage(query.error);
  return (
    <div className="field" role="radiogroup" aria-labelledby={`payout-currency-${type}`}>
      <span id={`payout-currency-${type}`} className="field-label">
        {label}
      </span>
      {query.isPending ? (
        <div className="payout-chips" aria-busy="true">
          <Skeleton width={96} height={38} radius={10} />
          <Skeleton width={96} height={38} radius={10} />
        </div>
      ) : message !== null ? (
        <ErrorState message={message} onRetry={() => void query.refetch()} />
      ) : query.data?.length === 0 ? (
        <p className="field-hint">
          <Trans>No payout currency is offered for this type yet.</Trans>
        </p>
      ) : (
        <div className="payout-chips">
          {query.data?.map((currency) => (
            <button key={currency.id} type="button" role="radio" aria-checked={currency.id === value} className="payout-chip" onClick={() => onChange(currency)}>
              <span className="payout-chip-code">{currency.code}</span>
              <span className="payout-chip-net">{currency.protocol}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
