// Sending verification codes (POST /api/notify/send_email and send_sms, SPEC.md section 7):
// type 1 for registration, 2 for a password reset. The server's 'code sent' msg is shown.
import { api } from '../../lib/http/index.ts';
import { CodePurpose, type CodeAddress } from './code-address.ts';
import { normalizePhone } from './validation.ts';

export async function sendCode(purpose: CodePurpose, { channel, area, email, phone }: CodeAddress): Promise<void> {
  if (channel === 'email') {
    // Registration sends the area too: the server refuses the excluded countries there as well.
    await api('sendEmail', { to: email.trim(), type: purpose, area_id: purpose === CodePurpose.REGISTER ? area?.id : undefined }, { announce: true });
  } else {
    await api('sendSms', { to: normalizePhone(phone), area_id: area?.id ?? 0, type: purpose }, { announce: true });
  }
}
