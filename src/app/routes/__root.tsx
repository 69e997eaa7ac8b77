import { createRootRoute } from '@tanstack/react-router';
import { textsFor } from '../lib/i18n.ts';
import { SupportTabBadgeSlot } from '../features/support/SupportTabBadgeSlot.tsx';
import { AppFrame } from '../ui/AppFrame.tsx';
import type { TabBadges } from '../ui/TabBar.tsx';

/** The tab bar knows no feature: the features' badges are given to it here. */
const TAB_BADGES: TabBadges = { '/user': <SupportTabBadgeSlot /> };

// The first screen of / starts with its own texts only, a first /trade with those of its first
// paint (lib/i18n.ts); every other screen waits for the whole catalog, loaded once and then at hand.
export const Route = createRootRoute({
  beforeLoad: ({ location }) => textsFor(location.pathname),
  component: () => <AppFrame tabBadges={TAB_BADGES} />,
});
