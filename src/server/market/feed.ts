import type { MarketContext } from './context.ts';
import { tickVolume } from './model.ts';
import { toPoints } from './prices.ts';
import type { Publisher } from './publisher.ts';
import type { QuoteBook } from './quotes.ts';
import { createRandom } from './random.ts';
import type { PointQuote, RawTick } from './types.ts';

/**
 * Where ticks land: each one sets the live quote, feeds the candles, marks the instrument for
 * the publisher, and the batch goes on the bus as 'quotes.tick'. The price control's hold and
 * release (tests only) tick through the same path.
 */
export function createFeed({ bus, clock, config, byId, byCode, aggregator }: MarketContext, { quotes, publisher }: { quotes: QuoteBook; publisher: Publisher }) {
  const volumes = createRandom(`${config.marketSeed}:volume`);
  // Instruments the price control holds (hold/release, tests only): the feed does not move them.
  const held = new Set<number>();

  function applyTicks(raw: RawTick[]) {
    const changed: PointQuote[] = [];
    for (const tick of raw) {
      const info = byId.get(tick.instrumentId);
      if (!info) continue;
      const bid = toPoints(tick.bid, info.precision);
      quotes.set(info.id, bid, toPoints(tick.ask, info.precision), tick.time);
      aggregator.add(info.id, { time: tick.time, open: bid, high: bid, low: bid, close: bid, volume: tick.volume ?? tickVolume(volumes.next()) });
      publisher.ticked(info.id);
      changed.push(quotes.points(info));
    }
    // The bus catches and logs a listener that throws: the feed goes on.
    if (changed.length > 0) bus.emit({ type: 'quotes.tick', quotes: changed });
  }

  return {
    /** The quote source's ticks, but for held instruments. */
    onTicks(raw: RawTick[]) {
      applyTicks(raw.filter((tick) => !held.has(tick.instrumentId)));
    },
    hold(code: string, bid: string, ask: string): PointQuote | undefined {
      const info = byCode.get(code.toUpperCase());
      if (!info || !(toPoints(bid, info.precision) > 0 && toPoints(ask, info.precision) > toPoints(bid, info.precision))) return undefined;
      held.add(info.id);
      applyTicks([{ instrumentId: info.id, time: clock.now(), bid, ask }]);
      return quotes.points(info);
    },
    release(code: string): boolean {
      const info = byCode.get(code.toUpperCase());
      return info !== undefined && held.delete(info.id);
    },
  };
}
