import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReviewStatus, type RealName } from '../../../contract/account.ts';
import type { z } from 'zod/mini';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { usePictureUrl } from '../uploads/use-picture-url.ts';
import { excludedCountriesText } from './countries.ts';
import { IdentityForm } from './IdentityForm.tsx';
import { useIdentity } from './queries.ts';
import '../account/account.css';
import '../../ui/money.css';
import '../uploads/uploads.css';

/**
 * /mine/auth: the identity check. Not submitted → the form; under review or approved → what was
 * sent; rejected → the reviewer's reason and a way to send it again.
 */
export function IdentityScreen() {
  const { i18n } = useLingui();
  const query = useIdentity();
  const [resubmitting, setResubmitting] = useState(false);
  let body;
  if (query.isPending)
    body = (
      <div className="money" aria-busy="true">
        <Skeleton height={40} />
        <Skeleton height={50} />
        <Skeleton height={50} />
      </div>
    );
  else if (query.isError) body = <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  else {
    const check = query.data;
    const status = check.review_status;
    body = (
      <div className="money">
        <StatusNotice check={check} />
        {status === ReviewStatus.REJECTED && !resubmitting && (
          <button type="button" className="btn btn-block" onClick={() => setResubmitting(true)}>
            <Trans>Resubmit</Trans>
          </button>
        )}
        {(status === ReviewStatus.NONE || (status === ReviewStatus.REJECTED && resubmitting)) && (
          <>
            <p className="field-hint">
              <Trans>We cannot serve residents of {excludedCountriesText(i18n.locale)}.</Trans>
            </p>
            <IdentityForm previous={check} />
          </>
        )}
        {(status === ReviewStatus.PENDING || status === ReviewStatus.APPROVED || (status === ReviewStatus.REJECTED && !resubmitting)) && <Submitted check={check} />}
      </div>
    );
  }
  return (
    <div className="page">
      <PageHeader title={<Trans>Identity verification</Trans>} />
      {body}
    </div>
  );
}

type Check = z.infer<typeof RealName>;

function StatusNotice({ check }: { check: Check }) {
  switch (check.review_status) {
    case ReviewStatus.PENDING:
      return (
        <p className="money-notice" role="status" data-testid="identity-status">
          <Trans>Under review: we are checking your documents.</Trans>
        </p>
      );
    case ReviewStatus.APPROVED:
      return (
        <p className="money-notice" data-tone="good" role="status" data-testid="identity-status">
          <Trans>Approved: your identity is verified.</Trans>
        </p>
      );
    case ReviewStatus.REJECTED:
      return (
        <div className="money-notice" data-tone="bad" role="status" data-testid="identity-status">
          <p>
            <Trans>Rejected. The reviewer's reason:</Trans>
          </p>
          <p>
            <strong dir="auto">{check.reason}</strong>
          </p>
        </div>
      );
    default:
      return (
        <p className="money-notice" data-testid="identity-status">
          <Trans>Not submitted: verify your identity to withdraw.</Trans>
        </p>
      );
  }
}

function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What the user sent, as the reviewer sees it (the ID number partly hidden). */
function Submitted({ check }: { check: Check }) {
  const { i18n } = useLingui();
  const hidden = check.card_id.length > 4 ? `${'•'.repeat(check.card_id.length - 4)}${check.card_id.slice(-4)}` : check.card_id;
  return (
    <dl className="money-card">
      <dt className="money-label">
        <Trans>Full name</Trans>
      </dt>
      <dd>{check.name}</dd>
      <dt className="money-label">
        <Trans>ID number</Trans>
      </dt>
      <dd className="num" dir="ltr">
        {hidden}
      </dd>
      {check.country && (
        <>
          <dt className="money-label">
            <Trans>Country or region of residence</Trans>
          </dt>
          <dd>{regionName(check.country, i18n.locale)}</dd>
        </>
      )}
      <dd className="identity-pictures">
        <StoredPicture url={check.front_pic} />
        <StoredPicture url={check.reverse_pic} />
      </dd>
    </dl>
  );
}

function StoredPicture({ url }: { url: string }) {
  const { t } = useLingui();
  const shown = usePictureUrl(url || undefined);
  if (!url || shown === 'failed') return null;
  return shown ? <img className="picker-image" src={shown} alt={t`Submitted picture`} /> : <Skeleton width={120} height={80} />;
}
