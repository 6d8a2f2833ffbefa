import { chromium } from '@playwright/test';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await ctx.addCookies([
  { name: 'age_confirmed', value: String(Date.UTC(2030, 0, 1)), url: base },
  { name: 'cookies_agree_type', value: '3', url: base },
  { name: 'cookies_agree_time', value: String(Date.UTC(2026, 0, 1)), url: base },
]);
const page = await ctx.newPage();
const t0 = Date.now();
await page.goto(`${base}/ru/`);
await page.getByRole('banner').waitFor({ timeout: 60000 });
console.log('banner after', Date.now() - t0);
await page.keyboard.press('End');
await page.getByRole('contentinfo').waitFor({ timeout: 60000 });
console.log('footer after', Date.now() - t0);
console.log(await page.getByRole('contentinfo').getByRole('link').allTextContents());
console.log(await page.getByRole('banner').getByRole('link', { includeHidden: true }).allTextContents());
await browser.close();
