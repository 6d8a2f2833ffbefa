// Account conversion (SPEC section 4): legacy HRK accounts convert to EUR at 7.5345 in one ledger
// transaction; a repeated request moves nothing; statuses 0/1/2; other customers' accounts refused.
import { afterAll, describe, expect, it } from 'vitest';
import type { SignedUpUser } from '../authHelpers';
import { accountData, depositViaSandbox, moneySnapshot } from '../money/moneyTestKit';
import { growthServerFor, patchedContent, registerWithCookie } from '../referral/officeGrowthKit';
import { databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const HRK = 191;
const EUR = 978;
const content = () =>
  patchedContent({
    aurora: { accountConversion: { legacyCurrencyId: HRK, targetCurrencyId: EUR, rate: 7.5345 } },
  });

interface State {
  status: number;
  accounts: { account_id: number; type: number; money: number; converted_money: number }[];
}

describe.each(databaseBackends())('account conversion on $name', (backend) => {
  const s = growthServerFor(backend, content);

  const state = async (user: SignedUpUser, host?: string) => {
    const res = await s.app.inject({
      url: '/web-api/account/conversion',
      headers: { ...user.headers, ...(host ? { host } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<State>();
  };
  const convert = (user: SignedUpUser, payload: unknown, host?: string) =>
    s.app.inject({
      method: 'POST',
      url: '/web-api/account/conversion',
      headers: { ...user.headers, ...(host ? { host, origin: `http://${host}` } : {}) },
      payload: payload as Record<string, unknown>,
    });
  const conversions = async () =>
    s.database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'account_conversion')
      .execute();

  it('main account (status 1): one balanced transaction, idempotent, then status 0', async () => {
    const user = await registerWithCookie(s.app, { currency_id: HRK });
    const before = await state(user);
    expect(before.status).toBe(1);
    const main = before.accounts[0]!;
    expect(main).toMatchObject({ type: 0, money: 0, converted_money: 0 });

    await depositViaSandbox(s.app, user, 75_345);
    expect((await state(user)).accounts[0]).toMatchObject({
      money: 75_345,
      converted_money: 10_000,
    });

    const payload = { account_id: main.account_id, request_key: 'convert-main-0001' };
    const first = await convert(user, payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      replayed: false,
      from_amount: 75_345,
      to_amount: 10_000,
      status: 0,
    });
    const txns = await conversions();
    expect(txns).toHaveLength(1);
    const postings = await s.database.db
      .selectFrom('ledger_postings')
      .select(['currency_id', 'amount'])
      .where('transaction_id', '=', txns[0]!.id)
      .execute();
    const sums = new Map<number, number>();
    for (const p of postings)
      sums.set(p.currency_id, (sums.get(p.currency_id) ?? 0) + Number(p.amount));
    expect(postings).toHaveLength(4);
    expect([...sums.values()]).toEqual([0, 0]);

    const data = await accountData(s.app, user);
    const eur = data.all_accounts.find((a) => a.currencyId === EUR);
    expect(eur).toMatchObject({ type: 9, money: 10_000, isActive: true });
    expect(data.all_accounts.find((a) => a.type === 0)).toMatchObject({
      money: 0,
      isActive: false,
    });

    // The same request again: the first result, nothing moved.
    const again = await convert(user, payload);
    expect(again.json()).toMatchObject({ success: true, replayed: true, to_amount: 10_000 });
    expect(await conversions()).toHaveLength(1);
    // A new request for the converted, empty account is refused.
    const done = await convert(user, { ...payload, request_key: 'convert-main-0002' });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ reason: 'conversion_done' });
    expect((await state(user)).status).toBe(0);
  });

  it('two requests at once with different keys convert the balance once', async () => {
    const user = await registerWithCookie(s.app, { currency_id: HRK });
    const main = (await state(user)).accounts[0]!;
    await depositViaSandbox(s.app, user, 10_000);
    const before = (await conversions()).length;
    const results = await Promise.all([
      convert(user, { account_id: main.account_id, request_key: 'race-key-aaaa' }),
      convert(user, { account_id: main.account_id, request_key: 'race-key-bbbb' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await conversions()).toHaveLength(before + 1);
    const eur = (await accountData(s.app, user)).all_accounts.find((a) => a.currencyId === EUR);
    expect(eur?.money).toBe(1327); // 100.00 HRK / 7.5345 = 13.2722 EUR
  });

  it('additional account (status 2): converted and closed', async () => {
    const user = await registerWithCookie(s.app, { currency_id: 643 });
    expect((await state(user)).status).toBe(0);
    const added = await s.app.inject({
      method: 'POST',
      url: '/web-api/account/currency',
      headers: user.headers,
      payload: { currency_id: HRK },
    });
    expect(added.json()).toMatchObject({ success: true });
    const accountId = added.json<{ account_id: number }>().account_id;
    await depositViaSandbox(s.app, user, 20_000, 'success', accountId);
    expect((await state(user)).status).toBe(2);
    const res = await convert(user, { account_id: accountId, request_key: 'convert-extra-01' });
    expect(res.json()).toMatchObject({ success: true, from_amount: 20_000, to_amount: 2654 });
    const data = await accountData(s.app, user);
    expect(data.all_accounts.some((a) => a.id === accountId)).toBe(false);
    expect(data.all_accounts.find((a) => a.currencyId === EUR)?.money).toBe(2654);
    expect((await state(user)).status).toBe(0);
  });

  it("another customer's account, a non-legacy account and bad input are refused; nothing changes", async () => {
    const owner = await registerWithCookie(s.app, { currency_id: HRK });
    const ownerMain = (await state(owner)).accounts[0]!;
    await depositViaSandbox(s.app, owner, 20_000);
    const other = await registerWithCookie(s.app, { currency_id: 643 });
    const otherMain = (await accountData(s.app, other)).all_accounts.find((a) => a.type === 0)!;
    const snapshot = await moneySnapshot(s.database);

    const foreign = await convert(other, {
      account_id: ownerMain.account_id,
      request_key: 'steal-key-01',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ reason: 'account_not_found' });
    const notLegacy = await convert(other, {
      account_id: otherMain.id,
      request_key: 'rub-key-0001',
    });
    expect(notLegacy.statusCode).toBe(400);
    expect(notLegacy.json()).toMatchObject({ reason: 'conversion_not_available' });
    for (const bad of [
      { account_id: ownerMain.account_id, request_key: 'short' },
      { account_id: 'x', request_key: 'valid-key-001' },
      { account_id: ownerMain.account_id },
      { account_id: ownerMain.account_id, request_key: 'valid-key-001', extra: 1 },
    ]) {
      const res = await convert(owner, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const guest = await s.app.inject({
      method: 'POST',
      url: '/web-api/account/conversion',
      headers: { origin: 'http://localhost' },
      payload: { account_id: ownerMain.account_id, request_key: 'guest-key-001' },
    });
    expect(guest.statusCode).toBe(401);
    expect(await moneySnapshot(s.database)).toBe(snapshot);
    // The other customer's status says nothing of the owner's accounts.
    expect(await state(other)).toMatchObject({ status: 0, accounts: [] });
  });

  it('a brand without a legacy currency: status 0, conversion 404', async () => {
    const user = await registerWithCookie(s.app, { currency_id: HRK });
    expect((await state(user, 'nord.localhost')).status).toBe(0);
    const main = (await state(user)).accounts[0]!;
    const res = await convert(
      user,
      { account_id: main.account_id, request_key: 'nord-key-0001' },
      'nord.localhost',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ reason: 'conversion_not_available' });
  });
});
