import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../../lib/guards.ts';
import { ChatScreen } from '../../features/support/ChatScreen.tsx';

export const Route = createFileRoute('/mine/chat')({
  beforeLoad: requireSession,
  component: ChatScreen,
});
