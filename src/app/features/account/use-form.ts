// The small form engine of the account screens: values as strings, problems from a pure check
// (validation.ts) shown once the person tried to submit (or to send a code) and said as the
// field's prompt (prompts.ts), one request at a time, and focus moved to the first field that
// needs attention.
import { useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../ui/toast.ts';
import { usePrompt, type PromptField } from './prompts.ts';
import { hasMissing, hasProblems, type Channel, type Problems } from './validation.ts';

type Shown = 'all' | ReadonlySet<string>;

/** What a field component takes from the form: its value, its setter and its prompt. */
export interface FieldBinding {
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
}

/** `channel` words the prompt of a login's 'account' field (email or phone). */
export function useForm<V extends Record<string, string>, F extends PromptField>(initial: V, check: (values: V) => Problems<F>, channel?: Channel) {
  const { t } = useLingui();
  const prompt = usePrompt(channel);
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<Shown>(() => new Set());
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const all = check(values);
  const problems: Problems<F> = shown === 'all' ? all : (Object.fromEntries(Object.entries(all).filter(([field]) => shown.has(field))) as Problems<F>);

  const focusFirstProblem = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  /** Checks some fields only (the address before sending a code); true when they are fine. */
  const checkFields = (fields: readonly F[]): boolean => {
    setShown((before) => (before === 'all' ? before : new Set([...before, ...fields])));
    const bad = fields.filter((field) => all[field] !== undefined);
    if (bad.length > 0) focusFirstProblem();
    return bad.length === 0;
  };

  /** The form's onSubmit: checks everything, then runs `action` once, never twice at a time. */
  const submit = (action: (values: V) => Promise<unknown>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setShown('all');
    if (hasProblems(all)) {
      if (hasMissing(all)) showToast(t`Please complete all required fields`, 'error');
      focusFirstProblem();
      return;
    }
    setBusy(true);
    action(values)
      .catch(() => {
        /* the HTTP client already showed the server's message */
      })
      .finally(() => setBusy(false));
  };

  const set = <K extends keyof V>(field: K, value: V[K]) => setValues((before) => ({ ...before, [field]: value }));
  /** The prompt under a field, in the current language; undefined while it is fine or not yet shown. */
  const error = (field: F) => prompt(field, problems[field]);

  return {
    values,
    busy,
    formRef,
    set,
    error,
    /** Binds a text field to a value of the form: `<TextField {...form.field('code')} />`. */
    field: (name: keyof V & string): FieldBinding => ({
      value: values[name],
      onValue: (value) => set(name, value as V[typeof name]),
      error: name in problems ? error(name as string as F) : undefined,
    }),
    /** Forget shown problems, e.g. when switching between email and mobile. */
    quiet: () => setShown(new Set()),
    checkFields,
    submit,
  };
}
