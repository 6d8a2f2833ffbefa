import { describe, expect, it } from 'vitest';
import { moneyOptionsFromEnv } from '../../../server/money/moneyRoutes';
import { StartupRefusal } from '../../../server/startupRefusal';

describe('payment environment', () => {
  it('reads the sandbox secret and callback delay', () => {
    expect(moneyOptionsFromEnv({})).toEqual({});
    expect(
      moneyOptionsFromEnv({
        PAYMENT_SANDBOX_SECRET: 's'.repeat(32),
        PAYMENT_SANDBOX_DELAY_MS: '0',
      }),
    ).toEqual({ sandboxSecret: 's'.repeat(32), sandboxDelayMs: 0 });
  });

  it('refuses a short secret or a delay that is not a small integer, naming the variable', () => {
    expect(() => moneyOptionsFromEnv({ PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(StartupRefusal);
    expect(() => moneyOptionsFromEnv({ PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(
      /^PAYMENT_SANDBOX_SECRET must be at least 32 characters$/,
    );
    for (const delay of ['-1', '1.5', 'soon', '60001']) {
      expect(() => moneyOptionsFromEnv({ PAYMENT_SANDBOX_DELAY_MS: delay })).toThrow(
        /^PAYMENT_SANDBOX_DELAY_MS must be an integer 0-60000$/,
      );
    }
  });
});
