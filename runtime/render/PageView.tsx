import { useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useLoaderData, useLocation } from 'react-router-dom';
import { PageFrame } from './PageFrame';
import { applyPageHead, type PageHeadAnswer } from './pageHead';
import { PageRuntimeContext, type PageRouteData } from './pageRuntime';
import { RegionError } from './RegionError';

const NO_META = {};

/** The element of every page route: the page's layout with the page body in its outlet. */
export function PageView(): ReactNode {
  const data = useLoaderData() as PageRouteData;
  const { search } = useLocation();
  const runtime = useContext(PageRuntimeContext);
  const page = data.page;
  usePageHead(data.head, page?.meta.title, runtime?.base.brand.name);
  return (
    <PageFrame
      route={data.route}
      layout={page?.layout ?? 'default'}
      meta={page?.meta ?? NO_META}
      bodyKey={page ? `page:${page.id}` : 'problem'}
      body={
        page ? (
          page.body.element
        ) : (
          <RegionError message={data.problem ?? ''} dev={runtime?.dev ?? false} />
        )
      }
      search={search}
    />
  );
}

/**
 * The server's head for this page; without one (the head request failed), at least the title
 * from meta.title, a dictionary key ("namespace:key") or plain text.
 */
function usePageHead(
  head: PageHeadAnswer | 'served' | undefined,
  title: string | undefined,
  brandName: string | undefined,
): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (head === 'served') return;
    if (head) {
      applyPageHead(head);
      return;
    }
    if (!title) return;
    const text = t(title, { defaultValue: title });
    document.title = brandName ? `${text} | ${brandName}` : text;
  }, [t, head, title, brandName]);
}
