import { createFileRoute } from '@tanstack/react-router';
import { LanguageScreen } from '../features/settings/LanguageScreen.tsx';

// `?from=`: where to return after a choice, for links that know it (read by the screen, so this
// route adds no search schema to the start of /); otherwise the screen goes back in history, to
// the very route and search the person came from.
export const Route = createFileRoute('/language')({
  component: LanguageScreen,
});
