import { expect, test, type APIRequestContext, type Frame, type Page } from '@playwright/test';
// Switches something for a whole brand or the feed: on the second server, one spec at a time
// (playwright.config.ts, project 'exclusive').
import { EXCLUSIVE_AURORA as AURORA, EXCLUSIVE_NORD as NORD, collectPageErrors } from './helpers';

// A partner of Aurora edits its brand book in the studio: the preview shows the draft in the
// real site, a failing colour is flagged before publishing, a passing one is published and an
// open Aurora tab takes it without a reload; Nord is untouched and refuses the partner's write.

const expectSoon = expect.configure({ timeout: 20_000 });

const PARTNER = { login: 'aurora-partner-e2e', password: 'Aurora-Partner-2026!', role: 'partner' };
const FAILING_PRIMARY = '#ffd54f'; // 1.4:1 on white
/** Two passing colours (10:1 and 10.3:1 on white): the one the brand is not already using. */
const PASSING_PRIMARIES = ['#4c1d95', '#1e3a8a'];

async function createPartner(request: APIRequestContext): Promise<void> {
  const res = await request.post(`${AURORA}/test-control/operators`, {
    data: { ...PARTNER, brand: 'aurora' },
  });
  expect([200, 201]).toContain(res.status());
}

/** An operator API call from the studio page itself (its session cookie, its origin). */
async function operatorApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/operator-api/studio/${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return {
        status: res.status,
        data: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
    },
    { method, path, body },
  );
}

const brandPrimary = (page: Page | Frame) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
  );

const AURORA_BOOK = 'brand=aurora&kind=brandBook&id=aurora';

test('a partner changes its primary colour: warned, published, shown live on Aurora only, refused on Nord, rolled back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await createPartner(request);
  const errors = collectPageErrors(page);

  await page.goto(`${AURORA}/studio/brand-book?brand=aurora`);
  await page.getByLabel('Login').fill(PARTNER.login);
  await page.getByLabel('Password').fill(PARTNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSoon(page.getByRole('heading', { name: 'Brand book: aurora' })).toBeVisible();

  // The version to come back to: the one served now (0: the shipped file).
  const opened = await operatorApi(page, 'GET', `document?${AURORA_BOOK}`);
  expect(opened.status).toBe(200);
  const restoreTo = (opened.data.publishedVersion as number | null) ?? 0;

  // Customers of both brands, open before the change.
  const aurora = await browser.newPage();
  await aurora.goto(`${AURORA}/ru/`);
  await expectSoon.poll(() => brandPrimary(aurora)).not.toBe('');
  const auroraBefore = await brandPrimary(aurora);
  const PASSING_PRIMARY = PASSING_PRIMARIES.find((c) => c !== auroraBefore)!;
  const nord = await browser.newPage();
  await nord.goto(`${NORD}/en/`);
  await expectSoon.poll(() => brandPrimary(nord)).not.toBe('');
  const nordBefore = await brandPrimary(nord);

  // The preview: the real Aurora site in preview mode; a flag forced off outlines its widget.
  const frameElement = page.locator('iframe.studio-preview__frame');
  await expectSoon(frameElement).toHaveAttribute('data-ready', 'true');
  await page.getByText('Site flags').click();
  await page.getByLabel('snowfall').selectOption('off');
  const preview = page.frameLocator('iframe.studio-preview__frame');
  const outline = preview.locator('[data-studio-hidden="Snowfall"]');
  await expectSoon(outline).toBeVisible();
  // Straight to the outline: the site's own notices (age, cookies) may cover the page.
  await outline
    .getByRole('button', { name: 'Hidden widget Snowfall: show why' })
    .dispatchEvent('click');
  await expectSoon(page.getByRole('status').filter({ hasText: 'Snowfall' })).toContainText(
    'hidden because `config.snowfall` is false',
  );

  // A failing colour: the contrast warning names the entry, the preview shows the draft.
  const primary = page.getByLabel('Value of primary', { exact: true });
  await primary.fill(FAILING_PRIMARY);
  const findings = page.getByTestId('brand-book-findings');
  await expectSoon(findings).toContainText(`contrast of 'primary' (${FAILING_PRIMARY})`);
  const frame = page.frames().find((f) => f.url().includes('studio-preview=1'))!;
  await expectSoon.poll(() => brandPrimary(frame)).toBe(FAILING_PRIMARY);

  // A passing colour: no finding; published.
  await primary.fill(PASSING_PRIMARY);
  await expectSoon(findings).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expectSoon(page.getByTestId('brand-book-published')).toBeVisible();

  // The open Aurora tab shows it without a reload; Nord is unchanged.
  await expectSoon.poll(() => brandPrimary(aurora)).toBe(PASSING_PRIMARY);
  await nord.reload();
  await expectSoon.poll(() => brandPrimary(nord)).not.toBe('');
  expect(await brandPrimary(nord)).toBe(nordBefore);

  // The partner's write to Nord's brand book is refused.
  const nordWrite = await operatorApi(page, 'PUT', 'draft', {
    brand: 'nord',
    kind: 'brandBook',
    id: 'nord',
    document: { schemaVersion: 1, partnerCssBrandBook: [], logo: { src: '/x.svg', alt: 'x' } },
    baseRevision: 0,
  });
  expect(nordWrite).toMatchObject({ status: 403, data: { reason: 'operator_forbidden' } });

  // Restore the earlier version.
  const rolledBack = await operatorApi(page, 'POST', 'rollback', {
    brand: 'aurora',
    kind: 'brandBook',
    id: 'aurora',
    version: restoreTo,
  });
  expect(rolledBack.status).toBe(200);
  await expectSoon.poll(() => brandPrimary(aurora)).toBe(auroraBefore);
  expect(errors).toEqual([]);
  await aurora.close();
  await nord.close();
});

