import { Trans } from '@lingui/react/macro';
import { usePagedList } from '../../lib/query/index.ts';
import { languageAtom } from '../../state/language.ts';
import { useAtomValue } from '../../state/store.ts';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { localTime } from '../ledger/format.ts';
import { InfiniteEnd } from './InfiniteEnd.tsx';
import { chargeListAtom, type ChargeRecordRow } from './queries.ts';
import { ChargeStatus } from './status.tsx';

/** The deposit records of one type (quick_ist), newest first; a rejected one says why. */
export function ChargeRecords({ type }: { type: 0 | 1 }) {
  const list = usePagedList<ChargeRecordRow>(chargeListAtom(type));
  const lang = useAtomValue(languageAtom);
  let body;
  if (list.loading)
    body = (
      <ul className="money-list" aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i} className="money-row">
            <Skeleton width="50%" height={16} />
            <Skeleton width="30%" />
          </li>
        ))}
      </ul>
    );
  else if (list.error) body = <ErrorState message={list.error.message} onRetry={() => void list.refresh()} />;
  else if (list.items.length === 0) body = <EmptyState />;
  else
    body = (
      <>
        <ul className="money-list" data-testid="charge-records">
          {list.items.map((record, index) => (
            <li key={`${record.created_at}-${index}`} className="money-row">
              <div className="money-row-main">
                <span className="money-row-title num">
                  {record.number} {record.currency_code}
                </span>
                <ChargeStatus status={record.status} />
              </div>
              <span className="money-row-sub">{localTime(record.created_at, lang)}</span>
              {record.status === 2 && record.remark && <p className="money-row-note" dir="auto">{record.remark}</p>}
            </li>
          ))}
        </ul>
        <InfiniteEnd hasMore={list.hasMore} loadMore={list.loadMore} />
      </>
    );
  return (
    <section>
      <h2 className="money-heading">
        <Trans>Deposit records</Trans>
      </h2>
      {body}
    </section>
  );
}
