import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ApiClient, ApiResult } from '../../runtime/api/types';
import {
  applyDocumentLanguage,
  createDictionaryLoader,
  createI18n,
  dictionaryBackend,
  dictionaryPath,
  I18nextProvider,
  switchLanguage,
  useTranslation,
  type Dictionary,
  type I18n,
  type TFunction,
} from '../../runtime/i18n';
import ruLimits from '../../configs/locales/ru/limits.json';
import enLimits from '../../configs/locales/en/limits.json';
import arLimits from '../../configs/locales/ar/limits.json';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PLURALS = {
  item_zero: 'zero',
  item_one: 'one',
  item_two: 'two',
  item_few: 'few',
  item_many: 'many',
  item_other: 'other {{count}}',
};

/** The app's set-up with texts given at once, as the widget tests build it. */
function withTexts(lng: string, texts: Record<string, Record<string, Dictionary>>): I18n {
  const i18n = createI18n(lng);
  for (const [language, namespaces] of Object.entries(texts)) {
    for (const [namespace, dictionary] of Object.entries(namespaces)) {
      i18n.addResourceBundle(language, namespace, dictionary);
    }
  }
  return i18n;
}

const everyLanguage = (main: Dictionary) => ({ en: { main }, ru: { main }, ar: { main } });

type Answer = Record<string, unknown> | 'fail' | Promise<ApiResult<unknown>>;

