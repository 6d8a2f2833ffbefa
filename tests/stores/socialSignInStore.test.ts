import { describe, expect, it } from 'vitest';
import { ONE_TAP_DISMISSED_KEY } from '../../domain/social/socialConstants';
import type { ApiClient } from '../../runtime/api';
import { SocialSignInStore } from '../../stores/social';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function api(answers: Record<string, unknown>): ApiClient {
  const answer = (path: string) =>
    Promise.resolve(
      path in answers
        ? { ok: true as const, data: answers[path] as never }
        : { ok: false as const, status: 404, message: 'not found', body: { reason: 'not_found' } },
    );
  return {
    getJson: answer,
    postJson: answer,
    putJson: answer,
    deleteJson: answer,
    report: () => undefined,
  };
}

const DAY = 24 * 60 * 60 * 1000;

describe('SocialSignInStore', () => {
  it("offers the brand's one-tap provider among its providers", async () => {
    const store = new SocialSignInStore({
      api: api({
        '/social-api/providers': {
          providers: [{ id: 'google', name: 'Google' }],
          oneTapProvider: 'google',
        },
      }),
    });
    expect(await store.loadProviders()).toEqual({ ok: true });
    expect(store.oneTapProvider).toEqual({ id: 'google', name: 'Google' });
  });

  it('remembers a dismissed one-tap prompt for 30 days, across page loads', () => {
    const storage = memoryStorage();
    let now = 1_000 * DAY;
    const first = new SocialSignInStore({ api: api({}), storage, now: () => now });
    expect(first.isOneTapDismissed).toBe(false);
    first.dismissOneTap();
    expect(first.isOneTapDismissed).toBe(true);
    expect(storage.getItem(ONE_TAP_DISMISSED_KEY)).toBe(String(now));

    now += 29 * DAY;
    expect(new SocialSignInStore({ api: api({}), storage, now: () => now }).isOneTapDismissed).toBe(
      true,
    );
    now += 2 * DAY;
    expect(new SocialSignInStore({ api: api({}), storage, now: () => now }).isOneTapDismissed).toBe(
      false,
    );
  });

  it('sends the registration choices to the provider start URL', () => {
    const store = new SocialSignInStore({ api: api({}) });
    expect(
      store.startUrl('google', 'sign_in', { language: 'en', currencyId: 978, countryId: 276 }),
    ).toBe('/social-api/oauth/google/start?purpose=sign_in&lang=en&currency=978&countryId=276');
  });

  it('lists linkable providers as those not linked yet', async () => {
    const store = new SocialSignInStore({
      api: api({
        '/web-api/user/social-identities': {
          providers: [
            { id: 'google', name: 'Google' },
            { id: 'apple', name: 'Apple' },
          ],
          identities: [
            {
              provider: 'google',
              providerName: 'Google',
              email: null,
              linkedAt: '2026-01-01T00:00:00Z',
            },
          ],
        },
      }),
    });
    await store.loadIdentities();
    expect(store.linkable).toEqual([{ id: 'apple', name: 'Apple' }]);
  });
});
