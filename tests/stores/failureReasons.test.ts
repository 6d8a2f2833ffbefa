// Every failure a store hands a widget carries a reason to word it by, also the refusals that
// arrive as { success: false } with HTTP 200 and a failed load the store keeps.
import { describe, expect, it } from 'vitest';
import { SessionStore, UserConfigStore } from '../../stores';
import { refusalOf } from '../../stores/actionResult';
import { fail, ok, scriptedApi } from './fakeApi';

describe('failure reasons of the stores', () => {
  it('a { success: false } answer keeps the reason and field it gives', async () => {
    const fake = scriptedApi({
      'PUT /web-api/user/personal-data': ok({
        success: false,
        message: 'user_birthday_date: too young',
        reason: 'too_young',
        field: 'user_birthday_date',
      }),
    });
    const store = new UserConfigStore({ api: fake.api });
    expect(await store.savePersonalData({ user_birthday_date: '2020-01-01' })).toEqual({
      ok: false,
      message: 'user_birthday_date: too young',
      status: 200,
      reason: 'too_young',
      field: 'user_birthday_date',
    });
  });

  it('a { success: false } answer without a known reason reads as a bad request', async () => {
    const fake = scriptedApi({
      'POST /web-api/api-v3/v2/user/agreement-rules/confirm': ok({
        success: false,
        message: 'not now',
        reason: 'not a reason we know',
      }),
    });
    const session = new SessionStore({ api: fake.api });
    expect(await session.confirmTerms()).toMatchObject({ ok: false, reason: 'bad_request' });
    expect(refusalOf(undefined, 'refused', 'conflict')).toMatchObject({
      message: 'refused',
      reason: 'conflict',
    });
  });

  it('a failed user-config load is kept as the failure, with its reason', async () => {
    const fake = scriptedApi({ 'GET /web-api/user/config': fail(0, 'Network failure') });
    const store = new UserConfigStore({ api: fake.api });
    await store.load();
    expect(store.error).toMatchObject({ ok: false, status: 0, reason: 'network' });
    fake.on('GET /web-api/user/config', ok({ protection_level: 10 }));
    await store.load();
    expect(store.error).toBeNull();
  });
});
