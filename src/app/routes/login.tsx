import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { z } from 'zod';
import { NotAvailablePage } from '../ui/NotAvailablePage.tsx';

// `from` is where a guard sent the guest from; the accounts issue returns there after login.
export const Route = createFileRoute('/login')({
  validateSearch: z.object({ from: z.string().startsWith('/').optional().catch(undefined) }),
  component: () => <NotAvailablePage title={<Trans>Log in</Trans>} icon="user" />,
});
