import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { z } from 'zod/mini';
import { NotAvailablePage } from '../../ui/NotAvailablePage.tsx';

export const Route = createFileRoute('/news/detail')({
  validateSearch: z.object({ id: z.catch(z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))), undefined) }),
  component: () => <NotAvailablePage title={<Trans>News detail</Trans>} icon="news" />,
});
