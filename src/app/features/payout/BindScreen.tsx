import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReviewStatus } from '../../../contract/account.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { showToast } from '../../ui/toast.ts';
import { MoneySubmit } from './MoneySubmit.tsx';
import { TextField } from '../account/form/TextField.tsx';
import { CurrencyChips } from './CurrencyChips.tsx';
import type { PayoutType } from './keys.ts';
import { MoneyCodeField } from './MoneyCodeField.tsx';
import { useIdentity } from '../identity/queries.ts';
import { runMoneyAction, type DrawCurrency } from './queries.ts';
import { TypeTabs } from './TypeTabs.tsx';
import '../account/account.css';
import './payout.css';

type Field = 'dc_address' | 'bank_name' | 'bank_address' | 'bank_swift' | 'payee_name' | 'payee_account' | 'code';
const EMPTY: Record<Field, string> = { dc_address: '', bank_name: '', bank_address: '', bank_swift: '', payee_name: '', payee_account: '', code: '' };
const REQUIRED: Record<PayoutType, readonly Field[]> = {
  1: ['dc_address', 'code'],
  // The bank's address and SWIFT code help a wire but are not needed everywhere (a local FPS payout).
  2: ['bank_name', 'payee_name', 'payee_account', 'code'],
};

/** Which coin and network the address must be on. */
function NetworkHint({ code, network }: { code: string; network: string }) {
  return (
    <Trans>
      Only send {code} on the {network} network to this address.
    </Trans>
  );
}

/**
 * /mine/withdraw-way: binds a payout account. Type 1 a coin address on the chosen currency's
 * network, type 2 a bank account (SPEC.md section 3: bank, its address, SWIFT, payee name and
 * account). Both are confirmed by a money code. The payee name must be the approved identity's
 * name: it is filled in from it, and the server refuses another with its own message.
 */
export function BindScreen({ type }: { type: PayoutType }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const identity = useIdentity();
  const [currency, setCurrency] = useState<DrawCurrency>();
  const [values, setValues] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const identityName = identity.data?.review_status === ReviewStatus.APPROVED ? identity.data.name : '';
  useEffect(() => {
    if (identityName) setValues((before) => (before.payee_name ? before : { ...before, payee_name: identityName }));
  }, [identityName]);

  const missing = REQUIRED[type].filter((field) => values[field].trim() === '');
  const error = (field: Field) => (tried && missing.includes(field) ? t`Please fill this in` : undefined);
  const bind = (field: Field) => ({ value: values[field], onValue: (value: string) => setValues((before) => ({ ...before, [field]: value })), error: error(field) });

  const switchType = (next: PayoutType) => {
    setCurrency(undefined);
    setTried(false);
    void navigate({ to: '/mine/withdraw-way', search: { type: next }, replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    if (!currency) return showToast(t`Please choose a currency`, 'error');
    if (missing.length > 0) return showToast(t`Please complete all required fields`, 'error');
    setBusy(true);
    try {
      const v = Object.fromEntries(Object.entries(values).map(([k, value]) => [k, value.trim()])) as Record<Field, string>;
      await runMoneyAction(
        'bindDrawMethod',
        type === 1
          ? { type, draw_id: currency.id, dc_address: v.dc_address, auth_code: v.code }
          : { type, draw_id: currency.id, bank_name: v.bank_name, bank_address: v.bank_address, bank_swift: v.bank_swift, payee_name: v.payee_name, payee_account: v.payee_account, auth_code: v.code },
      );
      await navigate({ to: type === 1 ? '/mine/coin-address-list' : '/mine/bank-card-list', replace: true });
    } catch {
      /* the HTTP client showed the server's message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageHeader title={<Trans>Bind a payout account</Trans>} />
      <form className="auth-form payout-form" noValidate onSubmit={(event) => void submit(event)}>
        <TypeTabs value={type} onChange={switchType} />
        <CurrencyChips key={type} type={type} value={currency?.id} onChange={setCurrency} label={type === 1 ? <Trans>Currency and network</Trans> : <Trans>Currency</Trans>} />
        {type === 1 ? (
          <TextField
            label={<Trans>Address</Trans>}
            {...bind('dc_address')}
            hint={currency ? <NetworkHint code={currency.code} network={currency.protocol} /> : undefined}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
          />
        ) : (
          <>
            <TextField label={<Trans>Bank name</Trans>} {...bind('bank_name')} maxLength={120} />
            <TextField label={<Trans>Bank address</Trans>} {...bind('bank_address')} maxLength={200} />
            <TextField label={<Trans>SWIFT code</Trans>} {...bind('bank_swift')} dir="ltr" autoCapitalize="characters" maxLength={20} />
            <TextField label={<Trans>Payee name</Trans>} {...bind('payee_name')} hint={<Trans>The name on your approved identity check.</Trans>} maxLength={120} />
            <TextField label={<Trans>Account number</Trans>} {...bind('payee_account')} dir="ltr" inputMode="text" maxLength={60} />
          </>
        )}
        <MoneyCodeField {...bind('code')} />
        <MoneySubmit busy={busy}>
          <Trans>Bind</Trans>
        </MoneySubmit>
      </form>
    </div>
  );
}
