// The variables of a process among several (deploy/README.md): METRICS_TOKEN and WALLET_URL are
// checked at start, and a bad value is refused naming the variable.
import { describe, expect, it } from 'vitest';
import { readBuiltinProviderEnv } from '../../server/casino/builtin/index';
import { readMetricsEnv } from '../../server/metrics/index';
import { StartupRefusal } from '../../server/startupRefusal';

describe('METRICS_TOKEN', () => {
  it('is optional, and taken when long enough', () => {
    expect(readMetricsEnv({})).toEqual({});
    expect(readMetricsEnv({ METRICS_TOKEN: '  ' })).toEqual({});
    const token = 'a'.repeat(24);
    expect(readMetricsEnv({ METRICS_TOKEN: token })).toEqual({ token });
  });

  it('refuses a short token or one with spaces, naming the variable', () => {
    for (const bad of ['short', 'a'.repeat(23), `${'a'.repeat(20)} ${'b'.repeat(10)}`]) {
      expect(() => readMetricsEnv({ METRICS_TOKEN: bad })).toThrow(StartupRefusal);
      expect(() => readMetricsEnv({ METRICS_TOKEN: bad })).toThrow(/METRICS_TOKEN must be/);
    }
  });
});

describe('WALLET_URL', () => {
  it("is optional: the built-in games call this process's own address", () => {
    expect(readBuiltinProviderEnv({}, true)).toEqual({});
  });

  it('takes the base URL of the front the processes stand behind', () => {
    for (const url of ['http://127.0.0.1:8080', 'https://site.example', 'http://localhost/']) {
      expect(readBuiltinProviderEnv({ WALLET_URL: url }, true).walletTransport).toBeTypeOf(
        'function',
      );
    }
    // Outside production plain http to another machine is accepted (a test network).
    expect(
      readBuiltinProviderEnv({ WALLET_URL: 'http://10.0.0.5:8080' }, false).walletTransport,
    ).toBeTypeOf('function');
  });

  it('refuses what is not a base URL, or plain http off this machine in production', () => {
    const refusal = (url: string, production = true) => {
      try {
        readBuiltinProviderEnv({ WALLET_URL: url }, production);
        return 'accepted';
      } catch (err) {
        expect(err).toBeInstanceOf(StartupRefusal);
        return (err as Error).message;
      }
    };
    expect(refusal('not a url')).toMatch(/WALLET_URL=not a url is not a URL/);
    expect(refusal('ftp://127.0.0.1')).toMatch(/use an http:\/\/ or https:\/\/ URL/);
    expect(refusal('http://127.0.0.1:8080/wallet')).toMatch(/base URL only/);
    expect(refusal('http://user:pw@127.0.0.1')).toMatch(/base URL only/);
    expect(refusal('http://10.0.0.5:8080')).toMatch(/https only/);
  });
});
