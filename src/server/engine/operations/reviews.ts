import type { Deposits } from '../funding/deposits.ts';
import type { Withdrawals } from '../funding/withdrawals.ts';
import type { Identity } from '../identity/index.ts';
import { idOf, need, statusOf, type Args, type Command } from './command.ts';

/** The listed status: the one asked for, all for `all`, else `waiting` (what needs a decision). */
const listed = (a: Args, waiting: number) => statusOf(a) ?? (a.status === 'all' ? undefined : waiting);

/** The operator's decisions on what users sent: deposits, withdrawals and identities. */
export function createReviewOperations(deps: { deposits: Deposits; withdrawals: Withdrawals; identity: Identity }): Record<string, Command> {
  const { deposits, withdrawals, identity } = deps;
  // Whose money a decision moves (or unfreezes, or whose notice it sends): the owner of that account decides it.
  const depositor = async (a: Args) => Number((await deposits.show(idOf(a))).user_id);
  const withdrawer = async (a: Args) => Number((await withdrawals.show(idOf(a))).user_id);
  return {
    'deposits.list': { help: 'deposits list [--status 0|1|2|3|all]', writes: false, run: (a) => deposits.listForOperator(listed(a, 0)) },
    'deposits.show': { help: 'deposits show <id>', writes: false, run: (a) => deposits.show(idOf(a)) },
    'deposits.approve': {
      help: 'deposits approve <id> --amount <USD actually received> --reason <text>',
      writes: true,
      account: depositor,
      run: (a, actor) => deposits.approve(idOf(a), need(a, 'amount'), actor),
    },
    'deposits.reject': { help: 'deposits reject <id> --reason <text the user reads>', writes: true, account: depositor, run: (a, actor) => deposits.reject(idOf(a), actor) },
    'deposits.invalid': { help: 'deposits invalid <id> --reason <text the user reads>', writes: true, account: depositor, run: (a, actor) => deposits.invalidate(idOf(a), actor) },

    'withdrawals.list': { help: 'withdrawals list [--status 0|1|2|all]', writes: false, run: (a) => withdrawals.listForOperator(listed(a, 0)) },
    'withdrawals.show': { help: 'withdrawals show <id>', writes: false, run: (a) => withdrawals.show(idOf(a)) },
    'withdrawals.approve': { help: 'withdrawals approve <id> --reason <text> (after paying it out)', writes: true, account: withdrawer, run: (a, actor) => withdrawals.approve(idOf(a), actor) },
    'withdrawals.reject': { help: 'withdrawals reject <id> --reason <text the user reads>', writes: true, account: withdrawer, run: (a, actor) => withdrawals.reject(idOf(a), actor) },

    'identities.list': { help: 'identities list [--status 1|2|3|all]', writes: false, run: (a) => identity.listForOperator(listed(a, 1)) },
    'identities.show': { help: 'identities show <user id>', writes: false, run: (a) => identity.show(idOf(a)) },
    'identities.approve': { help: 'identities approve <user id> --reason <text>', writes: true, run: (a, actor) => identity.approve(idOf(a), actor) },
    'identities.reject': { help: 'identities reject <user id> --reason <text the user reads>', writes: true, run: (a, actor) => identity.reject(idOf(a), actor) },
  };
}
