import { Trans } from '@lingui/react/macro';
import type { Instrument } from '../../../../contract/market.ts';
import { showMoney } from '../../../../contract/formulas.ts';
import { formatDecimal } from '../../market/format.ts';
import { useBasicInfoQuery } from '../../site/queries.ts';
import { useForexDetail } from '../../account/forex-detail.ts';
import { estimateOrder, maxAffordableLots, type Estimate } from './estimate.ts';
import { useRateQuotes } from './rate-quotes.ts';
import type { Side } from './stops.ts';
import type { TicketForm } from './use-ticket-form.ts';

/** The estimate for either direction, from the live quotes, the fee type and the free margin. */
export function useTicketEstimate(instrument: Instrument, form: TicketForm, loggedIn: boolean) {
  const quoteOf = useRateQuotes(instrument.QuoteCurrency);
  const feeType = useBasicInfoQuery().data?.trade_fee_type;
  const detail = useForexDetail();
  const available = loggedIn ? detail.data?.available : undefined;
  const estimate = (side: Side): Estimate | null => {
    if (feeType === undefined || form.leverage === null || form.lotsProblem || form.targetBad) return null;
    return estimateOrder({ instrument, lots: form.lots, leverage: form.leverage, price: form.openPrice(side), feeType, quoteOf, available });
  };
  /** The most lots the free margin pays for in direction `side`; null for a guest or while loading. */
  const maxLots = (side: Side): string | null => {
    if (feeType === undefined || form.leverage === null || form.targetBad) return null;
    return maxAffordableLots({ instrument, leverage: form.leverage, price: form.openPrice(side), feeType, quoteOf, available, step: instrument.Pip });
  };
  return { estimate, maxLots };
}

const money = (v: string) => formatDecimal(showMoney(v), 6);
const usd = (v: string) => formatDecimal(v, 2);

/**
 * Estimated margin and fee, and the free margin left after the order (logged-in users). Not a
 * live region: it changes with every tick, and the confirmation repeats the figures anyway.
 */
export function TicketEstimate({ estimate, loggedIn, maxLots }: { estimate: Estimate | null; loggedIn: boolean; maxLots: string | null }) {
  return (
    <dl className="ticket-estimate">
      {loggedIn && (
        <div>
          <dt>
            <Trans>Max lots for your free margin</Trans>
          </dt>
          <dd className="num" data-testid="max-lots">
            {maxLots ?? '–'}
          </dd>
        </div>
      )}
      <div>
        <dt>
          <Trans>Est. margin</Trans>
        </dt>
        <dd className="num">{estimate ? `${money(estimate.margin)} USD` : '–'}</dd>
      </div>
      <div>
        <dt>
          <Trans>Est. fee</Trans>
        </dt>
        <dd className="num">{estimate ? `${money(estimate.fee)} USD` : '–'}</dd>
      </div>
      {loggedIn && (
        <div>
          <dt>
            <Trans>Free margin after</Trans>
          </dt>
          <dd className={estimate?.freeAfter?.startsWith('-') ? 'num ticket-short' : 'num'}>{estimate?.freeAfter != null ? `${usd(estimate.freeAfter)} USD` : '–'}</dd>
        </div>
      )}
    </dl>
  );
}
