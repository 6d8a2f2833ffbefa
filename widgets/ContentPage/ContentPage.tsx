import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../runtime/i18n';
import { Link, useLocation } from 'react-router-dom';
import { articlePathOfPathname, type ArticleView } from '../../domain/articles/index';
import { failureOf } from '../../runtime/api';
import { isRtl } from '../../runtime/router/language';
import type { WidgetRenderProps } from '../../runtime/render/types';
import { ArticleBody } from '../shared/articles/ArticleBody';
import { useArticle } from '../shared/articles/articleQueries';
import { withQueryScope } from '../shared/bets/QueryScope';
import { localizedPath } from '../shared/localizedPath';
import { useStores } from '../shared/stores';
import { useCurrentLanguage } from '../shared/useCurrentLanguage';
import { ArticleListing } from './ArticleListing';
import { ArticleToc } from './ArticleToc';
import { formatDate } from './formatDate';
import type { ContentPageProps } from '../../domain/widgetProps/ContentPage';
import '../shared/forms.css';
import './ContentPage.css';

const ContentPageView = observer(function ContentPageView({
  props,
  slots,
}: WidgetRenderProps<ContentPageProps>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const { pathname } = useLocation();
  const segments = articlePathOfPathname(pathname).split('/');
  const addressBase = segments[0] ?? '';
  if (props.section) segments[0] = props.section;
  const path = segments.join('/');
  const article = useArticle(lng, path);
  useDocumentTitle(article.data?.title);

  if (article.isPending) {
    return (
      <p className="content-page__state" role="status" aria-busy="true">
        {t('content:loading')}
      </p>
    );
  }
  if (article.isError) {
    if (failureOf(article.error)?.status === 404) return <ArticleNotFound lng={lng} />;
    return (
      <p className="content-page__state" role="alert">
        {t('content:load_failed')}{' '}
        <button type="button" className="button" onClick={() => void article.refetch()}>
          {t('content:retry')}
        </button>
      </p>
    );
  }
  const view = article.data;
  const listing = props.listSection !== undefined && path === props.listSection;
  return (
    <div className="content-page" data-with-toc={props.tocSection ? 'true' : 'false'}>
      {props.tocSection && (
        <ArticleToc lng={lng} section={props.tocSection} current={path} linkBase={addressBase} />
      )}
      <article
        className="content-page__article"
        lang={view.language === lng ? undefined : view.language}
        // A fallback text keeps its own direction (English inside an RTL page).
        dir={view.language === lng ? undefined : isRtl(view.language) ? 'rtl' : 'ltr'}
      >
        <ArticleHeader view={view} lng={lng} />
        <ArticleBody nodes={view.body} lng={lng} />
        {view.cta && (
          <p className="content-page__cta">
            <Link className="button button--primary" to={localizedPath(lng, view.cta.to)}>
              {view.cta.label}
            </Link>
          </p>
        )}
        {listing && props.listSection && <ArticleListing lng={lng} section={props.listSection} />}
        {slots.content}
      </article>
    </div>
  );
});

/** A page of Markdown content, chosen by the page address (SPEC section 2 "Information", "Other"). */
export default withQueryScope(ContentPageView);

function ArticleHeader({ view, lng }: { view: ArticleView; lng: string }) {
  const { t } = useTranslation();
  return (
    <header className="content-page__header">
      <h1>{view.title}</h1>
      {/* A landing's hero: decorative, the title beside it says what the page is. */}
      {view.image && <img className="content-page__hero" src={view.image} alt="" />}
      {view.date && (
        <p className="content-page__meta">
          {t('content:published')} <time dateTime={view.date}>{formatDate(view.date, lng)}</time>
        </p>
      )}
      {view.tags.length > 0 && view.path.includes('/') && (
        <ul className="content-page__tags" aria-label={t('content:tags_label')}>
          {view.tags.map((tag) => (
            <li key={tag}>
              <Link to={`${localizedPath(lng, view.path.split('/')[0]!)}?tag=${tag}`}>#{tag}</Link>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

function ArticleNotFound({ lng }: { lng: string }) {
  const { t } = useTranslation();
  return (
    <section className="not-found" aria-labelledby="not-found-title" data-status="404">
      <h1 id="not-found-title">{t('main:not_found_title')}</h1>
      <p>
        <Link to={localizedPath(lng, '')}>{t('main:not_found_home_link')}</Link>
      </p>
    </section>
  );
}

function useDocumentTitle(title: string | undefined): void {
  const { config } = useStores();
  const brand = config.config.name;
  useEffect(() => {
    if (title) document.title = brand ? `${title} | ${brand}` : title;
  }, [title, brand]);
}
