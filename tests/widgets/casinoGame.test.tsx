import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import CasinoGame from '../../widgets/CasinoGame/CasinoGame';
import { noSlots } from './harness';
import { casinoGame, casinoSetup, renderCasino } from './casinoHarness';

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
