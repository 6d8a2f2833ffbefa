// The route table as react-router routes (runtime/router/buildRoutes.tsx): the path syntax, the
// shipped table matched by react-router as by the table's own first-match matcher (SPEC section 2
// URLs), params reaching useParams, the case of a path, and the navigation lock (SPEC section 4).
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  matchRoutes,
  RouterProvider,
  useLoaderData,
  useParams,
} from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildRoutes,
  UNKNOWN_ROUTE_ID,
  type RouterDeps,
} from '../../../runtime/router/buildRoutes';
import { fillPath, paramNames, toRouterPath } from '../../../runtime/router/paths';
import { routeMatch } from '../../../runtime/router/routeTableMatch';
import type { RouteTable } from '../../../runtime/schema/types';
import shippedTable from '../../../schemas/routes.json';
import { exampleRests, syntheticValue } from '../../../scripts/qa/routes';
import { GUEST, ruleContext, siteConfig } from '../fixtures';

afterEach(cleanup);

function deps(table: RouteTable, overrides: Partial<RouterDeps> = {}): RouterDeps {
  const config = siteConfig();
  return {
    table,
    languageOptions: () => ({
      available: config.languages,
      defaultLanguage: config.defaultLanguage,
      hiddenForGuests: [],
      isAuthenticated: false,
    }),
    prepareLanguage: async () => undefined,
    ruleContext: (route, query) => ruleContext({ config, user: GUEST, route, query }),
    loadRoute: async (entry, match) => ({ id: entry.id, params: match.params }),
    PageElement: Page,
    ErrorPage: ({ status }) => <h1 data-testid="error">{status}</h1>,
    production: true,
    ...overrides,
  };
}

function Page(): ReactNode {
  const data = useLoaderData() as { id: string };
  const params = useParams();
  return <main data-testid="page">{`${data.id} ${JSON.stringify(params)}`}</main>;
}

describe('route-table paths in react-router syntax', () => {
  it('writes {x} as :x and {x?} as :x?, and keeps static segments and a splat', () => {
    expect(toRouterPath('about')).toBe('about');
    expect(toRouterPath('rules/{ruleGroup}/{chapter?}')).toBe('rules/:ruleGroup/:chapter?');
    expect(toRouterPath('live/section/{menuSection}/{sport?}/{champ?}')).toBe(
      'live/section/:menuSection/:sport?/:champ?',
    );
    expect(toRouterPath('blog/*')).toBe('blog/*');
  });
});

describe('the shipped route table', () => {
  const table = shippedTable as RouteTable;
  const routes = buildRoutes(deps(table));
  const leafOf = (rest: string) => matchRoutes(routes, `/en/${rest}`)?.at(-1)?.route.id;

  /** Each route with its required params, then with every param, plus addresses near others. */
  const rests = [
    ...new Set([
      ...exampleRests(table, []).cases.map((c) => c.rest),
      ...table.routes.map((route) =>
        fillPath(
          route.path,
          Object.fromEntries(
            paramNames(route.path).map((name) => [name, syntheticValue(route.params?.[name])]),
          ),
        ),
      ),
      'live/section',
      'live/section/5',
      'live/1/2/3',
      'poker/thank-you',
      'poker/holdem',
      'slots/vulkan',
      'slots/classic',
      'user/login',
      'user/activate',
      'payment/success',
      'payment/withdraw/fail',
      'office/payment/create-request/3/transactions',
      'office/payment/create-request/3/4',
    ]),
  ];

  it('is matched by react-router to the entry the first-match matcher picks', () => {
    expect(rests.length).toBeGreaterThan(table.routes.length);
    for (const rest of rests) {
      const served = routeMatch(table, rest);
      if (served) expect({ rest, id: leafOf(rest) }).toEqual({ rest, id: served.route.id });
    }
  });

  it('leaves the declared redirects and unknown addresses to loaders that answer them', () => {
    expect(leafOf('rules')).toBe(UNKNOWN_ROUTE_ID);
    expect(leafOf('cyber/real')).toBe(UNKNOWN_ROUTE_ID);
    expect(leafOf('no/such/page')).toBe(UNKNOWN_ROUTE_ID);
  });
});

const small: RouteTable = {
  schemaVersion: 1,
  routes: [
    { id: 'home', path: '', page: 'home' },
    { id: 'about', path: 'about', page: 'about' },
    {
      id: 'rules',
      path: 'rules/{ruleGroup}/{chapter?}',
      page: 'rules',
      params: { ruleGroup: '^[0-9]+$', chapter: '^[0-9]+$' },
    },
    { id: 'poker', path: 'poker/{game?}', page: 'poker', params: { game: '[a-z]+' } },
  ],
  redirects: [{ from: 'poker/view/{game}', to: 'poker/{game}' }],
};

function open(url: string, overrides: Partial<RouterDeps> = {}) {
  const router = createMemoryRouter(buildRoutes(deps(small, overrides)), {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('routes built from a table', () => {
  it('gives the page the language and its params through useParams, optional ones absent', async () => {
    open('/en/rules/2');
    const page = await screen.findByTestId('page');
    expect(page.textContent).toContain('rules');
    expect(JSON.parse(page.textContent!.slice('rules '.length))).toEqual(
      expect.objectContaining({ lng: 'en', ruleGroup: '2' }),
    );
    expect(page.textContent).not.toContain('"chapter":"');
  });

  it('is a 404 when a param breaks its constraint, or a path differs in case', async () => {
    open('/en/rules/x');
    expect((await screen.findByTestId('error')).textContent).toBe('404');
    cleanup();
    open('/en/ABOUT');
    expect((await screen.findByTestId('error')).textContent).toBe('404');
  });

  it('follows a declared redirect, filling its params', async () => {
    const router = open('/en/poker/view/holdem');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/poker/holdem'));
    expect((await screen.findByTestId('page')).textContent).toContain('poker');
  });

  it('refuses navigations while the navigation lock holds (SPEC section 4)', async () => {
    let locked = false;
    const router = open('/en/about', { navigationLocked: () => locked });
    await screen.findByTestId('page');
    await act(async () => undefined); // the blocker registers in an effect after the first render
    locked = true;
    await act(() => router.navigate('/en/rules/1'));
    expect(router.state.location.pathname).toBe('/en/about');
    locked = false;
    await act(() => router.navigate('/en/rules/1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/rules/1'));
  });
});
