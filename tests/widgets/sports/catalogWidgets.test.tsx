import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import ChampList from '../../../widgets/ChampList/ChampList';
import CyberDisciplines from '../../../widgets/CyberDisciplines/CyberDisciplines';
import GameStatistics from '../../../widgets/GameStatistics/GameStatistics';
import SportsMenu from '../../../widgets/SportsMenu/SportsMenu';
import { sportsPaths } from '../../../stores';
import type { Sport } from '../../../domain/sports/types';
import { noSlots } from '../harness';
import { football, gameAnswer, gameDetails, premierLeague } from './fixtures';
import { fakeSportsApi, renderSportsWidget } from './sportsHarness';

const tennis: Sport = {
  ...football,
  id: 4,
  name: 'Теннис',
  nameEn: 'Tennis',
  slug: 'tennis',
  categoryId: 2,
  order: 4,
};
const cs2: Sport = {
  ...football,
  id: 40,
  name: 'CS2',
  nameEn: 'Counter-Strike 2',
  slug: 'cs2',
  categoryId: 3,
  isCyber: true,
  order: 5,
};

const liveMenu = {
  type: 'live',
  categories: [
    { id: 1, name: 'Командные виды', gamesCount: 3, sportIds: [1] },
    { id: 2, name: 'Ракеточные виды', gamesCount: 2, sportIds: [4] },
  ],
  sports: [
    { ...football, gamesCount: 3, champs: [{ ...premierLeague, gamesCount: 3 }] },
    { ...tennis, gamesCount: 2, champs: [] },
  ],
};

function renderMenu(url: string) {
  const api = fakeSportsApi({ [sportsPaths.menu('live')]: liveMenu });
  return renderSportsWidget(
    <SportsMenu
      props={{ titleKey: 'sports:menu_title', bettingType: 'live' }}
      slots={noSlots}
      path="p"
    />,
    { url, api },
  );
}

describe('SportsMenu', () => {
  it('lists the sports of its section with game counts; the open sport shows its championships', async () => {
    renderMenu('/en/live/1-football');
    const nav = await screen.findByRole('navigation', { name: 'Sports' });
    const football = await within(nav).findByRole('link', { name: /^Football\s*3/ });
    expect(football.getAttribute('href')).toBe('/en/live/1-football');
    expect(football.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav)
        .getByRole('link', { name: /^Tennis/ })
        .getAttribute('href'),
    ).toBe('/en/live/4-tennis');
    const champs = within(nav).getByRole('list', { name: 'Championships: Football' });
    expect(
      within(champs)
        .getByRole('link', { name: /England. Premier League/ })
        .getAttribute('href'),
    ).toBe('/en/live/1-football/101-england-premier-league');
    expect(football.textContent).toContain('3 games');
  });

  it('sets the betting state to the section of the route', async () => {
    const view = renderMenu('/en/live/1-football');
    await screen.findByRole('link', { name: /^Football/ });
    expect(view.stores.betting.currentBettingType).toBe('live');
  });

  it('groups sports under their categories when the betting state says so', async () => {
    const view = renderMenu('/en/live');
    await screen.findByRole('link', { name: /^Football/ });
    act(() => view.stores.betting.setGroupSportsByCategories(true));
    const category = screen.getByRole('link', { name: 'Ракеточные виды' });
    expect(category.getAttribute('href')).toBe('/en/live/section/2');
    const group = category.closest('li') as HTMLElement;
    expect(within(group).getByRole('link', { name: /^Tennis/ })).toBeTruthy();
    expect(within(group).queryByRole('link', { name: /^Football/ })).toBeNull();
  });

  it('shows only the sports of the menu section of the route', async () => {
    renderMenu('/en/live/section/2');
    expect(await screen.findByRole('link', { name: /^Tennis/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Football/ })).toBeNull();
  });
});

