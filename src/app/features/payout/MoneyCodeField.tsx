import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../lib/http/index.ts';
import { sessionAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { SendCodeButton } from '../account/form/SendCodeButton.tsx';
import { TextField } from '../account/form/TextField.tsx';
import { MONEY_CODE, moneyCodeAddress } from './money-code.ts';

/**
 * The money code (auth_code of draw and bind_draw_method): 'Send code' mails or texts it to the
 * account's own address, then counts down 60 s (the countdown is shared with every money form,
 * as the server's wait is per address).
 */
export function MoneyCodeField({ value, onValue, error }: { value: string; onValue: (value: string) => void; error?: string }) {
  const { t } = useLingui();
  const user = useAtomValue(sessionAtom)?.user;
  if (!user) return null;
  const address = moneyCodeAddress(user);
  const shown = address.shown;
  const send = async () => {
    if (address.channel === 'mobile') await api('sendSms', { to: user.phone ?? '', type: MONEY_CODE }, { announce: true });
    else await api('sendEmail', { to: user.email, type: MONEY_CODE }, { announce: true });
    return true;
  };
  return (
    <TextField
      label={<Trans>Verification code</Trans>}
      value={value}
      onValue={(text) => onValue(text.replace(/\D/g, '').slice(0, 6))}
      error={error}
      hint={
        <Trans>
          The code goes to <bdi className="num">{shown}</bdi>.
        </Trans>
      }
      placeholder={t`6 digits`}
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      end={<SendCodeButton target={address.target} send={send} />}
    />
  );
}
