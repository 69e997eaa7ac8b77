import { createFileRoute } from '@tanstack/react-router';
import { ComplaintEmailScreen } from '../../features/legal/ComplaintEmailScreen.tsx';
import { requireSession } from '../../lib/guards.ts';

export const Route = createFileRoute('/mine/email')({
  beforeLoad: requireSession,
  component: ComplaintEmailScreen,
});
