import { Trans } from '@lingui/react/macro';
import { ACCOUNT_CURRENCY, showBalance, showMoney } from '../../../contract/formulas.ts';
import { usePagedList } from '../../lib/query/index.ts';
import { PagedList } from '../../ui/PagedList.tsx';
import { Skeleton } from '../../ui/states.tsx';
import { Time } from '../../ui/Time.tsx';
import { useHighlight } from '../../ui/use-highlight.ts';
import type { PayoutType } from '../payout/keys.ts';
import { drawListAtom, type DrawRecord } from '../payout/queries.ts';

/** draw_list status: 0 under review, 1 paid, 2 rejected (notes say why). */
const STATUS_CLASS: Record<number, string> = { 0: 'pending', 1: 'done', 2: 'rejected' };

function RecordRow({ record, marked }: { record: DrawRecord; marked: ReturnType<ReturnType<typeof useHighlight>> }) {
  const destination = record.type === 1 ? record.address : record.payee_account;
  const reason = record.notes;
  return (
    <li className="draw-record" {...marked}>
      <div className="draw-record-head">
        <strong className="num">
          {showBalance(record.number)} {ACCOUNT_CURRENCY}
        </strong>
        <span className={`draw-status draw-status-${STATUS_CLASS[record.status ?? 0] ?? 'pending'}`}>{record.status_name}</span>
      </div>
      <dl className="draw-record-facts">
        <div>
          <dt>
            <Trans>Fee</Trans>
          </dt>
          <dd className="num">
            {showMoney(record.fee)} {ACCOUNT_CURRENCY}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Received</Trans>
          </dt>
          <dd className="num">
            {record.real_number} {record.draw_currency.code}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>To</Trans>
          </dt>
          <dd>
            <bdi dir="ltr" className="payout-address">
              {destination}
            </bdi>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Time</Trans>
          </dt>
          <dd>
            <Time at={record.created_at} />
          </dd>
        </div>
      </dl>
      {record.status === 2 && reason ? (
        <p className="payout-note" role="note">
          <Trans>Reason: {reason}</Trans>
        </p>
      ) : null}
    </li>
  );
}

/** The withdrawal records of one type (draw_list), page by page as the end scrolls into view. */
export function DrawRecords({ type, highlight }: { type: PayoutType; highlight?: number }) {
  const list = usePagedList<DrawRecord>(drawListAtom(type));
  const marked = useHighlight(highlight);
  const body = (
    <PagedList
      list={list}
      className="draw-records"
      empty={<Trans>No withdrawals yet</Trans>}
      skeleton={[0, 1].map((i) => (
        <li key={i} className="draw-record">
          <Skeleton width="50%" height={16} />
          <Skeleton height={14} />
        </li>
      ))}
    >
      {(items) => items.map((record, i) => <RecordRow key={`${record.created_at}-${i}`} record={record} marked={marked(record.id)} />)}
    </PagedList>
  );
  return (
    <section className="draw-history" aria-labelledby={`draw-history-${type}`}>
      <h2 id={`draw-history-${type}`}>
        <Trans>Withdrawal records</Trans>
      </h2>
      {body}
    </section>
  );
}