describe('ChampList', () => {
  it('lists championships, top first, each leading to champs/{id}; by country on demand', async () => {
    const api = fakeSportsApi({
      [sportsPaths.champs({ type: 'line' })]: {
        type: 'line',
        champs: [
          {
            ...premierLeague,
            id: 7,
            isTop: false,
            order: 0,
            nameEn: 'Sweden. Allsvenskan',
            country: { id: 7, code: 'SE', name: 'Sweden' },
            gamesCount: 2,
          },
          { ...premierLeague, gamesCount: 5 },
        ],
      },
    });
    const view = renderSportsWidget(
      <ChampList props={{ titleKey: 'sports:champs_list_title' }} slots={noSlots} path="p" />,
      { url: '/en/champs/101', api },
    );
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/champs/101-england-premier-league',
      '/en/champs/7-sweden-allsvenskan',
    ]);
    act(() => view.stores.betting.setChampsGroupedByCountry(true));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'England',
      'Sweden',
    ]);
  });

  it('lists the esports championships of the cyber type of the route', async () => {
    const api = fakeSportsApi({
      [sportsPaths.cyberChamps('virtual')]: {
        cyberType: 'virtual',
        champs: [
          {
            ...premierLeague,
            id: 900,
            nameEn: 'FC Virtual Cup',
            cyberType: 'virtual',
            liveCount: 1,
            lineCount: 3,
          },
        ],
      },
    });
    renderSportsWidget(
      <ChampList
        props={{ titleKey: 'sports:champs_list_title', cyber: true }}
        slots={noSlots}
        path="p"
      />,
      { url: '/en/esports/virtual/champs', api },
    );
    const link = await screen.findByRole('link', { name: /FC Virtual Cup/ });
    expect(link.getAttribute('href')).toBe('/en/esports/virtual/champ/900-fc-virtual-cup');
    expect(link.textContent).toContain('4 games');
  });
});

