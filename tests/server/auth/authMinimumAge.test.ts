// The brand's minimum age (site config minimumAge, the footer's 18+ or 21+ badge) is enforced
// wherever a date of birth is written: registration by e-mail and the personal data.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFast } from '../authHelpers';
import { databaseBackends, FIXTURE_CONTENT, makeTempDir, removeTempDirs } from '../testServer';
import {
  freshAddress,
  openAuthServer,
  postJson,
  registerByEmail,
  type AuthTestServer,
} from './authTestServer';

afterAll(removeTempDirs);

/** Fixture content where nord asks for 21+ (aurora keeps the default 18). */
function contentWithNord21(): string {
  const root = makeTempDir('content');
  cpSync(FIXTURE_CONTENT, root, { recursive: true });
  const file = path.join(root, 'configs', 'brands', 'nord', 'site.json');
  writeFileSync(
    file,
    JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), minimumAge: 21 }),
  );
  return root;
}

const NORD = { host: 'nord.localhost', origin: 'http://nord.localhost' };

/** The YYYY-MM-DD date `years` years before today (UTC), moved by `days`. */
function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe.each(databaseBackends())('minimum age on $name', (backend) => {
  let s: AuthTestServer;
  beforeAll(async () => {
    s = await openAuthServer(backend, {}, { contentRoot: contentWithNord21() });
  });
  afterAll(async () => s.close());

  const countUsers = async () =>
    (await s.database.db.selectFrom('users').select('id').execute()).length;
  let n = 0;
  const fullReg = (birthday: string) => {
    n += 1;
    return {
      email: `age-${n}@example.com`,
      password: 'Quiet-Meadow-48',
      user_name: 'Alex',
      user_surname: 'Young',
      user_birthday_date: birthday,
    };
  };

  it('registration refuses an 11-year-old, a date in 2031 and 2023-02-30, naming the field', async () => {
    const before = await countUsers();
    const cases = [
      [yearsAgo(11), 'too_young'],
      ['2031-05-20', 'date_in_future'],
      ['2023-02-30', 'invalid_field'],
    ] as const;
    for (const [birthday, reason] of cases) {
      const res = await registerByEmail(s.app, fullReg(birthday));
      expect(res.statusCode, birthday).toBe(400);
      expect(res.json(), birthday).toMatchObject({ reason, field: 'user_birthday_date' });
    }
    expect(await countUsers()).toBe(before);
  });

  it('registration accepts the minimum age reached today, and not a day earlier', async () => {
    const dayShort = await registerByEmail(s.app, fullReg(yearsAgo(18, 1)));
    expect(dayShort.json()).toMatchObject({ reason: 'too_young', field: 'user_birthday_date' });
    const today = await registerByEmail(s.app, fullReg(yearsAgo(18)));
    expect(today.statusCode).toBe(200);
  });

  it('registration on a 21+ brand refuses a 19-year-old whom an 18+ brand accepts', async () => {
    const nord = await registerByEmail(s.app, fullReg(yearsAgo(19)), { headers: NORD });
    expect(nord.statusCode).toBe(400);
    expect(nord.json()).toMatchObject({ reason: 'too_young', field: 'user_birthday_date' });
    const aurora = await registerByEmail(s.app, fullReg(yearsAgo(19)));
    expect(aurora.statusCode).toBe(200);
  });

  it('personal data refuses a date of birth in the future, and under the brand age', async () => {
    const user = await signUpFast(s.app);
    const put = (birthday: string, headers: Record<string, string> = {}) =>
      s.app.inject({
        method: 'PUT',
        url: '/web-api/user/personal-data',
        remoteAddress: freshAddress(),
        headers: { ...user.headers, ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ user_birthday_date: birthday }),
      });
    const future = await put('2031-05-20');
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      reason: 'date_in_future',
      field: 'user_birthday_date',
    });
    const impossible = await put('2023-02-30');
    expect(impossible.json()).toMatchObject({
      reason: 'invalid_field',
      field: 'user_birthday_date',
    });
    // The user's session is the aurora host's; the same customer through nord's host (21+).
    const onNord = await put(yearsAgo(19), { host: NORD.host, origin: NORD.origin });
    expect(onNord.json()).toMatchObject({ reason: 'too_young', field: 'user_birthday_date' });
    expect((await put(yearsAgo(19))).statusCode).toBe(200);
  });

  it('a date of birth sent with any registration type is checked', async () => {
    const res = await postJson(
      s.app,
      '/web-api/auth/register',
      { type: 'fast_reg', country_id: 643, currency_id: 643, user_birthday_date: '2031-05-20' },
      { remoteAddress: freshAddress() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'date_in_future', field: 'user_birthday_date' });
  });
});
