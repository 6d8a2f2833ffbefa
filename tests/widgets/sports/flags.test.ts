import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLAG_ICONS_VERSION, flagUrl } from '../../../widgets/shared/flags';

const ROOT = join(import.meta.dirname, '../../..');

describe('country flags', () => {
  it('finds the flag of a country code in any case', () => {
    expect(flagUrl('GB')).toBe(`/assets/flags/${FLAG_ICONS_VERSION}/gb.svg`);
    expect(flagUrl(' se ')).toBe(`/assets/flags/${FLAG_ICONS_VERSION}/se.svg`);
  });

  it('names the flag under the base it is given (the built site: beside its chunk)', () => {
    const base = `https://cdn.example.com/assets/flags/${FLAG_ICONS_VERSION}/`;
    expect(flagUrl('GB', base)).toBe(`${base}gb.svg`);
    expect(flagUrl('INT', base)).toBeNull();
  });

  it('has no flag for an international tournament or a malformed code', () => {
    expect(flagUrl('INT')).toBeNull();
    expect(flagUrl('')).toBeNull();
    expect(flagUrl(undefined)).toBeNull();
    expect(flagUrl('../x')).toBeNull();
  });

  it('names the installed flag-icons version, which has a file for every country of the feed', () => {
    const pkg = JSON.parse(
      readFileSync(join(ROOT, 'node_modules/flag-icons/package.json'), 'utf8'),
    ) as { version: string };
    expect(pkg.version).toBe(FLAG_ICONS_VERSION);
    for (const code of ['gb', 'es', 'de', 'it', 'ru', 'us', 'se', 'fr', 'at', 'pl'])
      expect(existsSync(join(ROOT, 'node_modules/flag-icons/flags/4x3', `${code}.svg`))).toBe(true);
  });
});
