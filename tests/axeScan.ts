import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits for the page's finite animations to end (a toast fading in, a panel sliding open), so
 * axe measures colours as the customer reads them and not half-way through an opacity fade:
 * the QA matrix once reported the cookie notice's button at a failing contrast because axe ran
 * while the toast was still fading in. Endless animations (the snowfall) are left running.
 */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      if (animation.playState !== 'running') return false;
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    // A cap, not a wait for a time: an animation that never finishes (throttled in a
    // background tab) must not hang the check.
    const cap = new Promise((resolve) => setTimeout(resolve, 5_000));
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), cap]);
  });
}

/**
 * Waits for the page to rest: no widget saying it loads (aria-busy), then the page's height the
 * same over five frames in a row. axe lays the page out into its own grid once and reads each
 * element's background from it; a footer pushed down by a card that came in mid-scan was read
 * against the body's white (the footer's light links failed at 1.09:1 on a loaded run). Caps, not
 * waits for a time: a page that never rests is scanned as it is.
 */
export async function settleLayout(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  await page.evaluate(async () => {
    const cap = performance.now() + 5_000;
    let last = -1;
    let steady = 0;
    while (steady < 5 && performance.now() < cap) {
      await new Promise((done) => requestAnimationFrame(done));
      const height = document.documentElement.scrollHeight;
      steady = height === last ? steady + 1 : 0;
      last = height;
    }
  });
}

/**
 * axe on the page as it rests, with the given WCAG tags. Only the violations are collected in
 * full (`resultTypes`): the passes and the inapplicable rules keep one node each, which spares
 * axe building a result for every element of a long page (the line's hundred games).
 */
export async function axeScan(
  page: Page,
  tags: readonly string[],
  /** Selectors of parts left out (the far end of a long list whose rows repeat the first ones). */
  exclude: readonly string[] = [],
) {
  await settleLayout(page);
  await finishAnimations(page);
  // options() replaces every option set before it (withTags' runOnly included): it comes first.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags([...tags]);
  for (const selector of exclude) builder.exclude(selector);
  return builder.analyze();
}
