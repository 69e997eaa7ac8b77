import { Trans, useLingui } from '@lingui/react/macro';
import type { CopyTrader } from '../../../contract/content.ts';
import { usePagedList } from '../../lib/query/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { Skeleton } from '../../ui/states.tsx';
import { showToast } from '../../ui/toast.ts';
import { rankListAtom } from './queries.ts';
import { TraderCard } from './TraderCard.tsx';
import './rank.css';

type Trader = CopyTrader;

/** /rank ("documentary"): the traders by three-week profit rate; following one is "coming soon" (SPEC.md section 2). */
export function RankScreen() {
  const { t } = useLingui();
  const list = usePagedList<Trader>(rankListAtom);
  const body = (
    <PagedList
      list={list}
      className="rank-list"
      skeleton={[0, 1, 2].map((i) => (
        <li key={i} className="rank-card rank-skeleton">
          <Skeleton height={18} width="50%" />
          <Skeleton height={40} />
        </li>
      ))}
    >
      {(items) => items.map((trader, i) => <TraderCard key={`${trader.user.name}-${i}`} trader={trader} rank={i + 1} onOpen={() => showToast(t`Coming soon`, 'info')} />)}
    </PagedList>
  );
  return (
    <div className="page rank">
      <PageHeader title={<Trans>Ranking</Trans>} back={false} />
      <p className="rank-note">
        <Trans>Figures from closed orders of the last three weeks. Past results do not predict future ones.</Trans>
      </p>
      <PullToRefresh onRefresh={list.refresh}>{body}</PullToRefresh>
    </div>
  );
}
