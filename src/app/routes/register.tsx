import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { z } from 'zod';
import { NotAvailablePage } from '../ui/NotAvailablePage.tsx';

// invite_code comes from an invite link (SPEC.md section 9); from as on /login.
export const Route = createFileRoute('/register')({
  validateSearch: z.object({
    invite_code: z.string().max(40).optional().catch(undefined),
    from: z.string().startsWith('/').optional().catch(undefined),
  }),
  component: () => <NotAvailablePage title={<Trans>Register</Trans>} icon="user" />,
});
