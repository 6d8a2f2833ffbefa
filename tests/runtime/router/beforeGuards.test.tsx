import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildRoutes,
  type NavigationCheck,
  type PendingNavigation,
} from '../../../runtime/router/buildRoutes';
import type { RouteTable } from '../../../runtime/schema/types';
import { GUEST, ruleContext, siteConfig } from '../fixtures';

const table: RouteTable = {
  schemaVersion: 1,
  routes: [
    { id: 'home', path: '', page: 'home' },
    { id: 'about', path: 'about', page: 'about' },
    { id: 'contacts', path: 'contacts', page: 'contacts' },
    { id: 'block', path: 'block', page: 'block' },
  ],
};

function Page(): ReactNode {
  const data = useLoaderData() as { id: string };
  return <main data-testid="page">{data.id}</main>;
}

function setup(check: (nav: PendingNavigation) => NavigationCheck, url: string) {
  const seen: PendingNavigation[] = [];
  const config = siteConfig();
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const routes = buildRoutes({
    table,
    languageOptions: () => ({
      available: config.languages,
      defaultLanguage: config.defaultLanguage,
      hiddenForGuests: [],
      isAuthenticated: false,
    }),
    prepareLanguage: async () => undefined,
    ruleContext: (route, query) => ruleContext({ config, user: GUEST, route, query }),
    loadRoute: async (entry) => ({ id: entry.id }),
    currentLocation: () =>
      router ? router.state.location.pathname + router.state.location.search : null,
    beforeGuards: async (nav) => {
      seen.push(nav);
      return check(nav);
    },
    PageElement: Page,
    ErrorPage: () => null,
    production: true,
  });
  router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { router, seen };
}

const where = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;

afterEach(cleanup);

describe('the check before the guards (blocks and redirects)', () => {
  it('hands the URL, language, route and the page on screen to the check', async () => {
    const { router, seen } = setup(() => ({ kind: 'allow' }), '/en/about?x=1');
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('about'));
    expect(seen[0]).toMatchObject({ lng: 'en', url: '/en/about?x=1', entry: { id: 'about' } });
    await router.navigate('/en/contacts');
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('contacts'));
    expect(seen.at(-1)).toMatchObject({ url: '/en/contacts', from: '/en/about?x=1' });
  });

  it('follows a redirect the check answers', async () => {
    const { router } = setup(
      (nav) =>
        nav.entry?.id === 'about' ? { kind: 'redirect', to: '/en/block' } : { kind: 'allow' },
      '/en/about',
    );
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('block'));
    expect(where(router)).toBe('/en/block');
  });

  it('stays on the page on screen when the check cancels the navigation', async () => {
    let cancel = false;
    const { router } = setup(
      (nav) => (cancel && nav.url === '/en/contacts' ? { kind: 'stay' } : { kind: 'allow' }),
      '/en/about',
    );
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('about'));
    cancel = true;
    await router.navigate('/en/contacts');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(where(router)).toBe('/en/about');
    expect(screen.getByTestId('page').textContent).toBe('about');
  });
});

describe('the check before a 404', () => {
  it('may redirect an address no route matches (an old URL with a redirect rule)', async () => {
    const { router, seen } = setup(
      (nav) => (nav.entry === null ? { kind: 'redirect', to: '/en/about' } : { kind: 'allow' }),
      '/en/promo/old',
    );
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('about'));
    expect(where(router)).toBe('/en/about');
    expect(seen[0]).toMatchObject({ url: '/en/promo/old', entry: null });
  });
});
