import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { OfflineNote, useOffline } from '../offline/OfflineNote.tsx';
import { useErrorMessage } from './error-message.ts';
import type { PayoutType } from './keys.ts';
import { lastFour, MethodCard } from './MethodCard.tsx';
import { runMoneyAction, useMethods, type DrawMethod } from './queries.ts';
import './payout.css';

/** What deleting a payout account means, naming it by its currency and last characters. */
function DeleteNote({ code, ending }: { code: string; ending: string }) {
  return (
    <Trans>
      Withdrawals can no longer be sent to {code} <bdi dir="ltr">{ending}</bdi>.
    </Trans>
  );
}

/**
 * /mine/coin-address-list (type 1) and /mine/bank-card-list (type 2): the bound payout
 * accounts, each with a delete that asks first; the server's msg is the toast after it.
 */
export function MethodListScreen({ type }: { type: PayoutType }) {
  const query = useMethods(type);
  const offline = useOffline();
  const message = useErrorMessage(query.isError && !query.data ? query.error : null);
  const [deleting, setDeleting] = useState<DrawMethod>();
  const [busy, setBusy] = useState(false);
  const title = type === 1 ? <Trans>Coin addresses</Trans> : <Trans>Bank accounts</Trans>;

  const confirmDelete = async () => {
    if (!deleting || busy) return;
    setBusy(true);
    try {
      await runMoneyAction('delDrawMethod', { id: deleting.id });
      setDeleting(undefined);
    } catch {
      /* the HTTP client showed the server's message; the dialog stays to try again or cancel */
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (query.isPending)
    body = (
      <ul className="payout-list" aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i} className="payout-card">
            <div className="payout-summary">
              <Skeleton width="40%" height={14} />
              <Skeleton width="90%" height={16} />
            </div>
          </li>
        ))}
      </ul>
    );
  else if (message !== null) body = <ErrorState message={message} onRetry={() => void query.refetch()} />;
  else if (!query.data?.length) body = <EmptyState>{type === 1 ? <Trans>No coin address yet</Trans> : <Trans>No bank account yet</Trans>}</EmptyState>;
  else
    body = (
      <ul className="payout-list">
        {query.data.map((method) => (
          <MethodCard
            key={method.id}
            method={method}
            end={
              <button type="button" className="payout-delete" disabled={offline} onClick={() => setDeleting(method)}>
                <Trans>Delete</Trans>
              </button>
            }
          />
        ))}
      </ul>
    );

  return (
    <div className="page">
      <PageHeader title={title} />
      <PullToRefresh onRefresh={() => query.refetch()}>
        <div className="payout-page">
          {body}
          <OfflineNote />
          <Link to="/mine/withdraw-way" search={{ type }} className="btn btn-block">
            {type === 1 ? <Trans>Add a coin address</Trans> : <Trans>Add a bank account</Trans>}
          </Link>
        </div>
      </PullToRefresh>
      <ConfirmDialog
        open={deleting !== undefined}
        title={type === 1 ? <Trans>Delete this coin address?</Trans> : <Trans>Delete this bank account?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        danger
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      >
        {deleting && (
          <p>
            <DeleteNote code={deleting.draw_currency.code} ending={lastFour(deleting.dc_address || deleting.payee_account)} />
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
