import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
// Switches something for a whole brand or the feed: on the second server, one spec at a time
// (playwright.config.ts, project 'exclusive').
import { EXCLUSIVE_AURORA as AURORA, collectPageErrors, expectAccessible } from './helpers';

// An editor edits home in the studio: adds a widget next to the hero, sees the inline error of
// its empty text prop, fixes it from the dictionary picker, previews the draft in the real site
// as a guest and signed in, in Russian and English, publishes; a customer tab of home that was
// already open shows the new heading without a reload; rolling back removes it again.

const expectSoon = expect.configure({ timeout: 20_000 });

const EDITOR = { login: 'studio-editor-e2e', password: 'Studio-Editor-2026!', role: 'editor' };
const HOME_QUERY = 'brand=aurora&kind=page&id=home';
const NEW_HEADING = { ru: 'Ставки на спорт и казино', en: 'Sports betting and casino' };

async function createEditor(request: APIRequestContext): Promise<void> {
  const res = await request.post(`${AURORA}/test-control/operators`, { data: EDITOR });
  expect([200, 201]).toContain(res.status());
}

/** An operator API call from the studio page itself (its session cookie, its origin). */
async function operatorApi(
  page: Page,
  method: string,
  path: string,
): Promise<{ status: number; data: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path }) => {
      const res = await fetch(`/operator-api/studio/${path}`, { method });
      const text = await res.text();
      return {
        status: res.status,
        data: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
    },
    { method, path },
  );
}

test('an editor adds a widget to home, fixes its prop, previews, publishes live and rolls back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await createEditor(request);
  const errors = collectPageErrors(page);

  await page.goto(`${AURORA}/studio/content?${HOME_QUERY}`);
  await expectSoon(page.getByLabel('Login')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Login').fill(EDITOR.login);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSoon(page.getByTestId('studio-operator')).toContainText(EDITOR.login);
  await expect(page.getByTestId('studio-operator')).toContainText('Editor');

  // Start from what customers see: no draft left over; the live version is the one to restore.
  await operatorApi(page, 'DELETE', `draft?${HOME_QUERY}`);
  const opened = await operatorApi(page, 'GET', `document?${HOME_QUERY}`);
  const restoreTo = (opened.data.publishedVersion as number | null) ?? 0;
  await page.reload();
  const editor = page.getByTestId('document-editor');
  await expectSoon(editor.getByRole('heading', { name: /home/ })).toBeVisible();

  // A customer's tab of home, open before the change.
  const customer = await browser.newPage();
  await customer.goto(`${AURORA}/ru/`);
  await expectSoon(customer.getByRole('contentinfo')).toBeVisible();
  const newHeading = customer.getByRole('heading', { name: NEW_HEADING.ru, exact: true });
  await expect(newHeading).toHaveCount(0);

  // The tree moves the editor to the hero; a Heading is added after it, its text empty.
  await page.getByRole('treeitem', { name: /HeroBanner/ }).click();
  await page.getByRole('button', { name: 'Add widget' }).click();
  const picker = page.getByRole('dialog', { name: 'Add widget' });
  await picker.getByLabel('Find a widget').fill('Heading');
  await picker.locator('[data-widget="Heading"]').click();
  await expect(picker).toBeHidden();
  await expectSoon(page.getByRole('treeitem', { name: /^Heading/ })).toBeVisible();

  // The bad prop: marked inline in the editor and listed in the schemas:check words.
  await expectSoon(page.locator('.cm-lintRange-error').first()).toBeVisible();
  const problem = page.getByTestId('findings').getByRole('button', { name: /Heading props:/ });
  await expectSoon(problem).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();

  // Fixed from the dictionary picker, which shows each language's text.
  await problem.click();
  const texts = page.getByTestId('text-key-panel');
  await expectSoon(texts).toBeVisible();
  await texts.getByLabel('Find a text by key or words').fill('home_title');
  const choice = texts.locator('[data-text-key="home:home_title"]');
  await expect(choice).toContainText(NEW_HEADING.ru);
  await expect(choice).toContainText(NEW_HEADING.en);
  await choice.click();
  await expectSoon(page.locator('.cm-lintRange-error')).toHaveCount(0);
  await expectSoon(page.getByTestId('findings')).toContainText('No problems');
  await expectAccessible(page);

  // The preview: the draft in the real site, as a guest in Russian, then signed in, in English.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const previewPanel = page.getByRole('region', { name: 'Preview' });
  await expectSoon(page.locator('iframe.studio-preview__frame')).toHaveAttribute(
    'data-ready',
    'true',
  );
  const frame = page.frameLocator('iframe.studio-preview__frame');
  await expectSoon(frame.getByRole('heading', { name: NEW_HEADING.ru, exact: true })).toBeVisible();
  await previewPanel.getByLabel('Visitor').selectOption('signed-in');
  await previewPanel.getByLabel('Language').selectOption('en');
  await expectSoon(frame.getByRole('heading', { name: NEW_HEADING.en, exact: true })).toBeVisible();
  await previewPanel.getByLabel('Visitor').selectOption('guest');
  await expectSoon(frame.getByRole('heading', { name: NEW_HEADING.en, exact: true })).toBeVisible();
  await expect(newHeading).toHaveCount(0);

  // Published: the open customer tab shows it without a reload.
  const publish = page.getByRole('button', { name: 'Publish' });
  await expectSoon(publish).toBeEnabled();
  await publish.click();
  await expectSoon(
    page.getByRole('status').filter({ hasText: 'Published as version' }),
  ).toBeVisible();
  await expectSoon(newHeading).toBeVisible();

  // Rolled back to the version customers saw before: the heading goes away again.
  await page.getByRole('tab', { name: 'Versions' }).click();
  await page
    .locator(`[data-version="${restoreTo}"]`)
    .getByRole('button', { name: 'Restore' })
    .click();
  await expectSoon(
    page
      .getByRole('status')
      .filter({ hasText: restoreTo === 0 ? 'repository file' : `Version ${restoreTo} restored` }),
  ).toBeVisible();
  await expectSoon(newHeading).toHaveCount(0);

  // No draft left for other runs.
  await operatorApi(page, 'DELETE', `draft?${HOME_QUERY}`);
  expect(errors).toEqual([]);
  await customer.close();
});

