// What a crawler without JavaScript receives: each page's head in the HTML the server sends,
// per brand and language (the shipped content and the simulated feed).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { buildTestServer, PROJECT_ROOT, removeTempDirs, openTestDatabase } from '../testServer';

let database: AppDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase('seo-head');
  app = await buildTestServer({
    database,
    contentRoot: PROJECT_ROOT,
    sports: { feed: 'simulated' },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  removeTempDirs();
});

const html = { accept: 'text/html' };
const nord = { host: 'nord.localhost' };

interface Head {
  status: number;
  title: string | undefined;
  lang: string | undefined;
  description: string | undefined;
  robots: string | undefined;
  canonicals: string[];
  alternates: Record<string, string>;
  og: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

async function headOf(url: string, headers: Record<string, string> = {}): Promise<Head> {
  const res = await app.inject({ url, headers: { ...html, ...headers } });
  const body = res.body;
  const head = /<head>([\s\S]*?)<\/head>/.exec(body)?.[1] ?? '';
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = head.match(/<(meta|link)\b[^>]*>/g) ?? [];
  const metaNamed = (name: string) =>
    tags.filter((t) => attr(t, 'name') === name).map((t) => attr(t, 'content'));
  const alternates: Record<string, string> = {};
  for (const t of tags.filter((t) => attr(t, 'rel') === 'alternate')) {
    alternates[attr(t, 'hreflang') ?? '?'] = attr(t, 'href') ?? '';
  }
  const og: Record<string, string> = {};
  for (const t of tags.filter((t) => attr(t, 'property')?.startsWith('og:'))) {
    og[attr(t, 'property')!.slice(3)] = attr(t, 'content') ?? '';
  }
  expect(metaNamed('description').length, `${url}: one description`).toBeLessThanOrEqual(1);
  expect(head.match(/<title>/g)?.length, `${url}: one title`).toBe(1);
  return {
    status: res.statusCode,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    lang: /<html lang="([^"]*)"/.exec(body)?.[1],
    description: metaNamed('description')[0],
    robots: metaNamed('robots')[0],
    canonicals: tags.filter((t) => attr(t, 'rel') === 'canonical').map((t) => attr(t, 'href')!),
    alternates,
    og,
    jsonLd: [
      ...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  };
}

