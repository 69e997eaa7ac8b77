import { useEffect, useMemo, useState } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_CURRENCY, showBalance } from '../../../contract/formulas.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { Skeleton } from '../../ui/states.tsx';
import { useForexDetail } from '../account/forex-detail.ts';
import { MoneySubmit } from '../payout/MoneySubmit.tsx';
import { TextField } from '../account/form/TextField.tsx';
import { CurrencyChips } from '../payout/CurrencyChips.tsx';
import type { PayoutType } from '../payout/keys.ts';
import { MethodSummary } from '../payout/MethodCard.tsx';
import { MoneyCodeField } from '../payout/MoneyCodeField.tsx';
import { refreshMoney, useMethods, type DrawCurrency, type DrawMethod } from '../payout/queries.ts';
import { TypeTabs } from '../payout/TypeTabs.tsx';
import { cleanAmount } from './amount.ts';
import { DrawRecords } from './DrawRecords.tsx';
import { WithdrawFigures } from './WithdrawFigures.tsx';
import { IdentityGate } from './IdentityGate.tsx';
import { useWithdrawForm } from './use-withdraw-form.ts';
import '../account/account.css';
import '../payout/payout.css';

/** What may be withdrawn (forexDetail's available: equity − margin − frozen) and what is frozen already. */
function Available() {
  const detail = useForexDetail();
  const data = detail.data;
  return (
    <div className="withdraw-balance">
      <div>
        <span className="payout-muted">
          <Trans>Available</Trans>
        </span>
        {data ? (
          <strong className="num" data-testid="withdraw-available">
            {showBalance(data.available ?? data.balance)} {ACCOUNT_CURRENCY}
          </strong>
        ) : (
          <Skeleton width={110} height={22} />
        )}
      </div>
      <div>
        <span className="payout-muted">
          <Trans>Frozen</Trans>
        </span>
        {data ? (
          <strong className="num" data-testid="withdraw-frozen">
            {showBalance(data.lock_balance)} {ACCOUNT_CURRENCY}
          </strong>
        ) : (
          <Skeleton width={90} height={22} />
        )}
      </div>
    </div>
  );
}

function AmountLabel({ currency }: { currency: string }) {
  return <Trans>Amount ({currency})</Trans>;
}

/** The bound accounts of the chosen currency to pay out to, or the way to bind one. */
function MethodChoice({ type, currency, value, onChange }: { type: PayoutType; currency: DrawCurrency; value: number | undefined; onChange: (method: DrawMethod) => void }) {
  const query = useMethods(type);
  const methods = useMemo(() => query.data?.filter((method) => method.draw_currency.id === currency.id) ?? [], [query.data, currency.id]);
  // One account of this currency: it is the choice, taken for the person.
  const only = methods.length === 1 ? methods[0] : undefined;
  useEffect(() => {
    if (only && value === undefined) onChange(only);
  }, [only, value, onChange]);
  return (
    <div className="field" role="radiogroup" aria-labelledby="withdraw-method">
      <span id="withdraw-method" className="field-label">
        <Trans>Pay out to</Trans>
      </span>
      {query.isPending ? (
        <Skeleton height={64} radius={12} />
      ) : methods.length === 0 ? (
        <div className="payout-setup">
          <p>
            <Trans>Please set up a payment account first</Trans>
          </p>
          <Link to="/mine/withdraw-way" search={{ type }} className="btn btn-outline">
            {type === 1 ? <Trans>Add a coin address</Trans> : <Trans>Add a bank account</Trans>}
          </Link>
        </div>
      ) : (
        <ul className="payout-list">
          {methods.map((method) => (
            <li key={method.id}>
              <button type="button" role="radio" aria-checked={method.id === value} className="payout-card payout-option" onClick={() => onChange(method)}>
                <MethodSummary method={method} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function WithdrawForm({ type, onType }: { type: PayoutType; onType: (type: PayoutType) => void }) {
  const { t } = useLingui();
  const { currency, method, setMethod, chooseCurrency, pickType, amount, setAmount, amountOk, code, setCode, codeOk, tried, figures, confirming, setConfirming, busy, review, submit } =
    useWithdrawForm(type, onType);

  return (
    <>
      <form className="auth-form payout-form" noValidate onSubmit={review}>
        <TypeTabs value={type} onChange={pickType} />
        <CurrencyChips key={type} type={type} value={currency?.id} onChange={chooseCurrency} label={<Trans>Currency</Trans>} />
        {currency && <MethodChoice type={type} currency={currency} value={method?.id} onChange={setMethod} />}
        <TextField
          label={<AmountLabel currency={ACCOUNT_CURRENCY} />}
          value={amount}
          onValue={(text) => setAmount(cleanAmount(text))}
          error={tried && !amountOk ? t`Enter an amount above 0` : undefined}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          placeholder="0.00"
        />
        {figures && currency && <WithdrawFigures figures={figures} code={currency.code} live />}
        <MoneyCodeField value={code} onValue={setCode} error={tried && !codeOk ? t`Please fill this in` : undefined} />
        <MoneySubmit busy={busy}>
          <Trans>Withdraw</Trans>
        </MoneySubmit>
      </form>
      <ConfirmDialog
        open={confirming}
        title={<Trans>Confirm the withdrawal</Trans>}
        confirmLabel={<Trans>Withdraw</Trans>}
        busy={busy}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      >
        {currency && method && figures && (
          <>
            <WithdrawFigures figures={figures} code={currency.code} amount={amount} to={<MethodSummary method={method} />} />
            <p className="payout-muted">
              <Trans>The amount is frozen until the withdrawal is reviewed.</Trans>
            </p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

/**
 * /mine/withdraw: an approved identity first; then the payout type, currency and bound account,
 * the amount in USD with its fee and what arrives, the money code, a confirmation, and the
 * records. Submitting freezes the amount on the server (lock_balance), which the balance shows.
 */
const route = getRouteApi('/mine/withdraw');

export function WithdrawScreen() {
  const search = route.useSearch();
  const [type, setType] = useState<PayoutType>(search.type === 2 ? 2 : 1);
  return (
    <div className="page">
      <PageHeader title={<Trans>Withdraw</Trans>} />
      <PullToRefresh onRefresh={refreshMoney}>
        <IdentityGate>
          <div className="payout-page">
            <Available />
            <WithdrawForm type={type} onType={setType} />
            <DrawRecords key={type} type={type} highlight={type === search.type ? search.id : undefined} />
          </div>
        </IdentityGate>
      </PullToRefresh>
    </div>
  );
}
