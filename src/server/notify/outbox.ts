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
 * With no mail server or SMS provider configured, messages land here (one JSON line each), so a
 * person on one machine can still finish a registration (the log shows them too, outside
 * production only).
 */
export function appendToOutbox(file: string, entry: OutboxEntry) {
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}
