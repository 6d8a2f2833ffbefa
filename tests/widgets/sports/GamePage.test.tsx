import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import GameHeader from '../../../widgets/GameHeader/GameHeader';
import GameMarkets from '../../../widgets/GameMarkets/GameMarkets';
import { sportsPaths } from '../../../stores';
import { noSlots } from '../harness';
import { football, gameAnswer, gameDetails, lineGame, premierLeague } from './fixtures';
import { fakeSportsApi, renderSportsWidget } from './sportsHarness';

function GamePage({ game }: { game?: 'route' | 'championshipFinal' }) {
  return (
    <>
      <GameHeader
        props={{ notFoundKey: 'sports:game_not_found', ...(game ? { game } : {}) }}
        slots={noSlots}
        path="h"
      />
      <GameMarkets
        props={{ titleKey: 'sports:markets_title', ...(game ? { game } : {}) }}
        slots={noSlots}
        path="m"
      />
    </>
  );
}

describe('game page (GameHeader and GameMarkets)', () => {
  it('titles the page with the opponents and shows clock, score and every market', async () => {
    const api = fakeSportsApi({ [sportsPaths.game(7)]: gameAnswer(gameDetails(7)) });
    const { stores } = renderSportsWidget(<GamePage />, { url: '/en/live/1/101/7', api });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Home 7 — Away 7');
    expect(screen.getByText('67:05')).toBeTruthy();
    expect(screen.getByRole('group', { name: '1X2' }).textContent).toContain('3.20');
    expect(screen.getByRole('group', { name: 'Total 2.5' }).textContent).toContain('1.91');
    // SPEC section 9 default isDisplayStatsInNewWindow 1: the popup, in a new window.
    const popup = screen.getByRole('link', { name: 'Statistics in a new window' });
    expect(popup.getAttribute('href')).toBe('/en/statisticpopup/7');
    expect(popup.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: 'Statistics' })).toBeNull();
    act(() => stores.global.setFlag('isDisplayStatsInNewWindow', false));
    expect(screen.getByRole('link', { name: 'Statistics' }).getAttribute('href')).toBe(
      '/en/statistic/7',
    );
    expect(screen.queryByRole('link', { name: 'Statistics in a new window' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Games of Away 7' }).getAttribute('href')).toBe(
      '/en/sports/team/15',
    );
  });

  it('filters the markets by group', async () => {
    const api = fakeSportsApi({ [sportsPaths.game(7)]: gameAnswer(gameDetails(7)) });
    renderSportsWidget(<GamePage />, { url: '/en/live/1/101/7', api });
    const groups = await screen.findByRole('group', { name: 'Market groups' });
    act(() => within(groups).getByRole('button', { name: 'Totals' }).click());
    expect(
      within(groups).getByRole('button', { name: 'Totals' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.queryByRole('group', { name: '1X2' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Total 2.5' })).toBeTruthy();
  });

  it('shows the not-found view for an unknown game id', async () => {
    renderSportsWidget(<GamePage />, { url: '/en/line/1/101/999', api: fakeSportsApi() });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'This game could not be found',
    );
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('shows a finished game as finished once the live delta says so', async () => {
    const api = fakeSportsApi({ [sportsPaths.game(7)]: gameAnswer(gameDetails(7)) });
    const view = renderSportsWidget(<GamePage />, { url: '/en/live/1/101/7', api });
    await screen.findByRole('heading', { level: 1 });
    act(() => view.stores.sports.applyDeltas([{ gameId: 7, seq: 9, status: 4, finished: true }]));
    expect(screen.getByText('Finished')).toBeTruthy();
  });

  it('shows the final of a championship: its last-starting game', async () => {
    const api = fakeSportsApi({
      [sportsPaths.champ(101)]: {
        champ: premierLeague,
        sport: football,
        live: [],
        line: [lineGame(3, { startAt: 2_000_000_000 }), lineGame(4, { startAt: 2_000_090_000 })],
      },
      [sportsPaths.game(4)]: gameAnswer(gameDetails(4, { startAt: 2_000_090_000 })),
    });
    renderSportsWidget(<GamePage game="championshipFinal" />, {
      url: '/en/sports/championship/101/final',
      api,
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Home 4 — Away 4');
  });
});
