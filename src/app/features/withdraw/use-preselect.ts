// The withdraw screen's preselection: with one payout account, the person need not pick it.
import { useEffect } from 'react';
import type { PayoutType } from '../payout/keys.ts';
import { useCurrencies, useMethods, type DrawCurrency, type DrawMethod } from '../payout/queries.ts';

/**
 * One payout account of the type shown is the choice, taken for the person: its currency and it
 * are chosen as the screen opens (and when the person turns to a type that has one). A person
 * with bank accounts and no coin address opens on the bank tab, until they pick a tab themselves.
 * Only while no currency is chosen, so it never overrides a choice.
 */
export function usePreselect({
  type,
  onType,
  currency,
  choose,
  typePicked,
}: {
  type: PayoutType;
  onType: (type: PayoutType) => void;
  currency: DrawCurrency | undefined;
  choose: (currency: DrawCurrency, method: DrawMethod) => void;
  typePicked: { current: boolean };
}) {
  const coin = useMethods(1).data;
  const bank = useMethods(2).data;
  const offered = useCurrencies(type).data;
  useEffect(() => {
    if (currency || !coin || !bank) return;
    if (type === 1 && !typePicked.current && coin.length === 0 && bank.length > 0) {
      typePicked.current = true;
      onType(2);
      return;
    }
    const mine = type === 1 ? coin : bank;
    const only = mine.length === 1 ? mine[0] : undefined;
    // Its currency as offered now (a currency no longer offered is not chosen for anyone).
    const itsCurrency = only && offered?.find((c) => c.id === only.draw_currency.id);
    if (only && itsCurrency) choose(itsCurrency, only);
  }, [type, currency, coin, bank, offered, onType, choose, typePicked]);
}
