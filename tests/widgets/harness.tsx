// Renders one widget the way the runtime does: inside the stores, i18next with the shipped
// dictionaries, and a router at a language-prefixed URL.
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { createI18n, I18nextProvider, type Dictionary, type I18n } from '../../runtime/i18n';
import { createRootStore, type RootStore } from '../../stores';
import { StoresProvider } from '../../widgets/shared/stores';
import type { ApiClient } from '../../runtime/api';
import type { SiteConfig } from '../../runtime/schema/types';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import ruMain from '../../configs/locales/ru/main.json';
import ruHome from '../../configs/locales/ru/home.json';
import ruInfo from '../../configs/locales/ru/info.json';
import enMain from '../../configs/locales/en/main.json';
import enHome from '../../configs/locales/en/home.json';
import enInfo from '../../configs/locales/en/info.json';
import arMain from '../../configs/locales/ar/main.json';
import arHome from '../../configs/locales/ar/home.json';
import arInfo from '../../configs/locales/ar/info.json';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export function testConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    schemaVersion: 1,
    brand: 'aurora',
    name: 'Aurora Bet',
    language: 'en',
    defaultLanguage: 'ru',
    languages: ['ru', 'en', 'ar'],
    langHiddenUnauthorized: [],
    availableRouteIds: [47],
    geoCountryId: 1,
    headerRows: 1,
    scrollToTopIcon: 'angle',
    snowfall: true,
    socialLinks: [
      { name: 'Telegram', link: 'https://t.me/aurorabet', iconName: 'telegram' },
      { name: 'VK', link: 'https://vk.com/aurorabet', iconName: 'vk' },
    ],
    minimumAge: 18,
    companyName: 'Aurora Entertainment LLC',
    partnerCssBrandBook: [],
    logo: { src: '/brands/aurora/logo.svg', alt: 'Aurora Bet' },
    ...overrides,
  };
}

export const fakeApi: ApiClient = {
  getJson: () => Promise.resolve({ ok: false, status: 503, message: 'offline in tests' }),
  postJson: () => Promise.resolve({ ok: false, status: 503, message: 'offline in tests' }),
  putJson: () => Promise.resolve({ ok: false, status: 503, message: 'offline in tests' }),
  deleteJson: () => Promise.resolve({ ok: false, status: 503, message: 'offline in tests' }),
  report: () => undefined,
};

/**
 * The app's i18next set-up in `lng` holding `dictionaries` (language → namespace → texts). Each
 * language's missing keys and namespaces come from English, as the server fills them
 * (server/config/dictionaries.ts).
 */
export function testTranslator(
  lng: string,
  dictionaries: Readonly<Record<string, Readonly<Record<string, Dictionary>>>>,
): I18n {
  const i18n = createI18n(lng);
  const english = dictionaries.en ?? {};
  for (const [language, namespaces] of Object.entries(dictionaries)) {
    for (const namespace of new Set([...Object.keys(english), ...Object.keys(namespaces)])) {
      i18n.addResourceBundle(language, namespace, {
        ...english[namespace],
        ...namespaces[namespace],
      });
    }
  }
  return i18n;
}

export function createTestI18n(lng = 'en'): I18n {
  return testTranslator(lng, {
    ru: { main: ruMain, home: ruHome, info: ruInfo },
    en: { main: enMain, home: enHome, info: enInfo },
    ar: { main: arMain, home: arHome, info: arInfo },
  });
}

export type TestRouter = ReturnType<typeof createMemoryRouter>;

export interface Rendered extends RenderResult {
  stores: RootStore;
  router: TestRouter;
}

/** A data router in memory at `url` whose every URL shows `element` (nothing to load). */
export function testRouter(
  url: string,
  element: ReactElement,
  routes: RouteObject[] = [{ path: '*', element }],
): TestRouter {
  return createMemoryRouter(routes, { initialEntries: [url] });
}

export function renderWidget(
  element: ReactElement,
  opts: {
    config?: SiteConfig;
    url?: string;
    lng?: string;
    stores?: RootStore;
    i18n?: I18n;
  } = {},
): Rendered {
  const lng = opts.lng ?? 'en';
  const stores =
    opts.stores ?? createRootStore({ api: fakeApi, config: opts.config ?? testConfig() });
  const router = testRouter(opts.url ?? `/${lng}/`, element);
  const result = render(
    <I18nextProvider i18n={opts.i18n ?? createTestI18n(lng)}>
      <StoresProvider stores={stores}>
        <RouterProvider router={router} />
      </StoresProvider>
    </I18nextProvider>,
  );
  return Object.assign(result, { stores, router });
}

export const noSlots = {};
