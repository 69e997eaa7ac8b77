import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ReviewStatus } from '../../../contract/account.ts';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { useErrorMessage } from '../payout/error-message.ts';
import { useIdentity } from '../identity/queries.ts';

/**
 * A withdrawal needs an approved identity, as a broker requires: until then the page says where
 * the check stands (not sent, under review, rejected with the reviewer's reason) and links to
 * /mine/auth. The server refuses a withdrawal without it as well.
 */
export function IdentityGate({ children }: { children: ReactNode }) {
  const identity = useIdentity();
  const message = useErrorMessage(identity.isError && !identity.data ? identity.error : null);
  if (identity.isPending)
    return (
      <div className="payout-page" aria-busy="true">
        <Skeleton height={40} radius={12} />
        <Skeleton height={96} radius={14} />
        <Skeleton height={50} radius={12} />
      </div>
    );
  if (message !== null) return <ErrorState message={message} onRetry={() => void identity.refetch()} />;
  const status = identity.data?.review_status ?? ReviewStatus.NONE;
  const reason = identity.data?.reason ?? '';
  if (status === ReviewStatus.APPROVED) return children;
  return (
    <div className="state">
      <div className="state-icon">
        <Icon path={screenIcons.lock} />
      </div>
      <h2>
        <Trans>Identity check required</Trans>
      </h2>
      <p>
        {status === ReviewStatus.PENDING ? (
          <Trans>Your identity check is under review. You can withdraw once it is approved.</Trans>
        ) : status === ReviewStatus.REJECTED ? (
          <Trans>Your identity check was rejected. Please send it again; withdrawals open once it is approved.</Trans>
        ) : (
          <Trans>To withdraw, please verify your identity first.</Trans>
        )}
      </p>
      {status === ReviewStatus.REJECTED && reason ? (
        <p className="payout-note">
          <Trans>Reason: {reason}</Trans>
        </p>
      ) : null}
      <Link to="/mine/auth" className="btn">
        {status === ReviewStatus.PENDING ? <Trans>See identity check</Trans> : <Trans>Verify identity</Trans>}
      </Link>
    </div>
  );
}
