import { createFileRoute } from '@tanstack/react-router';
import { FeedbackScreen } from '../features/feedback/FeedbackScreen.tsx';

export const Route = createFileRoute('/feedback')({
  component: FeedbackScreen,
});
