import { createFileRoute } from '@tanstack/react-router';
import { LanguageScreen } from '../features/settings/LanguageScreen.tsx';

export const Route = createFileRoute('/language')({
  component: LanguageScreen,
});
