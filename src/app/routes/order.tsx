import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { OrdersScreen } from '../features/orders/OrdersScreen.tsx';
import { requireSession } from '../lib/guards.ts';
import { searchInt } from '../lib/record-search.ts';

// Holdings (type 1), pending orders (0) and history (3), SPEC.md section 2; the tab lives in the URL.
export const Route = createFileRoute('/order')({
  beforeLoad: requireSession,
  // Absent means holdings (1): left out, so a plain /order stays /order (and `from` of a login too).
  // id: the order whose sheet opens once the list shows it (a notification's link).
  validateSearch: z.lazy(() =>
    z.object({
      type: z.catch(z.optional(z.pipe(z.coerce.number(), z.union([z.literal(1), z.literal(0), z.literal(3)]))), undefined),
      id: searchInt,
    }),
  ),
  component: OrdersScreen,
});
