import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import MaintenanceNotice from '../../widgets/MaintenanceNotice/MaintenanceNotice';
import { noSlots, renderWidget, testConfig } from './harness';

// 2026-12-31 22:00 UTC to 2027-01-01 02:00 UTC, shown at UTC+3 (SPEC section 9 timezone 3).
const config = testConfig({
  maintenance: { isActive: true, started_at: 1798754400, ended_at: 1798768800 },
});

function renderNotice(lng: string) {
  return renderWidget(<MaintenanceNotice props={{}} slots={noSlots} path="p" />, {
    config,
    lng,
    url: `/${lng}/maintenance`,
  });
}

describe('MaintenanceNotice', () => {
  it('titles the notice in Russian on a Russian page, with the down-time window', () => {
    renderNotice('ru');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Ведутся технические работы!');
    expect(screen.getByRole('region').getAttribute('lang')).toBe('ru');
    expect(
      screen.getByText('Сервер недоступен с 01.01.2027 01:00 до 01.01.2027 05:00.'),
    ).toBeTruthy();
  });

  it.each(['en', 'ar'])('titles the notice in English on a %s page', (lng) => {
    renderNotice(lng);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Maintenance underway!');
    expect(screen.getByRole('region').getAttribute('lang')).toBe('en');
    expect(
      screen.getByText('The server is down from 01.01.2027 01:00 to 01.01.2027 05:00.'),
    ).toBeTruthy();
  });
});
