import { EXCLUDED_COUNTRIES, ReviewStatus } from '../../../contract/index.ts';
import type { Bus } from '../../bus.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/connect.ts';
import { CountryRefused, IdentityAlreadySubmitted, IdentityInUse } from '../../errors.ts';
import { OperationRefused, recordAudit, type Actor } from '../operations/audit.ts';
import { formatTime } from '../trading/wire.ts';
import type { Uploads } from '../uploads/index.ts';

/** Names compare without case, accents' width or spacing differences ("LI  Wei" is "Li Wei"). */
export const sameName = (a: string, b: string) => {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return norm(a) !== '' && norm(a) === norm(b);
};

/** The same document however it was typed: 'k 123-456 7' and 'K1234567' are one. */
export const cardKey = (country: string, cardId: string) => `${country}:${cardId.normalize('NFKC').toUpperCase().replace(/[\s\-./]/g, '')}`;

type IdentityRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createIdentity>['row']>>>;
const operatorView = (r: IdentityRow) => ({
  user_id: Number(r.user_id), name: r.name, card_id: r.card_id, country: r.country, front_pic: r.front_pic, reverse_pic: r.reverse_pic,
  status: Number(r.status), reason: r.reason, submitted_at: formatTime(Number(r.submitted_at)), reviewed_by: r.reviewed_by, reviewed_at: formatTime(Number(r.reviewed_at)),
});

/**
 * The identity check (real name): the user sends name, ID number, country of residence and the
 * two photos; an operator approves it or rejects it with a reason, after which the user may send
 * it again. Residents of the excluded countries are refused at once.
 */
export function createIdentity(deps: { db: Db; clock: Clock; uploads: Uploads; bus: Bus }) {
  const { db, clock, uploads, bus } = deps;
  const row = (userId: number) => db.selectFrom('identities').selectAll().where('user_id', '=', BigInt(userId)).executeTakeFirst();

  async function decide(userId: number, status: number, actor: Actor, action: string) {
    const found = await row(userId);
    if (!found) throw new OperationRefused(`user ${userId} has sent no identity`);
    if (Number(found.status) !== ReviewStatus.PENDING) throw new OperationRefused(`the identity of user ${userId} is not under review (status ${found.status})`);
    await db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('identities')
        .set({ status, reason: status === ReviewStatus.REJECTED ? actor.reason : '', reviewed_by: actor.operator, reviewed_at: clock.now() })
        .where('user_id', '=', BigInt(userId))
        .where('status', '=', BigInt(ReviewStatus.PENDING))
        .executeTakeFirst();
      if (done.numUpdatedRows !== 1n) throw new OperationRefused(`the identity of user ${userId} was already reviewed`);
      await recordAudit(trx, clock.now(), actor, action, `identity:${userId}`, { name: found.name });
    });
    const approved = status === ReviewStatus.APPROVED;
    bus.emit({ type: 'identity.decided', userId, approved, reason: approved ? '' : actor.reason, at: clock.now() });
    return operatorView((await row(userId))!);
  }

  return {
    row,

    /** user_real/center: the status and what was sent (with the reason when rejected). */
    async center(userId: number) {
      const r = await row(userId);
      if (!r) return { review_status: ReviewStatus.NONE, name: '', card_id: '', front_pic: '', reverse_pic: '', country: '', reason: '' };
      return { review_status: Number(r.status), name: r.name, card_id: r.card_id, front_pic: r.front_pic, reverse_pic: r.reverse_pic, country: r.country, reason: r.reason };
    },

    /** user_real/real_name: a first submission, or a new one after a rejection. */
    async submit(userId: number, input: { name: string; card_id: string; country: string; front_pic: string; reverse_pic: string }): Promise<void> {
      const country = input.country.trim().toUpperCase();
      if (!/^[A-Z]{2}$/.test(country) || EXCLUDED_COUNTRIES.has(country)) throw new CountryRefused();
      // One of the ISO 3166 codes the server offers (the area codes the app's picker lists).
      const known = await db.selectFrom('area_codes').select('id').where('code', '=', country).executeTakeFirst();
      if (!known) throw new CountryRefused();
      const current = await row(userId);
      if (current && Number(current.status) === ReviewStatus.PENDING) throw new IdentityAlreadySubmitted({ state: 'pending' });
      if (current && Number(current.status) === ReviewStatus.APPROVED) throw new IdentityAlreadySubmitted({ state: 'approved' });
      const key = cardKey(country, input.card_id);
      const taken = await db
        .selectFrom('identities')
        .select('user_id')
        .where('card_key', '=', key)
        .where('user_id', '!=', BigInt(userId))
        .where('status', 'in', [BigInt(ReviewStatus.PENDING), BigInt(ReviewStatus.APPROVED)])
        .executeTakeFirst();
      if (taken) throw new IdentityInUse();
      const front = await uploads.ownUrl(userId, input.front_pic);
      const reverse = await uploads.ownUrl(userId, input.reverse_pic);
      const values = { name: input.name.trim(), card_id: input.card_id.trim(), card_key: key, country, front_pic: front, reverse_pic: reverse, status: ReviewStatus.PENDING, reason: '', submitted_at: clock.now(), reviewed_by: '', reviewed_at: 0 };
      if (!current) {
        await db.insertInto('identities').values({ user_id: userId, ...values }).execute();
        return;
      }
      // Only over a rejected one: a parallel submit that got there first leaves nothing to overwrite.
      const done = await db.updateTable('identities').set(values).where('user_id', '=', BigInt(userId)).where('status', '=', BigInt(ReviewStatus.REJECTED)).executeTakeFirst();
      if (done.numUpdatedRows !== 1n) throw new IdentityAlreadySubmitted({ state: 'pending' });
    },

    /** The approved name, or null: withdrawals and bank accounts need it. */
    async approvedName(userId: number): Promise<string | null> {
      const r = await row(userId);
      return r && Number(r.status) === ReviewStatus.APPROVED ? r.name : null;
    },

    async listForOperator(status: number | undefined, limit = 50) {
      let q = db.selectFrom('identities').selectAll();
      if (status !== undefined) q = q.where('status', '=', BigInt(status));
      return (await q.orderBy('submitted_at', 'desc').limit(limit).execute()).map(operatorView);
    },
    async show(userId: number) {
      const r = await row(userId);
      if (!r) throw new OperationRefused(`user ${userId} has sent no identity`);
      return operatorView(r);
    },
    approve: (userId: number, actor: Actor) => decide(userId, ReviewStatus.APPROVED, actor, 'identity.approve'),
    reject: (userId: number, actor: Actor) => decide(userId, ReviewStatus.REJECTED, actor, 'identity.reject'),
  };
}
export type Identity = ReturnType<typeof createIdentity>;
