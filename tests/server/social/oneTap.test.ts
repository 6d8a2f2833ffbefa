// The one-tap calls of SPEC section 7 against the local OpenID provider: an ID token is accepted
// only when signed by the provider's key, for our client id, unexpired, with our nonce, once.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/db/index';
import { databaseBackends, PROJECT_ROOT, buildTestServer, removeTempDirs } from '../testServer';
import { mintIdToken, oneTapNonce, postOneTap } from './socialHelpers';

afterAll(removeTempDirs);

describe.each(databaseBackends())('one-tap sign-in on $name', (backend) => {
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

  const counts = async () => ({
    users: Number(
      (
        await database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    identities: Number(
      (
        await database.db
          .selectFrom('social_identities')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const nonceUsed = async (nonce: string) =>
    (
      await database.db
        .selectFrom('social_nonces')
        .select('used_at')
        .where('nonce', '=', nonce)
        .executeTakeFirstOrThrow()
    ).used_at !== null;

  it("answers the brand's one-tap client id and a fresh nonce", async () => {
    const res = await app.inject({ url: '/social-api/oauth/google-one-tap/clientId' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ clientId: string; nonce: string; provider: string }>();
    expect(body).toMatchObject({ clientId: 'aurora-web', provider: 'google' });
    expect(body.nonce.length).toBeGreaterThanOrEqual(32);
    const nord = await app.inject({
      url: '/social-api/oauth/google-one-tap/clientId',
      headers: { host: 'nord.localhost' },
    });
    expect(nord.json<{ clientId: string }>().clientId).toBe('nord-web');
  });

  it('registers a new customer (soc_reg) from a valid ID token, then signs the same one in', async () => {
    const before = await counts();
    const nonce = await oneTapNonce(app);
    const first = await postOneTap(app, {
      credential: await mintIdToken(app, { sub: 'one-tap-ann', nonce }),
      language: 'en',
      currency: '978',
      countryId: '276',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ redirectUrl: '/en/' });
    expect(first.cookies.map((c) => c.name)).toContain('user_token');
    expect(await counts()).toEqual({
      users: before.users + 1,
      identities: before.identities + 1,
    });
    const user = await database.db
      .selectFrom('users')
      .innerJoin('social_identities', 'social_identities.user_id', 'users.id')
      .select(['users.registration_type', 'users.currency_id', 'users.country_id'])
      .where('social_identities.subject', '=', 'one-tap-ann')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ registration_type: 'soc_reg', currency_id: 978, country_id: 276 });

    const again = await postOneTap(app, {
      credential: await mintIdToken(app, { sub: 'one-tap-ann', nonce: await oneTapNonce(app) }),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await counts()).toEqual({
      users: before.users + 1,
      identities: before.identities + 1,
    });
  });

  const refusals: [string, (nonce: string) => Promise<string>, string][] = [
    [
      'a token signed by another key (bad signature)',
      (nonce) => mintIdToken(app, { sub: 'forger', nonce }, { forge: true }),
      'id_token_signature',
    ],
    [
      'a token issued to another client (audience)',
      (nonce) => mintIdToken(app, { sub: 'elsewhere', nonce, aud: 'another-site' }),
      'id_token_audience',
    ],
    [
      'an expired token',
      (nonce) => mintIdToken(app, { sub: 'late', nonce }, { expiresInSeconds: -120 }),
      'id_token_expired',
    ],
    ['a token without a nonce', () => mintIdToken(app, { sub: 'no-nonce' }), 'id_token_nonce'],
    [
      'a token with a nonce we never gave',
      () => mintIdToken(app, { sub: 'made-up-nonce', nonce: 'not-one-of-ours' }),
      'id_token_nonce',
    ],
  ];

  it.each(refusals)('refuses %s with its code and changes nothing', async (_, mint, reason) => {
    const before = await counts();
    const nonce = await oneTapNonce(app);
    const res = await postOneTap(app, { credential: await mint(nonce), language: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason, field: 'credential' });
    expect(res.cookies.map((c) => c.name)).not.toContain('user_token');
    expect(await counts()).toEqual(before);
    // A refused token leaves the nonce unspent.
    expect(await nonceUsed(nonce)).toBe(false);
  });

  it("records the brand's ref_id and group_id and the referral cookie on a one-tap registration", async () => {
    const referral = { type: 'affid', val: '77', additional: 'c9' };
    const res = await postOneTap(
      app,
      {
        credential: await mintIdToken(app, {
          sub: 'one-tap-partner',
          nonce: await oneTapNonce(app),
        }),
      },
      `referral=${encodeURIComponent(JSON.stringify(referral))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const user = await database.db
      .selectFrom('users')
      .innerJoin('social_identities', 'social_identities.user_id', 'users.id')
      .select([
        'users.ref_id',
        'users.group_id',
        'users.referral_type',
        'users.referral_val',
        'users.referral_additional',
      ])
      .where('social_identities.subject', '=', 'one-tap-partner')
      .executeTakeFirstOrThrow();
    // configs/brands/aurora/site.json: ref_id 1, group_id 1
    expect(user).toEqual({
      ref_id: 1,
      group_id: 1,
      referral_type: 'affid',
      referral_val: '77',
      referral_additional: 'c9',
    });
  });

  it('accepts a nonce once: the same token again is refused', async () => {
    const nonce = await oneTapNonce(app);
    const credential = await mintIdToken(app, { sub: 'replayer', nonce });
    expect((await postOneTap(app, { credential })).statusCode).toBe(200);
    const before = await counts();
    const replay = await postOneTap(app, { credential });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ reason: 'id_token_nonce' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a credential that is not a JWT, and JSON instead of multipart', async () => {
    const bad = await postOneTap(app, { credential: 'not a token' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ reason: 'invalid_field', field: 'credential' });
    const json = await app.inject({
      method: 'POST',
      url: '/social-api/oauth/google-one-tap',
      headers: { origin: 'http://localhost' },
      payload: { credential: 'a.b.c' },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    for (const [contentType, payload] of [
      ['multipart/form-data', '{"credential":"a.b.c"}'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="cr'],
    ] as const) {
      const unreadable = await app.inject({
        method: 'POST',
        url: '/social-api/oauth/google-one-tap',
        headers: { origin: 'http://localhost', 'content-type': contentType },
        payload,
      });
      expect(unreadable.statusCode, unreadable.body).toBe(400);
    }
  });
});
