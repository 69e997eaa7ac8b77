import { createFileRoute } from '@tanstack/react-router';
import { UserScreen } from '../features/account/user/UserScreen.tsx';
import { NotificationSettings } from '../features/notifications/NotificationSettings.tsx';
import { requireSession } from '../lib/guards.ts';

// The user centre: demo and real users alike (SPEC.md section 2); the screen loads the balance.
export const Route = createFileRoute('/user')({
  beforeLoad: requireSession,
  component: () => (
    <UserScreen>
      <NotificationSettings />
    </UserScreen>
  ),
});
