// The chosen language: one of the 18 wire codes, hk by default, a saved `tw` read as hk.
import { z } from 'zod/mini';
import { DEFAULT_LANG, normalizeLang, type Lang } from '../../contract/languages.ts';
import { persistedAtom } from './persisted.ts';

export const LangValue = z.pipe(z.unknown(), z.transform(normalizeLang));

export const languageAtom = persistedAtom<Lang>('lang', LangValue as z.ZodMiniType<Lang>, DEFAULT_LANG);
