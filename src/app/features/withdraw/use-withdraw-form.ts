import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../ui/toast.ts';
import type { PayoutType } from '../payout/keys.ts';
import { runMoneyAction, type DrawCurrency, type DrawMethod } from '../payout/queries.ts';
import { isPositiveAmount, withdrawFigures } from './amount.ts';
import { usePreselect } from './use-preselect.ts';

/** The withdrawal form's choices and inputs, its check before the confirmation, and the sending. */
export function useWithdrawForm(type: PayoutType, onType: (type: PayoutType) => void) {
  const { t } = useLingui();
  const [currency, setCurrency] = useState<DrawCurrency>();
  const [method, setMethod] = useState<DrawMethod>();
  const typePicked = useRef(false);
  const choose = useCallback((next: DrawCurrency, account: DrawMethod) => {
    setCurrency(next);
    setMethod(account);
  }, []);
  usePreselect({ type, onType, currency, choose, typePicked });
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const figures = withdrawFigures(amount, currency);
  const amountOk = isPositiveAmount(amount);
  const codeOk = code.length > 0;

  const chooseCurrency = (next: DrawCurrency) => {
    setCurrency(next);
    setMethod(undefined);
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!currency) return showToast(t`Please choose a currency`, 'error');
    if (!method) return showToast(t`Please choose where to pay out`, 'error');
    if (!amountOk || !codeOk) return showToast(t`Please complete all required fields`, 'error');
    setConfirming(true);
  };

  const submit = async () => {
    if (busy || !currency || !method) return;
    setBusy(true);
    try {
      await runMoneyAction('draw', { draw_currency_id: currency.id, draw_method_id: method.id, number: amount, auth_code: code.trim() });
      setConfirming(false);
      setAmount('');
      setCode('');
      setTried(false);
    } catch {
      /* the HTTP client showed the server's message (over the limit, a wrong code…) */
    } finally {
      setBusy(false);
    }
  };

  const pickType = (next: PayoutType) => {
    typePicked.current = true;
    setCurrency(undefined);
    setMethod(undefined);
    onType(next);
  };

  return { currency, method, setMethod, chooseCurrency, pickType, amount, setAmount, amountOk, code, setCode, codeOk, tried, figures, confirming, setConfirming, busy, review, submit };
}
