import { Trans, useLingui } from '@lingui/react/macro';
import { usePagedList } from '../../lib/query/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { Time } from '../../ui/Time.tsx';
import { Skeleton } from '../../ui/states.tsx';
import { formatDecimal } from '../market/format.ts';
import { amountSign, bookedPlaces, entryText } from './format.ts';
import { ledgerAtom, useForexDetail, type LedgerRow } from './queries.ts';
import '../../ui/money.css';

/**
 * /mine/history: the balance, what may be used and what is frozen, then every ledger entry,
 * newest first, each as booked (fees and profits to 6 decimals): the lines add up to the balance.
 */
export function LedgerScreen() {
  const { t } = useLingui();
  const list = usePagedList<LedgerRow>(ledgerAtom);
  const detail = useForexDetail();
  const refresh = () => Promise.all([list.refresh(), detail.refetch()]);
  return (
    <div className="page">
      <PageHeader title={<Trans>Account detail</Trans>} />
      <PullToRefresh onRefresh={refresh}>
        <Figures />
        <h2 className="money-heading">
          <Trans>Ledger</Trans>
        </h2>
        <PagedList
          list={list}
          className="money-list"
          label={t`Ledger`}
          skeleton={[0, 1, 2].map((i) => (
            <li key={i} className="money-row">
              <Skeleton width="50%" height={16} />
              <Skeleton width="30%" />
            </li>
          ))}
        >
          {(items) => items.map((entry) => <LedgerItem key={entry.Id} entry={entry} />)}
        </PagedList>
      </PullToRefresh>
    </div>
  );
}

function Figures() {
  const detail = useForexDetail();
  const data = detail.data;
  const figure = (value: string | undefined) => (data ? <span className="num">{formatDecimal(value ?? '0', 2)}</span> : <Skeleton width={80} height={20} />);
  return (
    <section className="money-card money-figures">
      <div>
        <span className="money-label">
          <Trans>Balance (USD)</Trans>
        </span>
        <strong data-testid="balance">{figure(data?.balance)}</strong>
      </div>
      <div>
        <span className="money-label">
          <Trans>Available (USD)</Trans>
        </span>
        <strong data-testid="available">{figure(data?.available ?? data?.balance)}</strong>
      </div>
      <div>
        <span className="money-label">
          <Trans>Frozen (USD)</Trans>
        </span>
        <strong data-testid="frozen">{figure(data?.lock_balance)}</strong>
      </div>
    </section>
  );
}

function LedgerItem({ entry }: { entry: LedgerRow }) {
  const sign = amountSign(entry.Value);
  return (
    <li className="money-row">
      <div className="money-row-main">
        <span className="money-row-title" dir="auto">
          {entryText(entry)}
        </span>
        <span className={`num money-amount money-${sign}`}>{formatDecimal(entry.Value, bookedPlaces(entry.Value), 'exceptZero')}</span>
      </div>
      <Time className="money-row-sub" at={entry.CreatedAtTran} data-testid="ledger-time" />
    </li>
  );
}
