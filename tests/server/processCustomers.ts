// Customers of a real server process (tests/server/serverProcess.ts), over HTTP as a browser
// would: registered and funded through the sandbox's hosted page, placing express coupons on
// line games, reading their balance and bet history.
import { expect } from 'vitest';
import type { ServerProcess } from './serverProcess';
import { waitFor } from '../waitFor';

export interface ProcessCustomer {
  cookie: string;
  mainAccountId: number;
}

export interface HistoryCoupon {
  id: number;
  amount: number;
  status: string;
  payout: number | null;
  legs: unknown[];
}

export interface LinePick {
  gameId: number;
  outcomeId: number;
  coef: number;
}

interface GameRow {
  id: number;
  status: number;
  isLiveInLive: boolean;
  startAt: number;
  markets: { kind: number; isBannedExpress: boolean; outcomes: { id: number; coef: number }[] }[];
}

export function headers(server: ServerProcess, customer?: ProcessCustomer): Record<string, string> {
  return {
    origin: server.base,
    'content-type': 'application/json',
    ...(customer ? { cookie: customer.cookie } : {}),
  };
}

export function get(
  server: ServerProcess,
  customer: ProcessCustomer,
  url: string,
): Promise<Response> {
  return fetch(`${server.base}${url}`, { headers: headers(server, customer) });
}

/** A test-control call (TEST_CONTROL=1) that must answer 200. */
export async function control(server: ServerProcess, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${server.base}/test-control/${path}`, {
    method: 'POST',
    headers: headers(server),
    body: JSON.stringify(body),
  });
  expect(res.status, await res.text()).toBe(200);
}

/** A fast_reg customer with `deposit` minor units paid in through the sandbox's hosted page. */
export async function fundedCustomer(
  server: ServerProcess,
  deposit: number,
): Promise<ProcessCustomer> {
  const registered = await fetch(`${server.base}/web-api/auth/register`, {
    method: 'POST',
    headers: headers(server),
    body: JSON.stringify({ type: 'fast_reg', country_id: 643, currency_id: 643 }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
  const accounts = (await (
    await fetch(`${server.base}/web-api/account/data`, { headers: { cookie } })
  ).json()) as { all_accounts: { id: number; type: number }[] };
  const customer: ProcessCustomer = {
    cookie,
    mainAccountId: accounts.all_accounts.find((a) => a.type === 0)!.id,
  };
  const paying = await fetch(`${server.base}/web-api/payments/deposit`, {
    method: 'POST',
    headers: headers(server, customer),
    body: JSON.stringify({ amount: deposit }),
  });
  expect(paying.status, await paying.clone().text()).toBe(200);
  const { payment_id } = (await paying.json()) as { payment_id: string };
  // The paying customer's own session decides on the hosted page.
  const paid = await fetch(`${server.base}/sandbox-pay/${payment_id}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=success',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  await waitFor(
    async () => (await balance(server, customer)) === deposit,
    'the deposit credited',
    120_000,
  );
  return customer;
}

export async function balance(server: ServerProcess, customer: ProcessCustomer): Promise<number> {
  const res = await get(server, customer, '/web-api/account/data');
  const data = (await res.json()) as { all_accounts: { id: number; money: number }[] };
  return data.all_accounts.find((a) => a.id === customer.mainAccountId)!.money;
}

export async function history(
  server: ServerProcess,
  customer: ProcessCustomer,
): Promise<HistoryCoupon[]> {
  const coupons: HistoryCoupon[] = [];
  for (let page = 1; ; page++) {
    const res = await get(server, customer, `/web-api/bets/history?pageSize=100&page=${page}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: HistoryCoupon[]; total: number };
    coupons.push(...body.items);
    if (coupons.length >= body.total || body.items.length === 0) return coupons;
  }
}

/**
 * Line games far from kick-off with an open result market: the home outcome of each. Waits for
 * them: a restarted process fills its line from the feed after it starts listening (and, with
 * Redis, only once it holds the feed lease the killed process left behind).
 */
export async function linePicks(server: ServerProcess, count: number): Promise<LinePick[]> {
  let picks: LinePick[] = [];
  await waitFor(
    async () => {
      picks = await eligiblePicks(server, count);
      return picks.length === count;
    },
    `${count} line games to bet on`,
    120_000,
  );
  return picks;
}

async function eligiblePicks(server: ServerProcess, count: number): Promise<LinePick[]> {
  const res = await fetch(`${server.base}/web-api/sports/games?type=line&limit=300`);
  if (res.status !== 200) return [];
  const { games } = (await res.json()) as { games: GameRow[] };
  const now = Date.now() / 1000;
  return games
    .filter((g) => g.status === 1 && !g.isLiveInLive && g.startAt - now > 30 * 60)
    .flatMap((g) => {
      const market = g.markets[0];
      const home = market?.outcomes[0];
      if (!market || !home || market.kind !== 1 || market.isBannedExpress) return [];
      return [{ gameId: g.id, outcomeId: home.id, coef: home.coef }];
    })
    .slice(0, count);
}

/** An express of `picks` for `stake` major units under the Idempotency-Key `key`. */
export function placeExpress(
  server: ServerProcess,
  customer: ProcessCustomer,
  picks: LinePick[],
  key: string,
  stake: number,
): Promise<Response> {
  return fetch(`${server.base}/web-api/coupon/place`, {
    method: 'POST',
    headers: { ...headers(server, customer), 'idempotency-key': key },
    body: JSON.stringify({
      typeId: 1,
      accountId: customer.mainAccountId,
      amount: stake,
      changeCoefAction: 2,
      bets: picks,
    }),
  });
}

/** Every pick's game is in today's results (sport_results), read through the results API. */
export async function resultsStored(server: ServerProcess, picks: LinePick[]): Promise<boolean> {
  const date = new Date().toISOString().slice(0, 10);
  const res = await fetch(`${server.base}/web-api/sports/results?type=zone&date=${date}`);
  if (res.status !== 200) return false;
  const text = await res.text();
  return picks.every((p) => text.includes(`"gameId":${p.gameId},`));
}
