import { expect, test } from '@playwright/test';
import { AURORA, collectPageErrors, headerBalance, minorOf, registerAndDeposit } from './helpers';

// A game of the outside provider Outpost Games in Chromium (production build, SPEC section 7
// "Games and third-party calls"): `npm start` runs the provider as a process of its own; the
// customer opens its coin flip, the frame comes from the provider's origin, a round is played for
// real money through the signed wallet, the header balance and the office history move by
// exactly the stake and the win, and the revealed seed matches the hash shown before the round.

// The machine is shared with other builds: waits are generous, never a measure of speed.
test.describe.configure({ timeout: 120_000 });

test('a customer plays a round of the outside provider: the balance and the history move by exactly stake and win', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${AURORA}/en/`);
  await registerAndDeposit(page, '500');
  const before = await headerBalance(page);
  expect(before).toBe(50_000);

  const listed = await page.request.get(`${AURORA}/web-api/casino/games?provider=outpost-games`);
  const games = ((await listed.json()) as { items: { name: string; playable: boolean }[] }).items;
  expect(games.map((g) => [g.name, g.playable]).sort()).toEqual([
    ['Outpost Coin Flip', true],
    ['Outpost Dice', true],
  ]);

  await page.goto(`${AURORA}/en/games/outpost-coin-flip`);
  const frame = page.locator('iframe[title="Game: Outpost Coin Flip"]');
  await expect(frame).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/play\/outpost-coin\?/);
  const game = page.frameLocator('iframe[title="Game: Outpost Coin Flip"]');
  await expect(game.getByTestId('outpost-balance')).toHaveAttribute('data-minor', String(before), {
    timeout: 25_000,
  });
  const hashBefore = await game.locator('.op-fair dd').first().textContent();
  expect(hashBefore).toMatch(/^[0-9a-f]{64}$/);

  await game.getByRole('button', { name: 'Tails' }).click();
  await game.getByRole('button', { name: 'Play' }).click();
  const result = game.getByTestId('outpost-result');
  await expect(result).toHaveAttribute('data-outcome', 'played', { timeout: 20_000 });
  const stake = Number(await result.getAttribute('data-stake'));
  const win = Number(await result.getAttribute('data-win'));
  expect(stake).toBe(1_000);
  expect([0, 1_960]).toContain(win);
  const expected = before - stake + win;
  await expect(game.getByTestId('outpost-balance')).toHaveAttribute('data-minor', String(expected));
  // The seed revealed after the round is the one whose hash was shown before it.
  await expect(game.locator('[data-verified]')).toHaveAttribute('data-verified', 'true');
  await expect(game.locator('.op-fair dd').first()).toHaveText(hashBefore!);

  // The header follows the wallet while the game is open.
  await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(expected);

  // The office history shows the round with its stake and win.
  await page.goto(`${AURORA}/en/office/history`);
  await page.getByLabel('Show').selectOption('casino');
  const rows = page.locator('[data-testid^="casino-round-row-"]');
  await expect(rows).toHaveCount(1, { timeout: 20_000 });
  const cells = rows.first().locator('td');
  expect(minorOf((await cells.nth(2).textContent()) ?? '')).toBe(stake);
  expect(minorOf((await cells.nth(4).textContent()) ?? '')).toBe(win);
  await expect(rows.first()).toContainText('Outpost Coin Flip');
  expect(await headerBalance(page)).toBe(expected);
  expect(errors).toEqual([]);
});
