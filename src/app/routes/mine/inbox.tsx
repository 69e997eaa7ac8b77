import { createFileRoute } from '@tanstack/react-router';
import { InboxScreen } from '../../features/inbox/InboxScreen.tsx';
import { requireSession } from '../../lib/guards.ts';

// The inbox of notices (issue 20); a demo account gets notices too.
export const Route = createFileRoute('/mine/inbox')({
  beforeLoad: requireSession,
  component: InboxScreen,
});
