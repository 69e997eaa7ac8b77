// The user centre's balance (GET /v1/api/main/wallet/getBalance) and the eye toggle that hides
// it. The balance is kept with the id of the user it belongs to: /user keeps its state when
// left (SPEC.md section 2), and after a logout another account must never see the old figure.
import { z } from 'zod/mini';
import { api } from '../../lib/http/index.ts';
import { persistedAtom } from '../../state/persisted.ts';
import { sessionAtom } from '../../state/session.ts';
import { atom, store } from '../../state/store.ts';

/** Hidden or shown, remembered on the device. */
export const balanceHiddenAtom = persistedAtom<boolean>('balance_hidden', z.boolean(), false);

type Kept = { userId: number; balance: string | null; failed: boolean };
const keptBalanceAtom = atom<Kept | null>(null);

/** The current user's balance: a decimal string, null while unknown; `failed` when the last load failed. */
export const balanceAtom = atom((get) => {
  const userId = get(sessionAtom)?.user.id;
  const kept = get(keptBalanceAtom);
  return kept && kept.userId === userId ? kept : { userId, balance: null, failed: false };
});

function keep(userId: number, next: Partial<Kept>) {
  const before = store.get(keptBalanceAtom);
  store.set(keptBalanceAtom, { userId, balance: null, failed: false, ...(before?.userId === userId ? before : {}), ...next });
}

export async function refreshBalance(): Promise<void> {
  const userId = store.get(sessionAtom)?.user.id;
  if (userId === undefined) return;
  try {
    // Silent: the figure itself shows the failure with a retry, a toast would repeat it.
    const { balance } = await api('getBalance', {}, { silent: true });
    keep(userId, { balance, failed: false });
  } catch {
    keep(userId, { failed: true });
  }
}

/** Closes the demo account's orders and restores its starting balance; the server says so. */
export async function resetDemoAccount(): Promise<void> {
  const userId = store.get(sessionAtom)?.user.id;
  const { balance } = await api('resetDemo', {}, { announce: true });
  if (userId !== undefined) keep(userId, { balance, failed: false });
}
