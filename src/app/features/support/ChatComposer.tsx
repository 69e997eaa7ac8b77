import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SUPPORT_TEXT_MAX } from '../../../contract/support.ts';
import { errorText } from '../../lib/error-text.ts';
import { i18n } from '../../lib/i18n.ts';
import { offlineAtom } from '../../state/quotes.ts';
import { isDemoAtom } from '../../state/session.ts';
import { useAtomValue } from '../../state/store.ts';
import { Spinner } from '../../ui/states.tsx';
import { showToast } from '../../ui/toast.ts';
import { PICTURE_TYPES, uploadPicture } from '../uploads/upload.ts';
import type { Chat } from './use-chat.ts';

/** Characters as the person sees them (an emoji is one), as the server counts them. */
const length = (text: string) => [...text.trim()].length;

/** The text box and the picture button (real accounts), disabled while sending, empty or offline. */
export function ChatComposer({ chat }: { chat: Chat }) {
  const { t } = useLingui();
  const demo = useAtomValue(isDemoAtom);
  const { text, setText, count, sending, blocked, offline, fileInput, submit, attach } = useChatSending(chat);
  return (
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
  );
}

/** What is typed and the sending of it or of a picture. */
function useChatSending(chat: Chat) {
  const offline = useAtomValue(offlineAtom);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
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
  return { text, setText, count, sending, blocked, offline, fileInput, submit, attach };
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
