import { languageAtom } from '../../state/language.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from '../../state/store.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ErrorState, Spinner } from '../../ui/states.tsx';
import { Time } from '../../ui/Time.tsx';
import { LanguageNote } from './LanguageNote.tsx';
import { articleAtom } from './queries.ts';
import { SafeHtml } from './SafeHtml.tsx';
import { textLanguage } from './text-language.ts';
import './news.css';

function Article({ id }: { id: number }) {
  const { t } = useLingui();
  const query = useAtomValue(articleAtom(id));
  const lang = useAtomValue(languageAtom);
  if (query.isPending)
    return (
      <div className="news-loading">
        <Spinner label={t`Loading the article`} />
      </div>
    );
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const article = query.data;
  const text = textLanguage(article.lang, lang);
  return (
    <article className="news-article">
      <h1 {...text.attrs}>{article.title}</h1>
      <span className="news-card-meta">
        <Time className="news-card-time" at={article.created_at} />
        {text.other && <LanguageNote code={text.other} />}
      </span>
      {article.desc && (
        <p className="news-article-lead" {...text.attrs}>
          {article.desc}
        </p>
      )}
      <SafeHtml className="news-article-body" html={article.content} {...text.attrs} />
    </article>
  );
}

/** /news/detail?id: one article, with a loading indicator while it arrives (SPEC.md section 7). */
export function NewsDetailScreen({ id }: { id: number | undefined }) {
  const { t } = useLingui();
  return (
    <div className="page news">
      <PageHeader title={<Trans>News detail</Trans>} />
      {id === undefined ? <ErrorState message={t`This article does not exist.`} /> : <Article id={id} />}
    </div>
  );
}
