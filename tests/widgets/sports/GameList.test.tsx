import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import GameList from '../../../widgets/GameList/GameList';
import type { GameListProps } from '../../../domain/widgetProps/GameList';
import { sportsPaths } from '../../../stores';
import { noSlots } from '../harness';
import { football, gamesAnswer, lineGame, liveGame, premierLeague } from './fixtures';
import { Failure, fakeSportsApi, renderSportsWidget } from './sportsHarness';

const props: GameListProps = { titleKey: 'sports:games_title', emptyKey: 'sports:games_empty' };

function renderList(
  url: string,
  answers: Record<string, unknown>,
  extra: Partial<GameListProps> = {},
) {
  const api = fakeSportsApi(answers);
  return renderSportsWidget(<GameList props={{ ...props, ...extra }} slots={noSlots} path="p" />, {
    url,
    api,
  });
}

describe('GameList', () => {
  it('lists the games of the section and sport of the route, each linking to its page', async () => {
    const view = renderList('/en/live/1-football', {
      [sportsPaths.games({ type: 'live', sportId: 1 })]: gamesAnswer('live', [
        liveGame(7),
        liveGame(8),
      ]),
    });
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: /Home 7\s*Away 7/ }).getAttribute('href')).toBe(
      '/en/live/1/101/7',
    );
    expect(first.getByText('67:05')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('2:1 (1:0, 1:1)');
    expect(first.getByRole('group', { name: '1X2' }).textContent).toContain('2.50');
    expect(view.api.calls).toContain('/web-api/sports/games?type=live&sportId=1');
  });

  it('shows a live change of clock, score and odds in place', async () => {
    const view = renderList('/en/live', {
      [sportsPaths.games({ type: 'live' })]: gamesAnswer('live', [liveGame(7)]),
    });
    const row = await screen.findByRole('listitem');
    act(() =>
      view.stores.sports.applyDeltas([
        {
          gameId: 7,
          seq: 5,
          timeSec: 4100,
          score: { home: 3, away: 1, full: '3:1', periods: [], formatted: '3:1 (1:0, 2:1)' },
          outcomes: [{ id: 7001, coef: 1.4, isBlocked: false }],
        },
      ]),
    );
    expect(within(row).getByText('68:20')).toBeTruthy();
    expect(row.textContent).toContain('3:1 (1:0, 2:1)');
    expect(within(row).getByRole('group', { name: '1X2' }).textContent).toContain('1.40');
  });

  it('keeps the odds on screen and says they may be out of date while they are stale', async () => {
    const view = renderList('/en/live', {
      [sportsPaths.games({ type: 'live' })]: gamesAnswer('live', [liveGame(7)]),
    });
    const row = await screen.findByRole('listitem');
    const stale =
      'The odds may be out of date while we reconnect. Bets are taken again as soon as they are current.';
    expect(screen.queryByText(stale)).toBeNull();
    act(() => runInAction(() => (view.stores.sports.live.serverStale = true)));
    expect(screen.getByText(stale).getAttribute('role')).toBe('status');
    expect(within(row).getByRole('group', { name: '1X2' }).textContent).toContain('2.50');
    act(() => runInAction(() => (view.stores.sports.live.serverStale = false)));
    expect(screen.queryByText(stale)).toBeNull();
  });

  it('shows the start time of line games and how many more markets the game page has', async () => {
    renderList('/en/line', {
      [sportsPaths.games({ type: 'line' })]: gamesAnswer('line', [
        lineGame(3, { marketsCount: 40 }),
      ]),
    });
    const row = await screen.findByRole('listitem');
    expect(within(row).getByText('Starts at')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'All 40 markets of Home 3 — Away 3' }).textContent,
    ).toBe('+39');
  });

  it('says so when a section has no games, and offers a retry when the list fails', async () => {
    renderList('/en/line', { [sportsPaths.games({ type: 'line' })]: gamesAnswer('line', []) });
    expect(await screen.findByText('There are no games here right now.')).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const view = renderList('/en/line/4', {
      [sportsPaths.games({ type: 'line', sportId: 4 })]: new Failure(503),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    view.api.answers.set(
      sportsPaths.games({ type: 'line', sportId: 4 }),
      gamesAnswer('line', [lineGame(1)]),
    );
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('link', { name: /^Home 1\s*Away 1$/ })).toBeTruthy();
  });

  it('shows only the games of the team of the route, live and line', async () => {
    const view = renderList(
      '/en/sports/team/14',
      {
        [sportsPaths.games({ type: 'live' })]: gamesAnswer('live', [liveGame(7)]),
        [sportsPaths.games({ type: 'line' })]: gamesAnswer('line', [lineGame(8), lineGame(9)]),
      },
      { source: 'team' },
    );
    // lineGame(7) plays teams 14 and 15; 8 and 9 play 16-19.
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-game-id'))).toEqual(['7']);
    expect(view.api.calls).toEqual(
      expect.arrayContaining([
        '/web-api/sports/games?type=live',
        '/web-api/sports/games?type=line',
      ]),
    );
  });
});

describe('GameList by championship', () => {
  it('puts the games under their championship', async () => {
    renderList('/en/line', {
      [sportsPaths.games({ type: 'line' })]: gamesAnswer('line', [lineGame(1), lineGame(2)]),
    });
    const group = await screen.findByRole('region', { name: 'England. Premier League' });
    expect(within(group).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows live then line games of the route championship', async () => {
    renderList(
      '/en/sports/champ/101',
      {
        [sportsPaths.champ(101)]: {
          champ: premierLeague,
          sport: football,
          live: [liveGame(1)],
          line: [lineGame(2)],
        },
      },
      { source: 'champ' },
    );
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-game-id'))).toEqual(['1', '2']);
  });

  it('says an unknown championship is not found', async () => {
    renderList('/en/sports/champ/555', {}, { source: 'champ' });
    expect(
      (await screen.findByRole('heading', { name: 'This championship could not be found' }))
        .tagName,
    ).toBe('H2');
  });
});

describe('GameList of an unknown sport', () => {
  it('says the sport or championship of the route is not found (the server answered 404)', async () => {
    const api = fakeSportsApi({});
    renderSportsWidget(<GameList props={props} slots={noSlots} path="p" />, {
      url: '/en/live/999-curling',
      api,
    });
    expect(
      await screen.findByRole('heading', {
        name: 'This sport or championship could not be found',
      }),
    ).toBeTruthy();
    expect(api.calls).toContain('/web-api/sports/games?type=live&sportId=999');
  });
});
