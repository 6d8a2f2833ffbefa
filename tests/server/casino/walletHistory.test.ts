// Casino rounds in the bet history beside sports coupons: one list, newest first, filtered by
// product (all, sports, casino) and by status; the sports-only answer stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CasinoRoundEntry } from '../../../domain/casino/casinoHistory';
import { walletSecretFor } from '../../../server/casino/wallet/walletSecrets';
import type { AppDatabase } from '../../../server/db/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import { betOf, buildCouponServer, linePicks, place } from '../coupon/couponTestKit';
import {
  creditBody,
  debitBody,
  PROVIDER,
  player,
  providerId,
  walletCall,
  type Player,
  type WalletServer,
} from './walletTestKit';

afterAll(removeTempDirs);

interface Entry {
  kind: 'coupon' | 'casino';
  coupon?: { id: number };
  round?: CasinoRoundEntry;
}
interface Page {
  items: { id: number }[];
  entries: Entry[];
  total: number;
}

describe.each(databaseBackends())('history with casino rounds on $name', (backend) => {
  let database: AppDatabase;
  let drop: () => Promise<void>;
  let server: WalletServer;
  let p: Player;
  let couponId: number;
  const rounds = { won: '', lost: '', open: '', void: '' };

  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    const { app } = await buildCouponServer(database);
    server = { app, secret: await walletSecretFor(database.db, PROVIDER) };
    p = await player(app, database, 100_000);
    const [pick] = await linePicks(app, 1);
    const placed = await place(app, p, {
      typeId: 9,
      accountId: p.mainAccountId,
      amount: 50,
      changeCoefAction: 2,
      bets: [betOf(pick!)],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    couponId = placed.json<{ coupons: { id: number }[] }>().coupons[0]!.id;

    // Four rounds after the coupon: won, lost, still open, rolled back.
    for (const kind of ['won', 'lost', 'open', 'void'] as const) {
      const debit = debitBody(p, 500);
      rounds[kind] = debit.roundId;
      expect((await walletCall(server, 'debit', debit)).statusCode).toBe(200);
      if (kind === 'won' || kind === 'lost') {
        const win = kind === 'won' ? 1_250 : 0;
        const fairness = { serverSeedHash: 'abc', serverSeed: 'seed', clientSeed: 'c', nonce: 1 };
        const res = await walletCall(
          server,
          'credit',
          creditBody(p, debit.roundId, win, { fairness }),
        );
        expect(res.statusCode).toBe(200);
      }
      if (kind === 'void') {
        const res = await walletCall(server, 'rollback', {
          sessionId: p.sessionId,
          transactionId: providerId('rb'),
          debitTransactionId: debit.transactionId,
          roundId: debit.roundId,
        });
        expect(res.statusCode).toBe(200);
      }
    }
  });
  afterAll(async () => {
    await server.app.close();
    await drop();
  });

  const history = async (query: string): Promise<Page> => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/web-api/bets/history?${query}`,
      headers: p.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  it('lists coupons and rounds in one list, newest first, with product all', async () => {
    const page = await history('product=all');
    expect(page.total).toBe(5);
    expect(
      page.entries.map((e) => (e.kind === 'casino' ? e.round!.providerRoundId : e.coupon!.id)),
    ).toEqual([rounds.void, rounds.open, rounds.lost, rounds.won, couponId]);
    expect(page.items.map((c) => c.id)).toEqual([couponId]);
    const won = page.entries.find((e) => e.round?.providerRoundId === rounds.won)!.round!;
    expect(won).toMatchObject({
      gameId: 901,
      providerId: 'builtin',
      currencyId: 643,
      stake: 5,
      win: 12.5,
      refund: 0,
      status: 'won',
      fairness: { serverSeedHash: 'abc', serverSeed: 'seed', clientSeed: 'c', nonce: 1 },
    });
    expect(won.closedAt).not.toBeNull();
  });

  it('filters by product: sports keeps the coupons only, casino the rounds only', async () => {
    const sports = await history('product=sports');
    expect(sports.total).toBe(1);
    expect(sports.entries).toEqual([{ kind: 'coupon', coupon: sports.items[0] }]);
    const plain = await history('');
    expect(plain.items.map((c) => c.id)).toEqual([couponId]);
    const casino = await history('product=casino');
    expect(casino.total).toBe(4);
    expect(casino.items).toEqual([]);
    expect(casino.entries.every((e) => e.kind === 'casino')).toBe(true);
  });

  it("reads each round's status like a coupon's: the status filter applies to both", async () => {
    for (const status of ['won', 'lost', 'open', 'void'] as const) {
      const page = await history(`product=casino&status=${status}`);
      expect(
        page.entries.map((e) => e.round!.providerRoundId),
        status,
      ).toEqual([rounds[status]]);
    }
    const open = await history('product=all&status=open');
    expect(open.entries.map((e) => e.kind).sort()).toEqual(['casino', 'coupon']);
    // A coupon type has no rounds.
    const single = await history('product=all&type=0');
    expect(single.entries.map((e) => e.kind)).toEqual(['coupon']);
  });

  it('pages the mixed list', async () => {
    const first = await history('product=all&pageSize=2&page=1');
    const third = await history('product=all&pageSize=2&page=3');
    expect(first.entries).toHaveLength(2);
    expect(third.entries).toHaveLength(1);
    expect(third.entries[0]!.kind).toBe('coupon');
    expect(first.total).toBe(5);
  });

  it('refuses an unknown product with a field reason', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/web-api/bets/history?product=poker',
      headers: p.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'product' });
  });
});
