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
  await finishAnimations(page);
  // options() replaces every option set before it (withTags' runOnly included): it comes first.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags([...tags]);
  for (const selector of exclude) builder.exclude(selector);
  return builder.analyze();
}
