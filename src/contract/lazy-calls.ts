// A call table built at its first use rather than when its module is evaluated (issue 21 item 5).
// Every call's schemas are zod objects, and building them is main-thread work: /trade evaluated the
// whole table, 550 schemas, to make a few calls. The tables a start itself calls (the market's,
// the session's, the site's) stay plain objects in the start's chunk: built there either way.
import type { CallTable } from './call-def.ts';

/** The table `build` returns, built the first time anything reads it (the server's registration, a call); it reads like the plain object it is. */
export function lazyCalls<T extends CallTable>(build: () => T): T {
  let table: T | undefined;
  const built = () => (table ??= build());
  return new Proxy({} as T, {
    get: (_, name) => Reflect.get(built(), name),
    has: (_, name) => Reflect.has(built(), name),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_, name) => Reflect.getOwnPropertyDescriptor(built(), name),
  });
}
