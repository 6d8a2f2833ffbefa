import { expect, test, type Locator } from '@playwright/test';
import { formatCoef } from '../../domain/odds';
import { AURORA, collectPageErrors, expectAccessible, gameRows } from './helpers';

// The live journey: a visitor opens /ru/live, sees live games move on their own, opens a
// game with all its markets, switches to fractional odds, and opens the results.

/** How long the simulated feed may take to move a clock or a price (it ticks every second). */
const MOVE_WAIT_MS = 20_000;
// A client-side navigation commits its URL once the route's loaders (page schema, dictionaries,
// the page's widget chunks) have answered: on a loaded CI machine a click from home to a game
// took longer than the default 5 s (the URL was still /ru/). Waits are generous, never a measure.
const DECIMAL = 0; // SPEC section 9: coefficient display ids 0 and 1
const FRACTIONAL = 1;
/** Bound on the wait for finished games on a fresh database (history is stored at start). */
const FIRST_RESULT_WAIT_MS = 15_000;

/** The prices shown, by outcome id (blocked cells show none and are left out). */
async function pricesOf(scope: Locator): Promise<Map<string, string>> {
  const cells = scope.locator('.odds-cell:not(.odds-cell--blocked)');
  const pairs = await cells.evaluateAll((buttons) =>
    buttons.map((b) => [
      b.getAttribute('data-outcome-id') ?? '',
      b.querySelector('.odds-cell__coef')?.textContent ?? '',
    ]),
  );
  return new Map(pairs as [string, string][]);
}

