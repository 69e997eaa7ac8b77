import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SUPPORT_TEXT_MAX } from '../../../contract/support.ts';
import { errorText } from '../../lib/error-text.ts';
import { i18n } from '../../lib/i18n.ts';
import { offlineAtom } from '../../state/quotes.ts';
import { isDemoAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ErrorState, Skeleton, Spinner } from '../../ui/states.tsx';
import { showToast } from '../../ui/toast.ts';
import { PICTURE_TYPES, uploadPicture } from '../uploads/upload.ts';
import { ChatBubble } from './ChatBubble.tsx';
import { useChat } from './use-chat.ts';
import './chat.css';

/** Characters as the person sees them (an emoji is one), as the server counts them. */
const length = (text: string) => [...text.trim()].length;

/**
 * /mine/chat: the support chat with the operators. The thread, newest at the bottom (older
 * messages on request), replies arriving live, a text box and a picture button (real accounts:
 * pictures are stored through image_upload), disabled while sending, empty or offline.
 */
export function ChatScreen() {
  const { t } = useLingui();
  const chat = useChat();
  const offline = useAtomValue(offlineAtom);
  const demo = useAtomValue(isDemoAtom);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const newest = chat.messages.at(-1)?.id;

  // A new newest message (sent, received, or the first page) scrolls into view; older pages loaded above do not move the view.
  useLayoutEffect(() => {
    if (newest !== undefined) end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  const count = length(text);
  const blocked = sending || offline;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked || count === 0 || count > SUPPORT_TEXT_MAX) return;
    setSending(true);
    if (await chat.send({ text: text.trim() })) setText('');
    setSending(false);
  };

  const attach = async (file: File | undefined) => {
    if (!file || blocked) return;
    setSending(true);
    try {
      const url = await uploadPicture(file, file.name);
      await chat.send({ image: url });
    } catch (failure) {
      showToast(errorText(failure, i18n), 'error');
    } finally {
      setSending(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  useEffect(() => {
    if (!offline) return;
    setSending(false);
  }, [offline]);

  return (
    <div className="page chat">
      <PageHeader title={<Trans>Customer service</Trans>} />
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
      <form className="chat-composer" onSubmit={(event) => void submit(event)} noValidate>
        {!demo && (
          <>
            <input ref={fileInput} id="chat-picture" className="chat-file" type="file" accept={PICTURE_TYPES} disabled={blocked} onChange={(event) => void attach(event.target.files?.[0])} />
            {/* The input's name is the label's text: a <label> may not carry aria-label (it has no role). */}
            <label htmlFor="chat-picture" className="icon-btn chat-attach" data-disabled={blocked || undefined}>
              <PictureIcon />
              <span className="visually-hidden">{t`Send a picture`}</span>
            </label>
          </>
        )}
        <textarea
          className="chat-input"
          rows={1}
          dir="auto"
          value={text}
          maxLength={SUPPORT_TEXT_MAX * 2}
          placeholder={offline ? t`You are offline` : t`Type a message`}
          aria-label={t`Message`}
          aria-invalid={count > SUPPORT_TEXT_MAX || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends on a keyboard; Shift+Enter (and a phone's return key with composition) adds a line.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <button type="submit" className="btn chat-send" disabled={blocked || count === 0 || count > SUPPORT_TEXT_MAX}>
          {sending ? <Spinner label={t`Sending`} /> : <Trans>Send</Trans>}
        </button>
        {count > SUPPORT_TEXT_MAX && (
          <p className="chat-over" role="alert">
            <Trans>
              {count}/{SUPPORT_TEXT_MAX} characters: please shorten your message.
            </Trans>
          </p>
        )}
      </form>
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

/** A picture, drawn here: the shared icon set has none. */
function PictureIcon() {
  return (
    <svg width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  );
}
