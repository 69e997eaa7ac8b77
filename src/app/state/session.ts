// The session (SPEC.md section 4): login stores token and user; logout and a result code 999
// clear them. The accounts issue fills it; the guards and the HTTP client read it already.
import { z } from 'zod/mini';
import { User } from '../../contract/user.ts';
import { persistedAtom } from './persisted.ts';
import { atom } from './store.ts';

export const Session = z.nullable(z.object({ token: z.string().check(z.minLength(1)), user: User }));
export type Session = z.output<typeof Session>;

export const sessionAtom = persistedAtom<Session>('session', Session, null);

export const tokenAtom = atom((get) => get(sessionAtom)?.token ?? '');
/** The logged-in user's id, 0 for a guest: every per-user cache key starts from it. */
export const userIdAtom = atom((get) => get(sessionAtom)?.user.id ?? 0);
/** Whose offline snapshots (features/offline): 'u<id>' for a logged-in user, 'guest' otherwise. */
export const snapshotUser = (userId: number | undefined | null) => (userId ? `u${userId}` : 'guest');

export const isDemoAtom = atom((get) => get(sessionAtom)?.user.is_demo === 1);
