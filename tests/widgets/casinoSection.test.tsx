import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import CasinoSection from '../../widgets/CasinoSection/CasinoSection';
import { noSlots } from './harness';
import {
  GAMES,
  casinoGame,
  casinoSetup,
  gamesPage,
  provider,
  queriesTo,
  renderCasino,
} from './casinoHarness';

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
