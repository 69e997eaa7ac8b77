import { createRootRoute } from '@tanstack/react-router';
import { loadWholeLanguage } from '../lib/i18n.ts';
import { AppFrame } from '../ui/AppFrame.tsx';

// The first screen of / starts with its own texts only (lib/i18n.ts); every other screen waits
// for the whole catalog, which is loaded once and then at hand.
export const Route = createRootRoute({
  beforeLoad: ({ location }) => (location.pathname === '/' ? undefined : loadWholeLanguage()),
  component: AppFrame,
});
