// The outside provider's adapter from the environment (server/casino/outside/outsideEnv.ts): both
// the URL and the shared secret or neither, a secret long enough to resist guessing, a base URL
// only, and plain http only to a loopback address in production.
import { describe, expect, it } from 'vitest';
import { OUTPOST_PROVIDER_KEY } from '../../../domain/casino/outpostGames';
import { readOutsideProvidersEnv } from '../../../server/casino/outside/outsideEnv';
import { StartupRefusal } from '../../../server/startupRefusal';

const SECRET = 'f'.repeat(64);

describe('readOutsideProvidersEnv', () => {
  it('connects no outside provider when nothing is set', () => {
    expect(readOutsideProvidersEnv({}, true)).toEqual([]);
  });

  it('reads the adapter of Outpost Games: its origin, frame origin and secret', () => {
    expect(
      readOutsideProvidersEnv(
        { OUTSIDE_PROVIDER_URL: 'http://127.0.0.1:8190/', OUTSIDE_PROVIDER_SECRET: SECRET },
        true,
      ),
    ).toEqual([
      {
        key: OUTPOST_PROVIDER_KEY,
        baseUrl: 'http://127.0.0.1:8190',
        frameOrigin: 'http://127.0.0.1:8190',
        secret: SECRET,
      },
    ]);
    expect(
      readOutsideProvidersEnv(
        {
          OUTSIDE_PROVIDER_URL: 'https://api.outpost.example',
          OUTSIDE_PROVIDER_FRAME_URL: 'https://games.outpost.example',
          OUTSIDE_PROVIDER_SECRET: SECRET,
        },
        true,
      )[0],
    ).toMatchObject({ frameOrigin: 'https://games.outpost.example' });
  });

  it.each([
    [{ OUTSIDE_PROVIDER_URL: 'http://127.0.0.1:8190' }, /set both or neither/],
    [{ OUTSIDE_PROVIDER_SECRET: SECRET }, /set both or neither/],
    [
      { OUTSIDE_PROVIDER_URL: 'http://127.0.0.1:8190', OUTSIDE_PROVIDER_SECRET: 'short' },
      /at least 32/,
    ],
    [{ OUTSIDE_PROVIDER_URL: 'not a url', OUTSIDE_PROVIDER_SECRET: SECRET }, /is not a URL/],
    [
      { OUTSIDE_PROVIDER_URL: 'ftp://127.0.0.1', OUTSIDE_PROVIDER_SECRET: SECRET },
      /http:\/\/ or https/,
    ],
    [
      { OUTSIDE_PROVIDER_URL: 'http://127.0.0.1:8190/api', OUTSIDE_PROVIDER_SECRET: SECRET },
      /base URL only/,
    ],
    [
      { OUTSIDE_PROVIDER_URL: 'http://outpost.example', OUTSIDE_PROVIDER_SECRET: SECRET },
      /https only/,
    ],
  ])('refuses to start with %o', (env, message) => {
    expect(() => readOutsideProvidersEnv(env, true)).toThrow(StartupRefusal);
    expect(() => readOutsideProvidersEnv(env, true)).toThrow(message);
  });
});
