import { createFileRoute } from '@tanstack/react-router';
import { SystemScreen } from '../../features/account/SystemScreen.tsx';
import { requireSession } from '../../lib/guards.ts';

export const Route = createFileRoute('/mine/system')({
  beforeLoad: requireSession,
  component: SystemScreen,
});
