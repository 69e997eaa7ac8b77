import { Link } from '@tanstack/react-router';
import { languageAtom } from '../../state/language.ts';
import { useAtomValue } from '../../state/store.ts';
import { Trans } from '@lingui/react/macro';
import type { News } from '../../../contract/content.ts';
import { usePagedList } from '../../lib/query/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { Skeleton } from '../../ui/states.tsx';
import { Time } from '../../ui/Time.tsx';
import { LanguageNote } from './LanguageNote.tsx';
import { newsListAtom } from './queries.ts';
import { textLanguage } from './text-language.ts';
import './news.css';

function NewsCard({ item }: { item: News }) {
  const lang = useAtomValue(languageAtom);
  const text = textLanguage(item.lang, lang);
  return (
    <li>
      <Link to="/news/detail" search={{ id: item.id }} className="news-card">
        <span className="news-card-text">
          <strong className="news-card-title" {...text.attrs}>
            {item.title}
          </strong>
          <span className="news-card-desc" {...text.attrs}>
            {item.desc}
          </span>
          <span className="news-card-meta">
            <Time className="news-card-time" at={item.created_at} />
            {text.other && <LanguageNote code={text.other} />}
          </span>
        </span>
        {item.logo && <img className="news-card-logo" src={item.logo} alt="" width={48} height={48} loading="lazy" />}
      </Link>
    </li>
  );
}

/** /news: the articles of category 1, newest first; pages load as the end scrolls into view. */
export function NewsScreen() {
  const list = usePagedList<News>(newsListAtom);
  const body = (
    <PagedList
      list={list}
      className="news-list"
      skeleton={[0, 1, 2, 3, 4].map((i) => (
        <li key={i} className="news-card news-skeleton">
          <span className="news-card-text">
            <Skeleton height={16} width="80%" />
            <Skeleton height={13} />
            <Skeleton height={12} width="30%" />
          </span>
          <Skeleton width={48} height={48} radius={8} />
        </li>
      ))}
    >
      {(items) => items.map((item) => <NewsCard key={item.id} item={item} />)}
    </PagedList>
  );
  return (
    <div className="page news">
      <PageHeader title={<Trans>News</Trans>} back={false} />
      <PullToRefresh onRefresh={list.refresh}>{body}</PullToRefresh>
    </div>
  );
}
