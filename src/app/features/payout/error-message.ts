import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';

/** A failed query's text in the current language, or null when there is no failure. */
export function useErrorMessage(error: unknown): string | null {
  const { i18n } = useLingui();
  return error ? errorText(error, i18n) : null;
}
