// The account's figures (forexDetail) and the first page of open and pending orders (my_deal
// 1 and 0) through their snapshot, for the queries of /order and the ticket: each answer is
// stored under its user; when the server cannot be reached the stored answer stands in.
// A write is skipped if the session changed meanwhile, so nothing lands after a logout.
import type { CallData } from '../../../contract/calls.ts';
import { sessionAtom } from '../../state/session.ts';
import { store } from '../../state/store.ts';
import { isUnreachable } from './offline-failure.ts';
import { accountSnapshots, snapshotUser, type AccountPart } from './snapshots.ts';

async function throughSnapshot<T>(userId: number, key: string, load: () => Promise<T>, toPart: (value: T) => AccountPart, fromPart: (part: AccountPart) => T | null): Promise<T> {
  const user = snapshotUser(userId);
  try {
    const value = await load();
    if (store.get(sessionAtom)?.user.id === userId) void accountSnapshots.write(user, key, { at: Date.now(), data: toPart(value) });
    return value;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const snapshot = await accountSnapshots.read(user, key);
    const value = snapshot ? fromPart(snapshot.data) : null;
    if (value === null) throw error;
    return value;
  }
}

type AccountDetail = CallData<'forexDetail'>;
type OrderList = CallData<'myDeal'>;

export function forexDetailThroughSnapshot(userId: number, load: () => Promise<AccountDetail>): Promise<AccountDetail> {
  return throughSnapshot(
    userId,
    'detail',
    load,
    (detail) => ({ part: 'detail', detail }),
    (part) => (part.part === 'detail' ? part.detail : null),
  );
}

/** Only the first page of holdings (1) and pending orders (0) is kept; history and later pages go to the server. */
export function orderPageThroughSnapshot(userId: number, status: number, page: number, load: () => Promise<OrderList>): Promise<OrderList> {
  if (page !== 1 || (status !== 1 && status !== 0)) return load();
  return throughSnapshot(
    userId,
    `orders:${status}`,
    load,
    (list) => ({ part: 'orders', list }),
    (part) => (part.part === 'orders' ? part.list : null),
  );
}
