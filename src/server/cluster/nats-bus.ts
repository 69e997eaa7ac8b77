import { connect, type NatsConnection, type Subscription } from 'nats';
import type { ServerMessage } from '../../contract/index.ts';
import { createLocalBus, type Bus } from '../bus.ts';
import type { DomainEvent, DomainEventType } from '../events.ts';

/**
 * Domain events every node must hear, whichever node emitted them: a revoked session ends its
 * sockets on every node, a changed setting is re-read by every node. The others stay on the
 * node that emitted them: the engine's live events are shaped into messages on the owner of the
 * account (http/live-messages.ts), and those messages travel as channels.
 */
export const CLUSTER_EVENTS: ReadonlySet<DomainEventType> = new Set<DomainEventType>(['sessions.revoked', 'settings.changed']);

/**
 * Channels one user's socket may sit on at any node (FOREX_TRADE:<userId>, CHAT:<userId>...):
 * they travel on NATS. The market's channels (DAY_MARKET, KLINE.<CODE>) do not: every node
 * batches the same ticks for its own sockets (cluster/market-source.ts).
 */
export const crossesNodes = (channel: string) => channel.includes(':');

export interface ClusterBus extends Bus {
  /** The NATS connection, for the cluster's other subjects (ticks, forwarded commands). */
  readonly nats: NatsConnection;
  /** What every subject of this cluster starts with (NATS_PREFIX), so clusters sharing a NATS server never hear each other. */
  readonly prefix: string;
  close(): Promise<void>;
}

/**
 * The bus of a node in a cluster (NATS_URL): the in-process bus for what stays on this node, and
 * NATS for per-user channels and the cluster's events. The connection is opened with `noEcho`,
 * so a node never hears its own publishes back: they reach its own listeners directly, once.
 */
export async function createNatsBus(options: { url: string; nodeId: string; prefix: string; onError?: (error: unknown) => void }): Promise<ClusterBus> {
  const CHANNEL_SUBJECT = `${options.prefix}.channel.`;
  const EVENT_SUBJECT = `${options.prefix}.event.`;
  const nats = await connect({ servers: options.url, name: options.nodeId, noEcho: true, maxReconnectAttempts: -1 });
  const local = createLocalBus({ onError: options.onError });
  const remote = new Map<string, { sub: Subscription; listeners: number }>();
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value));
  const decode = (data: Uint8Array) => JSON.parse(Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8')) as unknown;
  const guarded = (deliver: (data: Uint8Array) => void) => (error: Error | null, msg: { data: Uint8Array }) => {
    if (error) return options.onError?.(error);
    try {
      deliver(msg.data);
    } catch (caught) {
      options.onError?.(caught);
    }
  };

  const events = nats.subscribe(`${EVENT_SUBJECT}>`, { callback: guarded((data) => local.emit(decode(data) as DomainEvent)) });
  await nats.flush();

  function joinRemote(channel: string) {
    const entry = remote.get(channel);
    if (entry) return void entry.listeners++;
    const sub = nats.subscribe(CHANNEL_SUBJECT + channel, { callback: guarded((data) => local.publish(channel, decode(data) as ServerMessage)) });
    remote.set(channel, { sub, listeners: 1 });
  }
  function leaveRemote(channel: string) {
    const entry = remote.get(channel);
    if (!entry || --entry.listeners > 0) return;
    entry.sub.unsubscribe();
    remote.delete(channel);
  }

  return {
    nats,
    prefix: options.prefix,
    publish(channel, message) {
      local.publish(channel, message);
      if (crossesNodes(channel)) nats.publish(CHANNEL_SUBJECT + channel, encode(message));
    },
    subscribe(channel, listener) {
      const off = local.subscribe(channel, listener);
      if (!crossesNodes(channel)) return off;
      joinRemote(channel);
      return () => {
        off();
        leaveRemote(channel);
      };
    },
    // Another node's socket may be on a user's channel: this node cannot tell.
    listening: (channel) => crossesNodes(channel) || local.listening(channel),
    listeningIds: () => undefined,
    hears: (type) => CLUSTER_EVENTS.has(type) || local.hears(type),
    emit(event) {
      local.emit(event);
      if (CLUSTER_EVENTS.has(event.type)) nats.publish(EVENT_SUBJECT + event.type, encode(event));
    },
    on: (type, listener) => local.on(type, listener),
    async close() {
      events.unsubscribe();
      await nats.drain();
    },
  };
}
