import { EventEmitter } from 'node:events';
import type { ServerMessage } from '../contract/index.ts';
import type { DomainEvent, DomainEventOf, DomainEventType } from './events.ts';

/**
 * Publish/subscribe of ticks and account events by channel (DAY_MARKET, KLINE.EURUSD,
 * FOREX_TRADE:<userId>...), and typed domain events between server parts. In-process now; a
 * Redis or NATS bus can replace it so any API node can serve any socket (DESIGN.md, room to grow).
 */
export interface Bus {
  publish(channel: string, message: ServerMessage): void;
  subscribe(channel: string, listener: (message: ServerMessage) => void): () => void;
  /**
   * False when nobody subscribes to the channel, so a publisher may skip building its message
   * (FOREX_TRADE for 10,000 accounts of which a few have the app open). A bus spanning nodes
   * answers true when it cannot tell.
   */
  listening(channel: string): boolean;
  /**
   * The ids N of the channels `<prefix>:N` somebody subscribes to here (FOREX_TRADE: the accounts
   * whose owner has the app open), so a publisher walks its few watchers instead of asking
   * `listening` for each of 10,000 holders every second. Undefined when it cannot tell.
   */
  listeningIds(prefix: string): Iterable<number> | undefined;
  /**
   * False when nothing listens to this domain event type, so an emitter may skip building it
   * (the engine's notices: a stop-out wave with web push off builds none). A shared bus answers true.
   */
  hears(type: DomainEventType): boolean;
  /** Sends a domain event to its listeners; a throwing listener is reported, never the emitter's problem. */
  emit(event: DomainEvent): void;
  on<T extends DomainEventType>(type: T, listener: (event: DomainEventOf<T>) => void): () => void;
}

export function createLocalBus(options: { onError?: (error: unknown) => void } = {}): Bus {
  const channels = new EventEmitter();
  const events = new EventEmitter();
  channels.setMaxListeners(0);
  events.setMaxListeners(0);
  const guard =
    <A extends unknown[]>(listener: (...args: A) => void) =>
    (...args: A) => {
      try {
        listener(...args);
      } catch (error) {
        options.onError?.(error);
      }
    };
  return {
    publish: (channel, message) => void channels.emit(channel, message),
    listening: (channel) => channels.listenerCount(channel) > 0,
    listeningIds(prefix) {
      const ids: number[] = [];
      // An emitter keeps a name only while it has listeners: these are the subscribed channels.
      for (const name of channels.eventNames()) {
        if (typeof name === 'string' && name.startsWith(`${prefix}:`)) ids.push(Number(name.slice(prefix.length + 1)));
      }
      return ids;
    },
    subscribe(channel, listener) {
      const safe = guard(listener);
      channels.on(channel, safe);
      return () => void channels.off(channel, safe);
    },
    hears: (type) => events.listenerCount(type) > 0,
    emit: (event) => void events.emit(event.type, event),
    on(type, listener) {
      const safe = guard(listener as (event: DomainEvent) => void);
      events.on(type, safe);
      return () => void events.off(type, safe);
    },
  };
}
