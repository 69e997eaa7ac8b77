import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { operatorRepository } from '../../db/operator-repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { fromUnits, toUnits } from '../../units.ts';
import type { Deposits } from '../funding/deposits.ts';
import type { Withdrawals } from '../funding/withdrawals.ts';
import type { Identity } from '../identity/index.ts';
import { SETTING_DEFAULTS, type SettingKey, type Settings } from '../settings.ts';
import { formatTime } from '../../wire-time.ts';
import type { Uploads } from '../uploads/index.ts';
import { LedgerType, type Wallet } from '../wallet/index.ts';
import { OperationRefused, recordAudit, type Actor } from './audit.ts';
import { createCatalogOperations } from './catalog.ts';
import { createCompanyOperations } from './companies.ts';
import type { Companies } from '../companies/index.ts';
import { createSupportOperations } from './support.ts';
import type { Support } from '../support/index.ts';

export { OperationRefused } from './audit.ts';

/** A command's arguments as the command line or a back office sends them: names to strings. */
export type Args = Record<string, string | undefined>;

interface Command {
  /** One line for `ops help`. */
  help: string;
  /** Whether the command changes something: then it needs a reason, and is audited. */
  writes: boolean;
  run(args: Args, actor: Actor): Promise<unknown>;
}

const need = (args: Args, name: string): string => {
  const v = args[name]?.trim();
  if (!v) throw new OperationRefused(`--${name} is required`);
  return v;
};
const idOf = (args: Args, name = 'id'): number => {
  const v = need(args, name);
  if (!/^\d+$/.test(v)) throw new OperationRefused(`--${name} must be a whole number`);
  return Number(v);
};
const statusOf = (args: Args): number | undefined => {
  if (args.status === undefined || args.status === 'all') return undefined;
  if (!/^[0-3]$/.test(args.status)) throw new OperationRefused('--status takes a status number or all');
  return Number(args.status);
};

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
    'deposits.list': { help: 'deposits list [--status 0|1|2|3|all]', writes: false, run: (a) => deposits.listForOperator(statusOf(a) ?? (a.status === 'all' ? undefined : 0)) },
    'deposits.show': { help: 'deposits show <id>', writes: false, run: (a) => deposits.show(idOf(a)) },
    'deposits.approve': { help: 'deposits approve <id> --amount <USD actually received> --reason <text>', writes: true, run: (a, actor) => deposits.approve(idOf(a), need(a, 'amount'), actor) },
    'deposits.reject': { help: 'deposits reject <id> --reason <text the user reads>', writes: true, run: (a, actor) => deposits.reject(idOf(a), actor) },
    'deposits.invalid': { help: 'deposits invalid <id> --reason <text the user reads>', writes: true, run: (a, actor) => deposits.invalidate(idOf(a), actor) },

    'withdrawals.list': { help: 'withdrawals list [--status 0|1|2|all]', writes: false, run: (a) => withdrawals.listForOperator(statusOf(a) ?? (a.status === 'all' ? undefined : 0)) },
    'withdrawals.show': { help: 'withdrawals show <id>', writes: false, run: (a) => withdrawals.show(idOf(a)) },
    'withdrawals.approve': { help: 'withdrawals approve <id> --reason <text> (after paying it out)', writes: true, run: (a, actor) => withdrawals.approve(idOf(a), actor) },
    'withdrawals.reject': { help: 'withdrawals reject <id> --reason <text the user reads>', writes: true, run: (a, actor) => withdrawals.reject(idOf(a), actor) },

    'identities.list': { help: 'identities list [--status 1|2|3|all]', writes: false, run: (a) => identity.listForOperator(statusOf(a) ?? (a.status === 'all' ? undefined : 1)) },
    'identities.show': { help: 'identities show <user id>', writes: false, run: (a) => identity.show(idOf(a)) },
    'identities.approve': { help: 'identities approve <user id> --reason <text>', writes: true, run: (a, actor) => identity.approve(idOf(a), actor) },
    'identities.reject': { help: 'identities reject <user id> --reason <text the user reads>', writes: true, run: (a, actor) => identity.reject(idOf(a), actor) },

    'balance.adjust': {
      help: 'balance adjust --user <id|uid|email> --amount <±USD> --reason <text> [--memo <text the user reads; the reason when absent>]',
      writes: true,
      async run(a, actor) {
        const userId = await userIdOf(a);
        const amount = need(a, 'amount');
        if (!/^-?\d{1,10}(\.\d{1,2})?$/.test(amount) || toUnits(amount) === 0n) throw new OperationRefused('--amount must be USD other than 0, in cents at most, e.g. 25 or -10.50');
        const units = toUnits(amount);
        const memo = (a.memo ?? actor.reason).trim();
        const outcome = await wallet.run(userId, (draft) => {
          if (draft.money.balance + units < draft.money.lock)
            throw new OperationRefused(`the balance ${fromUnits(draft.money.balance, 2)} cannot go below the frozen ${fromUnits(draft.money.lock, 2)}`);
          const key = `operator:adjust:${randomUUID()}`;
          draft.book({ type: LedgerType.MANUAL, units, key, ref: { type: 'operator', id: key }, memo });
          draft.write((trx) => recordAudit(trx, clock.now(), actor, 'balance.adjust', `user:${userId}`, { amount: fromUnits(units, 2), memo }));
        });
        return { user_id: userId, balance: fromUnits(outcome.money.balance, 2), lock_balance: fromUnits(outcome.money.lock, 2) };
      },
    },

    'settings.list': { help: 'settings list', writes: false, run: () => settings.all() },
    'settings.set': {
      help: `settings set --key <${Object.keys(SETTING_DEFAULTS).join('|')}> --value <value> --reason <text>`,
      writes: true,
      async run(a, actor) {
        const key = need(a, 'key');
        if (!(key in SETTING_DEFAULTS)) throw new OperationRefused(`unknown setting ${key}; one of ${Object.keys(SETTING_DEFAULTS).join(', ')}`);
        const k = key as SettingKey;
        const raw = a.value ?? '';
        const before = (await settings.all())[k];
        let value: string | number = raw;
        if (typeof SETTING_DEFAULTS[k] === 'number') {
          if (!/^-?\d+(\.\d+)?$/.test(raw.trim())) throw new OperationRefused(`${key} takes a number`);
          value = Number(raw);
        }
        const after = await settings.set(k, value as never);
        await inTransaction(db, (trx) => recordAudit(trx, clock.now(), actor, 'settings.set', `setting:${key}`, { before, after: after[k] }));
        return { [key]: after[k] };
      },
    },

    ...createCatalogOperations(db, clock),
    ...createCompanyOperations(db, clock, deps.companies),

    ...createSupportOperations({ clock, support, userIdOf }),

    'pictures.get': {
      help: 'pictures get <name or url of a proof or identity picture> [--out file]',
      writes: false,
      async run(a, actor) {
        const name = need(a, 'name').replace(/^.*\//, '');
        const picture = await uploads.read(name, 'operator');
        // Identity photos are personal data: who looked at which is kept, like every change.
        await inTransaction(db, (trx) => recordAudit(trx, clock.now(), actor, 'pictures.get', `picture:${name}`));
        return { mime: picture.mime, base64: picture.bytes.toString('base64') };
      },
    },

    'audit.list': {
      help: 'audit list [--limit 50]',
      writes: false,
      async run(a) {
        const rows = await operatorRepository.latestAudit(db, Math.min(500, Number(a.limit ?? 50) || 50));
        return rows.map((r) => ({ id: Number(r.id), at: formatTime(Number(r.at)), operator: r.operator, action: r.action, target: r.target, reason: r.reason, detail: JSON.parse(r.detail) }));
      },
    },
  };

  return {
    /** The commands and their one-line help. */
    help: () => Object.values(commands).map((c) => c.help),

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
