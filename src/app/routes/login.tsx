import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { LoginScreen } from '../features/account/LoginScreen.tsx';
import { LOGIN_REASONS } from '../features/session/login-reason.ts';
import { redirectRealUser } from '../lib/guards.ts';

// `from` is where a guard sent the guest from; login (or the demo account) returns there.
// `reason` says why, when a tap sent them (Buy or Sell on /trade), for the banner.
export const Route = createFileRoute('/login')({
  validateSearch: z.lazy(() =>
    z.object({
      from: z.catch(z.optional(z.string().check(z.startsWith('/'))), undefined),
      reason: z.catch(z.optional(z.enum(LOGIN_REASONS)), undefined),
    }),
  ),
  beforeLoad: redirectRealUser,
  component: function Login() {
    const { from, reason } = Route.useSearch();
    return <LoginScreen from={from} reason={reason} />;
  },
});
