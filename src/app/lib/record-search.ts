// The search of screens a notification's link opens on one record (/mine/charge?type=0&id=12,
// /mine/withdraw, /order): whole numbers or nothing, the screen deciding what a value means.
// One schema for them all, in the routes' start-up chunk (vite.config.ts), where every byte counts.
import { z } from 'zod/mini';

export const searchInt = z.catch(z.optional(z.pipe(z.coerce.number(), z.int())), undefined);
export const recordSearch = z.lazy(() => z.object({ type: searchInt, id: searchInt }));
