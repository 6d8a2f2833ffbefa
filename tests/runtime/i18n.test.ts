import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiResult } from '../../runtime/api/types';
import { createDictionaryLoader, dictionaryPath } from '../../runtime/i18n/dictionaries';
import { applyDocumentLanguage, createI18n, switchLanguage } from '../../runtime/i18n/setup';

function fakeApi(files: Record<string, Record<string, string> | 'fail'>) {
  const paths: string[] = [];
  const api: ApiClient = {
    getJson: <T>(path: string) => {
      paths.push(path);
      const file = files[path];
      const result: ApiResult<unknown> =
        file === undefined
          ? { ok: false, status: 404, message: 'missing' }
          : file === 'fail'
            ? { ok: false, status: 503, message: 'down' }
            : { ok: true, data: file };
      return Promise.resolve(result as ApiResult<T>);
    },
    postJson: () => Promise.resolve({ ok: true, data: undefined as never }),
    putJson: () => Promise.resolve({ ok: true, data: undefined as never }),
    deleteJson: () => Promise.resolve({ ok: true, data: undefined as never }),
    report: () => undefined,
  };
  return { api, paths };
}

describe('i18n', () => {
  it("defaults to ru and loads 'main' plus the route's dictionaries, in its language only", async () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('ru');
    const { api, paths } = fakeApi({
      // The server has filled ru's missing keys from en (server/config/dictionaries.ts).
      [dictionaryPath('ru', 'main')]: { hello: 'Привет', only_en: 'English only' },
      [dictionaryPath('ru', 'info')]: { about_title: 'О нас' },
    });
    await createDictionaryLoader(i18n, api).ensure('ru', ['info']);
    expect(i18n.t('main:hello')).toBe('Привет');
    expect(i18n.t('info:about_title')).toBe('О нас');
    expect(i18n.t('main:only_en')).toBe('English only');
    expect(paths.sort()).toEqual([
      '/bff-api/dictionaries/ru/info.json',
      '/bff-api/dictionaries/ru/main.json',
    ]);
  });

  it('loads each dictionary once, and retries a failing one twice (SPEC section 9)', async () => {
    const i18n = createI18n('en');
    const { api, paths } = fakeApi({
      [dictionaryPath('en', 'main')]: { a: 'A' },
      [dictionaryPath('en', 'sports')]: 'fail',
    });
    const loader = createDictionaryLoader(i18n, api, { sleep: async () => undefined });
    await loader.ensure('en', ['sports']);
    await loader.ensure('en', []);
    expect(paths.filter((p) => p.endsWith('/main.json'))).toHaveLength(1);
    expect(paths.filter((p) => p.endsWith('/sports.json'))).toHaveLength(3);
  });

  it('switches language and sets dir=rtl for a right-to-left one', async () => {
    const i18n = createI18n('ru');
    switchLanguage(i18n, 'ar');
    expect(i18n.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    applyDocumentLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