describe('CyberDisciplines', () => {
  it('offers the three cyber types and the disciplines of the open one', async () => {
    const api = fakeSportsApi({
      [sportsPaths.cyberDisciplines('stream')]: {
        cyberType: 'stream',
        disciplines: [{ sport: cs2, liveCount: 2, lineCount: 5, champsCount: 1 }],
      },
    });
    const view = renderSportsWidget(
      <CyberDisciplines
        props={{ titleKey: 'sports:cyber_disciplines_title' }}
        slots={noSlots}
        path="p"
      />,
      { url: '/en/cyber/stream/disciplines', api },
    );
    const types = screen.getByRole('navigation', { name: 'Esports types' });
    expect(
      within(types)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/en/cyber/real/disciplines',
      '/en/cyber/virtual/disciplines',
      '/en/cyber/stream/disciplines',
    ]);
    expect(within(types).getByRole('link', { name: 'Streams' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const discipline = await screen.findByRole('link', { name: /Counter-Strike 2/ });
    expect(discipline.getAttribute('href')).toBe('/en/cyber/stream/discipline/40-cs2');
    expect(discipline.textContent).toContain('7 games');
    expect(view.stores.betting.cyberType).toBe('stream');
  });
});

describe('GameStatistics', () => {
  // Opponents of gameDetails(7): Home 7 (14) at home, Away 7 (15) away.
  const meeting = {
    gameId: 501,
    playedAt: 1_780_000_000,
    homeId: 15,
    homeName: 'Away 7',
    awayId: 14,
    awayName: 'Home 7',
    homeScore: 2,
    awayScore: 3,
  };
  const statistics = {
    gameId: 7,
    source: { results: 2, firstAt: 1_779_990_000, lastAt: 1_780_000_000 },
    headToHead: [meeting],
    form: [
      {
        teamId: 14,
        results: [
          {
            gameId: 501,
            playedAt: 1_780_000_000,
            opponentId: 145,
            opponentName: 'Away 7',
            home: false,
            scored: 3,
            conceded: 2,
            result: 'W',
          },
          {
            gameId: 500,
            playedAt: 1_779_990_000,
            opponentId: 146,
            opponentName: 'Everton',
            home: true,
            scored: 0,
            conceded: 0,
            result: 'D',
          },
        ],
      },
      {
        teamId: 15,
        results: [
          {
            ...meeting,
            opponentId: 14,
            opponentName: 'Home 7',
            home: true,
            scored: 2,
            conceded: 3,
            result: 'L',
          },
        ],
      },
    ],
    standings: [
      {
        position: 1,
        teamId: 14,
        name: 'Home 7',
        played: 2,
        won: 1,
        drawn: 1,
        lost: 0,
        goalsFor: 3,
        goalsAgainst: 2,
        points: 4,
      },
      {
        position: 2,
        teamId: 16,
        name: 'Everton',
        played: 1,
        won: 0,
        drawn: 1,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        points: 1,
      },
      {
        position: 3,
        teamId: 15,
        name: 'Away 7',
        played: 1,
        won: 0,
        drawn: 0,
        lost: 1,
        goalsFor: 2,
        goalsAgainst: 3,
        points: 0,
      },
    ],
  };

  const render = (answer: unknown) =>
    renderSportsWidget(
      <GameStatistics
        props={{ titleKey: 'sports:statistic_table_title' }}
        slots={noSlots}
        path="p"
      />,
      {
        url: '/en/statistic/7',
        api: fakeSportsApi({
          [sportsPaths.statistics(7)]: answer,
          [sportsPaths.game(7)]: gameAnswer(gameDetails(7)),
        }),
      },
    );

  it('shows each side’s form, the meetings and the table from stored results, and says so', async () => {
    render(statistics);
    const form = await screen.findByRole('table', { name: 'Recent form: Home 7' });
    const rows = within(form).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Away 7 \(away\)3:2W$/),
      expect.stringMatching(/Everton \(home\)0:0D$/),
    ]);
    expect(
      within(form)
        .getAllByTitle(/Win|Loss|Draw/)
        .map((a) => a.getAttribute('title')),
    ).toEqual(['Win', 'Draw']);
    const away = screen.getByRole('table', { name: 'Recent form: Away 7' });
    expect(within(away).getAllByRole('row')[1]?.textContent).toMatch(/Home 7 \(home\)2:3L$/);
    const h2h = screen.getByRole('table', { name: 'Head to head' });
    expect(within(h2h).getByRole('row', { name: /Away 7 — Home 7/ }).textContent).toContain('2:3');
    const table = screen.getByRole('table', { name: 'Table' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['1', 'Home 7', '2', '1', '1', '0', '3', '2', '4'],
      ['2', 'Everton', '1', '0', '1', '0', '0', '0', '1'],
      ['3', 'Away 7', '1', '0', '0', '1', '2', '3', '0'],
    ]);
    expect(screen.getByTestId('statistics-source').textContent).toMatch(
      /^These figures are computed from the results of this championship's games settled on this site\. Games counted: 2, the latest settled /,
    );
  });

  it('says honestly when too few results are stored, with no figures', async () => {
    render({
      gameId: 7,
      source: { results: 0, firstAt: null, lastAt: null },
      headToHead: [],
      form: [
        { teamId: 14, results: [] },
        { teamId: 15, results: [] },
      ],
      standings: [],
    });
    expect((await screen.findByTestId('statistics-source')).textContent).toBe(
      'This site has not settled any game of this championship yet, so there are no figures to show.',
    );
    expect(screen.queryAllByRole('table')).toEqual([]);
  });

  it('words a side with no result and teams that never met', async () => {
    render({
      ...statistics,
      headToHead: [],
      form: [statistics.form[0], { teamId: 15, results: [] }],
    });
    expect(await screen.findByText('Away 7 has no game settled on this site yet.')).toBeTruthy();
    expect(
      screen.getByText('These teams have not met in any game settled on this site.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Head to head' })).toBeNull();
  });

  it('asks for a game when the route names none', async () => {
    renderSportsWidget(
      <GameStatistics
        props={{ titleKey: 'sports:statistic_table_title' }}
        slots={noSlots}
        path="p"
      />,
      { url: '/en/statistic' },
    );
    expect(screen.getByText('Choose a game to see its statistics.')).toBeTruthy();
  });

  it('says an unknown game is not found, with a close button in the popup', async () => {
    renderSportsWidget(
      <GameStatistics
        props={{ titleKey: 'sports:statistic_table_title', popup: true }}
        slots={noSlots}
        path="p"
      />,
      { url: '/en/statisticpopup/999' },
    );
    expect(await screen.findByText('This game could not be found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
