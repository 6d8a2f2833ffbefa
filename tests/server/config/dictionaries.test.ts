import { describe, expect, it } from 'vitest';
import type { ServerContent } from '../../../server/content/serverContent';
import { brandDictionary } from '../../../server/config/dictionaries';

type Tree = ServerContent['locales'];
const tree = (entries: Record<string, Record<string, Record<string, string>>>) =>
  new Map(
    Object.entries(entries).map(([lng, names]) => [lng, new Map(Object.entries(names))]),
  ) as unknown as Tree;

function content(overrides: Record<string, Record<string, Record<string, string>>> = {}) {
  return {
    locales: tree({
      en: { main: { hello: 'Hello', only_en: 'English only', brand: 'Bet' }, en_only: { a: 'A' } },
      ru: { main: { hello: 'Привет', brand: 'Ставка' } },
      ar: {},
    }),
    brands: new Map([['aurora', { localeOverrides: tree(overrides) }]]),
  } as unknown as ServerContent;
}

describe('brandDictionary: the English fallback applied on the server (SPEC section 9)', () => {
  it("fills the language's missing keys from English and keeps its own texts", () => {
    expect(brandDictionary(content(), 'aurora', 'ru', 'main')).toEqual({
      hello: 'Привет',
      only_en: 'English only',
      brand: 'Ставка',
    });
    expect(brandDictionary(content(), 'aurora', 'en', 'main')).toEqual({
      hello: 'Hello',
      only_en: 'English only',
      brand: 'Bet',
    });
  });

  it("lays the brand's overrides in each language over that language's texts", () => {
    const overridden = content({
      en: { main: { brand: 'Aurora' } },
      ru: { main: { hello: 'Здравствуйте' } },
    });
    expect(brandDictionary(overridden, 'aurora', 'ru', 'main')).toEqual({
      hello: 'Здравствуйте',
      only_en: 'English only',
      // The English override does not replace the Russian text.
      brand: 'Ставка',
    });
  });

  it('serves a dictionary only English has in English, and nothing for an unknown language', () => {
    expect(brandDictionary(content(), 'aurora', 'ar', 'en_only')).toEqual({ a: 'A' });
    expect(brandDictionary(content(), 'aurora', 'ru', 'nope')).toBeUndefined();
    expect(brandDictionary(content(), 'aurora', 'de', 'main')).toBeUndefined();
  });
});