test('two editors save the same draft: the second is shown the difference and keeps both versions', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const first = { ...EDITOR, login: 'studio-editor-e2e-a' };
  const second = { ...EDITOR, login: 'studio-editor-e2e-b' };
  for (const editor of [first, second]) {
    const res = await request.post(`${AURORA}/test-control/operators`, { data: editor });
    expect([200, 201]).toContain(res.status());
  }
  const ABOUT = 'brand=aurora&kind=page&id=about';

  const openAbout = async (editor: typeof first) => {
    const page = await browser.newPage();
    await page.goto(`${AURORA}/studio/content?${ABOUT}`);
    await page.getByLabel('Login').fill(editor.login);
    await page.getByLabel('Password').fill(editor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectSoon(page.getByRole('treeitem', { name: /ContentPage/ })).toBeVisible();
    return page;
  };
  const addWidget = async (page: Page, name: string) => {
    await page.getByRole('treeitem', { name: /ContentPage/ }).click();
    await page.getByRole('button', { name: 'Add widget' }).click();
    await page.getByLabel('Find a widget').fill(name);
    await page.locator(`[data-widget="${name}"]`).click();
    await expectSoon(page.getByRole('treeitem', { name: new RegExp(`^${name}`) })).toBeVisible();
  };

  const a = await openAbout(first);
  await operatorApi(a, 'DELETE', `draft?${ABOUT}`);
  await a.reload();
  await expectSoon(a.getByRole('treeitem', { name: /ContentPage/ })).toBeVisible();
  const b = await openAbout(second);

  // A saves first (Ctrl-S); B, who opened the same version, saves after.
  await addWidget(a, 'Heading');
  await a.getByTestId('json-editor').locator('.cm-content').press('Control+s');
  await expectSoon(a.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await addWidget(b, 'Snowfall');
  await b.getByRole('button', { name: 'Save draft' }).click();

  // B is told who saved, and sees their lines against its own.
  const conflict = b.getByRole('dialog', { name: 'Someone else saved this draft' });
  await expectSoon(conflict).toBeVisible();
  await expect(conflict).toContainText(first.login);
  const diff = conflict.getByLabel('Differences between their version and yours');
  await expect(diff.locator('.removed', { hasText: '"widget": "Heading"' })).toBeVisible();
  await expect(diff.locator('.added', { hasText: '"widget": "Snowfall"' })).toBeVisible();

  // Taking theirs keeps B's version aside; one click brings it back; saved over theirs.
  await conflict.getByRole('button', { name: 'Take theirs (mine kept aside)' }).click();
  await expectSoon(b.getByRole('treeitem', { name: /^Heading/ })).toBeVisible();
  await expect(b.getByRole('treeitem', { name: /^Snowfall/ })).toHaveCount(0);
  await b.getByRole('button', { name: 'Bring my version back' }).click();
  await expectSoon(b.getByRole('treeitem', { name: /^Snowfall/ })).toBeVisible();
  await b.getByRole('button', { name: 'Save draft' }).click();
  await expectSoon(b.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  const stored = await operatorApi(b, 'GET', `document?${ABOUT}`);
  expect(JSON.stringify(stored.data.document)).toContain('Snowfall');
  await operatorApi(b, 'DELETE', `draft?${ABOUT}`);
  await a.close();
  await b.close();
});
