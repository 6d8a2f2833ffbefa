import { expect, test } from '@playwright/test';
// Publishes a new remote part and a page for a whole brand: on the second server, one spec at a
// time (playwright.config.ts, project 'exclusive').
import { EXCLUSIVE_AURORA as AURORA, expectAccessible } from './helpers';

// An editor creates a remote part from its template in the studio and publishes it; a page made
// in the studio with a RemotePart of that name shows it to a customer without a deploy.

const expectSoon = expect.configure({ timeout: 20_000 });
const EDITOR = { login: 'studio-parts-e2e', password: 'Studio-Parts-2026!', role: 'editor' };

interface Tree {
  widget: string;
  props?: Record<string, unknown>;
  slots?: Record<string, Tree[]>;
}

test('an editor creates a remote part, publishes it and a customer page shows it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const created = await request.post(`${AURORA}/test-control/operators`, { data: EDITOR });
  expect([200, 201]).toContain(created.status());
  const stamp = Date.now().toString(36);
  const partId = `cup-${stamp}`;
  const pageId = `cup-page-${stamp}`;

  await page.goto(`${AURORA}/studio/create`);
  await page.getByLabel('Login').fill(EDITOR.login);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSoon(page.getByRole('heading', { name: 'New page', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: /^Create/ }).selectOption('part');
  await page.getByLabel('Template').selectOption('text');
  await page.getByLabel('Part name (a-z, 0-9, -; a letter first)').fill(partId);
  await page.getByLabel('Title', { exact: true }).fill('Autumn cup');
  await page.getByRole('button', { name: 'Create drafts' }).click();
  await expectSoon(page.getByRole('status')).toContainText(`mf/${partId}`);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Publish part and texts' }).click();
  await expectSoon(page.getByRole('status')).toContainText('Published');
  await expect(page.getByText(`the RemotePart widget with the name ${partId}`)).toBeVisible();

  // A page to show it on: created here, the part put on it in its draft (what the Content
  // section's editor saves), then published here.
  await page.getByRole('combobox', { name: /^Create/ }).selectOption('page');
  await page.getByLabel('Template').selectOption('info');
  await page.getByLabel('Page name (a-z, 0-9, -)').fill(pageId);
  await page.getByLabel('Title', { exact: true }).fill('Autumn news');
  await page.getByRole('button', { name: 'Create drafts' }).click();
  await expectSoon(page.getByRole('status')).toContainText(`info/${pageId}`);

  const studioApi = '/operator-api/studio';
  const opened = await page.request.get(
    `${AURORA}${studioApi}/document?brand=aurora&kind=page&id=${pageId}`,
  );
  expect(opened.status()).toBe(200);
  const { document, revision } = (await opened.json()) as {
    document: { body: Tree };
    revision: number;
  };
  const stack = document.body.slots!.content![0]!;
  stack.slots!.items!.push({ widget: 'RemotePart', props: { name: partId } });
  const saved = await page.request.put(`${AURORA}${studioApi}/draft`, {
    data: { brand: 'aurora', kind: 'page', id: pageId, document, baseRevision: revision },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.getByRole('button', { name: 'Publish page, texts and route' }).click();
  await expectSoon(page.getByRole('status')).toContainText('Published');

  const customer = await browser.newPage();
  await customer.goto(`${AURORA}/en/info/${pageId}`);
  await expectSoon(customer.getByRole('heading', { name: 'Autumn news' })).toBeVisible();
  await expectSoon(customer.getByRole('heading', { name: 'Autumn cup' })).toBeVisible();

  // The page's route rolled back, the address is gone again.
  await page.getByRole('button', { name: 'Roll back the route' }).click();
  await expectSoon(page.getByRole('status')).toContainText('Rolled back');
  await customer.goto(`${AURORA}/en/info/${pageId}`);
  await expectSoon(customer.getByRole('contentinfo')).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Autumn cup' })).toHaveCount(0);
});
