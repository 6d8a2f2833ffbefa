import { describe, expect, it } from 'vitest';
import {
  formatMaintenanceTime,
  maintenanceLanguage,
  maintenanceNotice,
  maintenanceTitle,
} from '../../domain';

describe('maintenance title (SPEC section 8)', () => {
  it.each(['ru', 'az', 'kk', 'kz', 'uk', 'ua', 'ru-RU', 'uk_UA', 'en-KZ', 'AZ'])(
    'is Russian for %s',
    (locale) => {
      expect(maintenanceLanguage(locale)).toBe('ru');
      expect(maintenanceTitle(locale)).toBe('Ведутся технические работы!');
    },
  );

  it.each(['en', 'ar', 'de', 'en-GB', 'tr-TR', '', undefined])('is English for %s', (locale) => {
    expect(maintenanceTitle(locale)).toBe('Maintenance underway!');
  });
});

describe('maintenance text', () => {
  it('says the server is down from the start to the end time, at UTC+3 by default', () => {
    const notice = maintenanceNotice('en', { started_at: 1798754400, ended_at: 1798768800 });
    expect(notice).toEqual({
      language: 'en',
      title: 'Maintenance underway!',
      text: 'The server is down from 01.01.2027 01:00 to 01.01.2027 05:00.',
    });
  });

  it('is written in the same language as the title', () => {
    expect(maintenanceNotice('kk', { started_at: 0, ended_at: 3600 }, 0).text).toBe(
      'Сервер недоступен с 01.01.1970 00:00 до 01.01.1970 01:00.',
    );
  });

  it('copes with a missing end or a missing window', () => {
    expect(maintenanceNotice('en', { started_at: 0 }, 0).text).toBe(
      'The server is down from 01.01.1970 00:00.',
    );
    expect(maintenanceNotice('ru', undefined).text).toBe('Сервер временно недоступен.');
  });

  it('formats times as dd.MM.yyyy HH:mm at the given offset', () => {
    expect(formatMaintenanceTime(1798754400, 0)).toBe('31.12.2026 22:00');
    expect(formatMaintenanceTime(1798754400, 3)).toBe('01.01.2027 01:00');
  });
});
