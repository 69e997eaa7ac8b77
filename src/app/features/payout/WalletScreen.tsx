import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Icon, type IconPath } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { Skeleton } from '../../ui/states.tsx';
import type { PayoutType } from './keys.ts';
import { refreshMoney, useMethods } from './queries.ts';
import './payout.css';

/** How many payout accounts of one type are bound, or a skeleton while it is asked. */
function Count({ type }: { type: PayoutType }) {
  const query = useMethods(type);
  if (query.isPending) return <Skeleton width={72} height={14} />;
  if (!query.data) return null;
  const count = query.data.length;
  return <span className="payout-muted">{count === 0 ? <Trans>None yet</Trans> : <Trans>{count} bound</Trans>}</span>;
}

function Row({ to, icon, title, detail }: { to: '/mine/coin-address-list' | '/mine/bank-card-list' | '/mine/withdraw'; icon: IconPath; title: ReactNode; detail: ReactNode }) {
  return (
    <li>
      <Link to={to} className="wallet-row">
        <Icon path={icon} />
        <span className="wallet-row-text">
          <strong>{title}</strong>
          {detail}
        </span>
        <Icon path={screenIcons.forward} className="flip-rtl" />
      </Link>
    </li>
  );
}

/** /mine/wallet: the payout accounts at a glance, with the way to each list and to a withdrawal. */
export function WalletScreen() {
  return (
    <div className="page">
      <PageHeader title={<Trans>Wallet</Trans>} />
      <PullToRefresh onRefresh={refreshMoney}>
        <div className="payout-page">
          <ul className="wallet-rows">
            <Row to="/mine/coin-address-list" icon={screenIcons.wallet} title={<Trans>Coin addresses</Trans>} detail={<Count type={1} />} />
            <Row to="/mine/bank-card-list" icon={screenIcons.key} title={<Trans>Bank accounts</Trans>} detail={<Count type={2} />} />
            <Row
              to="/mine/withdraw"
              icon={screenIcons.logout}
              title={<Trans>Withdraw</Trans>}
              detail={
                <span className="payout-muted">
                  <Trans>To a bound account</Trans>
                </span>
              }
            />
          </ul>
        </div>
      </PullToRefresh>
    </div>
  );
}
