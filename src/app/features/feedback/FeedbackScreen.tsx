import { useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_MAX, FEEDBACK_MIN } from '../../../contract/content.ts';
import { api } from '../../lib/http/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import './feedback.css';

/** Characters as the person sees them (an emoji is one), as the server counts them. */
const length = (text: string) => [...text.trim()].length;

/**
 * /feedback: a message (10 to 1000 characters) and an optional way to reply, stored by the
 * server; the server's thanks show as a toast, and the page goes back where the person came from.
 */
export function FeedbackScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = length(content);
  const invalid = count < FEEDBACK_MIN || count > FEEDBACK_MAX;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (invalid || busy) return;
    setBusy(true);
    try {
      await api('feedback', { content: content.trim(), contact: contact.trim() || undefined }, { announce: true });
      setContent('');
      setContact('');
      setTried(false);
      if (router.history.canGoBack()) router.history.back();
    } catch {
      /* the HTTP client showed the server's message; the text stays for another try */
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page feedback">
      <PageHeader title={<Trans>Feedback</Trans>} />
      <form className="feedback-form" noValidate onSubmit={submit}>
        <p className="feedback-intro">
          <Trans>Tell us what works, what does not, or what you miss. We read every message.</Trans>
        </p>
        <label className="feedback-field">
          <span>
            <Trans>Your message</Trans>
          </span>
          <textarea
            value={content}
            onChange={(event) => setContent(event.target.value)}
            rows={7}
            maxLength={FEEDBACK_MAX * 2}
            placeholder={t`At least ${FEEDBACK_MIN} characters`}
            aria-invalid={(tried && invalid) || undefined}
            aria-describedby="feedback-count"
          />
          <span id="feedback-count" className="feedback-count" data-over={count > FEEDBACK_MAX || undefined}>
            {count}/{FEEDBACK_MAX}
          </span>
          {tried && invalid && (
            <span className="feedback-error" role="alert">
              <Trans>
                Please write between {FEEDBACK_MIN} and {FEEDBACK_MAX} characters.
              </Trans>
            </span>
          )}
        </label>
        <label className="feedback-field">
          <span>
            <Trans>Email or phone for a reply (optional)</Trans>
          </span>
          <input value={contact} onChange={(event) => setContact(event.target.value)} maxLength={FEEDBACK_CONTACT_MAX} autoComplete="email" />
        </label>
        <button type="submit" className="btn feedback-send" disabled={busy}>
          <Trans>Send</Trans>
        </button>
      </form>
    </div>
  );
}
