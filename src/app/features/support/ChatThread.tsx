import { useLayoutEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState, Skeleton, Spinner } from '../../ui/states.tsx';
import { ChatBubble } from './ChatBubble.tsx';
import type { Chat } from './use-chat.ts';

/** The thread, newest at the bottom, older messages on request; its skeleton, its failure and its empty state. */
export function ChatThread({ chat }: { chat: Chat }) {
  const { t } = useLingui();
  const end = useRef<HTMLDivElement>(null);
  const newest = chat.messages.at(-1)?.id;

  // A new newest message (sent, received, or the first page) scrolls into view; older pages loaded above do not move the view.
  useLayoutEffect(() => {
    if (newest !== undefined) end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  return (
    <div className="chat-thread" aria-live="polite" aria-busy={chat.status === 'loading'}>
      {chat.status === 'loading' && chat.messages.length === 0 ? (
        <ChatSkeleton />
      ) : chat.status === 'failed' && chat.messages.length === 0 ? (
        <ErrorState message={t`The messages could not be loaded.`} onRetry={() => void chat.load()} />
      ) : chat.messages.length === 0 ? (
        <div className="chat-empty">
          <p className="chat-empty-title">
            <Trans>Ask us anything…</Trans>
          </p>
          <p>
            <Trans>Write your question below. Our team replies here, usually within a few minutes during working hours.</Trans>
          </p>
        </div>
      ) : (
        <>
          {chat.more && (
            <button type="button" className="btn btn-ghost chat-older" onClick={() => void chat.loadOlder()} disabled={chat.loadingOlder}>
              {chat.loadingOlder ? <Spinner label={t`Loading`} /> : <Trans>Earlier messages</Trans>}
            </button>
          )}
          <ol className="chat-list">
            {chat.messages.map((message) => (
              <ChatBubble key={message.id} message={message} />
            ))}
          </ol>
        </>
      )}
      <div ref={end} />
    </div>
  );
}

function ChatSkeleton() {
  return (
    <div className="chat-skeleton" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="chat-row" data-mine={i === 1 || undefined}>
          <Skeleton width={i === 1 ? 160 : 220} height={48} radius={16} />
        </div>
      ))}
    </div>
  );
}
