// A customer's account movements pushed to the customer's open tabs (docs/customer-journey.md):
// carried on the tab's content stream when it was opened signed in, never on another customer's
// or a guest's; and on GET /web-api/account/events for other clients.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EVENTS_PATH } from '../../../domain/money/accountEvents';
import { CONTENT_CHANGES_PATH } from '../../../domain/studio/contract';
import type { AppDatabase } from '../../../server/db/index';
import { HOUSE_ACCOUNT, houseAccountId } from '../../../server/money/houseAccounts';
import { postTransfer } from '../../../server/money/ledger';
import { serverFor } from '../casino/walletTestKit';
import { fundedCustomer, type Customer } from '../coupon/couponTestKit';
import { SseClient } from '../live/sseTestClient';
import { buildTestServer, databaseBackends, removeTempDirs } from '../testServer';

afterAll(removeTempDirs);

const [backend] = databaseBackends();

describe('account events pushed to open tabs', () => {
  let app: FastifyInstance;
  let database: AppDatabase;
  const clients: SseClient[] = [];
  afterAll(() => clients.forEach((c) => c.close()));
  serverFor(
    backend!,
    async (db) => {
      const server = await buildTestServer({ database: db });
      await server.listen({ port: 0, host: '127.0.0.1' });
      return { app: server };
    },
    (held) => {
      app = held.server.app;
      database = held.database;
    },
  );

  const open = async (path: string, headers: Record<string, string> = {}) => {
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const client = await SseClient.open(`${base}${path}`, headers);
    clients.push(client);
    return client;
  };
  /** A deposit of `amount` minor units to the customer's main account, through the ledger. */
  const deposit = async (customer: Customer, amount: number, key: string) =>
    postTransfer(database.db, {
      idempotencyKey: `account-events:${key}`,
      kind: 'deposit',
      fromAccountId: await houseAccountId(database.db, HOUSE_ACCOUNT.providerClearing, 643),
      toAccountId: String(customer.mainAccountId),
      currencyId: 643,
      amount,
    });
  const cookieOf = (customer: Customer) => ({ cookie: customer.headers.cookie! });

  it("carries a customer's movements on that customer's content streams only", async () => {
    const alice = await fundedCustomer(app, database, 0);
    const bob = await fundedCustomer(app, database, 0);
    const [aliceTab, aliceOtherTab, bobTab, guestTab] = [
      await open(CONTENT_CHANGES_PATH, cookieOf(alice)),
      await open(CONTENT_CHANGES_PATH, cookieOf(alice)),
      await open(CONTENT_CHANGES_PATH, cookieOf(bob)),
      await open(CONTENT_CHANGES_PATH),
    ];
    for (const tab of [aliceTab, aliceOtherTab, bobTab, guestTab]) {
      expect(tab.status).toBe(200);
      await tab.waitFor(() => tab.of('account-stream').length === 1);
    }
    const carried = (tab: SseClient) => JSON.parse(tab.of('account-stream')[0]!.data) as unknown;
    expect(carried(aliceTab)).toEqual({ signedIn: true });
    expect(carried(guestTab)).toEqual({ signedIn: false });

    await deposit(alice, 5_000, `alice:${alice.userId}`);
    await aliceTab.waitFor(() => aliceTab.of('account-changed').length === 1);
    await aliceOtherTab.waitFor(() => aliceOtherTab.of('account-changed').length === 1);
    // Bob's movement afterwards: once Bob's tab has it, Alice's would have had it by then.
    await deposit(bob, 7_000, `bob:${bob.userId}`);
    await bobTab.waitFor(() => bobTab.of('account-changed').length === 1);
    expect(aliceTab.of('account-changed')).toHaveLength(1);
    expect(guestTab.of('account-changed')).toHaveLength(0);
  });

  it('keeps GET /web-api/account/events for a signed-in client, refused to a guest', async () => {
    const carol = await fundedCustomer(app, database, 0);
    const guest = await open(ACCOUNT_EVENTS_PATH);
    expect(guest.status).toBe(401);
    const stream = await open(ACCOUNT_EVENTS_PATH, cookieOf(carol));
    expect(stream.status).toBe(200);
    await deposit(carol, 3_000, `carol:${carol.userId}`);
    await stream.waitFor(() => stream.of('account-changed').length === 1);
  });
});
