import { useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Icon, type IconPath } from './icons.tsx';
import * as shellIcons from './shell-icons.ts';
import { SupportTabBadge } from '../features/support/SupportTabBadge.tsx';
import { useSupportUnreadSync } from '../features/support/unread.ts';
import { useFitLabels } from './use-fit-labels.ts';

type TabPath = '/' | '/trade' | '/order' | '/rank' | '/news' | '/user';

/** The routes that show the bottom tab bar (SPEC.md section 2). */
export const TAB_PATHS: readonly TabPath[] = ['/', '/trade', '/order', '/rank', '/news', '/user'];

export function TabBar() {
  const { t } = useLingui();
  // Support replies not read yet: a badge on Mine (and on the user centre's customer-service row).
  const unread = useSupportUnreadSync();
  const tabs: { to: TabPath; icon: IconPath; label: string }[] = [
    { to: '/', icon: shellIcons.quotes, label: t`Quotes` },
    { to: '/trade', icon: shellIcons.trade, label: t`Trade` },
    { to: '/order', icon: shellIcons.order, label: t`Orders` },
    { to: '/rank', icon: shellIcons.rank, label: t`Ranking` },
    { to: '/news', icon: shellIcons.news, label: t`News` },
    { to: '/user', icon: shellIcons.user, label: t`Mine` },
  ];
  const bar = useRef<HTMLElement>(null);
  useFitLabels(bar, tabs.map((tab) => tab.label).join());
  return (
    <nav ref={bar} className="tabbar" aria-label={t`Main`}>
      {tabs.map((tab) => (
        <Link key={tab.to} to={tab.to} activeOptions={{ exact: true }}>
          <Icon path={tab.icon} />
          <span>{tab.label}</span>
          {tab.to === '/user' && <SupportTabBadge count={unread} />}
        </Link>
      ))}
    </nav>
  );
}