/** The server's dictionaries by path; every request is recorded. */
function fakeApi(files: Record<string, Answer>) {
  const paths: string[] = [];
  const api: ApiClient = {
    getJson: <T,>(path: string) => {
      paths.push(path);
      const file = files[path];
      if (file instanceof Promise) return file as Promise<ApiResult<T>>;
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
  return { api, paths, count: (file: string) => paths.filter((p) => p === file).length };
}

function loading(files: Record<string, Answer>, lng = 'ru') {
  const server = fakeApi(files);
  const i18n = createI18n(lng, dictionaryBackend(server.api));
  return { ...server, i18n, loader: createDictionaryLoader(i18n) };
}

describe('texts (i18next as the app sets it up)', () => {
  it("reads 'namespace:key', 'main' for a key without one, and a bound namespace", () => {
    const i18n = withTexts('en', {
      en: { main: { hello: 'hello en' }, odds: { hello: 'odds hello' } },
    });
    expect(i18n.t('hello')).toBe('hello en');
    expect(i18n.t('main:hello')).toBe('hello en');
    expect(i18n.t('odds:hello')).toBe('odds hello');
    expect(i18n.getFixedT(null, 'odds')('hello')).toBe('odds hello');
    expect(i18n.getFixedT(null, 'odds')('main:hello')).toBe('hello en');
    expect(i18n.t('main:odds.dotted')).toBe('main:odds.dotted'); // flat keys: a dot is no path
  });

  it("shows a key without a text as 'namespace:key' (what the QA matrix looks for)", () => {
    const i18n = withTexts('en', everyLanguage({ hello: 'hello' }));
    expect(i18n.t('main:nope')).toBe('main:nope');
    expect(i18n.t('nope')).toBe('main:nope');
    expect(i18n.t('sports:nope')).toBe('sports:nope'); // a namespace never loaded
    expect(i18n.t('main:nope', { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback 2');
    expect(i18n.t('main:nope', { defaultValue: '' })).toBe('');
    expect(i18n.t('constructor')).toBe('main:constructor');
  });

  it('takes the first of several keys that has a text', () => {
    const i18n = withTexts('en', everyLanguage({ hello: 'hello' }));
    expect(i18n.t(['main:nope', 'main:hello'])).toBe('hello');
    expect(i18n.t(['main:nope', 'main:still_nope'])).toBe('main:still_nope');
    expect(i18n.t(['main:nope', 'main:still_nope'], { defaultValue: '' })).toBe('');
  });

  it('fills {{placeholders}} unescaped; one without a value stays as it is', () => {
    const i18n = withTexts('en', {
      en: {
        main: {
          greet: 'Hi {{name}}, {{ name }} has {{amount}} {{unit}}',
          empty: '[{{a}}][{{b}}]',
        },
      },
    });
    expect(i18n.t('greet', { name: 'Ann', amount: 5 })).toBe('Hi Ann, Ann has 5 {{unit}}');
    expect(i18n.t('greet', { name: '<b>&', amount: 1, unit: '$' })).toBe('Hi <b>&, <b>& has 1 $');
    expect(i18n.t('empty', { a: undefined, b: null })).toBe('[][]');
  });

  it('picks plural forms by Intl.PluralRules in ru, en and ar, _zero for 0', async () => {
    const i18n = withTexts('ru', everyLanguage(PLURALS));
    const forms = (counts: number[]) => counts.map((count) => i18n.t('item', { count }));
    expect(forms([0, 1, 2, 5, 21, 1.5])).toEqual([
      'zero',
      'one',
      'few',
      'many',
      'one',
      'other 1.5',
    ]);
    await i18n.changeLanguage('ar');
    expect(forms([0, 1, 2, 3, 11, 100])).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other 100',
    ]);
    await i18n.changeLanguage('en');
    expect(forms([0, 1, 2])).toEqual(['zero', 'one', 'other 2']);
  });

  it("reads the shipped dictionaries' plural keys (limits: days) in each language", () => {
    const days = (lng: string, limits: Dictionary, counts: number[]) => {
      const i18n = withTexts(lng, { [lng]: { limits } });
      return counts.map((count) => i18n.t('limits:value_days', { count }));
    };
    expect(days('ru', ruLimits, [1, 3, 5, 21])).toEqual(['1 день', '3 дня', '5 дней', '21 день']);
    expect(days('en', enLimits, [1, 7])).toEqual(['1 day', '7 days']);
    expect(days('ar', arLimits, [1, 2, 3, 11])).toEqual(['يوم واحد', 'يومان', '3 أيام', '11 يومًا']);
  });

  it('without _zero reads 0 by its plural category; without that form, the key itself', () => {
    const i18n = withTexts('ru', {
      ru: { main: { n_one: 'one', n_many: 'many', bare: '{{count}} x' } },
    });
    expect(i18n.t('n', { count: 0 })).toBe('many');
    expect(i18n.t('n', { count: 3 })).toBe('main:n'); // no n_few
    expect(i18n.t('bare', { count: 3 })).toBe('3 x');
  });

  it('picks key_<context> (with its plural forms) first, else the key', () => {
    const i18n = withTexts('en', {
      en: {
        main: {
          pick: 'Choose {{min}} to {{max}}',
          pick_exact: 'Choose exactly {{min}}',
          bet_one: 'one bet',
          bet_other: 'bets',
          bet_free_one: 'one free bet',
          bet_free_zero: 'no free bets',
        },
      },
    });
    expect(i18n.t('pick', { context: 'exact', min: 6, max: 6 })).toBe('Choose exactly 6');
    expect(i18n.t('pick', { context: 'other', min: 1, max: 6 })).toBe('Choose 1 to 6');
    expect(i18n.t('pick', { context: '', min: 1, max: 6 })).toBe('Choose 1 to 6');
    expect(i18n.t('bet', { context: 'free', count: 1 })).toBe('one free bet');
    expect(i18n.t('bet', { context: 'free', count: 0 })).toBe('no free bets');
    expect(i18n.t('bet', { context: 'free', count: 2 })).toBe('bets');
  });
});

describe('dictionaries per route', () => {
  it("defaults to ru and loads 'main' plus the route's dictionaries, in its language only", async () => {
    const { i18n, loader, paths } = loading({
      // The server has filled ru's missing keys from en (server/config/dictionaries.ts).
      [dictionaryPath('ru', 'main')]: { hello: 'Привет', only_en: 'English only' },
      [dictionaryPath('ru', 'info')]: { about_title: 'О нас' },
    });
    expect(i18n.language).toBe('ru');
    await loader.ensure('ru', ['info']);
    expect(i18n.t('main:hello')).toBe('Привет');
    expect(i18n.t('info:about_title')).toBe('О нас');
    expect(i18n.t('main:only_en')).toBe('English only');
    expect(paths.sort()).toEqual([
      '/bff-api/dictionaries/ru/info.json',
      '/bff-api/dictionaries/ru/main.json',
    ]);
  });

  it('loads each dictionary once; a failing one is retried twice, 500 then 1000 ms apart (SPEC section 9)', async () => {
    vi.useFakeTimers();
    const sports = dictionaryPath('en', 'sports');
    const { i18n, loader, count } = loading(
      { [dictionaryPath('en', 'main')]: { a: 'A' }, [sports]: 'fail' },
      'en',
    );
    let settled = false;
    const first = loader.ensure('en', ['sports']).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(count(sports)).toBe(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(count(sports)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(count(sports)).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(count(sports)).toBe(3);
    await first;
    expect(settled).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(count(sports)).toBe(3);
    expect(i18n.t('main:a')).toBe('A');
    // A route without sports neither waits for it nor asks for it again.
    await loader.ensure('en', ['main']);
    expect(count(dictionaryPath('en', 'main'))).toBe(1);
    expect(count(sports)).toBe(3);
    // A later route asks again.
    const again = loader.ensure('en', ['sports']);
    await vi.advanceTimersByTimeAsync(1500);
    await again;
    expect(count(sports)).toBe(6);
  });

  it('takes a missing (404) or malformed dictionary as final: no retry, keys show as keys', async () => {
    vi.useFakeTimers();
    const { i18n, loader, count } = loading(
      {
        [dictionaryPath('ru', 'main')]: { ok: 'ok' },
        [dictionaryPath('ru', 'odds')]: { nested: { no: 'strings only' } },
      },
      'ru',
    );
    const done = loader.ensure('ru', ['casino', 'odds']);
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(count(dictionaryPath('ru', 'casino'))).toBe(1);
    expect(count(dictionaryPath('ru', 'odds'))).toBe(1);
    expect(i18n.t('odds:nested')).toBe('odds:nested');
    expect(i18n.t('main:ok')).toBe('ok');
  });

  it('switches language once the namespaces in use have arrived in it; ar is right-to-left', async () => {
    let answerArOdds: (result: ApiResult<unknown>) => void = () => undefined;
    const { i18n, loader, paths } = loading({
      [dictionaryPath('ru', 'main')]: { hello: 'Привет' },
      [dictionaryPath('ru', 'odds')]: { cell: 'Ячейка' },
      [dictionaryPath('ar', 'main')]: { hello: 'مرحبا' },
      [dictionaryPath('ar', 'odds')]: new Promise((resolve) => (answerArOdds = resolve)),
    });
    await loader.ensure('ru', ['odds']);
    const switched = switchLanguage(i18n, 'ar');
    await vi.waitFor(() => expect(paths).toContain(dictionaryPath('ar', 'odds')));
    expect(i18n.language).toBe('ru'); // nothing shown half in the new language
    expect(i18n.t('odds:cell')).toBe('Ячейка');
    answerArOdds({ ok: true, data: { cell: 'خلية' } });
    await switched;
    expect(i18n.language).toBe('ar');
    expect(i18n.t('hello')).toBe('مرحبا');
    expect(i18n.t('odds:cell')).toBe('خلية');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await switchLanguage(i18n, 'ru');
    expect(document.documentElement.dir).toBe('ltr');
    applyDocumentLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('loads a route ahead of a language switch still on its way in that language', async () => {
    const { i18n, loader, paths } = loading({
      [dictionaryPath('ru', 'main')]: { hello: 'Привет' },
      [dictionaryPath('en', 'main')]: { hello: 'Hello' },
      [dictionaryPath('en', 'info')]: { about: 'About' },
    });
    await loader.ensure('ru', []);
    await loader.ensure('en', ['info']);
    expect(i18n.language).toBe('ru');
    expect(i18n.getFixedT('en')('info:about')).toBe('About');
    expect(paths).not.toContain(dictionaryPath('ru', 'info'));
  });

  it('fetches a dictionary again in every language it was asked in (hot reload)', async () => {
    const files: Record<string, Answer> = {
      [dictionaryPath('ru', 'main')]: { hello: 'Привет' },
      [dictionaryPath('en', 'main')]: { hello: 'Hello' },
    };
    const { i18n, loader, count } = loading(files);
    await loader.ensure('ru', []);
    await switchLanguage(i18n, 'en');
    files[dictionaryPath('ru', 'main')] = { hello: 'Здравствуйте' };
    files[dictionaryPath('en', 'main')] = { hello: 'Hi' };
    await loader.reload('main');
    expect(count(dictionaryPath('ru', 'main'))).toBe(2);
    expect(count(dictionaryPath('en', 'main'))).toBe(2);
    expect(i18n.t('hello')).toBe('Hi');
    expect(i18n.getFixedT('ru')('hello')).toBe('Здравствуйте');
  });
});

describe('useTranslation (react-i18next)', () => {
  it('renders again when the language changes or a dictionary arrives; t is stable between', async () => {
    const i18n = withTexts('en', {
      en: { main: { hello: 'hello en' } },
      ru: { main: { hello: 'hello ru' } },
    });
    const seen: TFunction[] = [];
    let rerender = () => {};
    function Probe() {
      const { t, i18n: current } = useTranslation('odds');
      const [, setTick] = useState(0);
      rerender = () => setTick((n) => n + 1);
      useEffect(() => {
        seen.push(t);
      }, [t]);
      return (
        <p data-testid="probe">
          {current.language} {t('main:hello')} {t('cell')}
        </p>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    const text = () => screen.getByTestId('probe').textContent;
    expect(text()).toBe('en hello en odds:cell');
    const settled = seen.length;
    act(() => rerender());
    expect(seen).toHaveLength(settled);
    act(() => void i18n.addResourceBundle('en', 'odds', { cell: 'Cell' }));
    expect(text()).toBe('en hello en Cell');
    await act(() => i18n.changeLanguage('ru'));
    expect(text()).toBe('ru hello ru odds:cell');
    expect(seen.length).toBeGreaterThan(settled);
  });
});
