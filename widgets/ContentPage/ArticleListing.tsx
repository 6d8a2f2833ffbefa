import { useTranslation } from '../../runtime/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import type { ArticleListSection } from '../../domain/articles/index';
import { useArticleList } from '../shared/articles/articleQueries';
import { localizedPath } from '../shared/localizedPath';
import { formatDate } from './formatDate';

const TAG = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** News or blog, newest first: tag filter, cards, and pages as links (crawlers follow them). */
export function ArticleListing({ lng, section }: { lng: string; section: ArticleListSection }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const rawTag = search.get('tag') ?? '';
  const tag = TAG.test(rawTag) ? rawTag : undefined;
  const rawPage = Number(search.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 1000 ? rawPage : 1;
  const list = useArticleList(lng, section, page, tag);
  const base = localizedPath(lng, section);
  const pageHref = (n: number) => {
    const query = new URLSearchParams();
    if (tag) query.set('tag', tag);
    if (n > 1) query.set('page', String(n));
    const text = query.toString();
    return text ? `${base}?${text}` : base;
  };
  if (list.isPending) return <p role="status">{t('content:loading')}</p>;
  if (list.isError) return <p role="alert">{t('content:load_failed')}</p>;
  const { items, total, pageSize, tags } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section className="content-list" aria-labelledby="content-list-title">
      <h2 id="content-list-title">{t(`content:${section}_list_title`)}</h2>
      {tags.length > 0 && (
        <ul className="content-page__tags" aria-label={t('content:tags_label')}>
          <li>
            <Link to={base} aria-current={tag ? undefined : 'page'}>
              {t('content:all_tags')}
            </Link>
          </li>
          {tags.map((name) => (
            <li key={name}>
              <Link to={`${base}?tag=${name}`} aria-current={tag === name ? 'page' : undefined}>
                #{name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {items.length === 0 ? (
        <p>{t('content:list_empty')}</p>
      ) : (
        <ul className="content-list__items">
          {items.map((item) => (
            <li key={item.path} className="content-list__card">
              <h3>
                <Link to={localizedPath(lng, item.path)}>{item.title}</Link>
              </h3>
              {item.date && (
                <p className="content-page__meta">
                  <time dateTime={item.date}>{formatDate(item.date, lng)}</time>
                </p>
              )}
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="content-list__pager" aria-label={t('content:pages_label')}>
          {page > 1 && <Link to={pageHref(page - 1)}>{t('content:newer')}</Link>}
          <span>{t('content:page_of', { page, pages })}</span>
          {page < pages && <Link to={pageHref(page + 1)}>{t('content:older')}</Link>}
        </nav>
      )}
    </section>
  );
}
