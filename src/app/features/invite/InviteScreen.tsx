import { Trans } from '@lingui/react/macro';
import { api } from '../../lib/http/index.ts';
import { atomWithQuery } from '../../lib/query/index.ts';
import { userIdAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { CopyButton } from '../funding/CopyButton.tsx';
import { fundingKeys } from '../funding/keys.ts';
import { inviteUrl } from './link.ts';
import '../../ui/money.css';

const inviteAtom = atomWithQuery((get) => ({
  queryKey: fundingKeys.invite(get(userIdAtom)),
  queryFn: ({ signal }) => api('invite', {}, { signal }),
  enabled: get(userIdAtom) !== 0,
}));

/** /mine/invite: the link to share, a copy button, and how many registered through it. */
export function InviteScreen() {
  const query = useAtomValue(inviteAtom);
  let body;
  if (query.isPending)
    body = (
      <div className="money" aria-busy="true">
        <Skeleton height={80} />
        <Skeleton height={60} />
      </div>
    );
  else if (query.isError) body = <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  else {
    const url = inviteUrl(query.data.link, location.origin);
    body = (
      <div className="money">
        <p>
          <Trans>Share your link: whoever registers through it is recorded as invited by you.</Trans>
        </p>
        <div className="money-card">
          <span className="money-label">
            <Trans>Your invite link</Trans>
          </span>
          <div className="money-address">
            <code data-testid="invite-link">{url}</code>
            <CopyButton text={url} />
          </div>
          <span className="money-label">
            <Trans>Invite code</Trans> <strong className="num">{query.data.invite_code}</strong>
          </span>
        </div>
        <div className="money-card">
          <span className="money-label">
            <Trans>Registered through your link</Trans>
          </span>
          <strong className="money-big num" data-testid="invite-count">
            {query.data.count}
          </strong>
        </div>
      </div>
    );
  }
  return (
    <div className="page">
      <PageHeader title={<Trans>Invite friends</Trans>} />
      <PullToRefresh onRefresh={() => query.refetch()}>{body}</PullToRefresh>
    </div>
  );
}
