// The Markdown content as the server serves it: brand overrides, the declared fallback, listings,
// tables of contents, the SEO texts, and the two functions the SEO half of the server calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ArticleLibrary } from '../../../server/articles/articleLibrary';
import {
  createArticlePageMetaSource,
  listArticlePathsOf,
} from '../../../server/articles/articleMeta';
import { articleSeo } from '../../../server/articles/index';
import { ContentStore } from '../../../server/content/contentStore';
import type { AppDatabase } from '../../../server/db/index';
import { buildTestServer, PROJECT_ROOT, removeTempDirs, openTestDatabase } from '../testServer';

const library = ArticleLibrary.open(PROJECT_ROOT);
const store = ContentStore.open(PROJECT_ROOT);
const metaSource = createArticlePageMetaSource({
  library,
  siteOf: (brand) => store.servedFor(brand).content,
});

describe('articles of a brand in a language', () => {
  it("shows a brand's own file before the shared default", () => {
    expect(JSON.stringify(library.article('aurora', 'en', 'contacts')?.body)).toContain(
      'support@aurora.example',
    );
    expect(JSON.stringify(library.article('nord', 'ru', 'contacts')?.body)).toContain(
      'support@nord.example',
    );
    expect(library.article('aurora', 'en', 'about')?.title).toBe('About us');
  });

  it('shows the declared fallback language where a language has no file, saying which it is', () => {
    expect(library.article('aurora', 'ar', 'about')).toMatchObject({
      language: 'ar',
      title: 'من نحن',
    });
    expect(library.article('aurora', 'ar', 'howbet')).toMatchObject({
      language: 'en',
      title: 'How to bet',
    });
    expect(library.article('aurora', 'de', 'about')).toBeUndefined();
    expect(library.article('aurora', 'en', 'news/no-such-story')).toBeUndefined();
  });

  it('parses headings, lists, tables and callouts, and keeps link targets inside the site', () => {
    const body = library.article('aurora', 'en', 'about')!.body;
    expect(body.map((b) => b.type)).toEqual([
      'paragraph',
      'heading',
      'list',
      'heading',
      'paragraph',
      'callout',
    ]);
    const table = library.article('aurora', 'en', 'rules/2/1')!.body[0]!;
    expect(table).toMatchObject({ type: 'table' });
    expect(JSON.stringify(body)).toContain('"href":"responsiblegaming","internal":true');
  });

  it('lists news newest first, four to a page, with every tag and a tag filter', () => {
    const first = library.list('aurora', 'en', 'news', 1);
    expect(first.total).toBe(5);
    expect(first.items.map((i) => i.date)).toEqual([
      '2026-11-20',
      '2026-11-12',
      '2026-11-03',
      '2026-10-27',
    ]);
    expect(library.list('aurora', 'en', 'news', 2).items.map((i) => i.path)).toEqual([
      'news/crash-game',
    ]);
    expect(first.tags).toContain('lotto');
    expect(library.list('aurora', 'en', 'news', 1, 'lotto').items.map((i) => i.path)).toEqual([
      'news/provably-fair-lotto',
    ]);
  });

  it('gives the rules contents as groups each followed by its chapters', () => {
    expect(library.toc('aurora', 'en', 'rules').map((i) => i.path)).toEqual([
      'rules/1',
      'rules/1/1',
      'rules/1/2',
      'rules/2',
      'rules/2/1',
      'rules/2/2',
      'rules/3',
      'rules/3/1',
    ]);
  });

  it("gives each page's own SEO text: the article's, or a seo/ file's for the home page", () => {
    expect(library.seoText('aurora', 'en', 'about')?.title).toBe(
      'Sports betting and casino on one account',
    );
    expect(library.seoText('aurora', 'ru', '')?.title).toBe('Ставки на спорт, тото, лото и казино');
    expect(library.seoText('aurora', 'en', 'line')).toBeUndefined();
  });
});

