// Bring a friend: the `bf_id` cookie at registration records the referrer; the referrer sees the
// sign-up and, once the brand's rule is met (aurora: the friend's first deposit), the reward
// credited once through the ledger. Self-referral, unknown and malformed codes are ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { signUpFast } from '../authHelpers';
import { accountData, depositViaSandbox } from '../money/moneyTestKit';
import { databaseBackends, removeTempDirs } from '../testServer';
import { growthServerFor, patchedContent, registerWithCookie } from './officeGrowthKit';

afterAll(removeTempDirs);

interface Stats {
  code: string;
  signups: number;
  rewarded: number;
  pending: number;
  earned: { currency_id: number; iso: string; amount: number }[];
  referrals: { reward_status: string; reward_amount: number | null }[];
}

const content = () =>
  patchedContent({ aurora: { referral: { trigger: 'first_deposit', rewards: { RUB: 30000 } } } });

describe.each(databaseBackends())('referral on $name', (backend) => {
  const s = growthServerFor(backend, content);

  const stats = async (headers: Record<string, string>) => {
    const res = await s.app.inject({ url: '/web-api/office/referral', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Stats>();
  };
  const referralRows = async () =>
    s.database.db.selectFrom('referrals').select(['referrer_id', 'referred_id']).execute();

  it('cookie -> registration -> the referrer sees the sign-up, then the reward once', async () => {
    const referrer = await signUpFast(s.app);
    const first = await stats(referrer.headers);
    expect(first.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(first).toMatchObject({ signups: 0, rewarded: 0, pending: 0, earned: [] });
    // The code is the customer's own and stays the same.
    expect((await stats(referrer.headers)).code).toBe(first.code);

    const friend = await registerWithCookie(s.app, { cookie: `bf_id=${first.code}` });
    const afterSignUp = await stats(referrer.headers);
    expect(afterSignUp).toMatchObject({ signups: 1, pending: 1, rewarded: 0, earned: [] });
    expect(afterSignUp.referrals).toEqual([
      expect.objectContaining({ reward_status: 'pending', reward_amount: null }),
    ]);

    await depositViaSandbox(s.app, friend, 100_000);
    const afterDeposit = await stats(referrer.headers);
    expect(afterDeposit).toMatchObject({ signups: 1, pending: 0, rewarded: 1 });
    expect(afterDeposit.earned).toEqual([{ currency_id: 643, iso: 'RUB', amount: 30000 }]);
    expect((await accountData(s.app, referrer)).balance).toBe(30000);

    // Reading again (and again at once) pays nothing more.
    await Promise.all([stats(referrer.headers), stats(referrer.headers)]);
    expect((await accountData(s.app, referrer)).balance).toBe(30000);
    const rewards = await s.database.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('kind', '=', 'referral_reward')
      .execute();
    expect(rewards).toHaveLength(1);
  });

  it('unknown and malformed codes are ignored: the registration succeeds, nothing recorded', async () => {
    const before = (await referralRows()).length;
    await registerWithCookie(s.app, { cookie: 'bf_id=ZZZZZZZZZZ' });
    await registerWithCookie(s.app, { cookie: 'bf_id=%3Cscript%3E' });
    await registerWithCookie(s.app, { cookie: `bf_id=${'A'.repeat(500)}` });
    expect(await referralRows()).toHaveLength(before);
  });

  it('self-referral is ignored: registering while signed in as the code owner', async () => {
    const referrer = await signUpFast(s.app);
    const { code } = await stats(referrer.headers);
    await registerWithCookie(s.app, { cookie: `${referrer.headers.cookie}; bf_id=${code}` });
    expect((await stats(referrer.headers)).signups).toBe(0);
  });

  it("another customer sees only their own figures, never the referrer's", async () => {
    const referrer = await signUpFast(s.app);
    const { code } = await stats(referrer.headers);
    await registerWithCookie(s.app, { cookie: `bf_id=${code}` });
    const other = await signUpFast(s.app);
    const theirs = await stats(other.headers);
    expect(theirs.code).not.toBe(code);
    expect(theirs).toMatchObject({ signups: 0, referrals: [] });
    const guest = await s.app.inject({ url: '/web-api/office/referral' });
    expect(guest.statusCode).toBe(401);
  });

  it('a brand without the program answers 404 referral_not_available', async () => {
    const user = await signUpFast(s.app);
    const res = await s.app.inject({
      url: '/web-api/office/referral',
      headers: { ...user.headers, host: 'nord.localhost' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ reason: 'referral_not_available' });
  });
});
