import type { Clock } from '../clock.ts';
import type { InstrumentInfo } from './catalog.ts';
import type { QuoteSource, RawTick } from './types.ts';

/**
 * A quote source whose prices a test sets: `set('USDJPY', '150.240', '150.260')` ticks USDJPY at
 * the clock's time, as a broker feed would. Trading tests drive prices with it instead of the
 * random walk. Ticks arrive only while started, like any feed.
 */
export interface ScriptedSource extends QuoteSource {
  /** Ticks one instrument; the prices are decimal strings with the instrument's decimals. */
  set(code: string, bid: string, ask: string): void;
  /** Ticks several instruments in one batch. */
  setMany(quotes: Array<{ code: string; bid: string; ask: string }>): void;
}

export function createScriptedSource(instruments: readonly InstrumentInfo[], clock: Clock): ScriptedSource {
  const byCode = new Map(instruments.map((i) => [i.code, i]));
  const listeners = new Set<(ticks: RawTick[]) => void>();
  let running = false;

  function setMany(quotes: Array<{ code: string; bid: string; ask: string }>) {
    if (!running) throw new Error('scripted quotes: the market has not started');
    const time = clock.now();
    const ticks = quotes.map(({ code, bid, ask }) => {
      const info = byCode.get(code);
      if (!info) throw new Error(`scripted quotes: no instrument ${code}`);
      if (!(Number(ask) > Number(bid))) throw new Error(`scripted quotes: ${code} ask ${ask} is not above bid ${bid}`);
      return { instrumentId: info.id, time, bid, ask };
    });
    for (const listener of listeners) listener(ticks);
  }

  return {
    async start() {
      running = true;
    },
    async stop() {
      running = false;
    },
    onTick(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set: (code, bid, ask) => setMany([{ code, bid, ask }]),
    setMany,
  };
}
