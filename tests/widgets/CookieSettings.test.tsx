import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import CookieSettings from '../../widgets/CookieSettings/CookieSettings';
import ThreeColumns from '../../widgets/ThreeColumns/ThreeColumns';
import { createRootStore, memoryNoticeCookies } from '../../stores';
import { fakeApi, noSlots, renderWidget, testConfig } from './harness';

function storesWithCookies() {
  const cookies = memoryNoticeCookies();
  return {
    cookies,
    stores: createRootStore({ api: fakeApi, config: testConfig(), noticeCookies: cookies }),
  };
}

describe('CookieSettings', () => {
  it('saves the ticked choices, necessary always on, and says so', () => {
    const { cookies, stores } = storesWithCookies();
    renderWidget(<CookieSettings props={{}} slots={noSlots} path="p" />, { stores });
    const necessary = screen.getByRole('checkbox', { name: /Necessary cookies/ });
    expect((necessary as HTMLInputElement).checked).toBe(true);
    expect((necessary as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Marketing cookies/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(cookies.get('cookies_agree_type')).toBe('2');
    expect(stores.notifications.toasts.map((n) => n.textKey)).toEqual([
      'main:cookie_settings_saved',
    ]);
  });

  it('words every text in Arabic', () => {
    const { stores } = storesWithCookies();
    renderWidget(<CookieSettings props={{}} slots={noSlots} path="p" />, { stores, lng: 'ar' });
    expect(screen.getByRole('button', { name: 'حفظ الإعدادات' })).toBeTruthy();
  });
});

describe('ThreeColumns side columns', () => {
  it('hides a column; the cookie is written only once functional cookies are agreed to', () => {
    const { cookies, stores } = storesWithCookies();
    const { container } = renderWidget(
      <ThreeColumns props={{}} slots={{ left: 'L', center: 'C', right: 'R' }} path="p" />,
      { stores },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide the left column' }));
    expect(container.querySelector('.three-columns__left')).toBeNull();
    expect(cookies.get('hide_left')).toBeUndefined();
    stores.consent.choose({ functional: true, marketing: false });
    expect(cookies.get('hide_left')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Show the left column' }));
    expect(container.querySelector('.three-columns__left')?.textContent).toBe('L');
    expect(cookies.get('hide_left')).toBe('0');
  });
});
