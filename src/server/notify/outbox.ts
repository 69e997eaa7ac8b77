import { appendFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { privateFile, privateFolder } from '../data-folder.ts';

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
  // It holds sign-in and reset codes: readable by the server's user only.
  privateFolder(dirname(file));
  privateFile(file);
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}
