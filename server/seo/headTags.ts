import escapeHtml from 'escape-html';
import { scriptSafeJson } from '../web/htmlShell';
import type { PageHead } from './pageHead';

/** One element of the head the client replaces on navigation (all carry data-seo). */
export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

/** The marker of the tags this module owns: the client removes exactly these before adding new ones. */
export const SEO_ATTRIBUTE = 'data-seo';

export function headTags(head: PageHead): HeadTag[] {
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
  const link = (attrs: Record<string, string>): HeadTag => ({ tag: 'link', attrs });
  return [
    meta({ name: 'description', content: head.description }),
    ...(head.robots ? [meta({ name: 'robots', content: head.robots })] : []),
    ...head.metas.map((m) => meta({ name: m.name, content: m.content })),
    ...(head.canonical ? [link({ rel: 'canonical', href: head.canonical })] : []),
    ...head.alternates.map((a) => link({ rel: 'alternate', hreflang: a.hreflang, href: a.href })),
    meta({ property: 'og:type', content: head.og.type }),
    meta({ property: 'og:title', content: head.og.title }),
    meta({ property: 'og:description', content: head.og.description }),
    meta({ property: 'og:url', content: head.og.url }),
    meta({ property: 'og:image', content: head.og.image }),
    meta({ property: 'og:site_name', content: head.og.siteName }),
    meta({ property: 'og:locale', content: head.og.locale }),
    meta({ name: 'twitter:card', content: 'summary' }),
  ];
}

/** The head as HTML: title, the tags, and JSON-LD blocks (data, never run). */
export function headHtml(head: PageHead): string {
  const tags = headTags(head).map((t) => {
    const attrs = Object.entries(t.attrs)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    return `<${t.tag}${attrs} ${SEO_ATTRIBUTE}>`;
  });
  const jsonLd = head.jsonLd.map(
    (block) =>
      `<script type="application/ld+json" ${SEO_ATTRIBUTE}>${scriptSafeJson(block)}</script>`,
  );
  return [...tags, ...jsonLd].join('\n    ');
}
