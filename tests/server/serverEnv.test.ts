import { describe, expect, it } from 'vitest';
import { hostWithoutPort } from '../../server/config/brandResolver';
import { readServerEnv } from '../../server/serverEnv';

describe('server environment', () => {
  it('defaults to port 8080 on 0.0.0.0, PGlite in ./data, not dev, not production', () => {
    expect(readServerEnv({}, [])).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      brand: undefined,
      dataDir: './data',
      contentDir: undefined,
      production: false,
      dev: false,
      logLevel: 'warn',
      testControl: false,
      trustProxy: false,
    });
  });

  it('reads every variable and the --dev flag', () => {
    const env = readServerEnv(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://u@db/x',
        REDIS_URL: 'redis://r:6379',
        BRAND: 'nord',
        DATA_DIR: '/tmp/d',
        CONTENT_DIR: '/tmp/content',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
      },
      ['--dev'],
    );
    expect(env).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db/x',
      redisUrl: 'redis://r:6379',
      brand: 'nord',
      dataDir: '/tmp/d',
      contentDir: '/tmp/content',
      production: true,
      dev: true,
      logLevel: 'info',
      testControl: false,
    });
    expect(readServerEnv({ TEST_CONTROL: '1' }, []).testControl).toBe(true);
  });

  it.each([
    [{ PORT: 'http' }, 'PORT=http is not a port number (0-65535)'],
    [{ PORT: '70000' }, 'PORT=70000 is not a port number (0-65535)'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL=loud is not one of'],
    [{ TEST_CONTROL: 'yes' }, 'TEST_CONTROL=yes: set TEST_CONTROL=1 to serve /test-control/*'],
    [{ TEST_CONTROL: 'true' }, 'TEST_CONTROL=true: set TEST_CONTROL=1'],
    [{ NODE_ENV: 'production', TEST_CONTROL: '1' }, 'TEST_CONTROL=1 with NODE_ENV=production'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=true: "true" is not an IP address'],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY=0: a number of proxies is 1 to 10'],
    [{ TRUST_PROXY: '10.0.0.1,10.0.0.0/33' }, '"10.0.0.0/33" is not an IP address'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'trusting every proxy is refused'],
  ])('refuses %j with a message saying what to fix', (env, message) => {
    expect(() => readServerEnv(env, [])).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['2', 2],
    ['loopback, 10.0.0.0/8,192.168.1.7', ['loopback', '10.0.0.0/8', '192.168.1.7']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads %j as %j', (text, trustProxy) => {
    expect(readServerEnv({ TRUST_PROXY: text }, []).trustProxy).toEqual(trustProxy);
  });
});

describe('request parsing helpers', () => {
  it.each([
    ['nord.localhost:8080', 'nord.localhost'],
    ['NORD.LocalHost', 'nord.localhost'],
    ['[::1]:8080', '[::1]'],
    [undefined, ''],
  ])('Host %s is matched as %s', (header, host) => {
    expect(hostWithoutPort(header)).toBe(host);
  });
});
