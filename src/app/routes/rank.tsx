import { createFileRoute } from '@tanstack/react-router';
import { RankScreen } from '../features/rank/RankScreen.tsx';

export const Route = createFileRoute('/rank')({
  component: RankScreen,
});