test.describe('sports pages', () => {
  test('live games move on their own; a game shows every market; odds switch to fractional', async ({
    page,
  }) => {
    // One visitor's whole visit: it waits for the feed to move and checks two full pages with axe.
    test.setTimeout(90_000);
    const errors = collectPageErrors(page);
    await page.goto(`${AURORA}/ru/live`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ставки в лайве' })).toBeVisible();
    await expect(gameRows(page).first()).toBeVisible();

    // Clocks, scores and odds of the list change with no reload. The whole live list is watched,
    // not one championship's: the two games of a championship may both be at half-time (5 min of
    // real time with no clock and no price moving), which failed a CI run when the first list was.
    const lists = page
      .locator('.sports-block')
      .filter({ has: gameRows(page) })
      .first();
    const before = await lists.innerText();
    await expect.poll(() => lists.innerText(), { timeout: MOVE_WAIT_MS }).not.toBe(before);
    await expectAccessible(page);

    // A game page: the opponents title it, and its markets come in groups. A game whose prices
    // are all closed (finished, or suspended for a goal) is passed over.
    await gameRows(page)
      .filter({ has: page.locator('.odds-cell:not(.odds-cell--blocked)') })
      .first()
      .locator('.game-row__link')
      .click();
    await expect(page).toHaveURL(/\/ru\/live\/\d+[^/]*\/\d+[^/]*\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(' — ');
    const markets = page.locator('.game-markets');
    await expect(markets.getByRole('heading', { level: 2, name: 'Рынки' })).toBeVisible();
    expect(await markets.locator('.market-outcomes').count()).toBeGreaterThan(3);
    await expectAccessible(page);

    // Fractional odds: every cell reads n/m, each the conversion of the decimal it showed. The
    // display settings sit behind one button above the games (the bet slip has the right column);
    // it is opened first, so the two reads of the prices stay close together.
    await page.getByRole('button', { name: 'Настройки отображения' }).click();
    const formats = page.getByRole('combobox', { name: 'Формат коэффициентов' });
    await expect(formats).toBeVisible();
    // The feed suspends a live game's markets for a moment now and then (a dangerous attack, a
    // goal): wait until prices are open again rather than reading them blocked. Late in a game
    // most markets are as good as settled and stay closed, so a few open prices are enough.
    await expect
      .poll(async () => (await pricesOf(markets)).size, { timeout: MOVE_WAIT_MS })
      .toBeGreaterThan(0);
    const everyCell = (shape: RegExp) => async () =>
      [...(await pricesOf(markets)).values()].every((t) => shape.test(t));
    // Live prices may move between the two reads, the more so on a loaded machine: when most
    // cells moved in between, back to decimal and read both again (a few tries).
    let converted = 0;
    let shown = 0;
    for (let attempt = 0; attempt < 5 && converted <= shown / 2; attempt++) {
      if (attempt > 0) {
        await formats.selectOption(String(DECIMAL));
        await expect.poll(everyCell(/^\d+\.\d{2}$/)).toBe(true);
      }
      const decimals = await pricesOf(markets);
      for (const text of decimals.values()) expect(text).toMatch(/^\d+\.\d{2}$/);
      await formats.selectOption(String(FRACTIONAL));
      await expect.poll(everyCell(/^\d+\/\d+$/)).toBe(true);
      const fractions = await pricesOf(markets);
      shown = decimals.size;
      converted = [...decimals].filter(
        ([id, decimal]) => formatCoef(Number(decimal), FRACTIONAL) === fractions.get(id),
      ).length;
    }
    expect(converted).toBeGreaterThan(shown / 2);
    expect(errors).toEqual([]);
  });

  test('home shows top live and top line games; a game has its statistics page', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${AURORA}/ru/`);
    const topLive = page.locator('.top-games[data-betting-type="live"]');
    await expect(topLive.getByRole('heading', { level: 2, name: 'Топ лайв' })).toBeVisible();
    await expect(gameRows(topLive).first()).toBeVisible();
    const topLine = page.locator('.top-games[data-betting-type="line"]');
    await gameRows(topLine).first().locator('.game-row__link').click();
    await expect(page).toHaveURL(/\/ru\/line\/\d+/);
    // Statistics open in a new window by default (SPEC section 9 isDisplayStatsInNewWindow 1).
    const popup = page.getByRole('link', { name: 'Статистика в новом окне', exact: true });
    await expect(popup).toHaveAttribute('target', '_blank');
    const popupPath = (await popup.getAttribute('href'))!;
    expect(popupPath).toMatch(/^\/ru\/statisticpopup\/\d+$/);
    await page.goto(`${AURORA}${popupPath.replace('/statisticpopup/', '/statistic/')}`);
    await expect(page).toHaveURL(/\/ru\/statistic\/\d+$/);
    // The figures are this site's settled results (statistics.spec.ts checks them).
    await expect(page.getByTestId('statistics-source')).toHaveText(/рассчитан/);
    await expectAccessible(page);
    // The popup variant: no header or footer, a close button.
    await page.goto(page.url().replace('/statistic/', '/statisticpopup/'));
    await expect(page.getByTestId('statistics-source')).toHaveText(/рассчитан/);
    await expect(page.getByRole('button', { name: 'Закрыть' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('esports: types, disciplines and their games; multi-live follows chosen games', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${AURORA}/ru/cyber`);
    await expect(page).toHaveURL(`${AURORA}/ru/cyber/real/disciplines`);
    const types = page.getByRole('navigation', { name: 'Виды киберспорта' });
    await expect(types.getByRole('link', { name: 'Киберспорт' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.locator('.cyber-disciplines a[href*="/discipline/"]').first().click();
    await expect(page).toHaveURL(/\/ru\/cyber\/real\/discipline\/\d+/);
    await expect(gameRows(page).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${AURORA}/ru/multi`);
    const choices = page.locator('.multi-live__choices button');
    await expect(choices.first()).toBeVisible();
    const name = await choices.first().innerText();
    await choices.first().click();
    await expect(page).toHaveURL(/\?games=\d+$/);
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('unknown ids and malformed sports URLs show the 404 view', async ({ page }) => {
    await page.goto(`${AURORA}/ru/live/1/101/999999999`);
    await expect(page.getByRole('heading', { level: 1, name: 'Матч не найден' })).toBeVisible();
    await page.goto(`${AURORA}/ru/cyber/other/disciplines`);
    await expect(page.getByText('Такой страницы не существует')).toBeVisible();
  });

  test('results show finished games, live and by region', async ({ page }) => {
    // The page shows the server's today. The history a fresh database gets (server/sports/
    // results/resultsBackfill.ts) is of the hours before the start, so just after midnight, or
    // once limits.spec has moved the feed clock a day on, today can have no result yet: a live
    // game is finished now, so today has one whatever the time.
    const errors = collectPageErrors(page);
    const live = await page.request.get(`${AURORA}/web-api/sports/games?type=live&limit=50`);
    expect(live.ok(), await live.text()).toBe(true);
    const { games } = (await live.json()) as { games: { id: number }[] };
    const finished = await page.request.post(`${AURORA}/test-control/sports/finish`, {
      data: { gameId: games[0]!.id, home: 1, away: 0 },
    });
    expect(finished.ok(), await finished.text()).toBe(true);
    await page.goto(`${AURORA}/ru/results`);
    await expect(page.getByRole('heading', { level: 1, name: 'Результаты' })).toBeVisible();
    const rows = page.locator('.results__table tbody tr');
    await expect(rows.first()).toBeVisible({ timeout: FIRST_RESULT_WAIT_MS });
    await expect(rows.first()).toContainText(/\d+:\d+/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'По регионам' }).click();
    await expect(page).toHaveURL(`${AURORA}/ru/results/zone`);
    await expect(page.locator('.results__table tbody tr').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('/en/live names sports and markets in English', async ({ page }) => {
    const errors = collectPageErrors(page);
    const sportsAsked: string[] = [];
    page.on('request', (request) => {
      // The live stream carries prices and scores, never names (server/live/liveGames.ts).
      const url = request.url();
      if (url.includes('/web-api/sports/') && !url.includes('/web-api/sports/live/')) {
        sportsAsked.push(url);
      }
    });
    await page.goto(`${AURORA}/en/live`);
    await expect(gameRows(page).first()).toBeVisible();
    // Every list shows its main markets: a result or winner market is among them.
    const markets = page.locator('.game-list .market-outcomes');
    await expect(
      markets
        .filter({ hasText: /^(Match result|Match winner|Winner \(incl\. overtime\))/ })
        .first(),
    ).toBeVisible();
    const names = await markets.evaluateAll((groups) =>
      groups.map((g) => g.getAttribute('aria-label') ?? ''),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).not.toMatch(/[а-яё]/i);
    await expect(page.getByRole('link', { name: /^Football \d+/ }).first()).toBeVisible();
    expect(sportsAsked.length).toBeGreaterThan(0);
    for (const url of sportsAsked) expect(new URL(url).searchParams.get('lng'), url).toBe('en');
    expect(errors).toEqual([]);
  });
});
