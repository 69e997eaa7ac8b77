import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import { depositRepository as deposits } from '../../db/deposit-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { toUnits } from '../../units.ts';
import { AmountInvalid, DepositTargetUnknown } from '../../errors.ts';
import type { Actor } from '../operations/audit.ts';
import type { Uploads } from '../uploads/index.ts';
import type { Wallet } from '../wallet/index.ts';
import type { FundingCatalog } from './catalog.ts';
import * as review from './deposit-review.ts';
import type { DepositReviewContext } from './deposit-review.ts';
import { DepositStatus, DepositType } from './deposit-status.ts';

export { DepositStatus, DepositType } from './deposit-status.ts';
export const PAGE_SIZE = 20;

const positive = (value: string) => {
  const units = toUnits(value);
  if (units <= 0n) throw new AmountInvalid();
  return units;
};

/**
 * Deposits (quickCharge): the user reports what was sent, with a proof picture; nothing is
 * credited until an operator confirms the amount that actually arrived. Approval books one
 * deposit leg (ledger type 1) through the wallet, keyed by the deposit, so it can never be
 * credited twice; rejecting or marking invalid moves no money (deposit-review.ts). Records are
 * returned as their rows (amounts in units of 10^-8, times in ms): http/funding-wire.ts formats them.
 */
export function createDeposits(deps: { db: Executor; clock: Clock; wallet: Wallet; catalog: FundingCatalog; uploads: Uploads; bus: Bus }) {
  const { db, clock, wallet, catalog, uploads, bus } = deps;
  const ctx: DepositReviewContext = { db, clock, wallet, bus };

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
    list: (userId: number, type: number, page: number) => deposits.pageOf(db, userId, type, PAGE_SIZE, (page - 1) * PAGE_SIZE),

    // The operator's side (operations/): nothing here runs without a named reviewer.

    listForOperator: (status: number | undefined, limit?: number) => review.listForOperator(ctx, status, limit),
    show: (id: number) => review.show(ctx, id),
    /** Credits what actually arrived (confirmed by the operator, in USD) as one deposit leg, and closes the deposit. */
    approve: (id: number, received: string, actor: Actor) => review.approve(ctx, id, received, actor),

    /** Rejected (2), with the reason the user reads as the remark. */
    reject: (id: number, actor: Actor) => review.close(ctx, id, DepositStatus.REJECTED, actor, 'deposit.reject'),
    /** Invalid (3): not a deposit at all (a duplicate report, an unreadable proof). */
    invalidate: (id: number, actor: Actor) => review.close(ctx, id, DepositStatus.INVALID, actor, 'deposit.invalid'),
  };
}
export type Deposits = ReturnType<typeof createDeposits>;
