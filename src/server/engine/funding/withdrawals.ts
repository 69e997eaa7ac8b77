import { withdrawal as payout } from '../../../contract/formulas.ts';
import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import { withdrawalRepository as withdrawals } from '../../db/withdrawal-repository.ts';
import { fromUnits, toUnits } from '../../units.ts';
import {
  AmountInvalid,
  AmountPrecision,
  CodeInvalid,
  IdentityRequired,
  PayoutAccountRequired,
  PayoutAccountUnknown,
  PayoutCurrencyUnknown,
  WithdrawalBelowFee,
  WithdrawalTooLarge,
} from '../../errors.ts';
import type { Actor } from '../operations/audit.ts';
import type { Identity } from '../identity/index.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import type { Money, Wallet } from '../wallet/index.ts';
import type { FundingCatalog } from './catalog.ts';
import { PayoutType, type ConfirmCode, type PayoutAccounts } from './payout-accounts.ts';
import * as review from './withdrawal-review.ts';
import type { WithdrawalReviewContext } from './withdrawal-review.ts';
import { WithdrawalStatus } from './withdrawal-status.ts';

export { WithdrawalStatus } from './withdrawal-status.ts';
const PAGE_SIZE = 20;

/**
 * What may be withdrawn now: min(balance, equity) − used margin − frozen. Floating gains are not
 * cash (the balance caps it), floating losses are already owed (equity caps it). Units of 10^-8.
 */
export function withdrawable(money: Readonly<Money>, floating: bigint): bigint {
  const equity = money.balance + floating;
  return (equity < money.balance ? equity : money.balance) - money.margin - money.lock;
}

/**
 * Withdrawals: the amount (USD) is frozen through the wallet in the same transaction as the
 * record, and stays frozen until an operator pays it (a withdrawal leg, ledger type 2, and the
 * freeze released) or rejects it (the freeze released, nothing booked).
 */
export function createWithdrawals(deps: {
  db: Executor;
  clock: Clock;
  wallet: Wallet;
  catalog: FundingCatalog;
  identity: Identity;
  payoutAccounts: PayoutAccounts;
  bus: Bus;
  /** The account's floating profit of open positions now (the trading engine's live figure). */
  floating: (userId: number) => Promise<bigint>;
}) {
  const { db, clock, wallet, catalog, identity, payoutAccounts, floating, bus } = deps;
  const ctx: WithdrawalReviewContext = { db, clock, wallet, bus };

  return {
    async submit(userId: number, input: { draw_currency_id: number; number: string; memo?: string; draw_method_id: number }, confirm: ConfirmCode): Promise<void> {
      if ((await identity.approvedName(userId)) === null) throw new IdentityRequired();
      const currency = await catalog.payoutCurrency(input.draw_currency_id);
      if (!currency || !currency.enabled) throw new PayoutCurrencyUnknown();
      const method = await payoutAccounts.owned(userId, input.draw_method_id);
      if (!method || Number(method.draw_currency_id) !== currency.id) {
        const any = await payoutAccounts.list(userId, currency.type);
        throw any.length === 0 ? new PayoutAccountRequired() : new PayoutAccountUnknown();
      }
      const units = toUnits(input.number);
      if (units <= 0n) throw new AmountInvalid();
      if (units % 1_000_000n !== 0n) throw new AmountPrecision(); // USD: whole cents
      const amount = fromUnits(units);
      const { fee, received } = payout({ amount, drawRate: currency.drawRate, feeType: currency.feeType, usdPrice: currency.usdPrice, precision: currency.precision });
      const feeUnits = toUnits(fee);
      if (units <= feeUnits) throw new WithdrawalBelowFee({ fee: fromUnits(feeUnits, 2) });
      // Checked before the code is used up, and again inside the wallet's command (it is the one that counts).
      const tooLarge = (available: bigint) => new WithdrawalTooLarge({ available: fromUnits(available > 0n ? available : 0n, 2) });
      const before = withdrawable(await wallet.money(userId), await floating(userId));
      if (units > before) throw tooLarge(before);
      if (!(await confirm())) throw new CodeInvalid();
      const float = await floating(userId);
      await wallet.run(userId, (draft) => {
        const available = withdrawable(draft.money, float);
        if (units > available) throw tooLarge(available);
        draft.lock(units);
        draft.write(async (trx) => {
          await withdrawals.insert(trx, {
            user_id: userId,
            type: currency.type,
            draw_currency_id: currency.id,
            currency_code: currency.code,
            draw_method_id: Number(method.id),
            address: currency.type === PayoutType.COIN ? method.dc_address : method.bank_name,
            payee_account: method.payee_account,
            number: units,
            fee: feeUnits,
            real_number: received,
            memo: (input.memo ?? '').trim(),
            status: WithdrawalStatus.PENDING,
            created_at: clock.now(),
          });
        });
      });
    },

    /** draw_list: the user's own withdrawals of one type, newest first. */
    list: (userId: number, type: number, page: number) => withdrawals.pageOf(db, userId, type, PAGE_SIZE, (page - 1) * PAGE_SIZE),

    // The operator's side (operations/): nothing here runs without a named reviewer.

    listForOperator: (status: number | undefined, limit?: number) => review.listForOperator(ctx, status, limit),
    show: (id: number) => review.show(ctx, id),
    /** Paid: the frozen amount leaves the account as one withdrawal leg (type 2). */
    approve: (id: number, actor: Actor) => review.approve(ctx, id, actor),
    /** Rejected: the frozen amount is released; no money moves. */
    reject: (id: number, actor: Actor) => review.reject(ctx, id, actor),
  };
}
export type Withdrawals = ReturnType<typeof createWithdrawals>;
