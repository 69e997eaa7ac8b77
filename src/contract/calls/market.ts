// The market: instruments, categories and candles (the start of / needs these).
// Paths, methods and parameter names exactly as SPEC.md section 7 has them; calls.ts joins
// every domain's table into the one table the server registers.
import { z } from 'zod/mini';
import { idInput } from '../decimal.ts';
import { Candle, Category, Instrument, PERIODS } from '../market.ts';
import { get, none, text, type CallDef } from '../call-def.ts';

const period = z.enum(PERIODS);
const forexId = idInput;

// The candle calls' schemas are built at their first use (z.lazy): the start of / and /trade builds
// only what it parses, and each zod schema built costs the first screen's main thread (issue 21).
export const marketCalls = {
  tradeList: get('/v1/api/forex/trade_list', z.object({ searchCurrency: z._default(text(40), '') }), z.array(Instrument)),
  categories: get('/v1/api/forex/getCategories', none, z.array(Category)),
  abbreviatedKline: get(
    '/v1/api/forex/abbreviated_cache_kline',
    z.lazy(() => z.object({ forex_id: forexId, period: z._default(period, '60min') })),
    z.array(Candle),
  ),
  kline: get(
    '/v1/api/forex/kline',
    z.lazy(() => z.object({ forex_id: forexId, period })),
    z.array(Candle),
  ),
} satisfies Record<string, CallDef>;