// The preview frame protocol as the page editor uses it: a draft page in place of the route's
// page, as a guest and signed in, in two languages (one RTL), from any studio page.
test('the preview renders a draft page for a guest and a signed-in visitor, in English and Arabic', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const draft = {
    schemaVersion: 1,
    id: 'home',
    meta: { dictionaries: ['home'] },
    body: {
      widget: 'Stack',
      slots: {
        items: [
          { widget: 'Heading', key: 'title', props: { textKey: 'home:hero_title', level: 1 } },
          {
            widget: 'Heading',
            key: 'members',
            props: { textKey: 'home:hero_subtitle' },
            visibleIf: { var: 'user.isAuthenticated' },
          },
        ],
      },
    },
  };
  await page.goto(`${AURORA}/studio/`);
  const openFrame = (lng: string) =>
    page.evaluate((lng) => {
      document.getElementById('pv')?.remove();
      const w = window as unknown as { frameMessages: { type: string }[] };
      w.frameMessages = [];
      if (!('listening' in w)) {
        window.addEventListener('message', (e) => w.frameMessages.push(e.data as { type: string }));
        Object.assign(w, { listening: true });
      }
      const frame = document.createElement('iframe');
      frame.id = 'pv';
      frame.src = `/${lng}/?studio-preview=1`;
      frame.width = '1366';
      frame.height = '900';
      document.body.append(frame);
    }, lng);
  const messages = () =>
    page.evaluate(() =>
      (window as unknown as { frameMessages: { type: string }[] }).frameMessages.map((m) => m.type),
    );
  const render = (user: string) =>
    page.evaluate(
      ({ draft, user }) => {
        const frame = document.getElementById('pv') as HTMLIFrameElement;
        frame.contentWindow!.postMessage(
          { type: 'studio:render', page: draft, context: { user, maintenance: false, flags: {} } },
          location.origin,
        );
      },
      { draft, user },
    );
  const frame = page.frameLocator('#pv');

  await openFrame('en');
  await expectSoon.poll(messages).toContain('studio:ready');
  await render('guest');
  await expectSoon(frame.getByRole('heading', { level: 1 })).toHaveText(
    'Bet on sport, play in the casino',
  );
  const members = frame.locator('[data-studio-hidden="Heading"]');
  await expectSoon(members).toBeVisible();
  await members.getByRole('button').dispatchEvent('click');
  await expectSoon(members.getByRole('note')).toContainText(
    'hidden because `user.isAuthenticated` is false',
  );

  await render('signed-in');
  await expectSoon(members).toHaveCount(0);
  await expectSoon(
    frame.getByRole('heading', { name: 'Line and live betting on thousands of events every day.' }),
  ).toBeVisible();

  await openFrame('ar');
  await expectSoon.poll(messages).toContain('studio:ready');
  await render('guest');
  await expectSoon(frame.getByRole('heading', { level: 1 })).toHaveText(
    'راهن على الرياضة والعب في الكازينو',
  );
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(errors).toEqual([]);
});
