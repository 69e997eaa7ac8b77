import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { LanguageScreen } from '../features/settings/LanguageScreen.tsx';

// `from`: where to return after a choice, for links that know it; otherwise the screen goes
// back in history, to the very route and search the person came from.
export const Route = createFileRoute('/language')({
  validateSearch: z.object({ from: z.catch(z.optional(z.string().check(z.startsWith('/'))), undefined) }),
  component: function Language() {
    const { from } = Route.useSearch();
    return <LanguageScreen from={from} />;
  },
});
