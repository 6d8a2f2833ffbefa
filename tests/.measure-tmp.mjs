import { chromium } from '@playwright/test';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const bypass = { bypassCSP: true };
const ctx = await browser.newContext({ ...bypass, viewport: { width: 1440, height: 900 } });
await ctx.addCookies([
  { name: 'age_confirmed', value: String(Date.UTC(2030, 0, 1)), url: base },
  { name: 'cookies_agree_type', value: '3', url: base },
  { name: 'cookies_agree_time', value: String(Date.UTC(2026, 0, 1)), url: base },
]);
const page = await ctx.newPage();
await page.goto(`${base}/en/line`);
// register
await page.getByRole('banner').getByRole('button', { name: 'Registration' }).click();
const reg = page.getByRole('dialog', { name: 'Registration' });
await reg.getByRole('button', { name: 'Register in one click' }).click();
await reg.getByRole('button', { name: 'I have saved them' }).click();
await page.goto(`${base}/ru/line`);
await page.locator('li.game-row button.odds-cell').first().click();
await page.locator('li.game-row button.odds-cell').nth(5).click();
await page.waitForTimeout(1500);
import fs from 'node:fs';
const extra = process.env.CSS ? fs.readFileSync(process.env.CSS, 'utf8') : '';
if (extra) await page.addStyleTag({ content: extra });
await page.waitForTimeout(300);
const m = await page.evaluate(() => {
  const c = document.querySelector('section.coupon');
  const cr = c.getBoundingClientRect();
  const out = [`coupon x=${cr.x} right=${cr.right}`];
  for (const el of c.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.right > cr.right - 1 && r.width > 2) out.push(`${el.tagName}.${el.className} w=${r.width|0} right=${r.right|0} text=${(el.textContent||'').slice(0,30)} minw=${getComputedStyle(el).minWidth}`);
  }
  return out.slice(0,40).join('\n');
});
console.log(m);
await page.screenshot({ path: '/tmp/h39/coupon-ru.png' });
// mobile
const mob = await browser.newContext({ ...bypass, viewport: { width: 390, height: 844 }, storageState: await ctx.storageState() });
const mp = await mob.newPage();
await mp.goto(`${base}/ru/`);
await mp.getByRole('banner').waitFor();
await mp.getByRole('banner').getByTestId('header-balance').waitFor();
if (extra) await mp.addStyleTag({ content: extra });
await mp.waitForTimeout(500);
const h = await mp.evaluate(() => {
  const hd = document.querySelector('[role=banner]') || document.querySelector('header');
  const r = hd.getBoundingClientRect();
  const out = [`header w=${r.width} h=${r.height} sw=${hd.scrollWidth} doc=${document.documentElement.scrollWidth}`];
  const walk = (el, d) => { const rr = el.getBoundingClientRect(); out.push(`${'  '.repeat(d)}${el.tagName}.${el.className} x=${rr.x|0} w=${rr.width|0} h=${rr.height|0} right=${rr.right|0}`); if (d<4) for (const c of el.children) walk(c, d+1); };
  walk(hd, 0);
  return out.join('\n');
});
console.log(h);
await mp.screenshot({ path: '/tmp/h39/mobile-ru.png' });
await browser.close();
