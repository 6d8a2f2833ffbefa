// SPEC section 3 "SEO page data": a page's further meta tags and its custom canonical (a URL, or
// the same path on a mirror domain), written into the head by the server.
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../server/content/loadContent';
import type { ServerContent } from '../../../server/content/serverContent';
import { headHtml } from '../../../server/seo/headTags';
import { pageHead } from '../../../server/seo/pageHead';
import type { PageMeta } from '../../../runtime/schema/types';
import { PROJECT_ROOT } from '../testServer';

const loaded = loadContent(PROJECT_ROOT);
if (!loaded.ok) throw new Error('content does not load');
const shipped = loaded.content;

/** The shipped content with the about page's meta extended by `meta`. */
function withAboutMeta(meta: PageMeta): ServerContent {
  const pages = new Map(shipped.pages);
  const about = pages.get('about')!;
  pages.set('about', { ...about, meta: { ...about.meta, ...meta } });
  return { ...shipped, pages };
}

const headOf = (content: ServerContent) =>
  pageHead({
    content,
    brandId: 'aurora',
    lng: 'en',
    rest: 'about',
    origin: 'http://localhost',
    sources: [],
  });

describe('SEO page data: metas and customCanonical', () => {
  it("writes the page's further meta tags into the head", async () => {
    const head = await headOf(
      withAboutMeta({ metas: [{ name: 'format-detection', content: 'telephone=no' }] }),
    );
    expect(headHtml(head)).toContain(
      '<meta name="format-detection" content="telephone=no" data-seo>',
    );
  });

  it('points the canonical at a target URL, or at the same path on a mirror', async () => {
    const plain = await headOf(shipped);
    expect(plain.canonical).toBe('http://localhost/en/about');
    const url = await headOf(
      withAboutMeta({
        customCanonical: { mode: 'url', targetUrl: 'https://example.com/about-us' },
      }),
    );
    expect(url.canonical).toBe('https://example.com/about-us');
    const mirror = await headOf(
      withAboutMeta({ customCanonical: { mode: 'mirror', domain: 'aurora-bet.example' } }),
    );
    expect(mirror.canonical).toBe('https://aurora-bet.example/en/about');
  });

  it('still drops the canonical when robots says noindex (SPEC section 5)', async () => {
    const head = await headOf(
      withAboutMeta({
        robots: 'noindex',
        customCanonical: { mode: 'url', targetUrl: 'https://example.com/about-us' },
      }),
    );
    expect(head.canonical).toBeUndefined();
  });
});
