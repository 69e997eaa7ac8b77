import type { z } from 'zod/mini';
import { ReviewStatus, type RealName } from '../../contract/account.ts';
import type { IdentityRow } from '../db/identity-repository.ts';

/** user_real/center: the status and what was sent (with the reason when rejected), empty before anything was. */
export function realNameWire(r: IdentityRow | undefined): z.output<typeof RealName> {
  if (!r) return { review_status: ReviewStatus.NONE, name: '', card_id: '', front_pic: '', reverse_pic: '', country: '', reason: '' };
  return { review_status: Number(r.status), name: r.name, card_id: r.card_id, front_pic: r.front_pic, reverse_pic: r.reverse_pic, country: r.country, reason: r.reason };
}
