import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { withdrawalRepository as withdrawals, type WithdrawalRow } from '../../db/withdrawal-repository.ts';
import { fromUnits } from '../../units.ts';
import { OperationRefused, recordAudit, type Actor } from '../operations/audit.ts';
import { LedgerType, type Wallet } from '../wallet/index.ts';
import { WithdrawalStatus } from './withdrawal-status.ts';

/** What the operator's side of withdrawals works with. */
export interface WithdrawalReviewContext {
  db: Executor;
  clock: Clock;
  wallet: Wallet;
  bus: Bus;
}

const byId = (ctx: WithdrawalReviewContext, id: number) => withdrawals.byId(ctx.db, id);

/** The owner's notice (web push), after the commit. */
function decided(ctx: WithdrawalReviewContext, row: WithdrawalRow, approved: boolean, reason: string) {
  ctx.bus.emit({
    type: 'funding.decided',
    userId: Number(row.user_id),
    what: 'withdrawal',
    id: Number(row.id),
    withdrawalType: Number(row.type),
    approved,
    amount: fromUnits(row.number, 2),
    currency: 'USD',
    reason,
    at: ctx.clock.now(),
  });
}

async function pending(ctx: WithdrawalReviewContext, id: number): Promise<WithdrawalRow> {
  const row = await byId(ctx, id);
  if (!row) throw new OperationRefused(`withdrawal ${id} does not exist`);
  if (Number(row.status) !== WithdrawalStatus.PENDING) throw new OperationRefused(`withdrawal ${id} was already reviewed (status ${row.status})`);
  return row;
}

/** Closes a pending withdrawal inside a wallet command: status, reviewer and audit line. */
const closeRow = (ctx: WithdrawalReviewContext, row: WithdrawalRow, status: number, actor: Actor, action: string) => async (trx: Executor) => {
  const { clock } = ctx;
  const done = await withdrawals.closeIfStatus(trx, row.id, WithdrawalStatus.PENDING, {
    status,
    remark: status === WithdrawalStatus.REJECTED ? actor.reason : '',
    reviewed_by: actor.operator,
    reviewed_at: clock.now(),
  });
  if (!done) throw new OperationRefused(`withdrawal ${row.id} was already reviewed`);
  await recordAudit(trx, clock.now(), actor, action, `withdrawal:${row.id}`, { user_id: Number(row.user_id), amount: fromUnits(row.number, 2) });
};

export function listForOperator(ctx: WithdrawalReviewContext, status: number | undefined, limit = 50): Promise<WithdrawalRow[]> {
  return withdrawals.list(ctx.db, status, limit);
}

export async function show(ctx: WithdrawalReviewContext, id: number): Promise<WithdrawalRow> {
  const row = await byId(ctx, id);
  if (!row) throw new OperationRefused(`withdrawal ${id} does not exist`);
  return row;
}

/** Paid: the frozen amount leaves the account as one withdrawal leg (type 2). The account's money after it, in units. */
export async function approve(ctx: WithdrawalReviewContext, id: number, actor: Actor): Promise<{ withdrawal: WithdrawalRow; balance: bigint; lock: bigint }> {
  const row = await pending(ctx, id);
  const userId = Number(row.user_id);
  const outcome = await ctx.wallet.run(userId, (draft) => {
    if (draft.money.balance < row.number)
      throw new OperationRefused(`user ${userId}'s balance (${fromUnits(draft.money.balance, 2)}) is below the frozen ${fromUnits(row.number, 2)}: reject it or adjust first`);
    draft.lock(-row.number);
    draft.book({ type: LedgerType.WITHDRAW, units: -row.number, key: `withdrawal:${id}`, ref: { type: 'withdrawal', id } });
    draft.write(closeRow(ctx, row, WithdrawalStatus.PAID, actor, 'withdrawal.approve'));
  });
  if (outcome.duplicate) throw new OperationRefused(`withdrawal ${id} was already paid`);
  decided(ctx, row, true, '');
  return { withdrawal: (await byId(ctx, id))!, balance: outcome.money.balance, lock: outcome.money.lock };
}

/** Rejected: the frozen amount is released; no money moves. */
export async function reject(ctx: WithdrawalReviewContext, id: number, actor: Actor): Promise<{ withdrawal: WithdrawalRow; balance: bigint; lock: bigint }> {
  const row = await pending(ctx, id);
  const outcome = await ctx.wallet.run(Number(row.user_id), (draft) => {
    draft.lock(-row.number);
    draft.write(closeRow(ctx, row, WithdrawalStatus.REJECTED, actor, 'withdrawal.reject'));
  });
  decided(ctx, row, false, actor.reason);
  return { withdrawal: (await byId(ctx, id))!, balance: outcome.money.balance, lock: outcome.money.lock };
}
