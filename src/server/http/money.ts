import type { CodeSender } from '../auth/send-code.ts';
import type { FundingCatalog } from '../engine/funding/catalog.ts';
import type { Deposits } from '../engine/funding/deposits.ts';
import type { Ledger } from '../engine/funding/ledger.ts';
import type { PayoutAccounts } from '../engine/funding/payout-accounts.ts';
import { WithdrawalStatus, type Withdrawals } from '../engine/funding/withdrawals.ts';
import type { Identity } from '../engine/identity/index.ts';
import type { Invites } from '../engine/invites/index.ts';
import { LedgerType } from '../engine/wallet/index.ts';
import { m, type MessageDescriptor } from '../i18n/messages.ts';
import { chargeInfoWire, chargeRecordWire, drawMethodWire, drawRecordWire, inviteWire, ledgerEntryWire, payoutCurrencyWire } from './funding-wire.ts';
import { realNameWire } from './identity-wire.ts';
import type { HandlerMap } from './handlers.ts';

/** The text of each ledger type (MemoTran); type 10 shows its memo as written instead. */
const LEDGER_TEXT: Record<number, MessageDescriptor> = {
  [LedgerType.DEPOSIT]: m.ledgerDeposit,
  [LedgerType.WITHDRAW]: m.ledgerWithdrawal,
  [LedgerType.FEE]: m.ledgerFee,
  [LedgerType.PROFIT]: m.ledgerProfit,
  [LedgerType.DEMO_FUNDING]: m.ledgerDemoFunding,
  [LedgerType.DEMO_RESET]: m.ledgerDemoReset,
  [LedgerType.WRITE_OFF]: m.ledgerWriteOff,
};

const WITHDRAWAL_STATUS: Record<number, MessageDescriptor> = {
  [WithdrawalStatus.PENDING]: m.withdrawalPending,
  [WithdrawalStatus.PAID]: m.withdrawalPaid,
  [WithdrawalStatus.REJECTED]: m.withdrawalRejected,
};

const done = async (work: Promise<void>) => {
  await work;
  return null;
};

export interface MoneyDeps {
  ledger: Ledger;
  catalog: FundingCatalog;
  deposits: Deposits;
  withdrawals: Withdrawals;
  payoutAccounts: PayoutAccounts;
  identity: Identity;
  invites: Invites;
  codes: Pick<CodeSender, 'consumeMoneyCode'>;
}

/**
 * The ledger page, deposits, withdrawals, payout accounts, the identity check and invites
 * (SPEC.md section 7, Money). Every call is 'real' (calls.ts): demo accounts are refused before
 * a handler runs, and each handler reads and changes only the caller's own records.
 */
export function moneyHandlers(d: MoneyDeps): HandlerMap {
  return {
    forexChange: async ({ user, input, t }) => {
      const page = await d.ledger.page(user!.id, input.page);
      const data = page.rows.map(ledgerEntryWire).map((e) => ({ ...e, MemoTran: e.Type === LedgerType.MANUAL ? e.Memo : LEDGER_TEXT[e.Type] ? t(LEDGER_TEXT[e.Type]) : e.Memo }));
      return { total: page.total, data };
    },

    chargeInfo: async () => chargeInfoWire(await d.catalog.chargeInfo()),
    chargeSubmit: ({ user, input }) => done(d.deposits.submitCoin(user!.id, input)),
    wireSubmit: ({ user, input }) => done(d.deposits.submitWire(user!.id, input)),
    chargeList: async ({ user, input }) => {
      const page = await d.deposits.list(user!.id, input.type, input.page);
      return { total: page.total, data: page.rows.map(chargeRecordWire) };
    },

    drawSymbolList: async ({ input }) => (await d.catalog.payoutCurrencies(input.type)).map(payoutCurrencyWire),
    draw: ({ user, input }) => done(d.withdrawals.submit(user!.id, input, () => d.codes.consumeMoneyCode(user!.id, input.auth_code))),
    drawList: async ({ user, input, t }) => {
      const page = await d.withdrawals.list(user!.id, input.type, input.page);
      return { total: page.total, data: page.rows.map((r) => drawRecordWire(r, t(WITHDRAWAL_STATUS[Number(r.status)] ?? m.withdrawalPending))) };
    },

    getDrawMethod: async ({ user, input }) => (await d.payoutAccounts.list(user!.id, input.draw_type, input.draw_id || undefined)).map(drawMethodWire),
    bindDrawMethod: ({ user, input }) => done(d.payoutAccounts.bind(user!.id, input, () => d.codes.consumeMoneyCode(user!.id, input.auth_code))),
    delDrawMethod: ({ user, input }) => done(d.payoutAccounts.remove(user!.id, input.id)),

    realName: ({ user, input }) => done(d.identity.submit(user!.id, input)),
    realNameCenter: async ({ user }) => realNameWire(await d.identity.center(user!.id)),

    invite: async ({ user }) => inviteWire(await d.invites.info(user!.id)),
  };
}
