import { Suspense, lazy, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PriceAlert } from '../../../contract/alerts.ts';
import { CHANNEL } from '../../../contract/socket-rules.ts';
import { errorText } from '../../lib/error-text.ts';
import { holdChannel, onUserMessage } from '../../lib/socket/client.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Time } from '../../ui/Time.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { formatDecimal } from '../market/format.ts';
import { conditionText } from './condition.ts';
import { deleteAlert, refreshAlerts, useAlerts } from './queries.ts';
import './alerts.css';

const AlertSheet = lazy(() => import('./AlertSheet.tsx'));

const decimalsOf = (price: string) => (/\.(\d+)$/.exec(price)?.[1] ?? '').length;

/**
 * /user's price alerts: each with its instrument, condition and state (waiting, or fired with
 * when and at what price), to edit or delete (after a question). The list is read again when an
 * alert fires while it shows.
 */
export function PriceAlertsSection() {
  const { i18n } = useLingui();
  const query = useAlerts();
  const [editing, setEditing] = useState<PriceAlert>();
  const [deleting, setDeleting] = useState<PriceAlert>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const release = holdChannel(CHANNEL.FOREX_CLOSED);
    const stop = onUserMessage((message) => {
      if (message.type === 'PRICE_ALERT') void refreshAlerts();
    });
    return () => {
      stop();
      release();
    };
  }, []);

  const confirmDelete = async () => {
    if (!deleting || busy) return;
    setBusy(true);
    try {
      await deleteAlert(deleting.id);
      setDeleting(undefined);
    } catch {
      /* the HTTP client showed the server's message; the question stays to try again or cancel */
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (query.isPending) body = <Skeleton width="100%" height={56} />;
  else if (query.isError && !query.data) body = <ErrorState message={errorText(query.error, i18n)} onRetry={() => void query.refetch()} />;
  else if (!query.data?.length)
    body = (
      <EmptyState>
        <Trans>No price alerts yet. Set one with the bell on an instrument’s trade screen.</Trans>
      </EmptyState>
    );
  else
    body = (
      <ul className="alerts-list">
        {query.data.map((alert) => (
          <AlertRow key={alert.id} alert={alert} onEdit={() => setEditing(alert)} onDelete={() => setDeleting(alert)} />
        ))}
      </ul>
    );

  const described = deleting && conditionText(i18n, deleting.kind, deleting.value, decimalsOf(deleting.value));
  return (
    <section className="alerts-section" aria-labelledby="price-alerts-title" data-testid="price-alerts">
      <h2 id="price-alerts-title">
        <Trans>Price alerts</Trans>
      </h2>
      {body}
      {editing && (
        <Suspense fallback={null}>
          <AlertSheet instrumentId={editing.forex_id} alert={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title={<Trans>Delete this price alert?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        danger
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      >
        {deleting && (
          <p>
            <bdi dir="ltr">{deleting.show_code}</bdi> {described}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

function AlertRow({ alert, onEdit, onDelete }: { alert: PriceAlert; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useLingui();
  const precision = alert.kind === 'above' || alert.kind === 'below' ? decimalsOf(alert.value) : decimalsOf(alert.level || alert.triggered_price);
  const fired = alert.triggered_at !== null;
  const price = formatDecimal(alert.triggered_price, precision);
  return (
    <li className="alert-row" data-testid="price-alert">
      <div className="alert-what">
        <strong>
          <bdi dir="ltr">{alert.show_code}</bdi> {conditionText(i18n, alert.kind, alert.value, precision)}
        </strong>
        {fired ? (
          <span className="alert-state alert-state-fired" data-testid="alert-state">
            <Trans>
              Triggered <Time at={alert.triggered_at!} /> at <bdi dir="ltr">{price}</bdi>
            </Trans>
          </span>
        ) : (
          <span className="alert-state" data-testid="alert-state">
            <Trans>Waiting</Trans>
          </span>
        )}
      </div>
      <div className="alert-actions">
        <button type="button" onClick={onEdit} aria-label={t`Edit price alert on ${alert.show_code}`}>
          <Trans>Edit</Trans>
        </button>
        <button type="button" className="alert-delete" onClick={onDelete} aria-label={t`Delete price alert on ${alert.show_code}`}>
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  );
}
