import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The port playwright.config.ts starts the production server on. */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
/** Chromium resolves every *.localhost name to loopback, so each brand gets its own Host header. */
export const AURORA = `http://localhost:${PORT}`;
export const NORD = `http://nord.localhost:${PORT}`;

/** Fails on any serious accessibility violation of WCAG 2 A/AA on the page as it is. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  expect(summary).toEqual([]);
}

/** Collects console errors and CSP violations so a test can assert the page ran clean. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) {
      errors.push(`csp: ${message.text()}`);
    }
  });
  return errors;
}
