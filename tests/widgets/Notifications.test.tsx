import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import Notifications from '../../widgets/Notifications/Notifications';
import { noSlots, renderWidget } from './harness';

const view = <Notifications props={{}} slots={noSlots} path="layouts/default.json#/body" />;

describe('Notifications', () => {
  it('keeps a polite live region in the page, empty or not, and no empty alert', () => {
    renderWidget(view);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });

  it('words a toast from the dictionary; an error is an alert with the default title', () => {
    const { stores } = renderWidget(view);
    act(() => {
      stores.notifications.notify({
        kind: 'toast',
        level: 'info',
        textKey: 'main:notice_understood',
      });
      stores.notifications.notify({
        kind: 'toast',
        level: 'error',
        textKey: 'main:notice_understood',
      });
    });
    expect(within(screen.getByRole('status')).getByText('I understand')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Something went wrong')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows one modal at a time; its action runs and the next modal follows', () => {
    const { stores } = renderWidget(view, { lng: 'ru' });
    const run = vi.fn();
    act(() => {
      stores.notifications.notify({
        kind: 'modal',
        level: 'info',
        titleKey: 'main:notifications_label',
        textKey: 'main:notice_close',
        actions: [{ labelKey: 'main:notice_understood', run }],
        dismissible: false,
      });
      stores.notifications.notify({
        kind: 'modal',
        level: 'warning',
        textKey: 'main:notice_close',
      });
    });
    const dialog = screen.getByRole('dialog', { name: 'Уведомления' });
    // not dismissible: no close button, Escape does nothing
    expect(within(dialog).queryByRole('button', { name: 'Закрыть' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Уведомления' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    expect(run).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Закрыть' })).toBeTruthy();
  });
});
