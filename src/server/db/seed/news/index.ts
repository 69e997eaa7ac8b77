// The news a fresh installation starts with (engine/news/seed.ts loads it): nine market notes,
// each written in all 18 languages, so no reader meets English where their own language is
// expected. A language missing from TEXTS, or a file with a text too few or too many, fails the
// typecheck. Operators' own articles may still come in fewer languages (the reader then gets
// English, and the app says so).
import { LANGS, type Lang } from '../../../../contract/languages.ts';
import { ar } from './ar.ts';
import { SEED_ARTICLES } from './articles.ts';
import { cs } from './cs.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { hi } from './hi.ts';
import { hk } from './hk.ts';
import { id } from './id.ts';
import { it } from './it.ts';
import { jp } from './jp.ts';
import { kr } from './kr.ts';
import { my } from './my.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { spa } from './spa.ts';
import { th } from './th.ts';
import { tr } from './tr.ts';
import type { NewsTexts, SeedText } from './types.ts';
import { vn } from './vn.ts';

export type { SeedText } from './types.ts';

const TEXTS: Record<Lang, NewsTexts> = { hk, en, jp, kr, th, vn, fr, de, ru, spa, pt, ar, it, tr, id, my, hi, cs };

export interface SeedArticle {
  logo: string;
  /** Published this long before the first start, so the list reads as recent news. */
  hoursAgo: number;
  texts: Record<Lang, SeedText>;
}

export const seedArticles: SeedArticle[] = SEED_ARTICLES.map((article, i) => ({
  ...article,
  texts: Object.fromEntries(LANGS.map((lang) => [lang, TEXTS[lang][i]])) as Record<Lang, SeedText>,
}));
