// The 60 s wait after a code is sent (SPEC.md sections 4 and 9), remembered per address on
// the device: leaving the page, or reopening the app, does not offer a resend the server
// would refuse.
import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { persistedAtom } from '../../state/persisted.ts';
import { atom, useAtomValue } from '../../state/store.ts';

export const CODE_RESEND_SECONDS = 60;

type Cooldowns = Readonly<Record<string, number>>;
const storedCooldownsAtom = persistedAtom<Cooldowns>('code_cooldowns', z.record(z.string(), z.number()), {});

/** Address ('email:a@b.c' or 'sms:886:912345678') → when a new code may be asked for (ms). */
export const codeCooldownsAtom = atom(
  (get) => get(storedCooldownsAtom),
  (get, set, update: (before: Cooldowns) => Cooldowns) => {
    // Finished waits are dropped on every write, so the stored entry stays a handful of keys.
    const now = Date.now();
    const live = Object.fromEntries(Object.entries(update(get(storedCooldownsAtom))).filter(([, until]) => until > now));
    set(storedCooldownsAtom, live);
  },
);

/** Seconds left before `target` may get a new code; 0 when it may. Ticks once a second. */
export function useCooldown(target: string, now: () => number = Date.now): number {
  const until = useAtomValue(codeCooldownsAtom)[target] ?? 0;
  const [, tick] = useState(0);
  const left = Math.max(0, Math.ceil((until - now()) / 1000));
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running, until]);
  return left;
}
