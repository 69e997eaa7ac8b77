import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { ForgotScreen } from '../features/account/ForgotScreen.tsx';

// Open to everyone; `from` travels on to /login after the reset.
export const Route = createFileRoute('/forgot')({
  validateSearch: z.lazy(() => z.object({ from: z.catch(z.optional(z.string().check(z.startsWith('/'))), undefined) })),
  component: function Forgot() {
    const { from } = Route.useSearch();
    return <ForgotScreen from={from} />;
  },
});
