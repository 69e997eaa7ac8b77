import { Outlet, useRouterState } from '@tanstack/react-router';
import { TAB_PATHS, TabBar, type TabBadges } from './TabBar.tsx';
import { Toaster } from './Toaster.tsx';
import './layout.css';

/** The frame around every screen: the page, the tab bar on its six routes (with the badges the root route gives), the toasts. */
export function AppFrame({ tabBadges }: { tabBadges?: TabBadges }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const hasTabs = (TAB_PATHS as readonly string[]).includes(pathname);
  return (
    <div className="app" data-tabs={hasTabs}>
      <main className="app-main">
        <Outlet />
      </main>
      {hasTabs && <TabBar badges={tabBadges} />}
      <Toaster />
    </div>
  );
}
