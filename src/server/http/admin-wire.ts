import type { DepositRow } from '../db/deposit-repository.ts';
import type { IdentityRow } from '../db/identity-repository.ts';
import type { AuditRow } from '../db/operator-repository.ts';
import type { SupportMessageRow } from '../db/support-repository.ts';
import type { WithdrawalRow } from '../db/withdrawal-repository.ts';
import { amountText } from '../engine/funding/amount-text.ts';
import { DepositType } from '../engine/funding/deposit-status.ts';
import { PayoutType } from '../engine/funding/payout-accounts.ts';
import type { Adjusted } from '../engine/operations/account.ts';
import type { Support } from '../engine/support/index.ts';
import { fromUnits } from '../units.ts';
import { formatTime } from '../wire-time.ts';

// The operator's JSON (POST /admin/command, scripts/ops.ts prints it): the engine's commands
// return typed values (rows, bigint units, ms times); these are their English, readable shapes.

const time = (ms: bigint | number) => formatTime(Number(ms));

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
  created_at: time(r.created_at),
  reviewed_by: r.reviewed_by,
  reviewed_at: time(r.reviewed_at),
});

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
  created_at: time(r.created_at),
  reviewed_by: r.reviewed_by,
  reviewed_at: time(r.reviewed_at),
});

export const identityView = (r: IdentityRow) => ({
  user_id: Number(r.user_id),
  name: r.name,
  card_id: r.card_id,
  country: r.country,
  front_pic: r.front_pic,
  reverse_pic: r.reverse_pic,
  status: Number(r.status),
  reason: r.reason,
  submitted_at: time(r.submitted_at),
  reviewed_by: r.reviewed_by,
  reviewed_at: time(r.reviewed_at),
});

const auditView = (r: AuditRow) => ({ id: Number(r.id), at: time(r.at), operator: r.operator, action: r.action, target: r.target, reason: r.reason, detail: JSON.parse(r.detail) as unknown });

const chatMessageView = (r: SupportMessageRow) => ({
  id: Number(r.id),
  at: time(r.created_at),
  from: Number(r.from_operator) === 1 ? `operator ${r.operator}` : 'user',
  text: r.text,
  image: r.image,
  read: r.read_at !== null,
});

type Thread = Awaited<ReturnType<Support['threads']>>[number];

/** Each command whose result is not plain JSON already, by name (the others pass as they are). */
const VIEWS: Record<string, (result: never) => unknown> = {
  'deposits.list': (rows: DepositRow[]) => rows.map(depositView),
  'deposits.show': depositView,
  'deposits.approve': ({ deposit, balance }: { deposit: DepositRow; balance: bigint }) => ({ ...depositView(deposit), balance: fromUnits(balance, 2) }),
  'deposits.reject': depositView,
  'deposits.invalid': depositView,
  'withdrawals.list': (rows: WithdrawalRow[]) => rows.map(withdrawalView),
  'withdrawals.show': withdrawalView,
  'withdrawals.approve': ({ withdrawal, balance }: { withdrawal: WithdrawalRow; balance: bigint }) => ({ ...withdrawalView(withdrawal), balance: fromUnits(balance, 2) }),
  'withdrawals.reject': ({ withdrawal, balance, lock }: { withdrawal: WithdrawalRow; balance: bigint; lock: bigint }) => ({
    ...withdrawalView(withdrawal),
    balance: fromUnits(balance, 2),
    lock_balance: fromUnits(lock, 2),
  }),
  'identities.list': (rows: IdentityRow[]) => rows.map(identityView),
  'identities.show': identityView,
  'identities.approve': identityView,
  'identities.reject': identityView,
  'balance.adjust': (a: Adjusted) => ({ user_id: a.userId, balance: fromUnits(a.balance, 2), lock_balance: fromUnits(a.lock, 2) }),
  'audit.list': (rows: AuditRow[]) => rows.map(auditView),
  'chat.list': (threads: Thread[]) => threads.map((t) => ({ ...t, last_at: time(t.last_at) })),
  'chat.show': (rows: SupportMessageRow[]) => rows.map(chatMessageView),
  'chat.reply': ({ userId, message }: { userId: number; message: SupportMessageRow }) => ({ user_id: userId, id: Number(message.id), at: time(message.created_at) }),
};

/** The JSON an operator command answers: its result formatted by the command's view. */
export function operatorWire(command: string, result: unknown): unknown {
  const view = Object.hasOwn(VIEWS, command) ? VIEWS[command] : undefined;
  return view ? view(result as never) : result;
}
