import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { fromUnits, toUnits } from '../../units.ts';
import { SETTING_DEFAULTS, type SettingKey, type Settings } from '../settings.ts';
import { LedgerType, type Wallet } from '../wallet/index.ts';
import { OperationRefused, recordAudit } from './audit.ts';
import { need, type Args, type Command } from './command.ts';

/** An account's money after an adjustment, in units of 10^-8. */
export interface Adjusted {
  userId: number;
  balance: bigint;
  lock: bigint;
}

/** The operator's changes to one account's balance (through the wallet) and to the settings. */
export function createAccountOperations(deps: { db: Executor; clock: Clock; wallet: Wallet; settings: Settings; userIdOf: (args: Args) => Promise<number> }): Record<string, Command> {
  const { db, clock, wallet, settings, userIdOf } = deps;
  return {
    'balance.adjust': {
      help: 'balance adjust --user <id|uid|email> --amount <±USD> --reason <text> [--memo <text the user reads; the reason when absent>]',
      writes: true,
      account: userIdOf,
      async run(a, actor): Promise<Adjusted> {
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
        return { userId, balance: outcome.money.balance, lock: outcome.money.lock };
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
  };
}
