import { Trans, useLingui } from '@lingui/react/macro';
import type { SupportMessage } from '../../../contract/support.ts';
import { Skeleton } from '../../ui/states.tsx';
import { Time } from '../../ui/Time.tsx';
import { usePictureUrl } from '../uploads/use-picture-url.ts';

/** One message: the user's own at the end side, the operators' at the start side (RTL follows). */
export function ChatBubble({ message }: { message: SupportMessage }) {
  const { t } = useLingui();
  return (
    <li className="chat-row" data-mine={message.mine || undefined} data-testid="chat-message">
      <div className="chat-bubble">
        {!message.mine && (
          <span className="chat-author">
            <Trans>Customer service</Trans>
          </span>
        )}
        {message.image && <ChatPicture url={message.image} />}
        {message.text && (
          <p className="chat-text" dir="auto">
            {message.text}
          </p>
        )}
        <span className="chat-meta">
          <Time at={message.created_at} format="recent" />
          {message.mine && message.read && <span className="chat-read">{t`Read`}</span>}
        </span>
      </div>
    </li>
  );
}

/** A sent picture, fetched with the token (pictures are served to their owner only). */
function ChatPicture({ url }: { url: string }) {
  const { t } = useLingui();
  const shown = usePictureUrl(url);
  if (shown === undefined) return <Skeleton width={180} height={140} radius={12} />;
  if (shown === 'failed') return <span className="chat-picture-failed">{t`The picture could not be loaded.`}</span>;
  return (
    <a href={shown} target="_blank" rel="noreferrer" className="chat-picture-link">
      <img src={shown} alt={t`Sent picture`} className="chat-picture" />
    </a>
  );
}
