import { expect, test } from '@playwright/test';
import { AURORA, collectPageErrors, expectAccessible, NORD, plain } from './helpers';

// Content pages render real Markdown content (content/<brand or _default>/<lng>/) in ru, en and
// RTL ar, with contents, listings, tags, pages, the 404 of an unknown slug and the calculator.

test('a reader goes through information pages, rules chapters and news in en, ru and ar', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const h1 = page.getByRole('heading', { level: 1 });

  await test.step('about: the article, its callout link, and its own SEO text under the page', async () => {
    await page.goto(`${AURORA}/en/about`);
    await expect(h1).toHaveText('About us');
    await expect(
      page.getByRole('heading', { level: 2, name: 'What you can do here' }),
    ).toBeVisible();
    await expect(page.locator('.content-page__callout a', { hasText: 'contacts' })).toHaveAttribute(
      'href',
      '/en/contacts',
    );
    await expect(page.locator('.seo-block h2')).toHaveText(
      'Sports betting and casino on one account',
    );
    await expect(page).toHaveTitle('About us | Aurora Bet');
    await expectAccessible(page);
  });

  await test.step('rules: a chapter, its table, and the contents leading to the next chapter', async () => {
    await page.goto(`${AURORA}/en/rules/2/1`);
    await expect(h1).toHaveText('Coupon types');
    await expect(
      page.getByRole('table').getByRole('cell', { name: 'every outcome wins' }),
    ).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link', { name: 'Coupon types' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await contents.getByRole('link', { name: 'Settlement' }).click();
    await expect(page).toHaveURL(`${AURORA}/en/rules/2/2`);
    await expect(h1).toHaveText('Settlement');
  });

  await test.step('news: newest first, four to a page, a tag, then one story', async () => {
    await page.goto(`${AURORA}/en/news`);
    await expect(h1).toHaveText('News');
    const cards = page.locator('.content-list__card');
    await expect(cards).toHaveCount(4);
    await expect(cards.first().getByRole('link')).toHaveText('Toto jackpot rolls over');
    await page.getByRole('link', { name: 'Older' }).click();
    await expect(page).toHaveURL(`${AURORA}/en/news?page=2`);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('A new crash game');
    await page.getByRole('link', { name: '#lotto' }).click();
    await expect(cards).toHaveCount(1);
    await cards.first().getByRole('link', { name: 'Lotteries you can verify' }).click();
    await expect(page).toHaveURL(`${AURORA}/en/news/provably-fair-lotto`);
    await expect(h1).toHaveText('Lotteries you can verify');
    await expect(page.locator('time')).toHaveAttribute('datetime', '2026-11-12');
  });

  await test.step('an unknown story is the 404 page', async () => {
    await page.goto(`${AURORA}/en/news/no-such-story`);
    await expect(h1).toHaveText('This page could not be found');
  });

  await test.step('ru: the brand’s own contacts; ar: right to left, with the declared English fallback marked', async () => {
    await page.goto(`${AURORA}/ru/contacts`);
    await expect(h1).toHaveText('Контакты');
    await expect(page.getByRole('cell', { name: 'support@aurora.example' })).toBeVisible();
    await page.goto(`${AURORA}/ar/about`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(h1).toHaveText('من نحن');
    await page.goto(`${AURORA}/ar/howbet`);
    await expect(h1).toHaveText('How to bet');
    await expect(page.locator('article.content-page__article')).toHaveAttribute('lang', 'en');
    await expectAccessible(page);
  });

  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('nord: bonus pages under their offers address, and the calculator counting like the coupon', async ({
  page,
}) => {
  const h1 = page.getByRole('heading', { level: 1 });

  await test.step('promoBonusToOffer sends bonuses to bonuses-offers, and the contents keep that address', async () => {
    await page.goto(`${NORD}/en/bonuses`);
    await expect(page).toHaveURL(`${NORD}/en/bonuses-offers`);
    await expect(h1).toHaveText('Bonuses');
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Express bonus' })
      .click();
    await expect(page).toHaveURL(`${NORD}/en/bonuses-offers/promotions/express-bonus`);
    await expect(h1).toHaveText('Express bonus');
  });

  await test.step('a landing from the offers page: its hero and its call to action; a legacy rules name', async () => {
    await page.goto(`${NORD}/en/bonuses-offers/offers`);
    await page
      .locator('.content-page__article')
      .getByRole('link', { name: 'Express boost', exact: true })
      .click();
    await expect(page).toHaveURL(`${NORD}/en/bonuses-offers/landing/express-boost`);
    await expect(h1).toHaveText('Express boost: up to 10% more');
    await expect(page).toHaveTitle(/^Express boost: up to 10% more \| /);
    const hero = page.locator('img.content-page__hero');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'See the express bonus' }).click();
    await expect(page).toHaveURL(`${NORD}/en/bonuses-offers/promotions/express-bonus`);
    await expect(h1).toHaveText('Express bonus');
    await page.goto(`${NORD}/en/bonus-rules`);
    await expect(page).toHaveURL(`${NORD}/en/bonuses-offers/rules`);
    await expect(h1).toHaveText('Bonus rules');
  });

  await test.step('the payment page exists only where route 467 is available', async () => {
    await page.goto(`${NORD}/en/payment`);
    await expect(h1).toHaveText('Deposits and withdrawals');
    // A brand without route 467 in its config: the client's guard gives the 404 page.
    await page.route(/\/en\/payment$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '"availableRouteIds":[47,467]',
        '"availableRouteIds":[47]',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${AURORA}/en/payment`);
    await expect(h1).toHaveText('This page could not be found');
  });

  await test.step('the calculator: an express, then a 2 of 3 system with one void selection', async () => {
    await page.goto(`${NORD}/en/betting-calculator`);
    await expect(h1).toHaveText('Betting calculator');
    for (const n of [1, 2, 3]) await page.getByLabel(`Odds of selection ${n}`).fill('2');
    await page.getByLabel('Stake', { exact: true }).fill('100');
    await expect(page.getByTestId('calculator-coef')).toHaveText('8.00');
    await expect(page.getByTestId('calculator-possible-win')).toHaveText('800.00');
    await page.getByRole('radio', { name: 'System' }).check();
    await page.getByLabel('Result of selection 3').selectOption('void');
    await expect(page.getByTestId('calculator-possible-win')).toHaveText('400.00');
    // Combinations 1-2 (4), 1-3 (2), 2-3 (2): 8 of the 12 a full win pays, on a third of the stake each.
    expect(plain(await page.getByTestId('calculator-payout').textContent())).toBe('266.66');
    await page.getByLabel('Odds of selection 2').fill('abc');
    await expect(page.getByRole('alert')).toContainText('1.01 to 1000');
  });
});
