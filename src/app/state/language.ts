// The chosen language: one of the 18 wire codes, hk by default, a saved `tw` read as hk.
import { z } from 'zod';
import { DEFAULT_LANG, normalizeLang, type Lang } from '../../contract/languages.ts';
import { persistedAtom } from './persisted.ts';

export const LangValue = z.unknown().transform(normalizeLang);

export const languageAtom = persistedAtom<Lang>('lang', LangValue as z.ZodType<Lang>, DEFAULT_LANG);
