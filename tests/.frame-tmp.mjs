import { chromium } from '@playwright/test';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const vp of [{ width: 1440, height: 900 }, { width: 1920, height: 1080 }, { width: 390, height: 844 }]) {
const ctx = await browser.newContext({ viewport: vp });
await ctx.addCookies([
  { name: 'age_confirmed', value: String(Date.UTC(2030, 0, 1)), url: base },
  { name: 'cookies_agree_type', value: '3', url: base },
  { name: 'cookies_agree_time', value: String(Date.UTC(2026, 0, 1)), url: base },
]);
const page = await ctx.newPage();
const res = await page.request.get(`${base}/web-api/casino/games?section=slots&pageSize=50`);
const games = (await res.json()).items ?? (await res.json()).games;
const g = games.find((x) => x.name === 'Fruit Fives');
await page.goto(`${base}/en/slots/game/${g.id}/${g.route}`);
const demo = page.frameLocator('iframe[title="Game: Fruit Fives"]');
await demo.getByTestId('builtin-spin').waitFor({ timeout: 60000 });
const frameEl = page.locator('iframe[title="Game: Fruit Fives"]');
const fb = await frameEl.boundingBox();
const inner = await demo.locator('html').evaluate((h) => ({ sh: h.scrollHeight, ch: h.clientHeight, sw: h.scrollWidth, cw: h.clientWidth }));
console.log(JSON.stringify(vp), 'frame', fb.height, fb.width, 'inner', JSON.stringify(inner));
await ctx.close();
}
await browser.close();
