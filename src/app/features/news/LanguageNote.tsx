import { Trans, useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../contract/languages.ts';
import { languageName } from './text-language.ts';

/** "Shown in English": on a card and an article whose text is not in the reader's language. */
export function LanguageNote({ code }: { code: Lang }) {
  const { i18n } = useLingui();
  const language = languageName(code, i18n.locale);
  return (
    <span className="news-lang-note" data-testid="news-lang-note">
      <Trans>Shown in {language}</Trans>
    </span>
  );
}
