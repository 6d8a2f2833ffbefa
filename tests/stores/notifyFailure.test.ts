import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_TITLE_KEY, NotificationStore, notifyFailure } from '../../stores';

describe('notifyFailure (SPEC section 8)', () => {
  it('shows a refusal as an error toast with the default error title', () => {
    const store = new NotificationStore();
    notifyFailure(store, { reason: 'network', status: 0 });
    expect(store.toasts[0]).toMatchObject({
      level: 'error',
      titleKey: DEFAULT_ERROR_TITLE_KEY,
      textKey: 'main:error_network',
    });
  });

  it('ignores a cancelled request (499)', () => {
    const store = new NotificationStore();
    expect(notifyFailure(store, { status: 499 })).toBeNull();
    expect(store.toasts).toHaveLength(0);
  });

  it("words vague reasons with the caller's text, and never names a field it cannot show", () => {
    const store = new NotificationStore();
    notifyFailure(store, { reason: 'server_error', status: 500 }, { fallbackKey: 'main:x' });
    notifyFailure(store, { reason: 'invalid_field', status: 400 });
    notifyFailure(store, { reason: 'forbidden', status: 403 }, { fallbackKey: 'main:x' });
    expect(store.toasts.map((n) => n.textKey)).toEqual([
      'main:x',
      'main:error_bad_request',
      'main:error_forbidden',
    ]);
  });
});
