import type { Clock } from '../../clock.ts';
import { operatorRepository } from '../../db/operator-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import type { Companies } from '../companies/index.ts';
import type { Deposits } from '../funding/deposits.ts';
import type { Withdrawals } from '../funding/withdrawals.ts';
import type { Identity } from '../identity/index.ts';
import type { Settings } from '../settings.ts';
import type { Support } from '../support/index.ts';
import type { Uploads } from '../uploads/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { createAccountOperations } from './account.ts';
import { OperationRefused } from './audit.ts';
import { createCatalogOperations } from './catalog.ts';
import { need, type Args, type Command } from './command.ts';
import { createCompanyOperations } from './companies.ts';
import { createRecordOperations } from './records.ts';
import { createReviewOperations } from './reviews.ts';
import { createSupportOperations } from './support.ts';

export { OperationRefused } from './audit.ts';
export type { Args } from './command.ts';

/**
 * Every operator action, for the command line (scripts/ops.ts, through POST /admin/command) and
 * the future web back office alike: each runs through the engine (the wallet for money, the
 * settings module and its bus event for settings), needs a named operator, and every command
 * that changes something needs a reason and leaves a line in the audit.
 */
export function createOperations(deps: {
  db: Executor;
  clock: Clock;
  wallet: Wallet;
  settings: Settings;
  deposits: Deposits;
  withdrawals: Withdrawals;
  identity: Identity;
  uploads: Uploads;
  companies: Companies;
  support: Support;
}) {
  const { db, clock, wallet, settings, deposits, withdrawals, identity, uploads, support } = deps;

  /** The account named by --user; demo accounts only where `demo` allows them (the support chat). */
  async function userIdOf(args: Args, options: { demo?: boolean } = {}): Promise<number> {
    const key = need(args, 'user');
    const row = await operatorRepository.accountByKey(db, key, /^\d+$/.test(key) && key.length < 8 ? BigInt(key) : undefined);
    if (!row) throw new OperationRefused(`no account with id, uid or email ${key}`);
    if (row.is_demo === 1n && !options.demo) throw new OperationRefused(`account ${key} is a demo account`);
    return Number(row.id);
  }

  const commands: Record<string, Command> = {
    ...createReviewOperations({ deposits, withdrawals, identity }),
    ...createAccountOperations({ db, clock, wallet, settings, userIdOf }),
    ...createCatalogOperations(db, clock),
    ...createCompanyOperations(db, clock, deps.companies),
    ...createSupportOperations({ clock, support, userIdOf }),
    ...createRecordOperations({ db, clock, uploads }),
  };

  return {
    /** The commands and their one-line help. */
    help: () => Object.values(commands).map((c) => c.help),

    /** The account whose money the command moves (its owner runs it on a cluster), or null for a command that touches none. */
    async accountOf(name: string, args: Args): Promise<number | null> {
      const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
      return command?.account ? command.account(args) : null;
    },

    /** Runs one command as `operator`. Unknown commands, a missing operator or reason are refused before anything runs. */
    async run(name: string, args: Args, operator: string): Promise<unknown> {
      const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
      if (!command) throw new OperationRefused(`unknown command ${name}; try: help`);
      const who = operator.trim();
      if (!/^[\p{L}\p{N}._@ -]{2,60}$/u.test(who)) throw new OperationRefused('--operator NAME is required (2 to 60 letters, digits, . _ @ - or spaces)');
      const reason = (args.reason ?? '').trim();
      if (command.writes && reason.length < 3) throw new OperationRefused('--reason is required for a command that changes something');
      if (reason.length > 500) throw new OperationRefused('--reason is at most 500 characters');
      return command.run(args, { operator: who, reason });
    },
  };
}
export type Operations = ReturnType<typeof createOperations>;
