import { Outlet, useRouterState } from '@tanstack/react-router';
import { TAB_PATHS, TabBar } from './TabBar.tsx';
import { Toaster } from './Toaster.tsx';
import './layout.css';

/** The frame around every screen: the page, the tab bar on its six routes, the toasts. */
export function AppFrame() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const hasTabs = (TAB_PATHS as readonly string[]).includes(pathname);
  return (
    <div className="app" data-tabs={hasTabs}>
      <main className="app-main">
        <Outlet />
      </main>
      {hasTabs && <TabBar />}
      <Toaster />
    </div>
  );
}
