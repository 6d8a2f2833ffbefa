// Signing in, registering and linking through the local OpenID provider's pages (the browser flow
// of openid-client: authorization code with PKCE, state and nonce), and unlinking in the office.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { cookieHeader, signUpFast, TEST_ORIGIN } from '../authHelpers';
import { databaseBackends, PROJECT_ROOT, buildTestServer, removeTempDirs } from '../testServer';
import { signInAtProvider } from './socialHelpers';

afterAll(removeTempDirs);

describe.each(databaseBackends())('social sign-in and linking on $name', (backend) => {
  let app: FastifyInstance;
  let database: AppDatabase;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.database;
    drop = opened.drop;
    app = await buildTestServer({
      database,
      contentRoot: PROJECT_ROOT,
      social: { localProvider: true },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const identitiesOf = async (headers: Record<string, string>) =>
    (await app.inject({ url: '/web-api/user/social-identities', headers })).json<{
      identities: { provider: string; email: string | null }[];
    }>().identities;

  it("lists the brand's providers", async () => {
    const res = await app.inject({ url: '/social-api/providers' });
    expect(res.json()).toEqual({
      providers: [{ id: 'google', name: 'Google' }],
      oneTapProvider: 'google',
    });
  });

  it('registers through the provider, and the next sign-in finds the same customer', async () => {
    const start = await app.inject({
      url: '/social-api/oauth/google/start?lang=en&currency=978&countryId=276',
    });
    const back = await signInAtProvider(app, start, 'flow-bob');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/en/');
    const headers = { cookie: cookieHeader(back), origin: TEST_ORIGIN };
    const check = await app.inject({ url: '/web-api/auth/check', headers });
    const firstId = check.json<{ user_id: number }>().user_id;
    expect(firstId).toBeGreaterThan(0);
    expect(await identitiesOf(headers)).toMatchObject([
      { provider: 'google', email: 'flow-bob@local.test' },
    ]);

    const again = await signInAtProvider(
      app,
      await app.inject({ url: '/social-api/oauth/google/start' }),
      'flow-bob',
    );
    expect(again.headers.location).toBe('/ru/');
    const second = await app.inject({
      url: '/web-api/auth/check',
      headers: { cookie: cookieHeader(again) },
    });
    expect(second.json<{ user_id: number }>().user_id).toBe(firstId);
  });

  it('refuses a callback without the state cookie of the browser that started it', async () => {
    const start = await app.inject({ url: '/social-api/oauth/google/start' });
    const forged = { ...start, cookies: [] } as unknown as typeof start;
    const before = await database.db.selectFrom('users').select('id').execute();
    const back = await signInAtProvider(app, forged, 'csrf-victim');
    expect(back.headers.location).toBe(
      '/ru/registration/socialregistration?socialError=social_sign_in_failed',
    );
    expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('links an identity to a signed-in customer, and unlinks it', async () => {
    const carol = await signUpFast(app);
    const start = await app.inject({
      url: '/social-api/oauth/google/start?purpose=link&lang=en',
      headers: carol.headers,
    });
    const back = await signInAtProvider(app, start, 'link-carol');
    expect(back.headers.location).toBe('/en/office/security?socialLinked=google');
    expect(await identitiesOf(carol.headers)).toMatchObject([{ provider: 'google' }]);

    const unlink = await app.inject({
      method: 'DELETE',
      url: '/web-api/user/social-identities/google',
      headers: carol.headers,
    });
    expect(unlink.json()).toEqual({ success: true });
    expect(await identitiesOf(carol.headers)).toEqual([]);
    const again = await app.inject({
      method: 'DELETE',
      url: '/web-api/user/social-identities/google',
      headers: carol.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ reason: 'social_not_linked' });
  });

  it("refuses to link another customer's identity and changes nothing", async () => {
    const dave = await signUpFast(app);
    const erin = await signUpFast(app);
    const linkAs = async (headers: Record<string, string>) =>
      signInAtProvider(
        app,
        await app.inject({ url: '/social-api/oauth/google/start?purpose=link&lang=en', headers }),
        'shared-frank',
      );
    expect((await linkAs(dave.headers)).headers.location).toBe(
      '/en/office/security?socialLinked=google',
    );
    const refused = await linkAs(erin.headers);
    expect(refused.headers.location).toBe('/en/office/security?socialError=social_identity_taken');
    expect(await identitiesOf(erin.headers)).toEqual([]);
    expect(await identitiesOf(dave.headers)).toMatchObject([{ provider: 'google' }]);
  });

  it('refuses to unlink the only way a provider-registered customer signs in', async () => {
    const back = await signInAtProvider(
      app,
      await app.inject({ url: '/social-api/oauth/google/start' }),
      'only-way-gina',
    );
    const headers = { cookie: cookieHeader(back), origin: TEST_ORIGIN };
    const res = await app.inject({
      method: 'DELETE',
      url: '/web-api/user/social-identities/google',
      headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'social_only_sign_in' });
    expect(await identitiesOf(headers)).toHaveLength(1);
  });

  it('links only for a signed-in customer, and only offered providers', async () => {
    const anonymous = await app.inject({ url: '/social-api/oauth/google/start?purpose=link' });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await app.inject({ url: '/social-api/oauth/facebook/start' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: 'social_provider_unknown' });
  });
});
