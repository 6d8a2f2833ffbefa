// Statistics from this site's settled results (SPEC section 2 "statistic and statisticpopup"): a
// game settled through the test-control API (as the feed would finish it) is counted in the
// championship table another game of that championship shows.
import { expect, test } from '@playwright/test';
import { AURORA, collectPageErrors, expectAccessible } from './helpers';

interface Game {
  id: number;
  champId: number;
  status: number;
  isLiveInLive: boolean;
  timeSec: number | null;
  startAt: number;
  opponents: { id: number; name: string }[];
}

interface Row {
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

test('a game settled on the site is counted in the statistics of its championship', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  const res = await request.get(`${AURORA}/web-api/sports/games?type=line&limit=300`);
  expect(res.ok()).toBe(true);
  const { games } = (await res.json()) as { games: Game[] };
  const now = Date.now() / 1000;
  const usable = games.filter(
    (g) => g.status === 1 && !g.isLiveInLive && !g.timeSec && g.startAt - now > 15 * 60,
  );
  // Two line games of one championship: one is settled, the other's statistics page is read.
  // The second worker takes pairs from the other end, so the two never settle the same game.
  const byChamp = new Map<number, Game[]>();
  for (const g of usable) byChamp.set(g.champId, [...(byChamp.get(g.champId) ?? []), g]);
  const pairs = [...byChamp.values()].filter(
    (list) => list.length >= 2 && list[0]?.opponents.length === 2,
  );
  if (test.info().parallelIndex % 2 === 1) pairs.reverse();
  const [settled, shown] = pairs[0] ?? [];
  if (!settled || !shown) throw new Error('no championship with two line games');
  const [home, away] = settled.opponents;
  if (!home || !away) throw new Error('a game without two sides');

  const statsUrl = `${AURORA}/web-api/sports/games/${shown.id}/statistics`;
  const before = (await (await request.get(statsUrl)).json()) as {
    source: { results: number };
    standings: Row[];
  };
  const rowBefore = before.standings.find((r) => r.teamId === home.id);

  const finish = await request.post(`${AURORA}/test-control/sports/finish`, {
    data: { gameId: settled.id, home: 3, away: 1 },
  });
  expect(finish.ok(), await finish.text()).toBe(true);

  await page.goto(`${AURORA}/en/statistic/${shown.id}`);
  const source = page.getByTestId('statistics-source');
  await expect(source).toContainText(
    `computed from the results of this championship's games settled on this site. Games counted: ${before.source.results + 1},`,
  );
  const table = page.getByRole('table', { name: 'Table' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: home.name, exact: true }) });
  const expected = [
    (rowBefore?.played ?? 0) + 1,
    (rowBefore?.won ?? 0) + 1,
    rowBefore?.drawn ?? 0,
    rowBefore?.lost ?? 0,
    (rowBefore?.goalsFor ?? 0) + 3,
    (rowBefore?.goalsAgainst ?? 0) + 1,
    (rowBefore?.points ?? 0) + 3,
  ].map(String);
  await expect(row.locator('td')).toHaveText([/^\d+$/, ...expected]);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
