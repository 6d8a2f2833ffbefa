// The remote parts of SPEC section 7 as the shipped pages place them: each page's RemotePart asks
// for its part (GET /mf/<name>/<path>), and the part's widgets render with the shipped
// dictionaries in the page. The payment consultant shows only with ?payment_consultant=1.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../../runtime/api/types';
import type { Dictionary } from '../../runtime/i18n';
import { createPartManager } from '../../runtime/parts/partManager';
import { PartsContext } from '../../runtime/parts/PartsContext';
import { RuleContextContext } from '../../runtime/render/contexts';
import { preparePage, widgetNamesIn, widgetNamesOf } from '../../runtime/render/prepare';
import { createWidgetRegistry } from '../../runtime/render/registry';
import type { RuleContext } from '../../runtime/render/types';
import { WidgetTree } from '../../runtime/render/WidgetTree';
import { toPartResponse } from '../../runtime/schema/partResponse';
import type { PartSchema, WidgetNode } from '../../runtime/schema/types';
import { createRootStore } from '../../stores';
import { catalogFor } from '../../widgets/definitions';
import { renderWidget, testConfig, testTranslator } from '../widgets/harness';

const root = join(__dirname, '..', '..');
const readJson = <T,>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;

const NAMESPACES = [
  'main',
  'sports',
  'odds',
  'auth',
  'content',
  'info',
  'access',
  'bonus',
  'office',
];
const LANGUAGES = ['en', 'ru', 'ar'];
const dictionaries = Object.fromEntries(
  LANGUAGES.map((lng) => [
    lng,
    Object.fromEntries(
      NAMESPACES.map((ns) => [ns, readJson<Dictionary>(`configs/locales/${lng}/${ns}.json`)]),
    ),
  ]),
);
const text = (lng: string, key: string): string => {
  const [ns, name] = key.split(':') as [string, string];
  return dictionaries[lng]![ns]![name]!;
};

const article = (path: string, title: string) => ({
  path,
  title,
  description: `${title} description`,
  tags: [],
  language: 'en',
  body: [{ type: 'paragraph', children: [{ type: 'text', text: `${title} body` }] }],
});

/** The server as far as these pages ask: the shipped parts, an article, empty lists. */
function partsApi(asked: string[]): ApiClient {
  const answer = (path: string): ApiResult<unknown> => {
    asked.push(path);
    if (path.startsWith('/mf/')) {
      const name = path.split('/')[2]!;
      return { ok: true, data: toPartResponse(readJson<PartSchema>(`schemas/parts/${name}.json`)) };
    }
    if (path.startsWith('/bff-api/articles/page')) {
      const articlePath = new URLSearchParams(path.split('?')[1]).get('path') ?? '';
      return { ok: true, data: article(articlePath, `Article ${articlePath}`) };
    }
    if (path.startsWith('/bff-api/articles/toc')) return { ok: true, data: { items: [] } };
    if (path.startsWith('/bff-api/articles/list'))
      return { ok: true, data: { items: [], total: 0, page: 1, pageSize: 10, tags: [] } };
    return { ok: false, status: 503, message: 'offline in tests' };
  };
  return {
    getJson: <T,>(path: string) => Promise.resolve(answer(path) as ApiResult<T>),
    postJson: () => Promise.resolve({ ok: false, status: 503, message: 'offline in tests' }),
    putJson: () => Promise.resolve({ ok: false, status: 503, message: 'offline in tests' }),
    deleteJson: () => Promise.resolve({ ok: false, status: 503, message: 'offline in tests' }),
    report: () => undefined,
  };
}

interface Place {
  url: string;
  routeId: string;
  lng?: string;
  query?: Record<string, string>;
}

/** Renders `tree` (a page body or a layout node) as the runtime does, with the parts it places. */
async function renderTree(tree: WidgetNode, place: Place) {
  const lng = place.lng ?? 'en';
  const asked: string[] = [];
  const api = partsApi(asked);
  const config = testConfig({ language: lng });
  const stores = createRootStore({ api, config });
  const registry = createWidgetRegistry(catalogFor(stores), {
    dev: true,
    chunkReload: { tryReload: () => false },
  });
  const parts = createPartManager({
    api,
    prepare: async (part) => {
      const prepared = preparePage(part.body, registry, undefined, `parts/${part.appName}.json`);
      await registry.preload(widgetNamesOf(prepared));
      return prepared;
    },
    currentPath: () => place.url,
  });
  await registry.preload(widgetNamesIn(tree));
  const prepared = preparePage(tree, registry);
  const rules: RuleContext = {
    config,
    user: { isAuthenticated: false, banLevel: 0, isTermsChanged: false },
    route: { id: place.routeId, path: place.url, params: {}, meta: {} },
    query: place.query ?? {},
    device: { type: 'desktop', width: 1366 },
    brand: { id: 'aurora', name: 'Aurora Bet' },
    visitor: { bucket: 0 },
  };
  const view = renderWidget(
    <PartsContext.Provider value={parts}>
      <RuleContextContext.Provider value={rules}>
        <WidgetTree node={prepared} />
      </RuleContextContext.Provider>
    </PartsContext.Provider>,
    {
      url: `${place.url}${place.query ? `?${new URLSearchParams(place.query).toString()}` : ''}`,
      lng,
      stores,
      i18n: testTranslator(lng, dictionaries),
    },
  );
  return { view, asked, parts };
}

