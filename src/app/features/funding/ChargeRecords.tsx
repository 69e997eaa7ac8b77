import { Trans } from '@lingui/react/macro';
import { usePagedList } from '../../lib/query/index.ts';
import { PagedList } from '../../ui/PagedList.tsx';
import { Skeleton } from '../../ui/states.tsx';
import { useHighlight } from '../../ui/use-highlight.ts';
import { Time } from '../../ui/Time.tsx';
import { chargeListAtom, type ChargeRecordRow } from './queries.ts';
import { ChargeStatus } from './status.tsx';

/** The deposit records of one type (quick_ist), newest first; a rejected one says why. */
export function ChargeRecords({ type, highlight }: { type: 0 | 1; highlight?: number }) {
  const list = usePagedList<ChargeRecordRow>(chargeListAtom(type));
  const marked = useHighlight(highlight);
  const body = (
    <PagedList
      list={list}
      className="money-list"
      testId="charge-records"
      skeleton={[0, 1].map((i) => (
        <li key={i} className="money-row">
          <Skeleton width="50%" height={16} />
          <Skeleton width="30%" />
        </li>
      ))}
    >
      {(items) =>
        items.map((record, index) => (
          <li key={`${record.created_at}-${index}`} className="money-row" {...marked(record.id)}>
            <div className="money-row-main">
              <span className="money-row-title num">
                {record.number} {record.currency_code}
              </span>
              <ChargeStatus status={record.status} />
            </div>
            <Time className="money-row-sub" at={record.created_at} />
            {record.status === 2 && record.remark && (
              <p className="money-row-note" dir="auto">
                {record.remark}
              </p>
            )}
          </li>
        ))
      }
    </PagedList>
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
