import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { i18n } from '../../lib/i18n.ts';
import { Spinner } from '../../ui/states.tsx';
import { showToast } from '../../ui/toast.ts';
import { PICTURE_TYPES, uploadPicture } from './upload.ts';
import { usePictureUrl } from './use-picture-url.ts';
import './uploads.css';

export interface ImagePickerProps {
  label: ReactNode;
  /** The stored picture's url ('' when none): shown by fetching it with the token. */
  value: string;
  /** Called with the new url once the server has stored the picture. */
  onValue: (url: string) => void;
  /** The slot's own prompt (a missing photo), shown under it. */
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** Reports whether an upload is running, so the form can wait for it. */
  onBusy?: (busy: boolean) => void;
  /**
   * Opens the phone's camera at once (a document photographed now). Left out where the picture is
   * usually a screenshot (a deposit proof), so the phone offers its gallery and files.
   */
  capture?: 'environment' | 'user';
}

/**
 * One picture slot (a deposit proof, one side of an ID): choose a photo (the camera on a phone),
 * see it at once, upload it with a spinner over it; a refusal (too large, not an image) shows the
 * server's message and keeps the slot as it was.
 */
export function ImagePicker({ label, value, onValue, error, hint, disabled, onBusy, capture }: ImagePickerProps) {
  const { t } = useLingui();
  const inputId = useId();
  const noteId = `${inputId}-note`;
  const input = useRef<HTMLInputElement>(null);
  // The chosen file's own preview: shown while it uploads, then for as long as the slot holds the
  // url it was stored under. A form that empties the slot (value '') after sending empties it
  // on screen too, instead of showing the sent picture over an empty value.
  const [local, setLocal] = useState<{ preview: string; url?: string }>();
  const [busy, setBusy] = useState(false);
  const preview = local && (local.url === undefined ? busy : local.url === value) ? local.preview : undefined;
  const stored = usePictureUrl(preview ? undefined : value || undefined);

  const localPreview = local?.preview;
  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const chosen = { preview: URL.createObjectURL(file) };
    setLocal(chosen);
    setBusy(true);
    onBusy?.(true);
    try {
      const url = await uploadPicture(file, file.name);
      // The same preview (the same object URL, so nothing is revoked), now tied to its url.
      setLocal((current) => (current === chosen ? { preview: chosen.preview, url } : current));
      onValue(url);
    } catch (failure) {
      showToast(errorText(failure, i18n), 'error');
      setLocal(undefined);
    } finally {
      setBusy(false);
      onBusy?.(false);
      if (input.current) input.current.value = '';
    }
  };

  const shown = preview ?? (stored === 'failed' ? undefined : stored);
  const note = error ?? hint;
  return (
    <div className="field picker" data-invalid={error ? true : undefined}>
      <span className="field-label" id={`${inputId}-label`}>
        {label}
      </span>
      <input
        ref={input}
        id={inputId}
        className="picker-input"
        type="file"
        accept={PICTURE_TYPES}
        capture={capture}
        disabled={disabled || busy}
        aria-labelledby={`${inputId}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <label htmlFor={inputId} className="picker-box" data-busy={busy || undefined} data-disabled={disabled || undefined}>
        {shown ? (
          <img src={shown} alt={t`Chosen picture`} className="picker-image" />
        ) : value && stored === undefined ? (
          <Spinner label={t`Loading`} />
        ) : (
          <span className="picker-empty">
            <CameraIcon />
            <Trans>Tap to choose a photo</Trans>
          </span>
        )}
        {busy && (
          <span className="picker-busy">
            <Spinner label={t`Uploading`} />
            <Trans>Uploading…</Trans>
          </span>
        )}
      </label>
      {note && (
        <p id={noteId} className={error ? 'field-error' : 'field-hint'}>
          {note}
        </p>
      )}
    </div>
  );
}

/** A camera, drawn here: the shared icon set has none and only this slot needs it. */
function CameraIcon() {
  return (
    <svg width={28} height={28} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 7h3l2-3h6l2 3h3v12H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}
