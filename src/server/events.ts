import type { SettingKey } from './engine/settings.ts';
import type { PointQuote } from './market/types.ts';

/**
 * Typed domain events between the server's parts (engine, auth, market → socket hub, and later
 * other nodes through a shared bus). They are never sent to clients as they are: the hub turns
 * them into socket messages where a client should see something.
 */
export type DomainEvent =
  /**
   * Sessions of a user ended (logout, password change or reset). `keepTokenHash` is the SHA-256
   * of the one session that stays (the device that changed the password); every other socket
   * logged in as the user drops its private channels.
   */
  | { type: 'sessions.revoked'; userId: number; keepTokenHash?: string; tokenHash?: string }
  /** A site setting was written; every reader of settings re-reads them (engine/settings.ts). */
  | { type: 'settings.changed'; key: SettingKey }
  | MarketEvent;

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/**
 * Market events, typed for the engine (no strings to parse). Declared here with the others so
 * the bus stays the one place server parts meet.
 */
export type MarketEvent =
  /** A batch of quote changes: bid and ask in integer points (market/types.ts PointQuote). */
  | { type: 'quotes.tick'; quotes: PointQuote[] }
  /** An instrument's market opened or closed (its hours, or a halt). */
  | { type: 'market.status'; instrumentId: number; code: string; open: boolean; at: number };
