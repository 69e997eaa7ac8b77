import type { Instrument, Lang, Quotation, QuoteTick } from '../../contract/index.ts';
import { percentChange } from '../../contract/formulas.ts';
import type { CandleAggregator } from './candles.ts';
import { nameIn, type InstrumentInfo } from './catalog.ts';
import { formatPoints, toPoints } from './prices.ts';
import type { PointQuote } from './types.ts';

// The live quote of every instrument and its forms: integer points for the engine, Instrument
// for trade_list and QuoteTick for DAY_MARKET. Day open, high and low come from the 1day
// candle, so the list and the chart always agree.

interface Live {
  bid: number;
  ask: number;
  time: number;
}

/** Open or closed now, and when a closed market opens again. */
export interface MarketHours {
  marketStatus(instrumentId: number): number;
  nextOpen(instrumentId: number): number | null;
}

export class QuoteBook {
  private readonly live = new Map<number, Live>();

  constructor(
    private readonly aggregator: CandleAggregator,
    private readonly hours: MarketHours,
  ) {}

  /** Records a tick (prices in points). */
  set(instrumentId: number, bid: number, ask: number, time: number) {
    this.live.set(instrumentId, { bid, ask, time });
  }

  /** The last quote; before the first tick (a closed market) the last close and the usual spread. */
  private current(info: InstrumentInfo): Live {
    const live = this.live.get(info.id);
    if (live) return live;
    const last = this.aggregator.latest(info.id, '1min');
    const bid = last?.close ?? toPoints(info.startPrice, info.precision);
    return { bid, ask: bid + Math.max(1, toPoints(info.spread, info.precision)), time: last?.time ?? 0 };
  }

  /** The engine's form: bid and ask as integer points, no strings. */
  points(info: InstrumentInfo): PointQuote {
    const q = this.current(info);
    return { instrumentId: info.id, code: info.code, precision: info.precision, bid: q.bid, ask: q.ask, time: q.time };
  }

  quotation(info: InstrumentInfo): Quotation {
    const p = info.precision;
    const q = this.current(info);
    const day = this.aggregator.latest(info.id, '1day');
    const open = formatPoints(day?.open ?? q.bid, p);
    const close = formatPoints(q.bid, p);
    return {
      Open: open,
      Close: close,
      Change: percentChange(open, close),
      High: formatPoints(Math.max(day?.high ?? q.bid, q.bid), p),
      Low: formatPoints(Math.min(day?.low ?? q.bid, q.bid), p),
      Bid: close,
      Ask: formatPoints(q.ask, p),
      Time: q.time,
    };
  }

  tick(info: InstrumentInfo): QuoteTick {
    return { Id: info.id, Code: info.code, MarketStatus: this.hours.marketStatus(info.id), NextOpen: this.hours.nextOpen(info.id), ...this.quotation(info) };
  }

  instrument(info: InstrumentInfo, lang: Lang): Instrument {
    return {
      Id: info.id,
      Code: info.code,
      ShowCode: info.showCode,
      Name: nameIn(info.names, lang, info.showCode),
      BaseCurrency: info.baseCurrency,
      QuoteCurrency: info.quoteCurrency,
      ProfitContNum: info.profitContractSize,
      NextOpen: this.hours.nextOpen(info.id),
      Logo: info.logo,
      CategoryId: info.categoryId,
      MarketStatus: this.hours.marketStatus(info.id),
      PricePrecision: info.precision,
      Pip: info.pip,
      ForexMinCont: info.minLots,
      ForexContNum: info.contractSize,
      ForexFeeRate: info.feeRate,
      MarginMode: info.marginMode,
      HasForexMultiple: info.leverages.map((Value) => ({ Value })),
      ForexQuotations: this.quotation(info),
    };
  }
}
