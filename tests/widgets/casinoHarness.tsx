// Helpers for the casino widget tests: games as the catalogue API answers them, a translator with
// the casino and main dictionaries, and a widget rendered in a react-query client over real stores
// and a scripted api.
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../runtime/api';
import type { SiteConfig } from '../../runtime/schema/types';
import { createRootStore, type RootStore } from '../../stores';
import type { CasinoGame, CasinoProvider } from '../../domain/casino/catalogueTypes';
import enCasino from '../../configs/locales/en/casino.json';
import ruCasino from '../../configs/locales/ru/casino.json';
import arCasino from '../../configs/locales/ar/casino.json';
import enMain from '../../configs/locales/en/main.json';
import ruMain from '../../configs/locales/ru/main.json';
import arMain from '../../configs/locales/ar/main.json';
import { scriptedApi, signIn, type ScriptedApi } from './customerHarness';
import { renderWidget, testConfig, type Rendered, testTranslator } from './harness';

export function casinoI18n(lng = 'en') {
  return testTranslator(lng, {
    en: { casino: enCasino, main: enMain },
    ru: { casino: ruCasino, main: ruMain },
    ar: { casino: arCasino, main: arMain },
  });
}

export function casinoGame(id: number, overrides: Partial<CasinoGame> = {}): CasinoGame {
  return {
    id,
    name: `Game ${id}`,
    route: `game-${id}`,
    oldRoute: null,
    categories: ['slots', 'fruits'],
    tagId: null,
    provider: 'pragmatic',
    providerName: 'Pragmatic Play',
    image: `/web-api/casino/art/v2/${id}.svg`,
    colours: { from: '#112233', to: '#445566', accent: '#ffcc00' },
    isNew: false,
    isPopular: true,
    isJackpot: false,
    hasDemo: true,
    rtp: 96.5,
    volatility: 'medium',
    engineKey: null,
    playable: false,
    ...overrides,
  };
}

export function provider(id: string, name: string, gamesCount: number): CasinoProvider {
  return { id, name, gamesCount, isBuiltin: id === 'builtin', isConnected: id === 'builtin' };
}

export function gamesPage(items: CasinoGame[], total = items.length, page = 1, pageSize = 24) {
  return { data: { items, total, page, pageSize } };
}

/** Stores over a scripted api; signed in when asked. */
export function casinoSetup(options: { signedIn?: boolean; config?: SiteConfig } = {}) {
  const api: ScriptedApi = scriptedApi();
  const stores: RootStore = createRootStore({ api, config: options.config ?? testConfig() });
  if (options.signedIn) signIn(stores);
  return { api, stores };
}

/** Renders inside a fresh query client (no retries, so failures show at once). */
export function renderCasino(
  element: ReactElement,
  opts: { stores: RootStore; url?: string; lng?: string },
): Rendered {
  const lng = opts.lng ?? 'en';
  return renderWidget(
    <QueryClientProvider client={createQueryClient({ retries: 0 })}>{element}</QueryClientProvider>,
    { stores: opts.stores, i18n: casinoI18n(lng), lng, url: opts.url ?? `/${lng}/slots` },
  );
}

/** The query of every request to `route` ('GET /web-api/casino/games'), in order. */
export function queriesTo(api: ScriptedApi, route: string): Record<string, string>[] {
  return api
    .callsTo(route)
    .map((call) => Object.fromEntries(new URLSearchParams(call.path.split('?')[1] ?? '')));
}

/** The games list the casino section and the lobby rows ask for. */
export const GAMES = 'GET /web-api/casino/games';
