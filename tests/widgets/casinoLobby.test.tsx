import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import CasinoLobby from '../../widgets/CasinoLobby/CasinoLobby';
import CasinoCategories from '../../widgets/CasinoCategories/CasinoCategories';
import type { CasinoLobbyConfig } from '../../runtime/schema/types';
import { noSlots, renderWidget, testConfig } from './harness';
import {
  GAMES,
  casinoGame,
  casinoI18n,
  casinoSetup,
  gamesPage,
  queriesTo,
  renderCasino,
} from './casinoHarness';

const LOBBY: CasinoLobbyConfig = {
  categories: ['slots'],
  banners: [{ id: 'crash', to: 'crash-games', colours: ['#111111', '#222222'] }],
  rows: [
    { kind: 'section', section: 'live-casino', limit: 4 },
    { kind: 'recent', limit: 4 },
    { kind: 'new', limit: 4 },
  ],
};

describe('CasinoLobby', () => {
  it("shows the brand's banners and rows in the brand's order, personal rows only when signed in", async () => {
    const { api, stores } = casinoSetup({ config: testConfig({ casinoLobby: LOBBY }) });
    api.on(GAMES, (call) =>
      call.path.includes('section=live-casino')
        ? gamesPage([casinoGame(30, { name: 'Speed Roulette', categories: ['live-casino'] })])
        : gamesPage([casinoGame(31, { name: 'Brand New Slot' })]),
    );
    const { container } = renderCasino(
      <CasinoLobby props={{ titleKey: 'casino:lobby_title' }} slots={noSlots} path="" />,
      { stores, url: '/en/casino-lobby' },
    );
    await screen.findByText('Speed Roulette');
    await screen.findByText('Brand New Slot');
    const rows = [...container.querySelectorAll('[data-row]')].map((r) =>
      r.getAttribute('data-row'),
    );
    expect(rows).toEqual(['section', 'new']);
    expect(screen.getByRole('heading', { name: 'Live casino' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play crash' }).getAttribute('href')).toBe(
      '/en/crash-games',
    );
    expect(queriesTo(api, GAMES).map((q) => q['sort'] ?? q['section'])).toEqual(
      expect.arrayContaining(['live-casino', 'new']),
    );
    expect(api.callsTo('GET /web-api/casino/recent')).toHaveLength(0);
  });

  it('another order in the config is another order on the page', async () => {
    const reordered = { ...LOBBY, rows: [...LOBBY.rows].reverse(), banners: [] };
    const { api, stores } = casinoSetup({
      signedIn: true,
      config: testConfig({ casinoLobby: reordered }),
    });
    api.on(GAMES, gamesPage([casinoGame(40)]));
    api.on('GET /web-api/casino/recent', {
      data: { items: [casinoGame(41, { name: 'Last Played' })] },
    });
    api.on('GET /web-api/casino/favorites', { data: { items: [] } });
    const { container } = renderCasino(
      <CasinoLobby props={{ titleKey: 'casino:lobby_title' }} slots={noSlots} path="" />,
      { stores, url: '/en/casino-lobby' },
    );
    await screen.findByText('Last Played');
    await waitFor(() =>
      expect(
        [...container.querySelectorAll('[data-row]')].map((r) => r.getAttribute('data-row')),
      ).toEqual(['new', 'recent', 'section']),
    );
    expect(screen.queryByRole('list', { name: 'Casino offers' })).toBeNull();
  });
});

describe('CasinoCategories', () => {
  const SECTIONS = 'GET /web-api/casino/sections';
  const section = (id: string, route: string, gamesCount: number) => ({
    id,
    route,
    gamesCount,
    subcategories: [],
  });
  const config = testConfig({
    casinoLobby: { ...LOBBY, categories: ['slots', 'live-casino', 'keno', 'bingo', 'asian-games'] },
  });
  const chips = (container: HTMLElement) =>
    [...container.querySelectorAll('.casino-chip')].map((a) => a.getAttribute('href'));

  it('shows only the sections holding a game the customer can open, in the brand’s order', async () => {
    const { api, stores } = casinoSetup({ config });
    api.on(SECTIONS, {
      data: {
        items: [
          section('asian-games', 'asian-games', 2),
          section('slots', 'slots', 2),
          section('live-casino', 'casino', 0),
          section('bingo', 'bingo', 0),
          section('keno', 'keno', 1),
        ],
      },
    });
    // Rendered as a page renders it: no query client above it, the widget brings the app's own.
    const { container } = renderWidget(
      <CasinoCategories props={{ labelKey: 'casino:categories_label' }} slots={noSlots} path="" />,
      { stores, i18n: casinoI18n('en'), lng: 'en', url: '/en/keno' },
    );
    await waitFor(() =>
      expect(chips(container)).toEqual([
        '/en/casino-lobby',
        '/en/slots',
        '/en/keno',
        '/en/asian-games',
        '/en/othergames',
        '/en/providers',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Keno' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the brand’s sections as listed when the counts cannot be read', async () => {
    const { api, stores } = casinoSetup({ config });
    api.on(SECTIONS, { status: 503, message: 'unavailable' });
    const { container } = renderCasino(
      <CasinoCategories props={{ labelKey: 'casino:categories_label' }} slots={noSlots} path="" />,
      { stores, url: '/en/slots' },
    );
    await waitFor(() => expect(chips(container)).toHaveLength(8));
    expect(api.callsTo(SECTIONS).length).toBeGreaterThan(0);
  });
});
