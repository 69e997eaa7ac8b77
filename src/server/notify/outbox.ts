import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export interface OutboxEntry {
  at: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

/**
 * With no mail server or SMS provider configured, messages land here (one JSON line each) and in
 * the server log, so a person on one machine can still finish a registration.
 */
export function appendToOutbox(file: string, entry: OutboxEntry) {
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}
