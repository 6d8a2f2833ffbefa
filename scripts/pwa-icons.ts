// `npm run pwa:icons`: the installable app's PNG icons of every brand, drawn from its logo
// (brandbook.json logo.src) centred on its theme colour (site.json pwaManifest.themeColor) in
// Chromium, into public/brands/<brand>/icons/ (SPEC section 9 sizes, and the precomposed icon).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  APP_ICON_SIZES,
  appIconPath,
  PRECOMPOSED_ICON_SIZE,
  precomposedIconPath,
} from '../domain/app/appIcons';
import { chromiumLaunchOptions } from '../tests/chromium';

const root = path.join(import.meta.dirname, '..');
const brandsDir = path.join(root, 'configs', 'brands');

async function main(): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const brand of readdirSync(brandsDir)) {
      const site = JSON.parse(readFileSync(path.join(brandsDir, brand, 'site.json'), 'utf8')) as {
        pwaManifest?: { themeColor?: string };
      };
      const book = JSON.parse(
        readFileSync(path.join(brandsDir, brand, 'brandbook.json'), 'utf8'),
      ) as { logo?: { src?: string } };
      const logoSrc = book.logo?.src;
      if (!logoSrc) continue;
      const svg = readFileSync(path.join(root, 'public', logoSrc), 'utf8');
      const background = site.pwaManifest?.themeColor ?? '#ffffff';
      const sizes: [number, string][] = APP_ICON_SIZES.map((s) => [s, appIconPath(brand, s)]);
      sizes.push([PRECOMPOSED_ICON_SIZE, precomposedIconPath(brand)]);
      for (const [size, file] of sizes) {
        const page = await browser.newPage({ viewport: { width: size, height: size } });
        const logo = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
        await page.setContent(
          `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;` +
            `background:${background}"><img src="${logo}" style="width:84%;height:auto"></body>`,
        );
        await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
        const out = path.join(root, 'public', file);
        mkdirSync(path.dirname(out), { recursive: true });
        writeFileSync(out, await page.screenshot({ type: 'png' }));
        await page.close();
      }
      console.log(`${brand}: ${sizes.length} icons in public/brands/${brand}/icons/`);
    }
  } finally {
    await browser.close();
  }
}

await main();
