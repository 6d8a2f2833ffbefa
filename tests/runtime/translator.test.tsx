import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider, Translator, useTranslation, type TFunction } from '../../runtime/i18n';

afterEach(() => cleanup());

const PLURALS = {
  item_zero: 'zero',
  item_one: 'one',
  item_two: 'two',
  item_few: 'few',
  item_many: 'many',
  item_other: 'other {{count}}',
};

function translator(lng = 'en'): Translator {
  const i18n = new Translator(lng);
  for (const language of ['en', 'ru', 'ar']) {
    i18n.addResourceBundle(language, 'main', { hello: `hello ${language}`, ...PLURALS });
  }
  return i18n;
}

describe('Translator', () => {
  it("reads 'namespace:key', 'main' for a key without one, and a bound namespace", () => {
    const i18n = translator();
    i18n.addResourceBundle('en', 'odds', { hello: 'odds hello' });
    expect(i18n.t('hello')).toBe('hello en');
    expect(i18n.t('main:hello')).toBe('hello en');
    expect(i18n.t('odds:hello')).toBe('odds hello');
    expect(i18n.getFixedT('odds')('hello')).toBe('odds hello');
    expect(i18n.getFixedT('odds')('main:hello')).toBe('hello en');
  });

  it('reads a missing key as itself without its namespace, or as the defaultValue', () => {
    const i18n = translator();
    expect(i18n.t('main:nope')).toBe('nope');
    expect(i18n.t('sports:nope')).toBe('nope'); // a namespace never loaded
    expect(i18n.t('main:nope', { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback 2');
    expect(i18n.t('main:nope', { defaultValue: '' })).toBe('');
    expect(i18n.t('constructor')).toBe('constructor');
  });

  it('takes the first of several keys that has a text', () => {
    const i18n = translator();
    expect(i18n.t(['main:nope', 'main:hello'])).toBe('hello en');
    expect(i18n.t(['main:nope', 'main:still_nope'])).toBe('still_nope');
    expect(i18n.t(['main:nope', 'main:still_nope'], { defaultValue: '' })).toBe('');
  });

  it('fills {{placeholders}} with the options; one without a value stays as it is', () => {
    const i18n = new Translator('en');
    i18n.addResourceBundle('en', 'main', {
      greet: 'Hi {{name}}, {{ name }} has {{amount}} {{unit}}',
      empty: '[{{a}}][{{b}}]',
    });
    expect(i18n.t('greet', { name: 'Ann', amount: 5 })).toBe('Hi Ann, Ann has 5 {{unit}}');
    expect(i18n.t('greet', { name: '{{amount}}', amount: 1, unit: '$' })).toBe(
      'Hi {{amount}}, {{amount}} has 1 $',
    );
    expect(i18n.t('empty', { a: undefined, b: null })).toBe('[][]');
  });

  it('picks plural forms by Intl.PluralRules, _zero for 0 where the dictionary has it', () => {
    const i18n = translator('ru');
    const forms = (counts: number[]) => counts.map((count) => i18n.t('item', { count }));
    expect(forms([0, 1, 2, 5, 21, 1.5])).toEqual([
      'zero',
      'one',
      'few',
      'many',
      'one',
      'other 1.5',
    ]);
    i18n.changeLanguage('ar');
    expect(forms([0, 1, 2, 3, 11, 100])).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other 100',
    ]);
    i18n.changeLanguage('en');
    expect(forms([0, 1, 2])).toEqual(['zero', 'one', 'other 2']);
  });

  it('without _zero reads 0 by its plural category; without that form, the key itself', () => {
    const i18n = new Translator('ru');
    i18n.addResourceBundle('ru', 'main', { n_one: 'one', n_many: 'many', bare: '{{count}} x' });
    expect(i18n.t('n', { count: 0 })).toBe('many');
    expect(i18n.t('n', { count: 3 })).toBe('n'); // no n_few
    expect(i18n.t('bare', { count: 3 })).toBe('3 x');
    i18n.changeLanguage('en');
    i18n.addResourceBundle('en', 'main', { n_one: 'one', n_other: 'other' });
    expect(i18n.t('n', { count: 0 })).toBe('other');
  });

  it('picks key_<context> (with its plural forms) first, else the key', () => {
    const i18n = new Translator('en');
    i18n.addResourceBundle('en', 'main', {
      pick: 'Choose {{min}} to {{max}}',
      pick_exact: 'Choose exactly {{min}}',
      bet_one: 'one bet',
      bet_other: 'bets',
      bet_free_one: 'one free bet',
      bet_free_zero: 'no free bets',
    });
    expect(i18n.t('pick', { context: 'exact', min: 6, max: 6 })).toBe('Choose exactly 6');
    expect(i18n.t('pick', { context: 'other', min: 1, max: 6 })).toBe('Choose 1 to 6');
    expect(i18n.t('pick', { context: '', min: 1, max: 6 })).toBe('Choose 1 to 6');
    expect(i18n.t('bet', { context: 'free', count: 1 })).toBe('one free bet');
    expect(i18n.t('bet', { context: 'free', count: 0 })).toBe('no free bets');
    expect(i18n.t('bet', { context: 'free', count: 2 })).toBe('bets');
  });

  it('switches language and adds texts, telling its listeners; getFixedT follows', () => {
    const i18n = translator('ru');
    const calls: string[] = [];
    const unsubscribe = i18n.subscribe(() => calls.push(i18n.language));
    const before = i18n.getFixedT();
    expect(i18n.getFixedT()).toBe(before);
    i18n.changeLanguage('ru');
    expect(calls).toEqual([]);
    i18n.changeLanguage('ar');
    expect(i18n.t('hello')).toBe('hello ar');
    const afterSwitch = i18n.getFixedT();
    expect(afterSwitch).not.toBe(before);
    i18n.addResourceBundle('ar', 'main', { later: 'later' });
    expect(i18n.t('later')).toBe('later');
    expect(i18n.t('hello')).toBe('hello ar'); // added to, not replaced
    expect(i18n.getFixedT()).not.toBe(afterSwitch);
    unsubscribe();
    i18n.changeLanguage('en');
    expect(calls).toEqual(['ar', 'ar']);
  });
});

describe('useTranslation', () => {
  it('renders again when the language changes or a dictionary arrives; t is stable between', () => {
    const i18n = translator('en');
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
      <I18nProvider i18n={i18n}>
        <Probe />
      </I18nProvider>,
    );
    const text = () => screen.getByTestId('probe').textContent;
    expect(text()).toBe('en hello en cell');
    act(() => rerender());
    expect(seen).toHaveLength(1);
    act(() => i18n.addResourceBundle('en', 'odds', { cell: 'Cell' }));
    expect(text()).toBe('en hello en Cell');
    act(() => i18n.changeLanguage('ru'));
    expect(text()).toBe('ru hello ru cell');
    expect(seen).toHaveLength(3);
  });
});
