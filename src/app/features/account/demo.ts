// The demo account (SPEC.md sections 1 and 6): virtual money without registering. The device
// keeps the demo_id the server gave it (surviving logout), so 'Try a demo account' on this
// device always returns to the same demo account.
import { z } from 'zod/mini';
import { api } from '../../lib/http/index.ts';
import { persistedAtom } from '../../state/persisted.ts';
import { store } from '../../state/store.ts';
import { signIn } from '../session/session-actions.ts';

const DemoId = z.nullable(z.string().check(z.minLength(1), z.maxLength(100)));
export const demoIdAtom = persistedAtom<string | null>('demo_id', DemoId, null);

export async function openDemoAccount(): Promise<void> {
  const reply = await api('createDemo', { demo_id: store.get(demoIdAtom) ?? undefined });
  store.set(demoIdAtom, reply.demo_id || null);
  signIn(reply);
}
