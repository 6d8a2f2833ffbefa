import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import NotificationBanners from '../../widgets/NotificationBanners/NotificationBanners';
import Notifications from '../../widgets/Notifications/Notifications';
import { MAINTENANCE_WARNING_ID } from '../../stores/AccessStore';
import { noSlots, renderWidget, testConfig } from './harness';

const banners = (
  <NotificationBanners props={{}} slots={noSlots} path="layouts/default.json#/body/slots/items/1" />
);
const corner = <Notifications props={{}} slots={noSlots} path="layouts/default.json#/body" />;

/** A maintenance announced from a minute ago; it starts in two hours. */
function announcedMaintenance() {
  const now = Math.floor(Date.now() / 1000);
  return testConfig({
    maintenance: {
      isActive: false,
      started_at: now + 7200,
      ended_at: now + 10_800,
      notify_started_at: now - 60,
      notify_ended_at: now + 7200,
    },
  });
}

describe('NotificationBanners', () => {
  it('keeps an empty polite live region in the page', () => {
    const { container } = renderWidget(banners);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    expect(container.querySelector('.notice-banner')).toBeNull();
  });

  it('shows the maintenance warning as a banner at the top, not as a toast, worded in the language', () => {
    const { stores } = renderWidget(
      <>
        {banners}
        {corner}
      </>,
      { lng: 'ar', config: announcedMaintenance() },
    );
    act(() => stores.access.startMaintenanceWatch());
    const [top, toasts] = screen.getAllByRole('status');
    const banner = within(top!).getByTestId(`notification-${MAINTENANCE_WARNING_ID}`);
    expect(banner.getAttribute('data-level')).toBe('warning');
    expect(banner.textContent).toMatch(
      /^صيانة مجدولة من \d\d\.\d\d\.\d{4} \d\d:\d\d إلى \d\d\.\d\d\.\d{4} \d\d:\d\d: قد يكون الموقع غير متاح\./,
    );
    expect(toasts!.textContent).toBe('');
    stores.access.stopMaintenanceWatch();
  });

  it('closes with its close button, named in the language', () => {
    const { stores } = renderWidget(banners, { lng: 'ru', config: announcedMaintenance() });
    act(() => stores.access.startMaintenanceWatch());
    expect(screen.getByText(/^Плановые технические работы с /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText(/^Плановые технические работы с /)).toBeNull();
    expect(stores.notifications.has(MAINTENANCE_WARNING_ID)).toBe(false);
    stores.access.stopMaintenanceWatch();
  });
});
