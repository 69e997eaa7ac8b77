import { EventEmitter } from 'node:events';
import type { ServerMessage } from '../contract/index.ts';

/**
 * Publish/subscribe of ticks and account events by channel (DAY_MARKET, KLINE.EURUSD,
 * FOREX_TRADE:<userId>...). In-process now; a Redis or NATS bus can replace it so any API node
 * can serve any socket (DESIGN.md, room to grow).
 */
export interface Bus {
  publish(channel: string, message: ServerMessage): void;
  subscribe(channel: string, listener: (message: ServerMessage) => void): () => void;
}

export function createLocalBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (channel, message) => void emitter.emit(channel, message),
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => void emitter.off(channel, listener);
    },
  };
}
