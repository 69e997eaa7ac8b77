import type { Clock } from '../../clock.ts';
import { operatorRepository } from '../../db/operator-repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import type { Uploads } from '../uploads/index.ts';
import { recordAudit } from './audit.ts';
import { need, type Command } from './command.ts';

/** What the operator reads: the pictures users sent, and the audit itself. */
export function createRecordOperations(deps: { db: Executor; clock: Clock; uploads: Uploads }): Record<string, Command> {
  const { db, clock, uploads } = deps;
  return {
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
      run: (a) => operatorRepository.latestAudit(db, Math.min(500, Number(a.limit ?? 50) || 50)),
    },
  };
}