describe('page meta for the SEO half (PageMetaSource) and the sitemap paths', () => {
  it('gives an information page its title and description from the front matter', async () => {
    expect(await metaSource({ brand: 'aurora', lng: 'en', routeId: 'about', params: {} })).toEqual({
      title: 'About us',
      description:
        'Who we are: a licensed bookmaker with sports betting, toto, lotto and a casino on one account.',
      ogType: 'website',
    });
  });

  it('marks a news article as an article with its Article JSON-LD', async () => {
    const meta = await metaSource({
      brand: 'nord',
      lng: 'ru',
      routeId: 'news',
      params: { slug: 'toto-jackpot' },
    });
    expect(meta).toMatchObject({ title: 'Джекпот тото переходит дальше', ogType: 'article' });
    expect(meta?.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        datePublished: '2026-11-20',
        inLanguage: 'ru',
      }),
    ]);
  });

  it('says notFound for an unknown slug, and nothing for pages that are not content', async () => {
    expect(
      await metaSource({ brand: 'aurora', lng: 'en', routeId: 'news', params: { slug: 'nope' } }),
    ).toEqual({
      notFound: true,
    });
    expect(
      await metaSource({
        brand: 'aurora',
        lng: 'en',
        routeId: 'rules',
        params: { ruleGroup: '9' },
      }),
    ).toEqual({
      notFound: true,
    });
    expect(
      await metaSource({ brand: 'aurora', lng: 'en', routeId: 'home', params: {} }),
    ).toBeUndefined();
    expect(
      await metaSource({ brand: 'aurora', lng: 'en', routeId: 'no-such-route', params: {} }),
    ).toBeUndefined();
  });

  it('gives a bonus landing its head and hero image on both bonus routes; an unknown landing is notFound', async () => {
    const welcome = {
      title: 'Welcome bonus for new customers',
      description: 'Open an account in a minute and get the welcome bonus on your first deposit.',
      ogType: 'website',
      ogImage: '/content/landing/welcome-bonus.svg',
    };
    const params = { landingId: 'welcome-bonus' };
    expect(
      await metaSource({ brand: 'aurora', lng: 'en', routeId: 'bonuses-landing', params }),
    ).toEqual(welcome);
    // bonuses-offers/… reads the bonuses/… article, as the ContentPage's `section` says.
    expect(
      await metaSource({ brand: 'nord', lng: 'en', routeId: 'bonuses-offers-landing', params }),
    ).toEqual(welcome);
    expect(
      await metaSource({
        brand: 'nord',
        lng: 'ru',
        routeId: 'bonuses-offers-landing',
        params: { landingId: 'express-boost' },
      }),
    ).toMatchObject({ title: 'Ускоритель экспресса: до 10% больше' });
    expect(
      await metaSource({
        brand: 'aurora',
        lng: 'en',
        routeId: 'bonuses-landing',
        params: { landingId: 'no-such-landing' },
      }),
    ).toEqual({ notFound: true });
  });

  it("gives a landing's call to action and hero, in the fallback language for ar", () => {
    const en = library.article('aurora', 'en', 'bonuses/landing/express-boost');
    expect(en?.cta).toEqual({
      label: 'See the express bonus',
      to: '/bonuses/promotions/express-bonus',
    });
    expect(en?.image).toBe('/content/landing/express-boost.svg');
    expect(library.article('aurora', 'ru', 'bonuses/landing/welcome-bonus')?.cta?.to).toBe(
      '/registration',
    );
    const ar = library.article('aurora', 'ar', 'bonuses/landing/welcome-bonus');
    expect(ar?.language).toBe('en');
    // The table of contents lists landings without their call to action.
    const toc = library.toc('aurora', 'en', 'bonuses');
    const landing = toc.find((item) => item.path === 'bonuses/landing/welcome-bonus');
    expect(landing).toBeDefined();
    expect(landing).not.toHaveProperty('cta');
  });

  it('lists every content path of a brand and language for the sitemap, SEO-only files left out', async () => {
    const paths = listArticlePathsOf(library, 'aurora', 'ar');
    expect(paths).toEqual(
      expect.arrayContaining([
        'about',
        'rules/2/1',
        'news',
        'news/toto-jackpot',
        'blog/how-odds-work',
      ]),
    );
    expect(paths.some((p) => p.startsWith('seo/'))).toBe(false);
    expect(paths).toEqual(
      expect.arrayContaining(['bonuses/landing/welcome-bonus', 'bonuses/landing/express-boost']),
    );
    // What buildServer hands the SEO: the same paths, bonus pages where the brand shows them
    // (nord swaps to bonuses-offers/), and heads over its library and content.
    const seo = articleSeo(library, store);
    expect(await seo.sitemapProviders[0]!('aurora', 'en')).toEqual(
      listArticlePathsOf(library, 'aurora', 'en'),
    );
    const nordPaths = await seo.sitemapProviders[0]!('nord', 'en');
    expect(nordPaths).toEqual(
      expect.arrayContaining([
        'about',
        'bonuses-offers/rules',
        'bonuses-offers/landing/welcome-bonus',
        'bonuses-offers/landing/express-boost',
      ]),
    );
    expect(nordPaths.filter((p) => p.startsWith('bonuses/'))).toEqual([]);
    expect(
      await seo.sources[0]!({ brand: 'nord', lng: 'en', routeId: 'contacts', params: {} }),
    ).toMatchObject({
      title: 'Contacts',
    });
  });
});

describe('GET /bff-api/articles/*', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('articles');
    app = await buildTestServer({ database, contentRoot: PROJECT_ROOT });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    removeTempDirs();
  });

  it("answers an article in the Host's brand", async () => {
    const nord = await app.inject({
      url: '/bff-api/articles/page?lng=en&path=contacts',
      headers: { host: 'nord.localhost' },
    });
    expect(nord.statusCode).toBe(200);
    expect(nord.body).toContain('support@nord.example');
  });

  it('answers 404 with a reason for an unknown article or a language the brand does not offer', async () => {
    for (const url of [
      '/bff-api/articles/page?lng=en&path=news/nope',
      '/bff-api/articles/page?lng=de&path=about',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ reason: 'not_found' });
    }
  });

  it('refuses a malformed path, section or page with 400 and changes nothing', async () => {
    for (const url of [
      '/bff-api/articles/page?lng=en&path=../configs/brands',
      '/bff-api/articles/page?lng=en&path=About',
      '/bff-api/articles/list?lng=en&section=secrets',
      '/bff-api/articles/list?lng=en&section=news&page=0',
      '/bff-api/articles/toc?lng=english&section=rules',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(400);
    }
  });

  it('answers a listing, a table of contents and an SEO text', async () => {
    const list = (await app.inject({ url: '/bff-api/articles/list?lng=ru&section=blog' })).json();
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 4 });
    const toc = (await app.inject({ url: '/bff-api/articles/toc?lng=en&section=bonuses' })).json();
    expect(toc.items.map((i: { path: string }) => i.path)).toContain(
      'bonuses/promotions/express-bonus',
    );
    expect((await app.inject({ url: '/bff-api/articles/seo?lng=en' })).json()).toEqual({
      seo: { title: 'Sports betting, toto, lotto and casino', text: expect.any(String) },
    });
    expect((await app.inject({ url: '/bff-api/articles/seo?lng=en&path=line' })).json()).toEqual({
      seo: null,
    });
  });
});
