import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import BettingTypeTabs from '../../../widgets/BettingTypeTabs/BettingTypeTabs';
import MultiLive from '../../../widgets/MultiLive/MultiLive';
import Results from '../../../widgets/Results/Results';
import TopGames from '../../../widgets/TopGames/TopGames';
import { sportsPaths } from '../../../stores';
import { noSlots } from '../harness';
import {
  football,
  gameDetails,
  gamesAnswer,
  lineGame,
  liveGame,
  premierLeague,
  result,
} from './fixtures';
import { fakeSportsApi, renderSportsWidget } from './sportsHarness';

describe('BettingTypeTabs', () => {
  it('links live and line and marks the open section', () => {
    renderSportsWidget(
      <BettingTypeTabs
        props={{ labelKey: 'sports:betting_tabs_label' }}
        slots={noSlots}
        path="p"
      />,
      { url: '/ru/live/1-football' },
    );
    const nav = screen.getByRole('navigation', { name: 'Разделы ставок' });
    const live = within(nav).getByRole('link', { name: 'Лайв' });
    const line = within(nav).getByRole('link', { name: 'Линия' });
    expect(live.getAttribute('href')).toBe('/ru/live');
    expect(live.getAttribute('aria-current')).toBe('page');
    expect(line.getAttribute('href')).toBe('/ru/line');
    expect(line.getAttribute('aria-current')).toBeNull();
  });
});

