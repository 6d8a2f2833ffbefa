// The page's head on client-side navigation: the server's answer for the new path (GET
// /bff-api/seo/head, the same words it writes into the HTML it serves) replaces the tags it wrote,
// so title, description, canonical, hreflang, robots, Open Graph and JSON-LD follow the route.
import type { ApiClient } from '../api/types';

/** What GET /bff-api/seo/head answers (server/seo/seoRoutes.ts). */
export interface PageHeadAnswer {
  title: string;
  tags: { tag: 'meta' | 'link'; attrs: Record<string, string> }[];
  jsonLd: Record<string, unknown>[];
  /** No such page (an unknown slug): the client shows its 404 page. */
  notFound: boolean;
}

/** The marker of the server-written head tags (server/seo/headTags.ts SEO_ATTRIBUTE). */
const SEO_ATTRIBUTE = 'data-seo';

export async function fetchPageHead(
  api: ApiClient,
  pathname: string,
): Promise<PageHeadAnswer | undefined> {
  const answer = await api.getJson<PageHeadAnswer>(
    `/bff-api/seo/head?path=${encodeURIComponent(pathname)}`,
  );
  return answer.ok ? answer.data : undefined;
}

/** Replaces the head tags of the previous page with these: never two canonicals or descriptions. */
export function applyPageHead(head: PageHeadAnswer, doc: Document = document): void {
  doc.title = head.title;
  for (const old of doc.head.querySelectorAll(`[${SEO_ATTRIBUTE}]`)) old.remove();
  for (const { tag, attrs } of head.tags) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(SEO_ATTRIBUTE, '');
    doc.head.append(element);
  }
  for (const block of head.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(SEO_ATTRIBUTE, '');
    script.textContent = JSON.stringify(block);
    doc.head.append(script);
  }
}
