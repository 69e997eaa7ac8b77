// Where a money code (send_email / send_sms type 3) goes and the key its resend countdown is kept
// under. Pure, so it is tested without a browser.
import type { User } from '../../../contract/account.ts';

/** send_email / send_sms type 3: a code that confirms a withdrawal or a new payout account. */
export const MONEY_CODE = 3;

/** An account registered by phone has no email but its dialing code and number. */
const byPhone = (user: User) => !user.email.includes('@') && Boolean(user.phone && user.area_code);

/**
 * The account's own verified address (the server sends there whatever the request names), as
 * shown, and the countdown key: type 3 and the address, so a registration or password code to
 * the same address does not start this form counting down.
 */
export function moneyCodeAddress(user: User): { channel: 'email' | 'mobile'; shown: string; target: string } {
  if (byPhone(user)) return { channel: 'mobile', shown: `+${user.area_code} ${user.phone}`, target: `${MONEY_CODE}/sms:${user.area_code}:${user.phone}` };
  return { channel: 'email', shown: user.email, target: `${MONEY_CODE}/email:${user.email.trim().toLowerCase()}` };
}
