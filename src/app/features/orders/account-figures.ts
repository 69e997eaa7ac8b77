// The account's figures as /order's totals and /trade's orders panel show them: forexDetail,
// overtaken by each FOREX_TRADE push (liveTotalsAtom) until a change makes the push stale.
import { useAtomValue } from '../../state/store.ts';
import { formatDecimal } from '../market/format.ts';
import { liveTotalsAtom } from './live-totals.ts';
import { useForexDetail } from './queries.ts';

export interface AccountFigures {
  /** Floating profit of the holdings, signed decimal or '' before the first read. */
  profit: string;
  balance: string;
  equity: string;
  margin: string;
  free: string;
  /** Margin level (equity ÷ used margin) with its %, '--' while unknown. */
  level: string;
  stopOut: string;
  marginCall: boolean;
}

const money = (value: string | undefined) => (value === undefined || value === '' ? '--' : formatDecimal(value, 2));

export function useAccountFigures(): AccountFigures {
  const detail = useForexDetail().data;
  const live = useAtomValue(liveTotalsAtom);
  const level = live ? live.hazard_rate : (detail?.risk_rate ?? '');
  const stopOut = live?.stop_out_level ?? detail?.stop_out_level ?? '';
  return {
    profit: live?.all_fact_profits ?? detail?.all_fact_profits ?? '',
    balance: money(detail?.balance),
    equity: money(live?.equity ?? detail?.equity),
    margin: money(live?.total_margin ?? detail?.margin),
    free: money(live?.available ?? detail?.available),
    level: level === '' ? '--' : `${formatDecimal(level, 2)}%`,
    stopOut: stopOut === '' ? '--' : `${stopOut}%`,
    marginCall: Boolean(live?.margin_call),
  };
}
