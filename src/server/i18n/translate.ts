import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LANGS, LANG_INFO, type Lang } from '../../contract/index.ts';
import type { MessageDescriptor } from './messages.ts';

export type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

/**
 * Loads the compiled catalogs (`lingui compile` writes locales/<code>/messages.ts) once, and
 * gives a translator per language. A missing catalog falls back to the English source text.
 */
export async function loadTranslations(): Promise<(lang: Lang) => Translate> {
  const i18ns = new Map<Lang, I18n>();
  for (const lang of LANGS) {
    let messages: Messages = {};
    try {
      ({ messages } = (await import(`../../../locales/${lang}/messages.ts`)) as { messages: Messages });
    } catch {
      // not compiled yet (a fresh checkout before `npm run build`): English source texts
    }
    const i18n = setupI18n({ locale: LANG_INFO[lang].tag, messages: { [LANG_INFO[lang].tag]: messages } });
    i18ns.set(lang, i18n);
  }
  return (lang) => {
    const i18n = i18ns.get(lang)!;
    return (d, values) => i18n._({ id: d.id, message: d.message, values });
  };
}
