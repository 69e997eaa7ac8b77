// The chosen language: one of the 18 wire codes, a saved `tw` read as hk. With nothing saved (a
// first visit), the browser's language when it is one of ours, else English; read before the
// first paint, so the first screen is already in it. The server preloads the first quotes in the
// same language from Accept-Language (contract/languages.ts, langOfBrowser).
import { z } from 'zod/mini';
import { langOfBrowser, normalizeLang, type Lang } from '../../contract/languages.ts';
import { persistedAtom } from './persisted.ts';

export const LangValue = z.pipe(z.unknown(), z.transform(normalizeLang));

export const languageAtom = persistedAtom<Lang>('lang', LangValue as z.ZodMiniType<Lang>, langOfBrowser(globalThis.navigator?.languages ?? []));