describe('TopGames', () => {
  it('shows the top games of its section under a title linking to the section', async () => {
    const api = fakeSportsApi({
      [sportsPaths.top('line', 1)]: gamesAnswer('line', [lineGame(1), lineGame(2)]),
    });
    renderSportsWidget(
      <TopGames
        props={{
          titleKey: 'sports:top_line_title',
          emptyKey: 'sports:games_empty',
          bettingType: 'line',
          limit: 1,
        }}
        slots={noSlots}
        path="p"
      />,
      { url: '/en/', api },
    );
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    const title = screen.getByRole('heading', { level: 2 });
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/en/line');
    expect(title.textContent).toBe('Top pre-match');
  });
  it('holds the room of its rows while they load, then shows them in it', async () => {
    const api = fakeSportsApi({
      [sportsPaths.top('live', 3)]: gamesAnswer('live', [liveGame(1), liveGame(2), liveGame(3)]),
    });
    const { container } = renderSportsWidget(
      <TopGames
        props={{
          titleKey: 'sports:top_live_title',
          emptyKey: 'sports:games_empty',
          bettingType: 'live',
          limit: 3,
        }}
        slots={noSlots}
        path="p"
      />,
      { url: '/en/', api },
    );
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toContain('Loading');
    // The placeholder rows are the real rows' shape, hidden from assistive technology.
    expect(container.querySelectorAll('.game-row--placeholder')).toHaveLength(3);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(container.querySelector('.game-row--placeholder')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Results', () => {
  const renderResults = (options: Parameters<typeof renderSportsWidget>[1]) =>
    renderSportsWidget(
      <Results props={{ titleKey: 'sports:results_list_title' }} slots={noSlots} path="p" />,
      options,
    );

  it('lists finished games of the type of the route, with the final score', async () => {
    const api = fakeSportsApi({
      [sportsPaths.results({ type: 'zone', tz: 3 })]: {
        type: 'zone',
        date: '2026-11-21',
        zones: [
          {
            country: premierLeague.country,
            champs: [{ champ: premierLeague, results: [result(1)] }],
          },
        ],
      },
    });
    renderResults({
      url: '/en/results/zone',
      api,
    });
    const row = await screen.findByRole('row', { name: /Arsenal — Chelsea/ });
    expect(row.textContent).toContain('3:1 (2:0, 1:1)');
    const types = screen.getByRole('navigation', { name: 'Result types' });
    expect(
      within(types).getByRole('link', { name: 'By region' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('takes live as the type when the route names none, and says when nothing finished yet', async () => {
    const api = fakeSportsApi({
      [sportsPaths.results({ type: 'live', tz: 3 })]: {
        type: 'live',
        date: '2026-11-21',
        sports: [],
      },
    });
    renderResults({
      url: '/en/results',
      api,
    });
    expect(await screen.findByText('No finished games on November 21, 2026.')).toBeTruthy();
    expect(api.calls).toEqual(['/web-api/sports/results?type=live&tz=3']);
    // The next step is the day before; the server's today has no next day.
    const previous = screen.getAllByRole('link', { name: 'Previous day' });
    expect(previous.map((link) => link.getAttribute('href'))).toEqual([
      '/en/results/live?date=2026-11-20',
      '/en/results/live?date=2026-11-20',
    ]);
    expect(screen.queryByRole('link', { name: 'Next day' })).toBeNull();
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('2026-11-21');
  });

  it('shows the day of ?date=, steps a day either way and picks one from the calendar', async () => {
    const day = (answerDate: string) => ({ type: 'live', date: answerDate, sports: [] });
    const api = fakeSportsApi({
      [sportsPaths.results({ type: 'live', date: '2026-11-19', tz: 3 })]: {
        type: 'live',
        date: '2026-11-19',
        sports: [{ sport: football, champs: [{ champ: premierLeague, results: [result(1)] }] }],
      },
      [sportsPaths.results({ type: 'live', date: '2026-11-02', tz: 3 })]: day('2026-11-02'),
    });
    const view = renderResults({ url: '/en/results/live?date=2026-11-19', api });
    expect(await screen.findByRole('row', { name: /Arsenal — Chelsea/ })).toBeTruthy();
    expect(api.calls).toEqual(['/web-api/sports/results?type=live&date=2026-11-19&tz=3']);
    expect(screen.getByRole('link', { name: 'Previous day' }).getAttribute('href')).toBe(
      '/en/results/live?date=2026-11-18',
    );
    expect(screen.getByRole('link', { name: 'Next day' }).getAttribute('href')).toBe(
      '/en/results/live?date=2026-11-20',
    );
    // The type tabs keep the day.
    expect(screen.getByRole('link', { name: 'By region' }).getAttribute('href')).toBe(
      '/en/results/zone?date=2026-11-19',
    );
    const input = screen.getByLabelText('Day') as HTMLInputElement;
    act(() => fireEvent.change(input, { target: { value: '2026-11-02' } }));
    expect(await screen.findByText('No finished games on November 2, 2026.')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?date=2026-11-02');
    // An empty past day leads back to the latest results.
    expect(screen.getByRole('link', { name: 'Latest results' }).getAttribute('href')).toBe(
      '/en/results/live',
    );
  });

  it('reads a malformed or future ?date= as today', async () => {
    const api = fakeSportsApi({
      [sportsPaths.results({ type: 'live', tz: 3 })]: {
        type: 'live',
        date: '2026-11-21',
        sports: [],
      },
    });
    renderResults({ url: '/en/results/live?date=2026-02-31', api });
    expect(await screen.findByText('No finished games on November 21, 2026.')).toBeTruthy();
    expect(api.calls).toEqual(['/web-api/sports/results?type=live&tz=3']);
  });
});

describe('MultiLive', () => {
  it('adds live games to the boards (kept in the URL) up to its maximum, and removes them', async () => {
    const api = fakeSportsApi({
      [sportsPaths.games({ type: 'live' })]: gamesAnswer('live', [
        liveGame(1),
        liveGame(2),
        liveGame(3),
      ]),
      [sportsPaths.multi([1])]: { games: [gameDetails(1)], missingIds: [] },
      [sportsPaths.multi([1, 2])]: { games: [gameDetails(1), gameDetails(2)], missingIds: [] },
    });
    const view = renderSportsWidget(
      <MultiLive
        props={{ titleKey: 'sports:multi_choose_title', max: 2 }}
        slots={noSlots}
        path="p"
      />,
      { url: '/en/multi', api },
    );
    expect(screen.getByText('Choose up to 2 live games to follow side by side.')).toBeTruthy();
    const first = await screen.findByRole('button', { name: 'Home 1 — Away 1' });
    act(() => first.click());
    expect(await screen.findByRole('heading', { level: 3, name: 'Home 1 — Away 1' })).toBeTruthy();
    expect(view.router.state.location.search).toBe('?games=1');
    act(() => screen.getByRole('button', { name: 'Home 2 — Away 2' }).click());
    expect(await screen.findByRole('heading', { level: 3, name: 'Home 2 — Away 2' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('At most 2 games fit side by side.');
    expect(
      (screen.getByRole('button', { name: 'Home 3 — Away 3' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    act(() =>
      screen.getByRole('button', { name: 'Remove Home 1 — Away 1 from multi-live' }).click(),
    );
    expect(view.router.state.location.search).toBe('?games=2');
  });
});
