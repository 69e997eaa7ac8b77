import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { LoginScreen } from '../features/account/LoginScreen.tsx';
import { redirectRealUser } from '../lib/guards.ts';

// `from` is where a guard sent the guest from; login (or the demo account) returns there.
export const Route = createFileRoute('/login')({
  validateSearch: z.object({ from: z.catch(z.optional(z.string().check(z.startsWith('/'))), undefined) }),
  beforeLoad: redirectRealUser,
  component: function Login() {
    const { from } = Route.useSearch();
    return <LoginScreen from={from} />;
  },
});
