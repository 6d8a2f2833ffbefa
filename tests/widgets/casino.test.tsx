import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import CasinoSection from '../../widgets/CasinoSection/CasinoSection';
import CasinoGame from '../../widgets/CasinoGame/CasinoGame';
import CasinoLobby from '../../widgets/CasinoLobby/CasinoLobby';
import GamesShowcase from '../../widgets/GamesShowcase/GamesShowcase';
import CasinoTournament from '../../widgets/CasinoTournament/CasinoTournament';
import CasinoCashback from '../../widgets/CasinoCashback/CasinoCashback';
import CasinoCategories from '../../widgets/CasinoCategories/CasinoCategories';
import type { CasinoLobbyConfig } from '../../runtime/schema/types';
import type { CasinoTournamentDetail } from '../../domain/casino/catalogueBonusTypes';
import { noSlots, renderWidget, testConfig } from './harness';
import {
  casinoGame,
  casinoI18n,
  casinoSetup,
  gamesPage,
  provider,
  queriesTo,
  renderCasino,
} from './casinoHarness';

const GAMES = 'GET /web-api/casino/games';
const PROVIDERS = 'GET /web-api/casino/providers';

function renderSlots(stores: ReturnType<typeof casinoSetup>['stores'], url = '/en/slots') {
  return renderCasino(
    <Routes>
      <Route
        path="/:lng/slots/:subcategory?"
        element={
          <CasinoSection
            props={{
              titleKey: 'casino:section_slots',
              section: 'slots',
              subcategoryParam: 'subcategory',
            }}
            slots={noSlots}
            path=""
          />
        }
      />
    </Routes>,
    { stores, url },
  );
}

