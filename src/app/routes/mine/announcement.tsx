import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementScreen } from '../../features/legal/AnnouncementScreen.tsx';
import { requireSession } from '../../lib/guards.ts';

export const Route = createFileRoute('/mine/announcement')({
  beforeLoad: requireSession,
  component: AnnouncementScreen,
});
