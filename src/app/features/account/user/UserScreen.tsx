import { useEffect, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { sessionAtom } from '../../../state/session.ts';
import { useAtomValue } from '../../../state/store.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { InboxBell } from '../../inbox/InboxBell.tsx';
import { refreshBalance } from '../balance.ts';
import { AccountCard } from './AccountCard.tsx';
import { DemoPanel } from './DemoPanel.tsx';
import { UserMenu } from './UserMenu.tsx';
import { PriceAlertsSection } from '../../alerts/PriceAlertsSection.tsx';
import './user.css';

/**
 * The user centre (SPEC.md section 2): who is logged in, the balance, deposit and withdraw,
 * the demo account's reset, and the way to every account page. It keeps its state when left
 * (the balance shows at once on return and is refreshed behind it). `children`: more sections
 * after the menu (routes/user.tsx names them).
 */
export function UserScreen({ children }: { children?: ReactNode }) {
  const user = useAtomValue(sessionAtom)?.user;
  useEffect(() => {
    void refreshBalance();
  }, [user?.id]);
  if (!user) return null; // a logout in progress: the router is on its way home
  const demo = user.is_demo === 1;
  return (
    <div className="page">
      <PageHeader title={<Trans>Mine</Trans>} back={false} end={<InboxBell />} />
      <div className="user">
        <AccountCard user={user} />
        {demo && <DemoPanel />}
        <UserMenu />
        <PriceAlertsSection />
        {children}
      </div>
    </div>
  );
}
