import type { FastifyInstance } from 'fastify';
import { normalizeLang, type Lang, WS_PATH } from '../../contract/index.ts';
import { sha256 } from '../auth/tokens.ts';
import type { Bus } from '../bus.ts';
import type { Clock } from '../clock.ts';
import { relayLiveMessages } from '../http/live-messages.ts';
import type { Translate } from '../i18n/translate.ts';
import type { Market } from '../market/types.ts';
import { addressKey } from '../auth/address-key.ts';
import { AddressCaps, POLICY_CLOSE, TOO_MANY_SOCKETS, type SocketCaps } from './caps.ts';
import { Connection, type HubSide } from './connection.ts';
import { Fanout } from './fanout.ts';

export interface SocketOptions {
  bus: Bus;
  market: Market;
  translator: (lang: Lang) => Translate;
  /** Silence limits read it, so tests move time instead of waiting. */
  clock: Clock;
  /** Resolves a login token to a user id; null when the token is not a live session. May throw (database busy or down). */
  verifyToken?: (token: string) => Promise<number | null>;
  /** A user's unread support replies: sent at once to a socket that subscribes to CHAT. */
  chatUnread?: (userId: number) => Promise<number>;
  /** Caps per client: live sockets per address (IPv6: per /64), messages per socket per second. */
  limits: { socketsPerAddress: number; messagesPerSecond: number };
  /** The count of live sockets per address: this node's alone when absent, a cluster's when given. */
  caps?: SocketCaps;
}

/** How often a login that raced a revocation of its user is checked again before it is refused. */
const VERIFY_ATTEMPTS = 3;

/**
 * The live socket: token login, sub/unsub of bus channels, ping/pong, per-user channels, and
 * the end of a login when the bus says its session was revoked.
 */
export function registerSocket(app: FastifyInstance, options: SocketOptions) {
  const hub = createHub(app, options);
  const caps = options.caps ?? new AddressCaps(options.limits.socketsPerAddress);
  app.get(WS_PATH, { websocket: true }, (socket, request) => {
    const key = addressKey(request.ip);
    const refuse = () => {
      request.log.warn({ address: key }, 'socket refused: too many from this address');
      socket.close(POLICY_CLOSE, TOO_MANY_SOCKETS);
    };
    const admitted = caps.admit(key);
    if (admitted === false) return refuse();
    const lang = normalizeLang((request.query as Record<string, unknown>).lang ?? request.headers.lang);
    new Connection(socket, hub, options.translator(lang)).listen();
    if (admitted === true) return void socket.once('close', () => caps.release(key));
    // A cluster's count answers later: the socket is served meanwhile, and closed if refused.
    void admitted.then((ok) => {
      if (!ok) return refuse();
      if (socket.readyState === socket.OPEN) socket.once('close', () => caps.release(key));
      else caps.release(key);
    });
  });
}

function createHub(app: FastifyInstance, options: SocketOptions): HubSide {
  const byUser = new Map<number, Set<Connection>>();
  // A login whose database read started before its user's sessions were revoked may have read
  // the session still alive: such a login is checked again. Revocations are only remembered
  // while a login is in flight.
  let loginsInFlight = 0;
  let revocations = 0;
  const revokedAt = new Map<number, number>();

  const offRevoked = options.bus.on('sessions.revoked', (event) => {
    if (loginsInFlight > 0) revokedAt.set(event.userId, ++revocations);
    for (const connection of [...(byUser.get(event.userId) ?? [])]) connection.revoke(event);
  });
  app.addHook('onClose', async () => offRevoked());
  // The engine's live events (FOREX_TRADE, FOREX_CLOSED, STOP_OUT, PRICE_ALERT) become messages on the users' channels.
  const offLive = relayLiveMessages(options.bus);
  app.addHook('onClose', async () => offLive());

  async function verifyOnce(token: string) {
    const seen = revocations;
    const userId = (await options.verifyToken?.(token)) ?? null;
    const raced = userId !== null && (revokedAt.get(userId) ?? 0) > seen;
    return { userId, raced };
  }

  return {
    fanout: new Fanout(options.bus),
    market: options.market,
    clock: options.clock,
    log: app.log,
    messagesPerSecond: options.limits.messagesPerSecond,
    chatUnread: options.chatUnread,
    async verify(token) {
      loginsInFlight++;
      try {
        for (let attempt = 0; attempt < VERIFY_ATTEMPTS; attempt++) {
          const { userId, raced } = await verifyOnce(token);
          if (userId === null) return null;
          if (!raced) return { userId, tokenHash: sha256(token) };
        }
        return null;
      } catch (error) {
        // A busy or unreachable database refuses this login; the client retries on reconnect.
        app.log.warn({ err: error }, 'socket login: the token check failed');
        return null;
      } finally {
        if (--loginsInFlight === 0) revokedAt.clear();
      }
    },
    loggedIn(connection, userId, previous) {
      if (previous !== null) {
        const set = byUser.get(previous);
        set?.delete(connection);
        if (set?.size === 0) byUser.delete(previous);
      }
      if (userId !== null) {
        let set = byUser.get(userId);
        if (!set) byUser.set(userId, (set = new Set()));
        set.add(connection);
      }
    },
  };
}
