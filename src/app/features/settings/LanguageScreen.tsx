import { useState } from 'react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { LANGS, LANG_INFO, type Lang } from '../../../contract/languages.ts';
import { LANG_NAMES } from '../../../contract/language-names.ts';
import { errorText } from '../../lib/error-text.ts';
import { activateLanguage } from '../../lib/i18n.ts';
import { languageAtom } from '../../state/language.ts';
import { useAtomValue } from '../../state/store.ts';
import { showToast } from '../../ui/toast.ts';
import { Icon } from '../../ui/icons.tsx';
import * as shellIcons from '../../ui/shell-icons.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Spinner } from '../../ui/states.tsx';
import { languageReturnHref } from './return-href.ts';
import './settings.css';

/**
 * The 18 languages, each by its own name (so anyone finds theirs), the current one marked.
 * A choice takes the person back to where they came from, now in that language.
 */
export function LanguageScreen() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const current = useAtomValue(languageAtom);
  const [pending, setPending] = useState<Lang | null>(null);

  const leave = () => {
    const href = languageReturnHref(new URLSearchParams(window.location.search).get('from') ?? undefined);
    if (href) void router.navigate({ href, replace: true });
    else if (canGoBack) router.history.back();
    else void router.navigate({ to: '/', replace: true });
  };

  const choose = (lang: Lang) => {
    if (pending) return;
    if (lang === current) return leave();
    setPending(lang);
    activateLanguage(lang)
      .then(leave, (error: unknown) => showToast(errorText(error, i18n), 'error'))
      .finally(() => setPending(null));
  };

  return (
    <div className="page">
      <PageHeader title={t`Language`} />
      <ul className="settings-list" aria-label={t`Language`}>
        {LANGS.map((lang) => (
          <li key={lang}>
            <button type="button" className="settings-row" lang={LANG_INFO[lang].tag} aria-pressed={lang === current} onClick={() => choose(lang)}>
              <span>{LANG_NAMES[lang]}</span>
              {pending === lang ? <Spinner label={t`Loading`} /> : lang === current && <Icon path={shellIcons.check} className="settings-check" />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
