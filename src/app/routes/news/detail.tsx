import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { z } from 'zod';
import { NotAvailablePage } from '../../ui/NotAvailablePage.tsx';

export const Route = createFileRoute('/news/detail')({
  validateSearch: z.object({ id: z.coerce.number().int().positive().optional().catch(undefined) }),
  component: () => <NotAvailablePage title={<Trans>News detail</Trans>} icon="news" />,
});
