import type { News } from '../../contract/content.ts';
import type { Lang } from '../../contract/languages.ts';
import type { Article, ArticleText } from '../engine/news/index.ts';
import { formatTime } from '../wire-time.ts';
import { renderMarkdown } from './markdown.ts';

/** The language an article falls back to when it has no text in the reader's. */
export const FALLBACK_LANG: Lang = 'en';

/** The reader's text, else English, else whichever the article has first by language code. */
function pick(texts: ArticleText[], lang: Lang): ArticleText | undefined {
  return texts.find((t) => t.lang === lang) ?? texts.find((t) => t.lang === FALLBACK_LANG) ?? texts[0];
}

/** An article as newsList and newsInfo carry it; content leaves as escaped HTML. */
export function newsWire(article: Article, lang: Lang): News {
  const text = pick(article.texts, lang);
  return {
    id: article.id,
    title: text?.title ?? '',
    desc: text?.description ?? '',
    logo: article.logo,
    created_at: formatTime(article.createdAt),
    content: text?.content === undefined ? '' : renderMarkdown(text.content),
    // The language the texts above are in: the reader's, or the fallback's when the article
    // has none in it, so the app can mark the text as another language and say so.
    lang: text?.lang,
  };
}
