import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuleContext } from '../../runtime/render/types';
import { buildRoutes, type RouterDeps } from '../../runtime/router/buildRoutes';
import type { RouteTable, SiteConfig } from '../../runtime/schema/types';
import { GUEST, MEMBER, ruleContext, siteConfig } from './fixtures';

const table: RouteTable = {
  schemaVersion: 1,
  routes: [
    { id: 'home', path: '', page: 'home' },
    { id: 'about', path: 'about', page: 'info.about', guards: ['maintenance'] },
    { id: 'maintenance', path: 'maintenance', page: 'maintenance', guards: ['maintenance'] },
    {
      id: 'print-coupon',
      path: 'print-coupon/{couponId}',
      page: 'print-coupon',
      params: { couponId: '\\d+' },
    },
    {
      id: 'cyber',
      path: 'cyber/{type}/{discipline?}',
      page: 'cyber',
      params: { type: 'real|virtual|stream' },
    },
    { id: 'account', path: 'office/account', page: 'account', guards: ['auth'] },
    { id: 'debugger', path: 'debugger', page: 'debugger', guards: ['notProduction'] },
    {
      id: 'payment',
      path: 'payment',
      page: 'payment',
      guards: [{ name: 'configFlag', args: { flag: 'isRegistrationAllowed' } }],
    },
    {
      id: 'rules',
      path: 'rules/{ruleGroup}/{chapter?}',
      page: 'rules',
      routeId: 47,
      guards: ['routeAvailable'],
    },
    { id: 'broken', path: 'broken', page: 'broken', guards: ['guest', 'x'] },
  ],
  redirects: [
    { from: 'rules', to: 'rules/1' },
    { from: 'user/registration.php', to: 'registration', keepQuery: true },
    {
      from: 'user/action.php',
      to: 'user/passwordreset',
      otherwise: 'user/activate',
      when: { '==': [{ var: 'query.action' }, 'forgot'] },
      keepQuery: true,
    },
  ],
};

interface Options {
  config?: SiteConfig;
  user?: RuleContext['user'];
  cookie?: string;
  production?: boolean;
  ErrorPage?: RouterDeps['ErrorPage'];
}

function Page(): ReactNode {
  const data = useLoaderData() as { id: string; params: Record<string, string> };
  return <main data-testid="page">{`${data.id} ${JSON.stringify(data.params)}`}</main>;
}

function ErrorPage({ status, title }: { status: number; title: string }): ReactNode {
  return <h1 data-testid="error">{`${status} ${title}`}</h1>;
}

