import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import { depositRepository as deposits, type DepositRow } from '../../db/deposit-repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { fromUnits, toUnits } from '../../units.ts';
import { AmountInvalid, DepositTargetUnknown } from '../../errors.ts';
import { formatTime } from '../../wire-time.ts';
import { OperationRefused, recordAudit, type Actor } from '../operations/audit.ts';
import type { Uploads } from '../uploads/index.ts';
import { LedgerType, type Wallet } from '../wallet/index.ts';
import type { FundingCatalog } from './catalog.ts';

export const DepositStatus = { UNCHECKED: 0, FINISHED: 1, REJECTED: 2, INVALID: 3 } as const;
export const DepositType = { COIN: 0, WIRE: 1 } as const;
export const PAGE_SIZE = 20;

/** An amount in the deposit's currency: its own decimals (0.005 BTC), at least 2 (500.00 USDT). */
const amountText = (units: bigint) => fromUnits(units, 8).replace(/(\.\d\d\d*?)0+$/, '$1');

/** A deposit as the operator sees it. */
export const depositView = (r: DepositRow) => ({
  id: Number(r.id),
  user_id: Number(r.user_id),
  type: Number(r.type) === DepositType.COIN ? 'coin' : 'wire',
  currency: r.currency_code,
  address: r.address,
  number: amountText(r.number),
  received: fromUnits(r.received, 2),
  proof: r.proof_img,
  status: Number(r.status),
  remark: r.remark,
  created_at: formatTime(Number(r.created_at)),
  reviewed_by: r.reviewed_by,
  reviewed_at: formatTime(Number(r.reviewed_at)),
});

const positive = (value: string) => {
  const units = toUnits(value);
  if (units <= 0n) throw new AmountInvalid();
  return units;
};

/**
 * Deposits (quickCharge): the user reports what was sent, with a proof picture; nothing is
 * credited until an operator confirms the amount that actually arrived. Approval books one
 * deposit leg (ledger type 1) through the wallet, keyed by the deposit, so it can never be
 * credited twice; rejecting or marking invalid moves no money.
 */
export function createDeposits(deps: { db: Executor; clock: Clock; wallet: Wallet; catalog: FundingCatalog; uploads: Uploads; bus: Bus }) {
  const { db, clock, wallet, catalog, uploads, bus } = deps;
  const one = (id: number) => deposits.byId(db, id);

  async function insert(userId: number, d: { type: number; sourceId: number; currency: string; address: string; number: bigint; proof: string }) {
    await deposits.insert(db, {
      user_id: userId,
      type: d.type,
      source_id: d.sourceId,
      currency_code: d.currency,
      address: d.address,
      number: d.number,
      proof_img: d.proof,
      status: DepositStatus.UNCHECKED,
      created_at: clock.now(),
    });
  }

  /** One unchecked deposit, for an operator's decision. */
  async function pending(id: number) {
    const row = await one(id);
    if (!row) throw new OperationRefused(`deposit ${id} does not exist`);
    if (Number(row.status) !== DepositStatus.UNCHECKED) throw new OperationRefused(`deposit ${id} was already reviewed (status ${row.status})`);
    return row;
  }

  async function close(id: number, status: number, actor: Actor, action: string) {
    const row = await pending(id);
    await inTransaction(db, async (trx) => {
      const done = await deposits.closeIfStatus(trx, row.id, DepositStatus.UNCHECKED, { status, remark: actor.reason, reviewed_by: actor.operator, reviewed_at: clock.now() });
      if (!done) throw new OperationRefused(`deposit ${id} was already reviewed`);
      await recordAudit(trx, clock.now(), actor, action, `deposit:${id}`, { user_id: Number(row.user_id) });
    });
    bus.emit({
      type: 'funding.decided',
      userId: Number(row.user_id),
      what: 'deposit',
      id,
      depositType: Number(row.type),
      approved: false,
      amount: amountText(row.number),
      currency: row.currency_code,
      reason: actor.reason,
      at: clock.now(),
    });
    return depositView((await one(id))!);
  }

  return {
    /** A coin deposit to one of the offered addresses (charge_id), with its proof picture. */
    async submitCoin(userId: number, input: { number: string; proofImg: string; address: string; charge_id: number }): Promise<void> {
      const number = positive(input.number);
      const target = await catalog.depositAddress(input.charge_id);
      if (!target || target.address !== input.address.trim()) throw new DepositTargetUnknown();
      const proof = await uploads.ownUrl(userId, input.proofImg);
      await insert(userId, { type: DepositType.COIN, sourceId: input.charge_id, currency: target.currency_code, address: target.address, number, proof });
    },

    /** A bank wire deposit to one of the open wire channels, with its proof picture. */
    async submitWire(userId: number, input: { number: string; proofImg: string; wire_id: number }): Promise<void> {
      const number = positive(input.number);
      const channel = await catalog.wireChannel(input.wire_id);
      if (!channel) throw new DepositTargetUnknown();
      const proof = await uploads.ownUrl(userId, input.proofImg);
      await insert(userId, { type: DepositType.WIRE, sourceId: input.wire_id, currency: channel.currency_code, address: channel.name, number, proof });
    },

    /** quick_ist: the user's own deposits of one type, newest first. */
    async list(userId: number, type: number, page: number) {
      const { total, rows: found } = await deposits.pageOf(db, userId, type, PAGE_SIZE, (page - 1) * PAGE_SIZE);
      return {
        total,
        data: found.map((r) => ({
          id: Number(r.id),
          number: amountText(r.number),
          type: Number(r.type),
          currency_code: r.currency_code,
          status: Number(r.status),
          remark: r.remark,
          created_at: formatTime(Number(r.created_at)),
        })),
      };
    },

    // The operator's side (operations/): nothing here runs without a named reviewer.

    async listForOperator(status: number | undefined, limit = 50) {
      return (await deposits.list(db, status, limit)).map(depositView);
    },

    async show(id: number) {
      const row = await one(id);
      if (!row) throw new OperationRefused(`deposit ${id} does not exist`);
      return depositView(row);
    },

    /** Credits what actually arrived (confirmed by the operator, in USD) as one deposit leg, and closes the deposit. */
    async approve(id: number, received: string, actor: Actor) {
      const row = await pending(id);
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
      return { ...depositView((await one(id))!), balance: fromUnits(outcome.money.balance, 2) };
    },

    /** Rejected (2), with the reason the user reads as the remark. */
    reject: (id: number, actor: Actor) => close(id, DepositStatus.REJECTED, actor, 'deposit.reject'),
    /** Invalid (3): not a deposit at all (a duplicate report, an unreadable proof). */
    invalidate: (id: number, actor: Actor) => close(id, DepositStatus.INVALID, actor, 'deposit.invalid'),
  };
}
export type Deposits = ReturnType<typeof createDeposits>;
