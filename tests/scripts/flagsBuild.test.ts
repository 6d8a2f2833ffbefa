// The built flags: simple ones as the package draws them, detailed ones (coats of arms) as a
// picture of themselves inside an SVG of the same name, so no flag costs more than a few KB.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFlag, compressedSize as size } from '../../app/flagsBuild';

const dir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags/4x3',
);
const flag = (code: string) => readFileSync(path.join(dir, `${code}.svg`));

/** Width and height of the PNG inside a built flag (its IHDR chunk). */
function embeddedPngSize(svg: string): [number, number] {
  const base64 = /href="data:image\/png;base64,([^"]+)"/.exec(svg)?.[1];
  if (!base64) throw new Error('no PNG inside');
  const png = Buffer.from(base64, 'base64');
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('built flags', () => {
  it('keeps a simple flag as the package draws it', () => {
    expect(builtFlag(flag('fr')).equals(flag('fr'))).toBe(true);
  });

  it("draws Spain's coat of arms as a 64 x 48 picture in a 4:3 SVG", () => {
    const built = builtFlag(flag('es')).toString();
    expect(built).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 640 480">/);
    expect(embeddedPngSize(built)).toEqual([64, 48]);
    expect(built.length).toBeLessThan(flag('es').length / 20);
  });

  it('sends no flag heavier than before, and none heavier than 5 KB compressed', () => {
    const flags = readdirSync(dir)
      .filter((f) => /^[a-z]{2}\.svg$/.test(f))
      .map((f) => {
        const original = readFileSync(path.join(dir, f));
        return { f, before: size(original), after: size(builtFlag(original)) };
      });
    expect(flags.length).toBeGreaterThan(240);
    expect(flags.filter((x) => x.after > x.before)).toEqual([]);
    expect(flags.filter((x) => x.after > 5120)).toEqual([]);
    // The page that shows Spain, Mexico and Serbia no longer pays 80 KB for them.
    const sum = (key: 'before' | 'after') => flags.reduce((total, x) => total + x[key], 0);
    expect(sum('after')).toBeLessThan(sum('before') / 2);
  });
});
