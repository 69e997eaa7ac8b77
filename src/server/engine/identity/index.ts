import { EXCLUDED_COUNTRIES, ReviewStatus } from '../../../contract/index.ts';
import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import { areaCodeRepository } from '../../db/area-code-repository.ts';
import { identityRepository as repo, type IdentityRow } from '../../db/identity-repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { CountryRefused, IdentityAlreadySubmitted, IdentityInUse } from '../../errors.ts';
import { OperationRefused, recordAudit, type Actor } from '../operations/audit.ts';
import type { Uploads } from '../uploads/index.ts';

/** Names compare without case, accents' width or spacing differences ("LI  Wei" is "Li Wei"). */
export const sameName = (a: string, b: string) => {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return norm(a) !== '' && norm(a) === norm(b);
};

/** The same document however it was typed: 'k 123-456 7' and 'K1234567' are one. */
export const cardKey = (country: string, cardId: string) =>
  `${country}:${cardId
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-./]/g, '')}`;

/**
 * The identity check (real name): the user sends name, ID number, country of residence and the
 * two photos; an operator approves it or rejects it with a reason, after which the user may send
 * it again. Residents of the excluded countries are refused at once.
 */
export function createIdentity(deps: { db: Executor; clock: Clock; uploads: Uploads; bus: Bus }) {
  const { db, clock, uploads, bus } = deps;
  const row = (userId: number) => repo.byUser(db, userId);

  async function decide(userId: number, status: number, actor: Actor, action: string): Promise<IdentityRow> {
    const found = await row(userId);
    if (!found) throw new OperationRefused(`user ${userId} has sent no identity`);
    if (Number(found.status) !== ReviewStatus.PENDING) throw new OperationRefused(`the identity of user ${userId} is not under review (status ${found.status})`);
    await inTransaction(db, async (trx) => {
      const done = await repo.updateIfStatus(trx, userId, ReviewStatus.PENDING, {
        status,
        reason: status === ReviewStatus.REJECTED ? actor.reason : '',
        reviewed_by: actor.operator,
        reviewed_at: clock.now(),
      });
      if (!done) throw new OperationRefused(`the identity of user ${userId} was already reviewed`);
      await recordAudit(trx, clock.now(), actor, action, `identity:${userId}`, { name: found.name });
    });
    const approved = status === ReviewStatus.APPROVED;
    bus.emit({ type: 'identity.decided', userId, approved, reason: approved ? '' : actor.reason, at: clock.now() });
    return (await row(userId))!;
  }

  return {
    row,

    /** user_real/center: what was sent, with its status (and the reason when rejected); undefined before anything was. */
    center: (userId: number): Promise<IdentityRow | undefined> => row(userId),

    /** user_real/real_name: a first submission, or a new one after a rejection. */
    async submit(userId: number, input: { name: string; card_id: string; country: string; front_pic: string; reverse_pic: string }): Promise<void> {
      const country = input.country.trim().toUpperCase();
      if (!/^[A-Z]{2}$/.test(country) || EXCLUDED_COUNTRIES.has(country)) throw new CountryRefused();
      // One of the ISO 3166 codes the server offers (the area codes the app's picker lists).
      if (!(await areaCodeRepository.hasCountry(db, country))) throw new CountryRefused();
      const current = await row(userId);
      if (current && Number(current.status) === ReviewStatus.PENDING) throw new IdentityAlreadySubmitted({ state: 'pending' });
      if (current && Number(current.status) === ReviewStatus.APPROVED) throw new IdentityAlreadySubmitted({ state: 'approved' });
      const key = cardKey(country, input.card_id);
      if (await repo.cardHeldByOther(db, key, userId, [ReviewStatus.PENDING, ReviewStatus.APPROVED])) throw new IdentityInUse();
      const front = await uploads.ownUrl(userId, input.front_pic);
      const reverse = await uploads.ownUrl(userId, input.reverse_pic);
      const values = {
        name: input.name.trim(),
        card_id: input.card_id.trim(),
        card_key: key,
        country,
        front_pic: front,
        reverse_pic: reverse,
        status: ReviewStatus.PENDING,
        reason: '',
        submitted_at: clock.now(),
        reviewed_by: '',
        reviewed_at: 0,
      };
      if (!current) {
        await repo.insert(db, userId, values);
        return;
      }
      // Only over a rejected one: a parallel submit that got there first leaves nothing to overwrite.
      if (!(await repo.updateIfStatus(db, userId, ReviewStatus.REJECTED, values))) throw new IdentityAlreadySubmitted({ state: 'pending' });
    },

    /** The approved name, or null: withdrawals and bank accounts need it. */
    async approvedName(userId: number): Promise<string | null> {
      const r = await row(userId);
      return r && Number(r.status) === ReviewStatus.APPROVED ? r.name : null;
    },

    listForOperator: (status: number | undefined, limit = 50): Promise<IdentityRow[]> => repo.list(db, status, limit),
    async show(userId: number): Promise<IdentityRow> {
      const r = await row(userId);
      if (!r) throw new OperationRefused(`user ${userId} has sent no identity`);
      return r;
    },
    approve: (userId: number, actor: Actor) => decide(userId, ReviewStatus.APPROVED, actor, 'identity.approve'),
    reject: (userId: number, actor: Actor) => decide(userId, ReviewStatus.REJECTED, actor, 'identity.reject'),
  };
}
export type Identity = ReturnType<typeof createIdentity>;
