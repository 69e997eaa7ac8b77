import { createFileRoute } from '@tanstack/react-router';
import { NewsScreen } from '../../features/news/NewsScreen.tsx';

export const Route = createFileRoute('/news/')({
  component: NewsScreen,
});