describe('CasinoSection', () => {
  it('shows 16 game and 2 other-game skeleton tiles only while the games load', async () => {
    const { api, stores } = casinoSetup();
    let answer: (value: unknown) => void = () => undefined;
    api.on(PROVIDERS, { data: { items: [] } });
    api.getJson = vi.fn((path: string) =>
      path.startsWith('/web-api/casino/games')
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : Promise.resolve({ ok: true, data: { items: [] } }),
    ) as typeof api.getJson;
    const { container } = renderSlots(stores);
    expect(container.querySelectorAll('[data-kind="game"]')).toHaveLength(16);
    expect(container.querySelectorAll('[data-kind="other-game"]')).toHaveLength(2);
    answer({ ok: true, data: gamesPage([casinoGame(1), casinoGame(2)]).data });
    expect(await screen.findByRole('link', { name: 'Game 1 by Pragmatic Play' })).toBeTruthy();
    expect(container.querySelectorAll('[data-kind="game"]')).toHaveLength(0);
    expect(screen.getByText('2 games')).toBeTruthy();
  });

  it('links each tile to its game page under the section, with the art and the tag badge', async () => {
    const { api, stores } = casinoSetup();
    api.on(PROVIDERS, { data: { items: [] } });
    api.on(GAMES, gamesPage([casinoGame(7, { route: 'sun-of-egypt', tagId: 1 })]));
    renderSlots(stores);
    const link = await screen.findByRole('link', { name: 'Game 7 by Pragmatic Play' });
    expect(link.getAttribute('href')).toBe('/en/slots/game/7/sun-of-egypt');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/web-api/casino/art/v2/7.svg');
    expect(within(link).getByText('New')).toBeTruthy();
  });

  it('asks for the subcategory of the route and filters by the provider chip chosen', async () => {
    const { api, stores } = casinoSetup();
    api.on(PROVIDERS, {
      data: {
        items: [provider('pragmatic', 'Pragmatic Play', 40), provider('builtin', 'House Games', 3)],
      },
    });
    api.on(GAMES, (call) =>
      call.path.includes('provider=builtin')
        ? gamesPage([
            casinoGame(900, {
              name: 'Fruit Fives',
              provider: 'builtin',
              providerName: 'House Games',
            }),
          ])
        : gamesPage([casinoGame(1), casinoGame(2)]),
    );
    renderSlots(stores, '/en/slots/fruits');
    await screen.findByText('Game 1');
    expect(queriesTo(api, GAMES)[0]).toMatchObject({ section: 'slots', subcategory: 'fruits' });
    expect(screen.getByRole('link', { name: 'Fruits' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: /House Games/ }));
    expect(await screen.findByText('Fruit Fives')).toBeTruthy();
    expect(screen.queryByText('Game 1')).toBeNull();
    expect(queriesTo(api, GAMES).at(-1)).toMatchObject({
      provider: 'builtin',
      subcategory: 'fruits',
    });
    expect(screen.getByRole('button', { name: /House Games/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('says so when nothing matches, and words a failure with a retry that asks again', async () => {
    const { api, stores } = casinoSetup();
    api.on(PROVIDERS, { data: { items: [] } });
    let fail = true;
    api.on(GAMES, () => (fail ? { status: 500, message: 'down' } : gamesPage([])));
    renderSlots(stores);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The games could not be loaded.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no games here yet.')).toBeTruthy();
    expect(api.callsTo(GAMES)).toHaveLength(2);
  });

  it('offers favourite stars to a signed-in customer only, and a star adds the game', async () => {
    const guest = casinoSetup();
    guest.api.on(PROVIDERS, { data: { items: [] } });
    guest.api.on(GAMES, gamesPage([casinoGame(5)]));
    const first = renderSlots(guest.stores);
    await screen.findByText('Game 5');
    expect(screen.queryByRole('button', { name: 'Add Game 5 to favourites' })).toBeNull();
    first.unmount();

    const { api, stores } = casinoSetup({ signedIn: true });
    api.on(PROVIDERS, { data: { items: [] } });
    api.on(GAMES, gamesPage([casinoGame(5)]));
    let favorites: ReturnType<typeof casinoGame>[] = [];
    api.on('GET /web-api/casino/favorites', () => ({ data: { items: favorites } }));
    api.on('PUT /web-api/casino/favorites/5', () => {
      favorites = [casinoGame(5)];
      return { data: { gameId: 5, isFavorite: true } };
    });
    renderSlots(stores);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Game 5 to favourites' }));
    const star = await screen.findByRole('button', { name: 'Remove Game 5 from favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(api.callsTo('PUT /web-api/casino/favorites/5')).toHaveLength(1);
  });

  it('puts the star back and says so in a notice when the favourite is refused', async () => {
    const { api, stores } = casinoSetup({ signedIn: true });
    api.on(PROVIDERS, { data: { items: [] } });
    api.on(GAMES, gamesPage([casinoGame(5)]));
    api.on('GET /web-api/casino/favorites', { data: { items: [] } });
    api.on('PUT /web-api/casino/favorites/5', { status: 500, message: 'down' });
    renderSlots(stores);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Game 5 to favourites' }));
    await waitFor(() =>
      expect(stores.notifications.toasts.map((n) => n.textKey)).toEqual(['main:favorite_failed']),
    );
    const star = await screen.findByRole('button', { name: 'Add Game 5 to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
  });

  it('speaks Arabic from the Arabic dictionary', async () => {
    const { api, stores } = casinoSetup();
    api.on(PROVIDERS, { data: { items: [] } });
    api.on(GAMES, gamesPage([]));
    renderCasino(
      <CasinoSection
        props={{ titleKey: 'casino:section_slots', section: 'slots' }}
        slots={noSlots}
        path=""
      />,
      { stores, lng: 'ar', url: '/ar/slots' },
    );
    expect(await screen.findByText('لا توجد ألعاب هنا بعد.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('السلوتس');
  });
});

function renderGame(stores: ReturnType<typeof casinoSetup>['stores'], route: string) {
  return renderCasino(
    <Routes>
      <Route
        path="/:lng/games/:gameRoute"
        element={<CasinoGame props={{ routeParam: 'gameRoute' }} slots={noSlots} path="" />}
      />
      <Route path="/:lng/slots/game/:gameId/:gameName" element={<p>slots game page</p>} />
    </Routes>,
    { stores, url: `/en/games/${route}` },
  );
}

describe('CasinoGame', () => {
  it('launches a demo for a guest and shows the game in a frame with full screen and back', async () => {
    const { api, stores } = casinoSetup();
    const game = casinoGame(901, {
      name: 'Rocket Crash',
      route: 'rocket-crash',
      categories: ['crash-games'],
      provider: 'builtin',
      providerName: 'House Games',
      engineKey: 'builtin-crash',
      playable: true,
    });
    api.on('GET /web-api/casino/games/by-route/rocket-crash', { data: game });
    api.on('POST /web-api/games/launch', {
      data: {
        url: '/builtin-provider/games/builtin-crash?session=s1&lng=en',
        sessionId: 's1',
        mode: 'demo',
        expiresAt: '2030-01-01T00:00:00Z',
      },
    });
    renderGame(stores, 'rocket-crash');
    const frame = await screen.findByTitle('Game: Rocket Crash');
    expect(frame.getAttribute('src')).toBe(
      '/builtin-provider/games/builtin-crash?session=s1&lng=en',
    );
    expect(api.callsTo('POST /web-api/games/launch')[0]?.body).toEqual({
      gameId: 901,
      mode: 'demo',
      lng: 'en',
    });
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Back/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demo' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Real money' })).toBeNull();
  });

  it('launches for real money when signed in, and words provider_unavailable from the dictionary', async () => {
    const { api, stores } = casinoSetup({ signedIn: true });
    api.on('GET /web-api/casino/favorites', { data: { items: [] } });
    api.on('GET /web-api/casino/games/by-route/book-of-sun', {
      data: casinoGame(12, {
        route: 'book-of-sun',
        categories: ['keno'],
        hasDemo: false,
        playable: true,
      }),
    });
    api.on('POST /web-api/games/launch', {
      status: 409,
      message: 'Provider pragmatic is not connected',
      body: { reason: 'provider_unavailable', message: 'Provider pragmatic is not connected' },
    });
    renderGame(stores, 'book-of-sun');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "This game's provider is not connected yet. Please choose another game.",
    );
    expect(alert.textContent).not.toContain('Provider pragmatic');
    expect(api.callsTo('POST /web-api/games/launch')[0]?.body).toMatchObject({ mode: 'real' });
    expect(screen.queryByTitle(/Game:/)).toBeNull();
  });

  it("says an outside provider's game cannot be played, and asks the server nothing", async () => {
    const { api, stores } = casinoSetup({ signedIn: true });
    api.on('GET /web-api/casino/favorites', { data: { items: [] } });
    api.on('GET /web-api/casino/games/by-route/book-of-moon', {
      data: casinoGame(13, { route: 'book-of-moon', playable: false }),
    });
    renderGame(stores, 'book-of-moon');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "This game's provider is not connected yet. Please choose another game.",
    );
    expect(alert.getAttribute('data-reason')).toBe('provider_unavailable');
    expect(api.callsTo('POST /web-api/games/launch')).toHaveLength(0);
    expect(screen.queryByTitle(/Game:/)).toBeNull();
  });

  it('asks a guest to sign in for a game without demo, and launches nothing', async () => {
    const { api, stores } = casinoSetup();
    api.on('GET /web-api/casino/games/by-route/live-roulette', {
      data: casinoGame(13, { route: 'live-roulette', categories: ['bingo'], hasDemo: false }),
    });
    renderGame(stores, 'live-roulette');
    expect(
      await screen.findByText('This game has no demo. Sign in to play it for real money.'),
    ).toBeTruthy();
    expect(api.callsTo('POST /web-api/games/launch')).toHaveLength(0);
  });

  it("sends a former slug to the game's own page", async () => {
    const { api, stores } = casinoSetup();
    api.on('GET /web-api/casino/games/by-route/old-name', {
      data: casinoGame(14, { route: 'new-name', oldRoute: 'old-name' }),
    });
    renderGame(stores, 'old-name');
    expect(await screen.findByText('slots game page')).toBeTruthy();
  });
});

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

describe('GamesShowcase', () => {
  it('shows the games of the preview, asked for home in the page language', async () => {
    const { api, stores } = casinoSetup();
    api.on('GET /web-api/games/preview-light', {
      data: { Success: true, Value: { games: [casinoGame(50, { name: 'Showcase Star' })] } },
    });
    renderCasino(
      <GamesShowcase props={{ emptyKey: 'casino:showcase_empty' }} slots={noSlots} path="" />,
      { stores, url: '/ru/', lng: 'ru' },
    );
    expect(await screen.findByText('Showcase Star')).toBeTruthy();
    expect(queriesTo(api, 'GET /web-api/games/preview-light')[0]).toMatchObject({
      whence: 'home',
      count: '16',
      lng: 'ru',
    });
  });

  it('logs a failed preview and the page goes on without it (SPEC section 8)', async () => {
    const { api, stores } = casinoSetup();
    const report = vi.fn();
    api.report = report;
    api.on('GET /web-api/games/preview-light', { status: 500, message: 'boom' });
    const { container } = renderCasino(
      <GamesShowcase props={{ emptyKey: 'casino:showcase_empty' }} slots={noSlots} path="" />,
      { stores, url: '/en/' },
    );
    expect(await screen.findByText('Games will be back shortly.')).toBeTruthy();
    expect(container.querySelectorAll('[data-kind="game"]')).toHaveLength(0);
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(report.mock.calls[0]?.[0]).toMatchObject({ kind: 'widget-error' });
  });
});

/** A weekly rouble tournament as the detail answers it, with `overrides`. */
function weeklyRace(overrides: Partial<CasinoTournamentDetail>): CasinoTournamentDetail {
  return {
    id: 3,
    title: 'Weekly slots race',
    summary: 'Points for every stake',
    schedule: 'weekly',
    startsAt: '2030-01-07T00:00:00Z',
    endsAt: '2030-01-14T00:00:00Z',
    currencyId: 643,
    minStake: 1000,
    prizes: [{ fromPlace: 1, toPlace: 1, amount: 4_000_000 }],
    prizePool: 4_000_000,
    gameIds: [1],
    colours: { from: '#111111', to: '#222222', accent: '#333333' },
    leaderboard: [],
    ...overrides,
  };
}

describe('CasinoTournament and CasinoCashback', () => {
  it("shows a tournament's prizes and leaderboard, the customer's own row marked", async () => {
    const { api, stores } = casinoSetup({ signedIn: true });
    api.on('GET /web-api/casino/tournaments/3', {
      data: weeklyRace({
        prizes: [
          { fromPlace: 1, toPlace: 1, amount: 4_000_000 },
          { fromPlace: 2, toPlace: 3, amount: 1_000_000 },
        ],
        prizePool: 6_000_000,
        leaderboard: [
          { place: 1, player: 'cust***42', points: 250_000, prize: 4_000_000, isMe: false },
          { place: 2, player: 'cust***07', points: 120_050, prize: 1_000_000, isMe: true },
        ],
      }),
    });
    // The customer's prizes of every tournament: only this tournament's are listed here.
    const prize = (tournamentId: number, windowStart: string, place: number, amount: number) => ({
      tournamentId,
      title: `Tournament ${tournamentId}`,
      windowStart,
      windowEnd: '2030-01-07T00:00:00Z',
      place,
      points: 90_000,
      amount,
      currencyId: 643,
      paidAt: '2030-01-07T00:05:00Z',
    });
    api.on('GET /web-api/office/tournament-prizes', {
      data: {
        prizes: [
          prize(3, '2029-12-31T00:00:00Z', 2, 1_000_000),
          prize(5, '2030-01-06T00:00:00Z', 1, 500_000),
        ],
      },
    });
    renderCasino(
      <Routes>
        <Route
          path="/:lng/bonus/casino/tournaments/:id"
          element={<CasinoTournament props={{ idParam: 'id' }} slots={noSlots} path="" />}
        />
      </Routes>,
      { stores, url: '/en/bonus/casino/tournaments/3' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekly slots race' }),
    ).toBeTruthy();
    const board = screen.getByRole('table', { name: 'Leaderboard' });
    const rows = within(board).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1cust***422500.00 RUB40000.00 RUB',
      '2You1200.50 RUB10000.00 RUB',
    ]);
    expect(rows[1]?.getAttribute('data-me')).toBe('true');
    expect(screen.getByRole('table', { name: 'Prizes' }).textContent).toContain('2–3');
    const mine = await screen.findByRole('region', { name: 'Your prizes' });
    const prizeRows = within(mine).getAllByRole('row').slice(1);
    expect(prizeRows).toHaveLength(1);
    expect(prizeRows[0]?.textContent).toContain('10000.00 RUB');
    expect(within(prizeRows[0]!).getAllByRole('cell')[1]?.textContent).toBe('2');
  });

  it('tells a customer without prizes in the tournament when prizes are credited', async () => {
    const { api, stores } = casinoSetup({ signedIn: true });
    api.on('GET /web-api/casino/tournaments/3', { data: weeklyRace({ leaderboard: [] }) });
    api.on('GET /web-api/office/tournament-prizes', { data: { prizes: [] } });
    renderCasino(
      <Routes>
        <Route
          path="/:lng/bonus/casino/tournaments/:id"
          element={<CasinoTournament props={{ idParam: 'id' }} slots={noSlots} path="" />}
        />
      </Routes>,
      { stores, url: '/en/bonus/casino/tournaments/3' },
    );
    const mine = await screen.findByRole('region', { name: 'Your prizes' });
    expect(mine.textContent).toContain('Prizes are credited to your main balance');
  });

  it('shows the cashback of the period from the net loss and the tier reached', async () => {
    const { api, stores } = casinoSetup({ signedIn: true });
    api.on('GET /web-api/casino/cashback/vip', {
      data: {
        program: 'vip',
        periodStart: '2030-01-07T00:00:00Z',
        periodEnd: '2030-01-14T00:00:00Z',
        accounts: [
          {
            currencyId: 643,
            stakes: 500_000,
            wins: 300_000,
            rollbacks: 10_000,
            netLoss: 190_000,
            percentHundredths: 500,
            cashback: 9_500,
            tiers: [
              { fromLoss: 100_000, percentHundredths: 500 },
              { fromLoss: 1_000_000, percentHundredths: 1000 },
            ],
          },
        ],
        payout: { multiplier: 1, expiryDays: 7 },
        paid: [],
      },
    });
    renderCasino(
      <CasinoCashback
        props={{ program: 'vip', titleKey: 'casino:cashback_vip_title' }}
        slots={noSlots}
        path=""
      />,
      { stores, url: '/en/office/casino/vipcashback' },
    );
    expect(await screen.findByText('1900.00 RUB')).toBeTruthy();
    const earned = screen.getByText('Cashback this period').parentElement;
    expect(earned?.textContent).toBe('Cashback this period95.00 RUB');
    const rate = screen.getAllByText('Rate').find((el) => el.tagName === 'DT');
    expect(rate?.nextElementSibling?.textContent).toBe('5 %');
    // The tier reached is marked in the tier table.
    const tiers = within(screen.getByRole('table', { name: 'Tiers' })).getAllByRole('row');
    expect(tiers[1]?.getAttribute('data-me')).toBe('true');
    expect(tiers[2]?.getAttribute('data-me')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'VIP cashback' })).toBeTruthy();
  });

  it('lists the cashback paid for closed periods next to the estimate, with the payout rule', async () => {
    const { api, stores } = casinoSetup({ signedIn: true });
    api.on('GET /web-api/casino/cashback/premium', {
      data: {
        program: 'premium',
        periodStart: '2030-02-01T00:00:00Z',
        periodEnd: '2030-03-01T00:00:00Z',
        accounts: [
          {
            currencyId: 643,
            stakes: 0,
            wins: 0,
            rollbacks: 0,
            netLoss: 0,
            percentHundredths: null,
            cashback: 0,
            tiers: [{ fromLoss: 5_000_000, percentHundredths: 800 }],
          },
        ],
        payout: { multiplier: 2, expiryDays: 10 },
        paid: [
          {
            periodStart: '2030-01-01T00:00:00Z',
            periodEnd: '2030-02-01T00:00:00Z',
            currencyId: 643,
            amount: 480_000,
            netLoss: 6_000_000,
            percentHundredths: 800,
            paidAt: '2030-02-01T00:05:00Z',
            paidTo: 'bonus',
          },
          {
            periodStart: '2029-12-01T00:00:00Z',
            periodEnd: '2030-01-01T00:00:00Z',
            currencyId: 643,
            amount: 400_000,
            netLoss: 5_000_000,
            percentHundredths: 800,
            paidAt: '2030-01-01T00:05:00Z',
            paidTo: 'main',
          },
        ],
      },
    });
    renderCasino(
      <CasinoCashback
        props={{ program: 'premium', titleKey: 'casino:cashback_premium_title' }}
        slots={noSlots}
        path=""
      />,
      { stores, url: '/en/office/casino/premiumcashback' },
    );
    const paid = await screen.findByRole('table', { name: 'Cashback paid' });
    const rows = within(paid).getAllByTestId('cashback-paid-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Jan 1, 2030 – Jan 31, 2030');
    expect(rows[0]!.textContent).toContain('4800.00 RUB');
    expect(rows[0]!.textContent).toContain('Bonus account');
    expect(rows[1]!.textContent).toContain('Dec 1, 2029 – Dec 31, 2029');
    expect(rows[1]!.textContent).toContain('Main account');
    expect(screen.getByTestId('cashback-payout-rule').textContent).toBe(
      'When a period closes, its cashback is credited to your bonus account. Stake it 2 times in the casino within 10 days and it moves to your main account.',
    );
    // The current period's estimate is still there.
    expect(screen.getByText('Cashback this period').parentElement?.textContent).toBe(
      'Cashback this period0.00 RUB',
    );
  });

  it('says so when nothing has been paid yet, and that a main-account brand pays at once', async () => {
    const { api, stores } = casinoSetup({ signedIn: true });
    api.on('GET /web-api/casino/cashback/vip', {
      data: {
        program: 'vip',
        periodStart: '2030-01-07T00:00:00Z',
        periodEnd: '2030-01-14T00:00:00Z',
        accounts: [],
        payout: { multiplier: 0, expiryDays: 7 },
        paid: [],
      },
    });
    renderCasino(
      <CasinoCashback
        props={{ program: 'vip', titleKey: 'casino:cashback_vip_title' }}
        slots={noSlots}
        path=""
      />,
      { stores, url: '/en/office/casino/vipcashback' },
    );
    expect(
      await screen.findByText('No cashback has been paid in this programme yet.'),
    ).toBeTruthy();
    expect(screen.getByTestId('cashback-payout-rule').textContent).toBe(
      'When a period closes, its cashback is credited to your main account.',
    );
  });
});
