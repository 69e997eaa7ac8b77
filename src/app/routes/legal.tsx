import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { LEGAL_KINDS } from '../../contract/legal.ts';
import { LegalScreen } from '../features/legal/LegalScreen.tsx';

// The terms of service, privacy policy and risk disclosure (issue 10); open to everyone.
export const Route = createFileRoute('/legal')({
  validateSearch: z.lazy(() => z.object({ kind: z.catch(z.enum(LEGAL_KINDS), 'terms') })),
  component: function Legal() {
    const { kind } = Route.useSearch();
    return <LegalScreen kind={kind} />;
  },
});
