import { useRouter } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { InboxEntry } from '../../../contract/push.ts';
import { useAtomValue } from '../../state/store.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { Time } from '../../ui/Time.tsx';
import { inboxAtom, markAllRead, markRead, refreshInbox } from './queries.ts';
import './inbox.css';

/**
 * /mine/inbox (issue 20): the last 100 notices, newest first, the unread ones marked. A tap marks
 * one read and opens its screen (the order, the record, the chat, the instrument).
 */
export function InboxScreen() {
  const inbox = useAtomValue(inboxAtom);
  const router = useRouter();
  const open = (entry: InboxEntry) => {
    if (!entry.read) void markRead(entry.id).catch(() => undefined);
    void router.navigate({ href: entry.url });
  };
  let body;
  if (inbox.isPending)
    body = (
      <ul className="inbox-list" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="inbox-skeleton">
            <Skeleton width="60%" height={16} />
            <Skeleton height={14} />
          </li>
        ))}
      </ul>
    );
  else if (inbox.isError) body = <ErrorState message={inbox.error.message} onRetry={() => void inbox.refetch()} />;
  else if (inbox.data.data.length === 0)
    body = (
      <EmptyState>
        <Trans>No notifications yet</Trans>
      </EmptyState>
    );
  else
    body = (
      <ul className="inbox-list" data-testid="inbox-list">
        {inbox.data.data.map((entry) => (
          <li key={entry.id}>
            <button type="button" className="inbox-entry" data-unread={!entry.read || undefined} onClick={() => open(entry)}>
              {!entry.read && (
                <span className="inbox-dot">
                  <span className="visually-hidden">
                    <Trans>Unread</Trans>
                  </span>
                </span>
              )}
              <span className="inbox-text">
                <strong dir="auto">{entry.title}</strong>
                <span dir="auto">{entry.body}</span>
                <Time className="inbox-time" at={entry.at} format="recent" />
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  const unread = inbox.data?.unread ?? 0;
  return (
    <div className="page">
      <PageHeader
        title={<Trans>Inbox</Trans>}
        end={
          unread > 0 ? (
            <button type="button" className="inbox-read-all" onClick={() => void markAllRead()}>
              <Trans>Mark all as read</Trans>
            </button>
          ) : undefined
        }
      />
      <PullToRefresh onRefresh={() => refreshInbox().then(() => undefined)}>{body}</PullToRefresh>
    </div>
  );
}
