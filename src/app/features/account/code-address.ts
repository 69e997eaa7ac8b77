// Where a verification code goes and what it is for (type 1 registration, 2 password reset),
// and the key its resend countdown is kept under. Pure, so it is tested without a browser.
import type { AreaCode } from '../../../contract/site.ts';
import { normalizePhone, type Channel } from './validation.ts';

export const CodePurpose = { REGISTER: 1, RESET: 2 } as const;
export type CodePurpose = (typeof CodePurpose)[keyof typeof CodePurpose];

export interface CodeAddress {
  channel: Channel;
  area: AreaCode | undefined;
  email: string;
  phone: string;
}

/**
 * The countdown key of a code: its purpose and the address it goes to ('2/email:a@b.c',
 * '1/sms:886:912345678'). The purpose is part of it so that the code sent at registration does
 * not make the change-password form open already counting down: a form counts only the codes
 * sent for its own purpose to the same address.
 */
export function codeTarget(purpose: CodePurpose, { channel, area, email, phone }: CodeAddress): string {
  const address = channel === 'email' ? `email:${email.trim().toLowerCase()}` : `sms:${area?.global_code ?? ''}:${normalizePhone(phone)}`;
  return `${purpose}/${address}`;
}
