import { withdrawal as payout } from '../../../contract/formulas.ts';
import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import { withdrawalRepository as withdrawals, type WithdrawalRow } from '../../db/withdrawal-repository.ts';
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
import { OperationRefused, recordAudit, type Actor } from '../operations/audit.ts';
import type { Identity } from '../identity/index.ts';
import { formatTime } from '../../wire-time.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { LedgerType, type Money, type Wallet } from '../wallet/index.ts';
import type { FundingCatalog } from './catalog.ts';
import { PayoutType, type ConfirmCode, type PayoutAccounts } from './payout-accounts.ts';

export const WithdrawalStatus = { PENDING: 0, PAID: 1, REJECTED: 2 } as const;
const PAGE_SIZE = 20;

/**
 * What may be withdrawn now: min(balance, equity) − used margin − frozen. Floating gains are not
 * cash (the balance caps it), floating losses are already owed (equity caps it). Units of 10^-8.
 */
export function withdrawable(money: Readonly<Money>, floating: bigint): bigint {
  const equity = money.balance + floating;
  return (equity < money.balance ? equity : money.balance) - money.margin - money.lock;
}

export const withdrawalView = (r: WithdrawalRow) => ({
  id: Number(r.id),
  user_id: Number(r.user_id),
  type: Number(r.type) === PayoutType.COIN ? 'coin' : 'bank',
  currency: r.currency_code,
  address: r.address,
  payee_account: r.payee_account,
  number: fromUnits(r.number, 2),
  fee: fromUnits(r.fee, 6),
  real_number: r.real_number,
  memo: r.memo,
  status: Number(r.status),
  remark: r.remark,
  created_at: formatTime(Number(r.created_at)),
  reviewed_by: r.reviewed_by,
  reviewed_at: formatTime(Number(r.reviewed_at)),
});

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
  /** The owner's notice (web push), after the commit. */
  const decided = (row: WithdrawalRow, approved: boolean, reason: string) =>
    bus.emit({
      type: 'funding.decided',
      userId: Number(row.user_id),
      what: 'withdrawal',
      id: Number(row.id),
      withdrawalType: Number(row.type),
      approved,
      amount: fromUnits(row.number, 2),
      currency: 'USD',
      reason,
      at: clock.now(),
    });
  const byId = (id: number) => withdrawals.byId(db, id);

  async function pending(id: number) {
    const row = await byId(id);
    if (!row) throw new OperationRefused(`withdrawal ${id} does not exist`);
    if (Number(row.status) !== WithdrawalStatus.PENDING) throw new OperationRefused(`withdrawal ${id} was already reviewed (status ${row.status})`);
    return row;
  }

  /** Closes a pending withdrawal inside a wallet command: status, reviewer and audit line. */
  const closeRow = (row: WithdrawalRow, status: number, actor: Actor, action: string) => async (trx: Executor) => {
    const done = await withdrawals.closeIfStatus(trx, row.id, WithdrawalStatus.PENDING, {
      status,
      remark: status === WithdrawalStatus.REJECTED ? actor.reason : '',
      reviewed_by: actor.operator,
      reviewed_at: clock.now(),
    });
    if (!done) throw new OperationRefused(`withdrawal ${row.id} was already reviewed`);
    await recordAudit(trx, clock.now(), actor, action, `withdrawal:${row.id}`, { user_id: Number(row.user_id), amount: fromUnits(row.number, 2) });
  };

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

    /** draw_list: the user's own withdrawals of one type, newest first (status_name is added by the caller, in the reader's language). */
    async list(userId: number, type: number, page: number) {
      const { total, rows: found } = await withdrawals.pageOf(db, userId, type, PAGE_SIZE, (page - 1) * PAGE_SIZE);
      return {
        total,
        data: found.map((r) => ({
          id: Number(r.id),
          number: fromUnits(r.number, 2),
          real_number: r.real_number,
          draw_currency: { code: r.currency_code },
          fee: fromUnits(r.fee, 2),
          status: Number(r.status),
          created_at: formatTime(Number(r.created_at)),
          type: Number(r.type),
          address: r.address,
          payee_account: r.payee_account,
          notes: Number(r.status) === WithdrawalStatus.REJECTED ? r.remark : r.memo,
        })),
      };
    },

    async listForOperator(status: number | undefined, limit = 50) {
      return (await withdrawals.list(db, status, limit)).map(withdrawalView);
    },

    async show(id: number) {
      const row = await byId(id);
      if (!row) throw new OperationRefused(`withdrawal ${id} does not exist`);
      return withdrawalView(row);
    },

    /** Paid: the frozen amount leaves the account as one withdrawal leg (type 2). */
    async approve(id: number, actor: Actor) {
      const row = await pending(id);
      const userId = Number(row.user_id);
      const outcome = await wallet.run(userId, (draft) => {
        if (draft.money.balance < row.number)
          throw new OperationRefused(`user ${userId}'s balance (${fromUnits(draft.money.balance, 2)}) is below the frozen ${fromUnits(row.number, 2)}: reject it or adjust first`);
        draft.lock(-row.number);
        draft.book({ type: LedgerType.WITHDRAW, units: -row.number, key: `withdrawal:${id}`, ref: { type: 'withdrawal', id } });
        draft.write(closeRow(row, WithdrawalStatus.PAID, actor, 'withdrawal.approve'));
      });
      if (outcome.duplicate) throw new OperationRefused(`withdrawal ${id} was already paid`);
      decided(row, true, '');
      return { ...withdrawalView((await byId(id))!), balance: fromUnits(outcome.money.balance, 2) };
    },

    /** Rejected: the frozen amount is released; no money moves. */
    async reject(id: number, actor: Actor) {
      const row = await pending(id);
      const outcome = await wallet.run(Number(row.user_id), (draft) => {
        draft.lock(-row.number);
        draft.write(closeRow(row, WithdrawalStatus.REJECTED, actor, 'withdrawal.reject'));
      });
      decided(row, false, actor.reason);
      return { ...withdrawalView((await byId(id))!), balance: fromUnits(outcome.money.balance, 2), lock_balance: fromUnits(outcome.money.lock, 2) };
    },
  };
}
export type Withdrawals = ReturnType<typeof createWithdrawals>;