describe('the head a crawler sees', () => {
  it('home: a worded title per language, description, canonical, every language and x-default', async () => {
    const ru = await headOf('/ru/');
    expect(ru.status).toBe(200);
    expect(ru.lang).toBe('ru');
    expect(ru.title).toBe('Ставки на спорт и казино | Aurora Bet');
    expect(ru.description).toMatch(/^Aurora Bet: ставки на футбол/);
    expect(ru.canonicals).toEqual(['http://localhost:80/ru/']);
    expect(ru.alternates).toEqual({
      ru: 'http://localhost:80/ru/',
      en: 'http://localhost:80/en/',
      ar: 'http://localhost:80/ar/',
      'x-default': 'http://localhost:80/ru/',
    });
    expect(ru.robots).toBeUndefined();
    expect(ru.og).toMatchObject({
      type: 'website',
      title: 'Ставки на спорт и казино',
      url: 'http://localhost:80/ru/',
      site_name: 'Aurora Bet',
      locale: 'ru',
    });
    expect(ru.og.image).toMatch(/^http:\/\/localhost:80\//);
    const en = await headOf('/en/');
    expect(en.title).toBe('Sports betting and casino | Aurora Bet');
    const ar = await headOf('/ar/');
    expect(ar.title).toBe('المراهنات الرياضية والكازينو | Aurora Bet');
  });

  it('an information page: its own title and a description made of words, never a key', async () => {
    const about = await headOf('/en/about');
    expect(about.title).toBe('About us | Aurora Bet');
    // The article's own front matter, over the page schema's dictionary text.
    expect(about.description).toMatch(/^Who we are: a licensed bookmaker/);
    const contacts = await headOf('/en/contacts');
    expect(contacts.title).not.toMatch(/[a-z]+:[a-z_]+/);
    expect(contacts.description).not.toMatch(/\{\{|[a-z]+:[a-z_]+_/);
    expect(contacts.canonicals).toEqual(['http://localhost:80/en/contacts']);
  });

  it('the second brand: its own host, name and languages (a guest-hidden language is not offered)', async () => {
    const head = await headOf('/en/about', nord);
    expect(head.title).toMatch(/\| Nord/);
    expect(head.canonicals).toEqual(['http://nord.localhost/en/about']);
    expect(Object.keys(head.alternates)).not.toContain('ar');
    expect(head.alternates['x-default']).toBe('http://nord.localhost/en/about');
  });

  it('noindex (page meta or a private route) drops the canonical and the alternates', async () => {
    const login = await headOf('/en/user/login');
    expect(login.robots).toBe('noindex, nofollow');
    expect(login.canonicals).toEqual([]);
    expect(login.alternates).toEqual({});
    const office = await headOf('/en/office/account');
    expect(office.robots).toMatch(/noindex/);
    expect(office.canonicals).toEqual([]);
    const missing = await headOf('/en/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.robots).toMatch(/noindex/);
    expect(missing.canonicals).toEqual([]);
  });

  /** The sitemap's pre-match game pages with their games, in the sitemap's order. */
  async function lineGamePages() {
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    const pages = [
      ...sitemap.matchAll(/<loc>http:\/\/localhost:80(\/en\/line\/[^/]+\/[^/]+\/([0-9]+))<\/loc>/g),
    ];
    expect(pages.length, 'the sitemap lists pre-match games of the feed').toBeGreaterThan(0);
    return Promise.all(
      pages.map(async ([, path, gameId]) => {
        const { game } = (
          await app.inject({ url: `/web-api/sports/games/${gameId}?lng=en` })
        ).json() as { game: { opponents: { name: string }[]; startAt: number } };
        return { path: path!, game };
      }),
    );
  }

  it('a game page: the teams in the title and a SportsEvent in JSON-LD', async () => {
    const match = (await lineGamePages()).find((p) => p.game.opponents.length === 2);
    expect(match, 'the line has a game of two teams').toBeDefined();
    const { path, game } = match!;
    const [home, away] = game.opponents;
    const head = await headOf(path);
    expect(head.status).toBe(200);
    expect(head.title).toBe(`${home!.name} – ${away!.name} | Aurora Bet`);
    expect(head.canonicals).toEqual([`http://localhost:80${path}`]);
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      homeTeam: { '@type': 'SportsTeam', name: home!.name },
      awayTeam: { '@type': 'SportsTeam', name: away!.name },
      startDate: new Date(game.startAt * 1000).toISOString(),
      url: `http://localhost:80${path}`,
    });
    const ru = await headOf(path.replace('/en/', '/ru/'));
    expect(ru.title).toMatch(/ – .* \| Aurora Bet$/);
    expect(ru.description).toMatch(/коэффициенты и ставки в Aurora Bet/);
  });

  it('an outright page (a race, a vote): the event and its championship in the title, no teams', async () => {
    const outright = (await lineGamePages()).find((p) => p.game.opponents.length === 1);
    expect(outright, 'the line has an outright event').toBeDefined();
    const { path, game } = outright!;
    const head = await headOf(path);
    expect(head.status).toBe(200);
    expect(head.title).toMatch(new RegExp(`^${game.opponents[0]!.name}, .+ \\| Aurora Bet$`));
    expect(head.description).toMatch(/odds on every runner and bets at Aurora Bet/);
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'SportsEvent',
      startDate: new Date(game.startAt * 1000).toISOString(),
    });
    expect(head.jsonLd[0]).not.toHaveProperty('homeTeam');
  });

  it('an article: its own title and description, an Article in JSON-LD; an unknown slug is a 404', async () => {
    const story = await headOf('/en/news/toto-jackpot');
    expect(story.status).toBe(200);
    expect(story.title).toMatch(/ \| Aurora Bet$/);
    expect(story.title).not.toMatch(/^News \|/);
    expect(story.description).toBeTruthy();
    expect(story.og.type).toBe('article');
    expect(story.canonicals).toEqual(['http://localhost:80/en/news/toto-jackpot']);
    expect(story.jsonLd.some((item) => /Article/.test(String(item['@type'])))).toBe(true);
    const missing = await headOf('/en/news/no-such-story');
    expect(missing.status).toBe(404);
    expect(missing.robots).toMatch(/noindex/);
    expect(missing.canonicals).toEqual([]);
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    for (const path of ['/en/news/toto-jackpot', '/ru/rules/2/1', '/en/blog/how-odds-work']) {
      expect(sitemap).toContain(`<loc>http://localhost:80${path}</loc>`);
    }
  });

  it('a bonus landing: its own title, description and hero; an unknown landing is a 404; both in the sitemap', async () => {
    const welcome = await headOf('/en/bonuses/landing/welcome-bonus');
    expect(welcome.status).toBe(200);
    expect(welcome.title).toBe('Welcome bonus for new customers | Aurora Bet');
    expect(welcome.description).toBe(
      'Open an account in a minute and get the welcome bonus on your first deposit.',
    );
    expect(welcome.og.image).toMatch(/\/content\/landing\/welcome-bonus\.svg$/);
    const ru = await headOf('/ru/bonuses/landing/express-boost');
    expect(ru.title).toMatch(/^Ускоритель экспресса: до 10% больше \| Aurora Bet$/);
    const offers = await headOf('/en/bonuses-offers/landing/express-boost', nord);
    expect(offers.status).toBe(200);
    expect(offers.title).toMatch(/^Express boost: up to 10% more \| /);
    const missing = await headOf('/en/bonuses/landing/no-such-landing');
    expect(missing.status).toBe(404);
    expect(missing.robots).toMatch(/noindex/);
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    for (const path of ['/en/bonuses/landing/welcome-bonus', '/ru/bonuses/landing/express-boost']) {
      expect(sitemap).toContain(`<loc>http://localhost:80${path}</loc>`);
    }
    const nordSitemap = (await app.inject({ url: '/sitemap.xml', headers: nord })).body;
    expect(nordSitemap).toMatch(/<loc>[^<]*\/en\/bonuses-offers\/landing\/welcome-bonus<\/loc>/);
    expect(nordSitemap).not.toMatch(/<loc>[^<]*\/bonuses\/landing\//);
  });

  it('the head endpoint answers what the client applies on navigation', async () => {
    const res = await app.inject({ url: '/bff-api/seo/head?path=/en/about' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      title: string;
      tags: { tag: string; attrs: Record<string, string> }[];
    };
    expect(body.title).toBe('About us | Aurora Bet');
    expect(body.tags).toContainEqual({
      tag: 'link',
      attrs: { rel: 'canonical', href: 'http://localhost:80/en/about' },
    });
    const bad = await app.inject({ url: '/bff-api/seo/head?path=about' });
    expect(bad.statusCode).toBe(400);
    const noLanguage = await app.inject({ url: '/bff-api/seo/head?path=/de/about' });
    expect(noLanguage.statusCode).toBe(404);
  });
});
