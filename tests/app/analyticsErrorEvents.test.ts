// SPEC section 8 "Analytics error codes exist for login, registration, password recovery, phone and
// e-mail binding, wallet, password change" (app/pwa/analyticsWiring.ts): the answer of each such
// call is counted, a success as its event and a refusal or server failure as its error event;
// no answer, and calls that are none of these, count nothing.
import { describe, expect, it } from 'vitest';
import { analyticsOfCalls } from '../../app/pwa/analyticsWiring';
import { ANALYTICS_ERROR_EVENT_NAMES } from '../../domain/app/analyticsContract';

async function tracked(path: string, status: number): Promise<string[]> {
  const names: string[] = [];
  const interceptor = analyticsOfCalls((name) => names.push(name));
  await interceptor({ path, init: { headers: new Headers() } }, () =>
    Promise.resolve({ status, text: '', json: undefined }),
  );
  return names;
}

describe('analytics error events', () => {
  it('counts a refused or failed call of each kind as its error event', async () => {
    const cases: [string, string][] = [
      ['/web-api/auth/login', 'login_error'],
      ['/web-api/auth/login/sms', 'login_error'],
      ['/web-api/auth/register', 'registration_error'],
      ['/web-api/auth/password/forgot', 'password_recovery_error'],
      ['/web-api/auth/password/reset', 'password_recovery_error'],
      ['/web-api/user/phone/bind', 'phone_binding_error'],
      ['/web-api/user/activation/send', 'email_binding_error'],
      ['/web-api/user/accountverify', 'email_binding_error'],
      ['/web-api/payments/withdraw', 'wallet_error'],
      ['/web-api/account/currency', 'wallet_error'],
      ['/web-api/user/password', 'password_change_error'],
    ];
    for (const [path, name] of cases) {
      expect(await tracked(path, 400), path).toEqual([name]);
      expect(await tracked(`${path}?x=1`, 503), path).toEqual([name]);
    }
    const named = new Set(cases.map(([, name]) => name));
    expect([...named].sort()).toEqual([...ANALYTICS_ERROR_EVENT_NAMES].sort());
  });

  it('counts a success as its own event, not an error', async () => {
    expect(await tracked('/web-api/auth/login', 200)).toEqual(['login']);
    expect(await tracked('/web-api/payments/deposit', 200)).toEqual(['deposit']);
    expect(await tracked('/web-api/user/password', 200)).toEqual([]);
  });

  it('counts nothing without an answer, nor for other calls', async () => {
    expect(await tracked('/web-api/auth/login', 0)).toEqual([]);
    expect(await tracked('/web-api/user/config', 500)).toEqual([]);
  });
});
