// SPEC section 1 and 7: the remote parts the shipped content declares (schemas/parts/), each valid
// against the part schema, served to both brands at GET /mf/<name>/<path>, worded in every
// language; and the content pages whose article now sits in a part keep their article's head.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocument } from '../../runtime/schema/index';
import type { AppDatabase } from '../../server/db/index';
import { buildTestServer, PROJECT_ROOT, removeTempDirs, openTestDatabase } from './testServer';

let database: AppDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase('remote-parts');
  app = await buildTestServer({ database, contentRoot: PROJECT_ROOT });
});

afterAll(async () => {
  await app.close();
  await database.close();
  removeTempDirs();
});

const readJson = (path: string): unknown =>
  JSON.parse(readFileSync(join(PROJECT_ROOT, path), 'utf8')) as unknown;

/** The 15 remote parts SPEC section 1 names, as files in schemas/parts/. */
const SPEC_PARTS = [
  'header',
  'footer',
  'payment-consultant',
  'results',
  'office',
  'games',
  'registration',
  'betting-app',
  'information',
  'promotions',
  'home-showcase',
  'cyber',
  'blog',
  'promo-code-store',
  'technical',
];

const partHeaders = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' };
const brands = [
  ['aurora', {}],
  ['nord', { host: 'nord.localhost' }],
] as const;

/** Every dictionary key ("namespace:key") a part's props name. */
function keysOf(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z][a-z-]*:[a-z0-9_]+$/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(keysOf);
  return [];
}

describe('the remote parts of SPEC section 1', () => {
  it("are all files of schemas/parts/ (beside office-menu, the office pages' menu)", () => {
    const files = readdirSync(join(PROJECT_ROOT, 'schemas', 'parts')).map((f) => f.slice(0, -5));
    expect(files.sort()).toEqual([...SPEC_PARTS, 'office-menu'].sort());
  });

  describe.each(SPEC_PARTS)('%s', (name) => {
    const file = readJson(`schemas/parts/${name}.json`) as { appName: string; body: unknown };

    it('validates against the part schema under its own name', () => {
      const checked = loadDocument('part', file, `parts/${name}.json`);
      expect(checked.ok ? [] : checked.findings).toEqual([]);
      expect(file.appName).toBe(name);
    });

    it.each(brands)('is served to %s with its body and no code', async (_brand, headers) => {
      const res = await app.inject({
        url: `/mf/${name}/en/`,
        headers: { ...partHeaders, ...headers },
      });
      expect(res.statusCode).toBe(200);
      const part = res.json();
      expect(part.appName).toBe(name);
      expect(part.body).toEqual(file.body);
      expect(part.scriptsToLoad).toEqual([]);
      expect(part).not.toHaveProperty('codeToEval');
    });

    it('names only dictionary keys that exist in ru, en and ar', () => {
      const keys = keysOf(file.body);
      for (const lng of ['ru', 'en', 'ar']) {
        for (const key of keys) {
          const [ns, k] = key.split(':') as [string, string];
          const dictionary = readJson(`configs/locales/${lng}/${ns}.json`) as Record<
            string,
            string
          >;
          expect(dictionary[k], `${lng} ${key}`).toBeTruthy();
        }
      }
    });
  });

  it("words the payment consultant in each language, not in English's words", () => {
    const en = readJson('configs/locales/en/main.json') as Record<string, string>;
    for (const lng of ['ru', 'ar']) {
      const own = readJson(`configs/locales/${lng}/main.json`) as Record<string, string>;
      for (const key of [
        'payment_consultant_title',
        'payment_consultant_text',
        'payment_consultant_links_label',
      ]) {
        expect(own[key], `${lng} ${key}`).toBeTruthy();
        expect(own[key]).not.toBe(en[key]);
      }
    }
  });
});

describe('content pages whose article sits in a part', () => {
  const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];

  it.each([
    ['/en/howbet', 'How to bet | Aurora Bet', 'Placing a bet step by step'],
    ['/en/blog/how-odds-work', 'How odds work | Aurora Bet', 'Decimal odds, the bookmaker margin'],
    ['/en/bonuses', 'Bonuses | Aurora Bet', 'What is offered today: the express bonus'],
  ])("%s keeps its article's title and description in the head", async (url, title, words) => {
    const res = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(title);
    expect(res.body).toMatch(new RegExp(`<meta name="description" content="${words}`));
  });

  it('answers an unknown blog story with 404', async () => {
    const res = await app.inject({
      url: '/en/blog/no-such-story',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
  });
});
