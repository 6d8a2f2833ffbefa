// SPEC section 3 "SEO page data" hierarchyMetaRobots: a page's `hierarchyRobots` is the robots
// meta of the pages below it in the URL hierarchy that set none of their own; the nearest parent
// decides, a page's own `robots` wins, and the sitemap leaves out what it makes noindex.
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../server/content/loadContent';
import type { ServerContent } from '../../../server/content/serverContent';
import { pageHead } from '../../../server/seo/pageHead';
import { inheritedRobots } from '../../../server/seo/robotsHierarchy';
import { sitemapPaths } from '../../../server/seo/sitemap';
import { brandOf } from '../../../server/config/siteConfig';
import type { PageMeta } from '../../../runtime/schema/types';
import { loadDocument } from '../../../runtime/schema/validators';
import { PROJECT_ROOT } from '../testServer';

const loaded = loadContent(PROJECT_ROOT);
if (!loaded.ok) throw new Error('content does not load');
const shipped = loaded.content;

/** The shipped content with these pages' meta extended. */
function withMeta(metas: Record<string, PageMeta>): ServerContent {
  const pages = new Map(shipped.pages);
  for (const [id, meta] of Object.entries(metas)) {
    const page = pages.get(id)!;
    pages.set(id, { ...page, meta: { ...page.meta, ...meta } });
  }
  return { ...shipped, pages };
}

// slots/{subcategory?} is the page casino-section-slots; slots/game/{gameId}/{gameName} and
// casino/game/{gameId}/{gameName} are both casino-game; slots/vulkan is casino-slots-vulkan.
const slotsNoindex = withMeta({ 'casino-section-slots': { hierarchyRobots: 'noindex, follow' } });

const robotsAt = async (content: ServerContent, rest: string) =>
  (
    await pageHead({
      content,
      brandId: 'aurora',
      lng: 'en',
      rest,
      origin: 'http://localhost',
      sources: [],
    })
  ).robots;

describe('hierarchyMetaRobots', () => {
  it('applies to the page and every page below it that sets no robots of its own', async () => {
    expect(await robotsAt(slotsNoindex, 'slots')).toBe('noindex, follow');
    expect(await robotsAt(slotsNoindex, 'slots/megaways')).toBe('noindex, follow');
    expect(await robotsAt(slotsNoindex, 'slots/vulkan')).toBe('noindex, follow');
    expect(await robotsAt(slotsNoindex, 'slots/game/7/book')).toBe('noindex, follow');
    // the same page under another parent is not below slots
    expect(await robotsAt(slotsNoindex, 'casino/game/7/book')).toBeUndefined();
    // a page's own robots wins
    expect(await robotsAt(slotsNoindex, 'slots/thank-you')).toBe('noindex, nofollow');
    // without any hierarchyRobots nothing changes
    expect(await robotsAt(shipped, 'slots/game/7/book')).toBeUndefined();
  });

  it('drops the canonical and hreflang of the pages it makes noindex', async () => {
    const head = await pageHead({
      content: slotsNoindex,
      brandId: 'aurora',
      lng: 'en',
      rest: 'slots/game/7/book',
      origin: 'http://localhost',
      sources: [],
    });
    expect(head.canonical).toBeUndefined();
    expect(head.alternates).toEqual([]);
  });

  it('the nearest parent decides; a child may open itself again with its own robots', () => {
    const content = withMeta({
      home: { hierarchyRobots: 'nofollow' },
      'casino-section-slots': { hierarchyRobots: 'noindex, follow' },
      'casino-slots-vulkan': { robots: 'index, follow' },
    });
    expect(inheritedRobots(content, 'slots/game/7/book')).toBe('noindex, follow');
    expect(inheritedRobots(content, 'slots/vulkan')).toBe('index, follow');
    expect(inheritedRobots(content, 'about')).toBe('nofollow');
    expect(inheritedRobots(content, '')).toBe('nofollow');
  });

  it('leaves the pages it makes noindex out of the sitemap', async () => {
    const input = (content: ServerContent) => ({
      content,
      brandId: 'aurora',
      site: brandOf(content, 'aurora').site,
      languages: ['en'],
      origin: 'http://localhost',
      providers: [() => Promise.resolve(['slots/game/7/book', 'casino/game/7/book'])],
    });
    const before = await sitemapPaths(input(shipped), 'en');
    expect(before).toEqual(
      expect.arrayContaining(['slots', 'slots/megaways', 'slots/game/7/book']),
    );
    const after = await sitemapPaths(input(slotsNoindex), 'en');
    expect(after.filter((p) => p === 'slots' || p.startsWith('slots/'))).toEqual([]);
    expect(after).toEqual(expect.arrayContaining(['casino/game/7/book', 'about']));
  });

  it('is checked like robots by the page schema', () => {
    const page = shipped.pages.get('about')!;
    const load = (hierarchyRobots: string) =>
      loadDocument('page', { ...page, meta: { ...page.meta, hierarchyRobots } }, 'about.json').ok;
    expect(load('noindex, follow')).toBe(true);
    expect(load('never')).toBe(false);
  });
});
