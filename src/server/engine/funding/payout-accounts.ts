import type { Clock } from '../../clock.ts';
import { payoutAccountRepository as accounts, type PayoutAccountRow } from '../../db/payout-account-repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { CodeInvalid, IdentityRequired, PayeeNameMismatch, PayoutAccountExists, PayoutAccountUnknown, PayoutCurrencyUnknown, PayoutDetailsMissing } from '../../errors.ts';
import { sameName, type Identity } from '../identity/index.ts';
import type { FundingCatalog, PayoutCurrency } from './catalog.ts';
import { bankAccountKey, coinAddressKey } from './payout-address.ts';

export const PayoutType = { COIN: 1, BANK: 2 } as const;

/** Confirms the money code (type 3) the user typed; the engine never knows how it was sent. */
export type ConfirmCode = () => Promise<boolean>;

export interface BindInput {
  type: number;
  draw_id: number;
  dc_address?: string;
  bank_name?: string;
  bank_address?: string;
  bank_swift?: string;
  payee_name?: string;
  payee_account?: string;
}

/**
 * Payout accounts (draw methods): a coin address on a network (type 1) or a bank account
 * (type 2), each tied to a payout currency. Binding needs a money code; a bank account's payee
 * must be the person whose identity was approved; the same address or account number of one
 * currency is bound once (payout-address.ts says when two are the same), a deleted one may be
 * bound again. Each user sees and deletes only their own.
 */
export function createPayoutAccounts(deps: { db: Executor; clock: Clock; catalog: FundingCatalog; identity: Identity }) {
  const { db, clock, catalog, identity } = deps;

  /** Throws PayoutAccountExists when the user already has this account (by its key) in this currency. */
  async function refuseRepeat(executor: Executor, userId: number, type: number, currencyId: number, key: string) {
    const rows = await accounts.boundIn(executor, userId, type, currencyId);
    const keyOf = (r: { dc_address: string; payee_account: string }) => (type === PayoutType.COIN ? coinAddressKey(r.dc_address) : bankAccountKey(r.payee_account));
    if (rows.some((r) => keyOf(r) === key)) throw new PayoutAccountExists({ kind: type === PayoutType.COIN ? 'coin' : 'bank' });
  }

  const owned = (userId: number, id: number) => accounts.owned(db, userId, id);

  return {
    owned,

    /** get_draw_method: the user's accounts of one type, of one currency when draw_id is given, each with its currency. */
    async list(userId: number, type: number, drawId?: number): Promise<{ account: PayoutAccountRow; currency: PayoutCurrency }[]> {
      const found = await accounts.listOf(db, userId, type, drawId);
      const out = [];
      for (const account of found) {
        const currency = await catalog.payoutCurrency(Number(account.draw_currency_id));
        if (currency) out.push({ account, currency });
      }
      return out;
    },

    /**
     * bind_draw_method: checks the details, then that the account is not bound already (before the
     * code, so a repeat leaves the code unused), then the code, then stores the account. The
     * repeat check runs again with the insert in one transaction: SQLite's transactions take the
     * write lock at once, so two binds at the same moment cannot both pass it there; on PostgreSQL
     * that would take two valid money codes at once (each is single-use).
     */
    async bind(userId: number, input: BindInput, confirm: ConfirmCode): Promise<void> {
      const currency = await catalog.payoutCurrency(input.draw_id);
      if (!currency || !currency.enabled || currency.type !== input.type) throw new PayoutCurrencyUnknown();
      const text = (v: string | undefined) => (v ?? '').trim();
      const details = {
        dc_address: text(input.dc_address),
        bank_name: text(input.bank_name),
        bank_address: text(input.bank_address),
        bank_swift: text(input.bank_swift).toUpperCase(),
        payee_name: text(input.payee_name),
        payee_account: text(input.payee_account),
      };
      if (input.type === PayoutType.COIN) {
        if (!details.dc_address) throw new PayoutDetailsMissing({ kind: 'coin' });
        Object.assign(details, { bank_name: '', bank_address: '', bank_swift: '', payee_name: '', payee_account: '' });
      } else {
        if (!details.bank_name || !details.payee_name || !details.payee_account) throw new PayoutDetailsMissing({ kind: 'bank' });
        const name = await identity.approvedName(userId);
        if (name === null) throw new IdentityRequired();
        if (!sameName(name, details.payee_name)) throw new PayeeNameMismatch();
        details.dc_address = '';
      }
      const key = input.type === PayoutType.COIN ? coinAddressKey(details.dc_address) : bankAccountKey(details.payee_account);
      await refuseRepeat(db, userId, input.type, currency.id, key);
      if (!(await confirm())) throw new CodeInvalid();
      await inTransaction(db, async (trx) => {
        await refuseRepeat(trx, userId, input.type, currency.id, key);
        await accounts.insert(trx, { user_id: userId, type: input.type, draw_currency_id: currency.id, ...details, created_at: clock.now() });
      });
    },

    /** del_draw_method: only the user's own; kept in the table (records still name it), hidden from lists. */
    async remove(userId: number, id: number): Promise<void> {
      if (!(await accounts.markDeleted(db, userId, id))) throw new PayoutAccountUnknown();
    },
  };
}
export type PayoutAccounts = ReturnType<typeof createPayoutAccounts>;
