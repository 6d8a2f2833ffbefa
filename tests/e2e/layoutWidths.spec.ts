import { expect, test, type Page } from '@playwright/test';
import { AURORA, header, registerInOneClick } from './helpers';

// The page fits its window at SPEC section 2's narrowest desktop width and on a phone: nothing
// scrolls sideways and no control is cut off at the window's edge. The window's usable width is
// the html box (the window less the scrollbar's room, kept by scrollbar-gutter: stable), not
// clientWidth, which counts that room in; in Arabic, content past the left edge cannot be
// scrolled to at all, so the controls' boxes are checked too.

/** How far the page reaches past the html box, and the controls partly outside it. */
async function fit(page: Page): Promise<{ sideways: number; cut: string[] }> {
  return page.evaluate(() => {
    const box = document.documentElement.getBoundingClientRect();
    const cut: string[] = [];
    for (const control of document.querySelectorAll('a[href], button, input, select')) {
      const r = control.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      if (r.left < box.left - 1 || r.right > box.right + 1)
        cut.push(`${control.tagName} "${(control.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return {
      sideways: document.documentElement.scrollWidth - Math.round(box.width),
      cut,
    };
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`a 1024 px window holds the whole page, its scrollbar's room left out (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${AURORA}/${language}/about`);
    await expect(header(page)).toBeVisible({ timeout: 60_000 });
    // The footer part loads as it nears the viewport; its social links sat at the edge too.
    await page.keyboard.press('End');
    await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const { sideways, cut } = await fit(page);
    expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    expect(cut).toEqual([]);
  });
}

test('a content page with its contents fits a 390 px phone, signed in', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${AURORA}/en/`);
  await registerInOneClick(page);
  for (const language of ['ru', 'en', 'ar'] as const) {
    await page.goto(`${AURORA}/${language}/bonuses`);
    await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    const { sideways, cut } = await fit(page);
    expect(sideways, `${language}: the page scrolls sideways`).toBeLessThanOrEqual(0);
    expect(cut, language).toEqual([]);
  }
  await context.close();
});
