// Sending verification codes (POST /api/notify/send_email and send_sms, SPEC.md section 7):
// type 1 for registration, 2 for a password reset. The server's 'code sent' msg is shown.
import type { AreaCode } from '../../../contract/site.ts';
import { api } from '../../lib/http/index.ts';
import { normalizePhone, type Channel } from './validation.ts';

export const CodePurpose = { REGISTER: 1, RESET: 2 } as const;
export type CodePurpose = (typeof CodePurpose)[keyof typeof CodePurpose];

export interface CodeAddress {
  channel: Channel;
  area: AreaCode | undefined;
  email: string;
  phone: string;
}

/** The key of the address a code goes to, as the server counts its 60 s (the countdown key). */
export function codeTarget({ channel, area, email, phone }: CodeAddress): string {
  return channel === 'email' ? `email:${email.trim().toLowerCase()}` : `sms:${area?.global_code ?? ''}:${normalizePhone(phone)}`;
}

export async function sendCode(purpose: CodePurpose, { channel, area, email, phone }: CodeAddress): Promise<void> {
  if (channel === 'email') {
    // Registration sends the area too: the server refuses the excluded countries there as well.
    await api('sendEmail', { to: email.trim(), type: purpose, area_id: purpose === CodePurpose.REGISTER ? area?.id : undefined }, { announce: true });
  } else {
    await api('sendSms', { to: normalizePhone(phone), area_id: area?.id ?? 0, type: purpose }, { announce: true });
  }
}
