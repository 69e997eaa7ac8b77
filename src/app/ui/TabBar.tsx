import { useRef, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Icon, type IconPath } from './icons.tsx';
import * as shellIcons from './shell-icons.ts';
import { useFitLabels } from './use-fit-labels.ts';

type TabPath = '/' | '/trade' | '/order' | '/rank' | '/news' | '/user';

/** What a feature shows on a tab (the support replies' count on Mine), given by the layout: the bar knows no feature. */
export type TabBadges = Partial<Record<TabPath, ReactNode>>;

/** The routes that show the bottom tab bar (SPEC.md section 2). */
export const TAB_PATHS: readonly TabPath[] = ['/', '/trade', '/order', '/rank', '/news', '/user'];

export function TabBar({ badges = {} }: { badges?: TabBadges }) {
  const { t } = useLingui();
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
          {badges[tab.to]}
        </Link>
      ))}
    </nav>
  );
}
