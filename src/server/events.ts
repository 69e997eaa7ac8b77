import type { SettingKey } from './engine/settings.ts';

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
  | { type: 'settings.changed'; key: SettingKey };

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
