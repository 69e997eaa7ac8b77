// The 60 s wait after a code is sent (SPEC.md sections 4 and 9), remembered per purpose and
// address on the device (codes.ts codeTarget): leaving the page, or reopening the app, does not
// offer a resend the server would refuse, and a form for another purpose does not inherit it.
import { useEffect, useState } from 'react';
import { z } from 'zod/mini';
import { persistedAtom } from '../../state/persisted.ts';
import { atom, useAtomValue } from '../../state/store.ts';

export const CODE_RESEND_SECONDS = 60;

type Cooldowns = Readonly<Record<string, number>>;
const storedCooldownsAtom = persistedAtom<Cooldowns>('code_cooldowns', z.record(z.string(), z.number()), {});

/** Countdown key (codes.ts codeTarget) → when a new code may be asked for (ms). */
export const codeCooldownsAtom = atom(
  (get) => get(storedCooldownsAtom),
  (get, set, update: (before: Cooldowns) => Cooldowns) => {
    // Finished waits are dropped on every write, so the stored entry stays a handful of keys.
    const now = Date.now();
    const live = Object.fromEntries(Object.entries(update(get(storedCooldownsAtom))).filter(([, until]) => until > now));
    set(storedCooldownsAtom, live);
  },
);

/** The update that starts the wait of `target` at `now`. */
export const startCooldown =
  (target: string, now: number = Date.now()) =>
  (before: Cooldowns): Cooldowns => ({ ...before, [target]: now + CODE_RESEND_SECONDS * 1000 });

/** Seconds left before `target` may get a new code at `now`; 0 when it may. */
export const secondsLeft = (cooldowns: Cooldowns, target: string, now: number) => Math.max(0, Math.ceil(((cooldowns[target] ?? 0) - now) / 1000));

/** Seconds left before `target` may get a new code; 0 when it may. Ticks once a second. */
export function useCooldown(target: string, now: () => number = Date.now): number {
  const cooldowns = useAtomValue(codeCooldownsAtom);
  const [, tick] = useState(0);
  const left = secondsLeft(cooldowns, target, now());
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running, target]);
  return left;
}
