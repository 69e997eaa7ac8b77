import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import { depositRepository as deposits, type DepositRow } from '../../db/deposit-repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { fromUnits, toUnits } from '../../units.ts';
import { OperationRefused, recordAudit, type Actor } from '../operations/audit.ts';
import { LedgerType, type Wallet } from '../wallet/index.ts';
import { amountText } from './amount-text.ts';
import { DepositStatus } from './deposit-status.ts';

/** What the operator's side of deposits works with. */
export interface DepositReviewContext {
  db: Executor;
  clock: Clock;
  wallet: Wallet;
  bus: Bus;
}

const one = (ctx: DepositReviewContext, id: number) => deposits.byId(ctx.db, id);

/** One unchecked deposit, for an operator's decision. */
async function pending(ctx: DepositReviewContext, id: number): Promise<DepositRow> {
  const row = await one(ctx, id);
  if (!row) throw new OperationRefused(`deposit ${id} does not exist`);
  if (Number(row.status) !== DepositStatus.UNCHECKED) throw new OperationRefused(`deposit ${id} was already reviewed (status ${row.status})`);
  return row;
}

export async function listForOperator(ctx: DepositReviewContext, status: number | undefined, limit = 50): Promise<DepositRow[]> {
  return deposits.list(ctx.db, status, limit);
}

export async function show(ctx: DepositReviewContext, id: number): Promise<DepositRow> {
  const row = await one(ctx, id);
  if (!row) throw new OperationRefused(`deposit ${id} does not exist`);
  return row;
}

/** Credits what actually arrived (confirmed by the operator, in USD) as one deposit leg, and closes the deposit. The new balance in units. */
export async function approve(ctx: DepositReviewContext, id: number, received: string, actor: Actor): Promise<{ deposit: DepositRow; balance: bigint }> {
  const { clock, wallet, bus } = ctx;
  const row = await pending(ctx, id);
  // Checked before it is read as a number: NaN or a 20-digit amount is a refusal, not a crash.
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(received.trim())) throw new OperationRefused('--amount must be the USD received, above 0, in cents at most (e.g. 499.50)');
  const units = toUnits(received.trim());
  if (units <= 0n) throw new OperationRefused('--amount must be the USD received, above 0, in cents at most (e.g. 499.50)');
  const userId = Number(row.user_id);
  const outcome = await wallet.run(userId, (draft) => {
    draft.book({ type: LedgerType.DEPOSIT, units, key: `deposit:${id}`, ref: { type: 'deposit', id } });
    draft.write(async (trx) => {
      const done = await deposits.closeIfStatus(trx, row.id, DepositStatus.UNCHECKED, {
        status: DepositStatus.FINISHED,
        received: units,
        remark: '',
        reviewed_by: actor.operator,
        reviewed_at: clock.now(),
      });
      if (!done) throw new OperationRefused(`deposit ${id} was already reviewed`);
      await recordAudit(trx, clock.now(), actor, 'deposit.approve', `deposit:${id}`, { user_id: userId, reported: fromUnits(row.number), received: fromUnits(units, 2) });
    });
  });
  if (outcome.duplicate) throw new OperationRefused(`deposit ${id} was already credited`);
  bus.emit({ type: 'funding.decided', userId, what: 'deposit', id, depositType: Number(row.type), approved: true, amount: fromUnits(units, 2), currency: 'USD', reason: '', at: clock.now() });
  return { deposit: (await one(ctx, id))!, balance: outcome.money.balance };
}

/** Rejected (2) or invalid (3): closed with the operator's reason as the remark the user reads; no money moves. */
export async function close(ctx: DepositReviewContext, id: number, status: number, actor: Actor, action: string): Promise<DepositRow> {
  const { db, clock, bus } = ctx;
  const row = await pending(ctx, id);
  await inTransaction(db, async (trx) => {
    const done = await deposits.closeIfStatus(trx, row.id, DepositStatus.UNCHECKED, { status, remark: actor.reason, reviewed_by: actor.operator, reviewed_at: clock.now() });
    if (!done) throw new OperationRefused(`deposit ${id} was already reviewed`);
    await recordAudit(trx, clock.now(), actor, action, `deposit:${id}`, { user_id: Number(row.user_id) });
  });
  const userId = Number(row.user_id);
  bus.emit({
    type: 'funding.decided',
    userId,
    what: 'deposit',
    id,
    depositType: Number(row.type),
    approved: false,
    amount: amountText(row.number),
    currency: row.currency_code,
    reason: actor.reason,
    at: clock.now(),
  });
  return (await one(ctx, id))!;
}
