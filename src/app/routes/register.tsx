import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { RegisterScreen } from '../features/account/RegisterScreen.tsx';
import { redirectRealUser } from '../lib/guards.ts';

// invite_code comes from an invite link (SPEC.md section 9); from as on /login.
export const Route = createFileRoute('/register')({
  validateSearch: z.lazy(() =>
    z.object({
      invite_code: z.catch(z.optional(z.string().check(z.maxLength(40))), undefined),
      from: z.catch(z.optional(z.string().check(z.startsWith('/'))), undefined),
    }),
  ),
  beforeLoad: redirectRealUser,
  component: function Register() {
    const { invite_code, from } = Route.useSearch();
    return <RegisterScreen inviteCode={invite_code} from={from} />;
  },
});