const pageBody = (id: string) => readJson<{ body: WidgetNode }>(`schemas/pages/${id}.json`).body;

function partsPlacedIn(node: WidgetNode): string[] {
  const own =
    node.widget === 'RemotePart' && typeof node.props?.name === 'string' ? [node.props.name] : [];
  return [
    ...own,
    ...Object.values(node.slots ?? {}).flatMap((children) => children.flatMap(partsPlacedIn)),
  ];
}

const heading = async (name: string, level = 1) =>
  screen.findByRole('heading', { level, name }, { timeout: 10_000 });

describe.each([
  // part, page, where, the heading it brings (a dictionary key, or an article's title)
  ['results', 'sports-results', { url: '/en/results', routeId: 'results' }, 'sports:results_title'],
  [
    'registration',
    'registration',
    { url: '/en/registration', routeId: 'registration' },
    'auth:registration_title',
  ],
  ['betting-app', 'sports-live', { url: '/en/live', routeId: 'sports-live' }, 'sports:live_title'],
  ['betting-app', 'sports-line', { url: '/en/line', routeId: 'sports-line' }, 'sports:line_title'],
  [
    'cyber',
    'cyber-disciplines',
    { url: '/en/cyber/real/disciplines', routeId: 'cyber-disciplines' },
    'sports:cyber_title',
  ],
  ['information', 'content', { url: '/en/howbet', routeId: 'howbet' }, 'Article howbet'],
  ['information', 'contacts', { url: '/en/contacts', routeId: 'contacts' }, 'Article contacts'],
  ['promotions', 'content-bonuses', { url: '/en/bonuses', routeId: 'bonuses' }, 'Article bonuses'],
  ['blog', 'content-blog', { url: '/en/blog', routeId: 'blog' }, 'Article blog'],
  [
    'promo-code-store',
    'office-promotion',
    { url: '/en/office/promotion', routeId: 'office-promotion' },
    'bonus:promo_title',
  ],
  [
    'office',
    'office-account',
    { url: '/en/office/account', routeId: 'office-account' },
    'office:account_title',
  ],
  ['technical', 'block-ua', { url: '/en/block-ua', routeId: 'block-ua' }, 'access:block_ua_title'],
  ['technical', 'block-ie', { url: '/en/block-ie', routeId: 'block-ie' }, 'access:block_ie_title'],
  [
    'technical',
    'site-updates',
    { url: '/en/site-updates', routeId: 'site-updates' },
    'access:site_updates_title',
  ],
  [
    'technical',
    'coming-soon',
    { url: '/en/coming-soon', routeId: 'coming-soon' },
    'access:coming_soon_title',
  ],
  [
    'technical',
    'suspension',
    { url: '/en/suspension', routeId: 'suspension' },
    'access:suspension_title',
  ],
] as const)('the %s part on the %s page', (part, page, place, title) => {
  it('is placed by the page and brings the content the page showed', async () => {
    expect(partsPlacedIn(pageBody(page))).toContain(part);
    const { asked } = await renderTree(pageBody(page), place);
    const name = title.includes(':') ? text('en', title) : title;
    expect(await heading(name)).toBeTruthy();
    // Asked for with the customer's path, as SPEC section 7 says.
    expect(asked).toContain(`/mf/${part}${place.url}`);
    // One page's content only: a part serving several pages shows the one on screen.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('the payment consultant', () => {
  const layout = readJson<{ body: WidgetNode }>('schemas/layouts/default.json').body;
  const consultant = layout.slots!.items!.find((n) => n.key === 'payment-consultant')!;

  it('shows with payment_consultant=1: its advice and the payment pages, in the language', async () => {
    for (const lng of LANGUAGES) {
      const { view } = await renderTree(consultant, {
        url: `/${lng}/`,
        routeId: 'home',
        lng,
        query: { payment_consultant: '1' },
      });
      const region = await screen.findByRole(
        'region',
        { name: text(lng, 'main:payment_consultant_title') },
        { timeout: 10_000 },
      );
      expect(region.textContent).toContain(
        text(lng, 'main:payment_consultant_text').split('\n')[0]!,
      );
      const links = screen.getByRole('navigation', {
        name: text(lng, 'main:payment_consultant_links_label'),
      });
      const hrefs = [...links.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual([
        `/${lng}/office/recharge`,
        `/${lng}/office/deduce`,
        `/${lng}/office/historypay`,
        `/${lng}/office/payment/requests`,
        `/${lng}/contacts`,
      ]);
      expect(links.textContent).toContain(text(lng, 'office:nav_recharge'));
      view.unmount();
    }
  });

  it.each<Record<string, string>>([{}, { payment_consultant: '0' }, { payment_consultant: 'yes' }])(
    'is neither shown nor asked for with %j',
    async (query) => {
      const { asked, view, parts } = await renderTree(consultant, {
        url: '/en/',
        routeId: 'home',
        query,
      });
      // Settle whatever the render started before looking.
      await act(async () => {
        await Promise.resolve();
      });
      await waitFor(() => expect(parts.snapshot('payment-consultant').status).toBe('not-existing'));
      expect(view.container.textContent).toBe('');
      expect(asked.filter((p) => p.startsWith('/mf/'))).toEqual([]);
    },
  );
});
