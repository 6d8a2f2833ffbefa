import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageFrame } from './PageFrame';
import { applyPageHead } from './pageHead';

export interface ErrorPageProps {
  status: number;
  title: string;
  /** What the visitor can do next, under the title (the app's links, in its words). */
  children?: ReactNode;
}

const ERROR_ROUTE = { id: 'error', path: '', params: {} };
const ERROR_META = {};

/** A route error (404, 500 ...) shown inside the default layout. */
export function ErrorPageView({ status, title, children }: ErrorPageProps): ReactNode {
  const { search } = useLocation();
  // An error page is never indexed: the previous page's canonical and alternates go.
  useEffect(() => {
    applyPageHead({
      title,
      tags: [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex, nofollow' } }],
      jsonLd: [],
      notFound: status === 404,
    });
  }, [title, status]);
  return (
    <PageFrame
      route={ERROR_ROUTE}
      layout="default"
      meta={ERROR_META}
      bodyKey={`error:${status}`}
      body={
        <section className="error-page" role="alert" data-status={status}>
          <h1>{title}</h1>
          {children}
        </section>
      }
      search={search}
    />
  );
}
