import type { CopyTrader } from '../../contract/content.ts';
import type { Lang } from '../../contract/languages.ts';
import type { RankedTrader } from '../engine/ranking/index.ts';
import type { Market } from '../market/types.ts';
import { fromUnits } from '../units.ts';

/** A ranked trader as followList carries it, the instrument traded most named in the reader's language. */
export function copyTraderWire(t: RankedTrader, market: Market, lang: Lang): CopyTrader {
  const instrument = t.instrumentId === null ? undefined : market.instrument(t.instrumentId, lang);
  return {
    user: { name: t.name, avatar: '' },
    multiple: t.multiple,
    three_week_rate: t.threeWeekRate.toFixed(2),
    three_week_win: t.threeWeekWin.toFixed(2),
    three_week_profit: fromUnits(t.threeWeekProfit, 2),
    total_rate: t.totalRate.toFixed(2),
    total_trade_num: t.totalTrades,
    code: instrument?.ShowCode ?? '',
  };
}
