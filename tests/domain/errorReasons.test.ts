import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_REASONS, errorTextKey } from '../../domain/errors/errorReasons';

const LOCALES = join(__dirname, '../../configs/locales');

describe('error reasons', () => {
  const languages = readdirSync(LOCALES);

  it.each(languages)('every reason has a text in the %s main dictionary', (lng) => {
    const main = JSON.parse(readFileSync(join(LOCALES, lng, 'main.json'), 'utf8')) as Record<
      string,
      string
    >;
    const missing = ERROR_REASONS.filter((reason) => !main[errorTextKey(reason)]);
    expect(missing).toEqual([]);
  });

  it('every field text in one language exists in the others', () => {
    const fieldsOf = (lng: string) =>
      Object.keys(
        JSON.parse(readFileSync(join(LOCALES, lng, 'main.json'), 'utf8')) as object,
      ).filter((key) => key.startsWith('field_') || key.startsWith('error_'));
    const english = new Set(fieldsOf('en'));
    for (const lng of languages) expect(new Set(fieldsOf(lng))).toEqual(english);
  });
});
