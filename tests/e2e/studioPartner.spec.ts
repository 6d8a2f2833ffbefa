import { expect, test } from '@playwright/test';
// One of the exclusive specs (playwright.config.ts): on the second server.
import { EXCLUSIVE_AURORA as AURORA, expectAccessible, studioAs } from './helpers';

// A partner of Nord in the studio (docs/studio.md "Roles"), signed in on the studio of the first
// host: the brand picker offers Nord only, asking for Aurora in the address shows Nord, the brand book section opens Nord's, and the
// operator API answers Aurora's brand book, config and resources with a refusal and no document,
// from the partner's own signed-in browser.

const expectSoon = expect.configure({ timeout: 20_000 });
const PARTNER = {
  login: 'studio-partner-nord-e2e',
  password: 'Studio-Partner-2026!',
  role: 'partner',
  brand: 'nord',
};

test('a partner of nord sees only nord in the studio, and the API refuses it aurora', async ({
  browser,
  request,
}) => {
  const page = await studioAs(
    browser,
    request,
    PARTNER,
    `${AURORA}/studio/brand-book?brand=aurora`,
  );
  await expectSoon(page.getByTestId('studio-operator')).toContainText(PARTNER.login);
  const picker = page.getByLabel('Brand', { exact: true });
  await expect(picker).toHaveValue('nord');
  await expect(picker.locator('option')).toHaveText(['nord']);
  await expectAccessible(page);

  const api = (path: string) => page.request.get(`${AURORA}/operator-api/studio/${path}`);
  for (const kind of ['brandBook', 'brandConfig']) {
    const other = await api(`document?brand=aurora&kind=${kind}&id=aurora`);
    expect(other.status()).toBe(403);
    const body = (await other.json()) as Record<string, unknown>;
    expect(body.reason).toBe('operator_forbidden');
    expect(body).not.toHaveProperty('document');
    expect((await api(`document?brand=nord&kind=${kind}&id=nord`)).status()).toBe(200);
  }
  expect((await api('resources?brand=aurora')).status()).toBe(403);
  const own = await api('resources?brand=nord');
  expect(own.status()).toBe(200);
  await page.context().close();
});
