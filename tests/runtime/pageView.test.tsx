import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPageView } from '../../runtime/render/ErrorPageView';
import {
  PageRuntimeContext,
  type PageRouteData,
  type PageRuntime,
} from '../../runtime/render/pageRuntime';
import { PageView } from '../../runtime/render/PageView';
import { preparePage } from '../../runtime/render/prepare';
import { createWidgetRegistry } from '../../runtime/render/registry';
import { buildRoutes } from '../../runtime/router/buildRoutes';
import type { PageSchema, RouteTable, WidgetNode } from '../../runtime/schema/types';
import { fixtureValidators, fixtureWidgets, GUEST, ruleContext, siteConfig } from './fixtures';

const registry = createWidgetRegistry(fixtureWidgets, {
  dev: true,
  chunkReload: { tryReload: () => false },
});

const layoutTree: WidgetNode = {
  widget: 'Box',
  props: { id: 'layout' },
  slots: {
    main: [
      {
        widget: 'Text',
        props: { id: 'header', text: 'header' },
        visibleIf: { '!': { var: 'route.meta.hideHeader' } },
      },
      { widget: 'PageOutlet' },
      {
        widget: 'Text',
        props: { id: 'footer', text: 'footer' },
        visibleIf: { '!': { var: 'route.meta.hideFooter' } },
      },
      {
        widget: 'Text',
        props: { id: 'mobile', text: 'mobile' },
        visibleIf: { '==': [{ var: 'device.type' }, 'mobile'] },
      },
    ],
  },
};

const pages: Record<string, PageSchema | 'invalid'> = {
  home: {
    schemaVersion: 1,
    id: 'home',
    body: { widget: 'Text', props: { id: 'body', text: 'home body' } },
  },
  about: {
    schemaVersion: 1,
    id: 'about',
    meta: { hideFooter: true },
    body: { widget: 'Text', props: { id: 'body', text: 'about body' } },
  },
  broken: 'invalid',
};

const table: RouteTable = {
  schemaVersion: 1,
  routes: [
    { id: 'home', path: '', page: 'home' },
    { id: 'about', path: 'about', page: 'about' },
    { id: 'broken', path: 'broken', page: 'broken' },
  ],
};

async function open(url: string) {
  await registry.preload(['Box', 'Text']);
  const runtime: PageRuntime = {
    base: {
      config: siteConfig(),
      user: GUEST,
      brand: { id: 'aurora', name: 'Aurora Bet' },
      visitor: { bucket: 0 },
      device: { type: 'desktop', width: 1366 },
    },
    layouts: {
      default: {
        ok: true,
        root: preparePage(layoutTree, registry, fixtureValidators, 'layouts/default.json#/body'),
      },
    },
    dev: true,
  };
  const routes = buildRoutes({
    table,
    languageOptions: () => ({ available: ['ru', 'en'], defaultLanguage: 'ru' }),
    prepareLanguage: async () => undefined,
    ruleContext: (route, query) => ruleContext({ route, query }),
    loadRoute: async (entry): Promise<PageRouteData> => {
      const page = pages[entry.page]!;
      const route = { id: entry.id, path: entry.path, params: {} };
      if (page === 'invalid')
        return { route, page: null, problem: 'pages/broken.json: /body must be object' };
      return {
        route,
        problem: null,
        page: {
          id: page.id,
          layout: 'default',
          meta: page.meta ?? {},
          body: preparePage(page.body, registry, fixtureValidators),
        },
      };
    },
    PageElement: PageView,
    ErrorPage: ErrorPageView,
    production: false,
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <PageRuntimeContext.Provider value={runtime}>
      <RouterProvider router={router} />
    </PageRuntimeContext.Provider>,
  );
  await waitFor(() => expect(screen.getByTestId('box-layout')).toBeTruthy());
  return router;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('pages in layouts', () => {
  it('renders the page body in the layout outlet with header and footer', async () => {
    await open('/ru/');
    expect(screen.getByTestId('box-layout').textContent).toBe('headerhome bodyfooter');
    expect(document.querySelector('[data-device]')?.getAttribute('data-device')).toBe('desktop');
  });

  it('hides the footer by the page meta flag', async () => {
    await open('/ru/about');
    expect(screen.getByTestId('box-layout').textContent).toBe('headerabout body');
  });

  it('forces the mobile device with platform_type=mobile', async () => {
    await open('/ru/?platform_type=mobile');
    expect(screen.getByTestId('text-mobile')).toBeTruthy();
    expect(document.querySelector('.app-page')?.getAttribute('data-device')).toBe('mobile');
    // Written by an effect after the commit.
    await waitFor(() => expect(document.documentElement.dataset.device).toBe('mobile'));
  });

  it('shows an invalid page as an error in its region only, keeping the layout', async () => {
    await open('/ru/broken');
    expect(screen.getByTestId('text-header')).toBeTruthy();
    expect(screen.getByTestId('text-footer')).toBeTruthy();
    expect(screen.getByTestId('region-error').textContent).toContain(
      'pages/broken.json: /body must be object',
    );
  });

  it('shows the 404 page inside the default layout', async () => {
    await open('/ru/nope');
    expect(screen.getByRole('alert').textContent).toBe('This page could not be found');
    expect(screen.getByTestId('text-header')).toBeTruthy();
  });
});
