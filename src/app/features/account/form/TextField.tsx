import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export type TextFieldProps = {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  /** The inline prompt; when set the field is marked invalid and the prompt is read with it. */
  error?: string;
  hint?: ReactNode;
  /** Inside the box, before the input (a dialing code) and after it (a button). */
  start?: ReactNode;
  end?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'children'>;

/** A labelled input with its prompt or hint below; the label stays visible (not a placeholder only). */
export function TextField({ label, value, onValue, error, hint, start, end, id, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor={inputId}>{label}</label>
      <div className="field-box">
        {start}
        <input id={inputId} value={value} onChange={(event) => onValue(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={note ? noteId : undefined} {...input} />
        {end}
      </div>
      {note && (
        <p id={noteId} className={error ? 'field-error' : 'field-hint'}>
          {note}
        </p>
      )}
    </div>
  );
}
