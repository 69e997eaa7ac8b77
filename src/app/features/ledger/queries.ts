// Server state of /mine/history: the account's figures (forexDetail, shared with /order) and the
// paged ledger (forexChange), under the user so a money change reads them again.
import type { LedgerEntry } from '../../../contract/account.ts';
import type { z } from 'zod/mini';
import { api } from '../../lib/http/index.ts';
import { atomWithInfiniteQuery, pagedQueryOptions, type Page } from '../../lib/query/index.ts';
import { userIdAtom } from '../../state/session.ts';
import { ledgerKeys } from './keys.ts';

export type LedgerRow = z.infer<typeof LedgerEntry>;

export const ledgerAtom = atomWithInfiniteQuery((get) => ({
  ...pagedQueryOptions(ledgerKeys.page(get(userIdAtom)), (page, signal): Promise<Page<LedgerRow>> => api('forexChange', { page }, { signal })),
  enabled: get(userIdAtom) !== 0,
}));

export { forexDetailAtom, useForexDetail } from '../account/forex-detail.ts';
