import { expect, test, type Page } from '@playwright/test';
import { startDevServer, type DevServer } from './devServer';

// Issue item: "In `npm run dev`, editing a schema or a brand config updates the open page
// without a rebuild". Every edit below must reach the page with no reload: a marker set on
// window before the first edit has to survive them all.

// The debugger page (outside production) opens with an InfoPage of dictionary texts (about is
// Markdown content, below); the desktop page now switches the version and goes home. It exists
// only outside production, so its own check (SPEC section 6) runs here on the dev server too.
const ABOUT_DICTIONARY = 'configs/locales/en/access.json';
const ABOUT_PAGE = 'schemas/pages/debugger.json';
const ABOUT_ARTICLE = 'content/_default/en/about.md';
const AURORA_SITE = 'configs/brands/aurora/site.json';
const AURORA_BRAND_BOOK = 'configs/brands/aurora/brandbook.json';

let server: DevServer | undefined;

test.beforeAll(async () => {
  // The first start compiles the server and lets Vite prepare its dependency cache.
  test.setTimeout(90_000);
  server = await startDevServer();
});

test.afterAll(async () => {
  await server?.stop();
});

function devServer(): DevServer {
  if (!server) throw new Error('the dev server did not start');
  return server;
}

function brandPrimary(page: Page): Promise<string> {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
  );
}

test('the debugger page shows its route, guard, rule context and remote parts', async ({
  page,
}) => {
  const dev = devServer();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route('**/bff-api/content-changes', (route) => route.abort());
  await page.goto(`${dev.origin}/en/debugger`);
  // The first visit waits for Vite to transform the client on demand.
  await expect(page.getByTestId('debugger-route-id')).toHaveText('debugger', { timeout: 30_000 });
  await expect(page.getByTestId('debugger-guards-result')).toHaveText(
    'Result (the first guard that does not allow decides): Allow',
  );
  await expect(page.getByTestId('debugger-context')).toContainText('"id": "debugger"');
  const parts = page.getByRole('region', { name: 'Remote parts' });
  await expect(parts.getByRole('row', { name: /^footer Layout/ })).toContainText('Ready');
  expect(pageErrors).toEqual([]);
});

test('schema, dictionary and brand config edits update the open page without a reload', async ({
  page,
}) => {
  const dev = devServer();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // This test is about file edits reaching the page through Vite; the studio's publication stream
  // (an EventSource that stays open) is turned away so that 'networkidle' below can be reached.
  await page.route('**/bff-api/content-changes', (route) => route.abort());
  await page.goto(`${dev.origin}/en/debugger`);
  const heading = page.getByRole('heading', { level: 1 });
  // The first visit waits for Vite to transform the client on demand.
  await expect(heading).toHaveText('Debugger', { timeout: 30_000 });
  await expect(page.locator('header.site-header')).toHaveAttribute('data-rows', '1');
  // Vite's dependency optimiser may still reload the page once; only then is it settled.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).hotReloadMarker = 'still here';
  });
  let fullLoads = 0;
  page.on('load', () => (fullLoads += 1));
  const expectSamePage = async () => {
    const marker = await page.evaluate(
      () => (window as unknown as Record<string, unknown>).hotReloadMarker,
    );
    expect(marker, 'the page was reloaded').toBe('still here');
    expect(fullLoads, 'the page was reloaded').toBe(0);
  };

  await test.step('a dictionary text edit shows the new text', async () => {
    dev.editJson(ABOUT_DICTIONARY, (texts) => (texts.debugger_title = 'Debugger, edited live'));
    await expect(heading).toHaveText('Debugger, edited live');
    await expectSamePage();
  });

  await test.step('a page schema edit re-renders the page', async () => {
    dev.editJson(ABOUT_PAGE, (about) => {
      const body = about.body as { slots: { content: { props: Record<string, unknown> }[] } };
      body.slots.content[0]!.props.titleKey = 'access:mobile_title';
    });
    await expect(heading).toHaveText('Mobile version');
    await expectSamePage();
  });

  await test.step('a brand site config edit re-renders the header', async () => {
    dev.editJson(AURORA_SITE, (site) => (site.headerRows = 2));
    await expect(page.locator('header.site-header')).toHaveAttribute('data-rows', '2');
    await expectSamePage();
  });

  await test.step('a brand book colour edit refreshes the --brand-* custom properties', async () => {
    expect(await brandPrimary(page)).toBe('#6d28d9');
    dev.editJson(AURORA_BRAND_BOOK, (book) => {
      const entries = book.partnerCssBrandBook as { css_prop: string; css_value: string }[];
      entries.find((e) => e.css_prop === 'primary')!.css_value = '#0f766e';
    });
    await expect.poll(() => brandPrimary(page)).toBe('#0f766e');
    await expectSamePage();
  });

  await test.step('malformed JSON is logged and the page keeps the last good content', async () => {
    const lastGoodTexts = dev.readJson(ABOUT_DICTIONARY);
    const before = dev.output().length;
    dev.writeText(ABOUT_DICTIONARY, '{ "debugger_title": "half written",\n');
    const printed = await dev.waitForOutput(/Content not reloaded[^\n]*finding/, before);
    expect(printed.slice(before)).toContain(ABOUT_DICTIONARY);
    await expect(heading).toHaveText('Mobile version');
    const served = await page.request.get(`${dev.origin}/bff-api/dictionaries/en/access.json`);
    expect(served.status()).toBe(200);
    expect(await served.json()).toEqual(lastGoodTexts);
    await expectSamePage();

    // Fixing the file brings the page back in step.
    dev.writeText(
      ABOUT_DICTIONARY,
      JSON.stringify({ ...lastGoodTexts, mobile_title: 'Mobile version, fixed' }),
    );
    await expect(heading).toHaveText('Mobile version, fixed');
    await expectSamePage();
  });

  expect(pageErrors).toEqual([]);
});

test('a Markdown content file edit shows in the open page without a reload', async ({ page }) => {
  const dev = devServer();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route('**/bff-api/content-changes', (route) => route.abort());
  await page.goto(`${dev.origin}/en/about`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('About us', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).contentMarker = 'still here';
  });
  const original = dev.readText(ABOUT_ARTICLE);

  await test.step('a new title and a new paragraph show at once', async () => {
    dev.writeText(
      ABOUT_ARTICLE,
      original
        .replace(/^title: .*$/m, "title: 'About us, edited live'")
        .concat('\nA paragraph written just now.\n'),
    );
    await expect(heading).toHaveText('About us, edited live');
    await expect(page.getByText('A paragraph written just now.')).toBeVisible();
  });

  await test.step('a broken edit is logged with its line and the page keeps the last good text', async () => {
    const before = dev.output().length;
    dev.writeText(ABOUT_ARTICLE, '---\ntitle: [half\n---\n');
    const printed = await dev.waitForOutput(/Content has \d+ finding/, before);
    expect(printed.slice(before)).toContain(`${ABOUT_ARTICLE}:`);
    await expect(heading).toHaveText('About us, edited live');
    dev.writeText(ABOUT_ARTICLE, original);
    await expect(heading).toHaveText('About us');
  });

  expect(
    await page.evaluate(() => (window as unknown as Record<string, unknown>).contentMarker),
  ).toBe('still here');
  expect(pageErrors).toEqual([]);
});