async function open(url: string, options: Options = {}) {
  const config = options.config ?? siteConfig();
  const user = options.user ?? GUEST;
  const prepared: string[] = [];
  const routes = buildRoutes({
    table,
    languageOptions: () => ({
      available: config.languages,
      defaultLanguage: config.defaultLanguage,
      hiddenForGuests: config.langHiddenUnauthorized,
      isAuthenticated: user.isAuthenticated,
    }),
    preferredLanguage: () => options.cookie,
    prepareLanguage: async (lng) => void prepared.push(lng),
    ruleContext: (route, query) => ruleContext({ config, user, route, query }),
    loadRoute: async (entry, match) => ({ id: entry.id, params: match.params, lng: match.lng }),
    PageElement: Page,
    ErrorPage: options.ErrorPage ?? ErrorPage,
    production: options.production ?? false,
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await waitFor(() =>
    expect(
      screen.queryByTestId('page') ?? screen.queryByTestId('error') ?? screen.queryByRole('alert'),
    ).toBeTruthy(),
  );
  const location = `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location, prepared };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('routes built from the route table', () => {
  it('serves a page under its language', async () => {
    const { location, prepared } = await open('/en/about');
    expect(location).toBe('/en/about');
    expect(screen.getByTestId('page').textContent).toBe('about {}');
    expect(prepared).toContain('en');
  });

  it('serves home at /{lng}/ and redirects / to the default language', async () => {
    expect((await open('/')).location).toBe('/ru/');
    expect(screen.getByTestId('page').textContent).toBe('home {}');
  });

  it('redirects a path without a language, preferring the lng cookie, and keeps the query', async () => {
    expect((await open('/about?x=1')).location).toBe('/ru/about?x=1');
    cleanup();
    expect((await open('/about', { cookie: 'en' })).location).toBe('/en/about');
  });

  it('redirects an unavailable or uppercase language', async () => {
    expect((await open('/de/about')).location).toBe('/ru/about');
    cleanup();
    expect((await open('/EN/about')).location).toBe('/en/about');
  });

  it('hides langHiddenUnauthorized languages from guests only', async () => {
    const config = siteConfig({
      defaultLanguage: 'en',
      languages: ['en', 'ru', 'ar'],
      langHiddenUnauthorized: ['ar'],
    });
    expect((await open('/ar/about', { config })).location).toBe('/en/about');
    cleanup();
    expect((await open('/ar/about', { config, user: MEMBER })).location).toBe('/ar/about');
  });

  it('passes params and checks their constraints (404 when they do not match)', async () => {
    await open('/ru/print-coupon/123');
    expect(screen.getByTestId('page').textContent).toBe('print-coupon {"couponId":"123"}');
    cleanup();
    await open('/ru/print-coupon/12a');
    expect(screen.getByTestId('error').textContent).toBe('404 This page could not be found');
    cleanup();
    await open('/ru/cyber/virtual');
    expect(screen.getByTestId('page').textContent).toBe('cyber {"type":"virtual"}');
    cleanup();
    await open('/ru/cyber/stream/dota');
    expect(screen.getByTestId('page').textContent).toBe(
      'cyber {"type":"stream","discipline":"dota"}',
    );
    cleanup();
    await open('/ru/cyber/fake');
    expect(screen.getByTestId('error').textContent).toBe('404 This page could not be found');
  });

  it('renders 404 for an unknown route', async () => {
    await open('/ru/no/such/page');
    expect(screen.getByTestId('error').textContent).toBe('404 This page could not be found');
  });

  it('follows declared redirects', async () => {
    expect((await open('/ru/rules')).location).toBe('/ru/rules/1');
    cleanup();
    expect((await open('/en/user/registration.php?ref=5')).location).toBe('/en/registration?ref=5');
    cleanup();
    expect((await open('/en/user/action.php?action=forgot')).location).toBe(
      '/en/user/passwordreset?action=forgot',
    );
    cleanup();
    expect((await open('/en/user/action.php?action=x')).location).toBe(
      '/en/user/activate?action=x',
    );
  });

  it('applies guards: redirect, 404 and allow', async () => {
    // A guest goes home to the sign-in dropdown, with the way back (SPEC section 6: the brand
    // has no route 72, the sign-in page).
    expect((await open('/ru/office/account?tab=1')).location).toBe(
      `/ru/?returnUrl=${encodeURIComponent('/ru/office/account?tab=1')}`,
    );
    cleanup();
    expect((await open('/ru/office/account', { user: MEMBER })).location).toBe(
      '/ru/office/account',
    );
    cleanup();
    await open('/ru/debugger', { production: true });
    expect(screen.getByTestId('error').textContent).toBe('404 This page could not be found');
    cleanup();
    await open('/ru/payment');
    expect(screen.getByTestId('error').textContent).toContain('404');
    cleanup();
    await open('/ru/payment', { config: siteConfig({ isRegistrationAllowed: true }) });
    expect(screen.getByTestId('page').textContent).toBe('payment {}');
    cleanup();
    await open('/ru/rules/1', { config: siteConfig({ availableRouteIds: [] }) });
    expect(screen.getByTestId('error').textContent).toContain('404');
  });

  it('sends everyone to maintenance while it is active, and the maintenance page home when not', async () => {
    const active = siteConfig({ maintenance: { isActive: true } });
    expect((await open('/ru/about', { config: active })).location).toBe('/ru/maintenance');
    cleanup();
    expect((await open('/ru/maintenance')).location).toBe('/ru/');
  });

  it("renders the 500 page 'Unknown middleware {name}' for an unknown guard", async () => {
    await open('/ru/broken');
    expect(screen.getByTestId('error').textContent).toBe('500 Unknown middleware x');
  });

  it('shows a plain text when the error page itself fails', async () => {
    const Failing = (): ReactNode => {
      throw new Error('error page broken');
    };
    await open('/ru/nowhere', { ErrorPage: Failing });
    expect(screen.getByRole('alert').textContent).toBe(
      'An error occurred while showing the error page',
    );
  });
});
