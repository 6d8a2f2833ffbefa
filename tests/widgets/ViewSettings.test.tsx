import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createRootStore } from '../../stores';
import { memoryPreferenceCookies } from '../../stores/sports';
import OddsFormatSwitch from '../../widgets/OddsFormatSwitch/OddsFormatSwitch';
import ThemeSwitch from '../../widgets/ThemeSwitch/ThemeSwitch';
import ViewSettings from '../../widgets/ViewSettings/ViewSettings';
import enOdds from '../../configs/locales/en/odds.json';
import { fakeApi, noSlots, renderWidget, testConfig, testTranslator } from './harness';

function oddsI18n() {
  return testTranslator('en', { en: { odds: enOdds } });
}

function stores() {
  const preferenceCookies = memoryPreferenceCookies();
  return {
    preferenceCookies,
    stores: createRootStore({ api: fakeApi, config: testConfig(), preferenceCookies }),
  };
}

describe('OddsFormatSwitch', () => {
  it('offers the views of the view type and switches the coefficient view', () => {
    const { stores: root, preferenceCookies } = stores();
    renderWidget(<OddsFormatSwitch props={{}} slots={noSlots} path="" />, {
      stores: root,
      i18n: oddsI18n(),
    });
    const select = screen.getByRole('combobox', { name: 'Odds format' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Decimal (2.50)',
      'Fractional (3/2)',
      'American (+150)',
      'Hong Kong (1.50)',
      'Indonesian (1.50)',
      'Malay (-0.67)',
    ]);
    fireEvent.change(select, { target: { value: '1' } });
    expect(root.global.coefViewId).toBe(1);
    expect(preferenceCookies.get('coef_view_id')).toBe('1');
  });
});

describe("OddsFormatSwitch with the brand's coefficient views (site config coefViewIds)", () => {
  it('offers only the views the brand lists, and a saved view outside them falls back', () => {
    const preferenceCookies = memoryPreferenceCookies();
    preferenceCookies.set('coef_view_id', '1', 3600);
    const root = createRootStore({
      api: fakeApi,
      config: testConfig({ coefViewIds: [0, 2, 4] }),
      preferenceCookies,
    });
    expect(root.global.coefViewId).toBe(0);
    renderWidget(<OddsFormatSwitch props={{}} slots={noSlots} path="" />, {
      stores: root,
      i18n: oddsI18n(),
    });
    const select = screen.getByRole('combobox', { name: 'Odds format' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Decimal (2.50)',
      'American (+150)',
      'Hong Kong (1.50)',
    ]);
    expect(root.global.setCoefViewId(1)).toBe(false);
    expect(root.global.coefViewId).toBe(0);
    fireEvent.change(select, { target: { value: '2' } });
    expect(root.global.coefViewId).toBe(2);
  });
});

describe('ThemeSwitch', () => {
  it('is a switch that toggles the dark theme', () => {
    const { stores: root, preferenceCookies } = stores();
    renderWidget(<ThemeSwitch props={{}} slots={noSlots} path="" />, {
      stores: root,
      i18n: oddsI18n(),
    });
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(root.global.isDarkTheme).toBe(true);
    expect(preferenceCookies.get('app_theme')).toBe('1');
  });
});

describe('ViewSettings', () => {
  it('switches the view type, the filters, game numbers and compact view', () => {
    const { stores: root } = stores();
    renderWidget(<ViewSettings props={{}} slots={noSlots} path="" />, {
      stores: root,
      i18n: oddsI18n(),
    });
    root.global.setCoefViewId(4);
    fireEvent.click(screen.getByRole('radio', { name: 'Asian' }));
    expect(root.global.appViewType).toBe(1);
    expect(root.global.coefViewId).toBe(14);
    for (const name of [
      'Only with video',
      'Upcoming events',
      'Group sports by categories',
      'Group championships by country',
      'Show game number',
      'Compact view',
      'Open statistics in a new window',
      'Show the accumulator of the day',
      'Show the live accumulator of the day',
      'Keep the match tracker in view when scrolling',
    ]) {
      fireEvent.click(screen.getByRole('checkbox', { name }));
    }
    expect(root.betting.isOnlyWithVideos).toBe(true);
    expect(root.betting.isUpcomingEvent).toBe(true);
    expect(root.betting.isGroupSportsByCategories).toBe(true);
    expect(root.betting.isChampsGroupedByCountry).toBe(true);
    expect(root.global.isShowGameId).toBe(true);
    expect(root.global.isAppCompactView).toBe(true);
    // On by default (SPEC section 9): the click turned it off.
    expect(root.global.isDisplayStatsInNewWindow).toBe(false);
    expect(root.global.isAccumulatorOfTheDay).toBe(false);
    expect(root.global.isLiveAccumulatorOfTheDay).toBe(false);
    expect(root.global.isMoveVideoOnScroll).toBe(false);
  });

  it('sets the text size and how odds changes are marked (SPEC section 3)', () => {
    const { stores: root } = stores();
    renderWidget(
      <ViewSettings props={{ settings: ['fontSize', 'coefIndication'] }} slots={noSlots} path="" />,
      { stores: root, i18n: oddsI18n() },
    );
    const size = screen.getByRole('group', { name: 'Text size' });
    expect(screen.getByRole('radio', { name: 'Normal' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(root.global.appFontSize).toBe(18);
    expect(size.querySelectorAll('input:checked')).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Colour only' }));
    expect(root.global.coefIndicationType).toBe(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Do not mark' }));
    expect(root.global.coefIndicationType).toBe(3);
  });

  it('offers only the settings a page asks for, in its order', () => {
    const { stores: root } = stores();
    renderWidget(
      <ViewSettings
        props={{ settings: ['compactView', 'onlyWithVideo'] }}
        slots={noSlots}
        path=""
      />,
      { stores: root, i18n: oddsI18n() },
    );
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement!.textContent)).toEqual([
      'Compact view',
      'Only with video',
    ]);
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('odds dictionary', () => {
  it('has every key the odds widgets use, in ru, en and ar', () => {
    const used = new Set<string>();
    const sources = [
      'OddsCell/OddsButton.tsx',
      'OddsFormatSwitch/OddsFormatSwitch.tsx',
      'ThemeSwitch/ThemeSwitch.tsx',
      'ViewSettings/ViewSettings.tsx',
    ];
    for (const file of sources) {
      const text = readFileSync(join(import.meta.dirname, '../../widgets', file), 'utf8');
      for (const match of text.matchAll(/'odds:([a-z_A-Z]+)'/g)) used.add(match[1]!);
    }
    for (const format of ['decimal', 'fractional', 'american', 'hongKong', 'indonesian', 'malay']) {
      used.add(`format_${format}`);
    }
    for (const key of ['arrowAndColour', 'arrow', 'colour', 'none']) {
      used.add(`coef_indication_${key}`);
    }
    used.add('view_type_european');
    used.add('view_type_asian');
    for (const lng of ['ru', 'en', 'ar']) {
      const dictionary = JSON.parse(
        readFileSync(join(import.meta.dirname, `../../configs/locales/${lng}/odds.json`), 'utf8'),
      ) as Record<string, string>;
      expect(Object.keys(dictionary).sort(), lng).toEqual(Object.keys(enOdds).sort());
      for (const key of used) expect(dictionary[key], `${lng}:${key}`).toBeTruthy();
    }
  });
});
