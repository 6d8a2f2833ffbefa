// The built-in provider's bet tables as their frame pages play them (baccarat: SPEC section 2
// card games; dragon tiger and sic bo: Asian games; dice: fast games): every round is provably
// fair (the seed hash shown before, the seed revealed by rotation, the outcome recomputed from
// it), pays exactly by the domain rules, and moves real money only through the wallet (stake and
// win on the ledger). Bad input is refused with a code and changes nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { betTableWin, boardBetWin, type BetTableEngine } from '../../../domain/casino/betTables';
import { playBaccarat } from '../../../domain/casino/baccarat';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { hashServerSeed } from '../../../domain/casino/fairness';
import type { AppDatabase } from '../../../server/db/index';
import { DEMO_START_BALANCE } from '../../../server/casino/builtin/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accountBalance,
  builtinServerFor,
  casinoMovements,
  get,
  openPlayer,
  post,
  requestId,
  roundCount,
  startView,
  type BuiltinServer,
} from './builtinTestKit';

afterAll(removeTempDirs);

type Bet = { kind: string; number?: number; stake: number };

const TABLES: [BetTableEngine, Bet[]][] = [
  [
    'baccarat',
    [
      { kind: 'player', stake: 500 },
      { kind: 'banker', stake: 1_000 },
      { kind: 'tie', stake: 100 },
    ],
  ],
  [
    'dragon-tiger',
    [
      { kind: 'dragon', stake: 1_000 },
      { kind: 'tie', stake: 200 },
    ],
  ],
  [
    'sic-bo',
    [
      { kind: 'small', stake: 500 },
      { kind: 'total', number: 10, stake: 100 },
      { kind: 'single', number: 3, stake: 200 },
      { kind: 'any-triple', stake: 100 },
    ],
  ],
  ['dice', [{ kind: 'under', number: 4_950, stake: 1_000 }]],
];

describe.each(databaseBackends())('built-in bet tables on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const start = (sessionId: string, engineKey: string) => startView(server, sessionId, engineKey);

  it.each(TABLES)(
    'plays real %s rounds paid by the rules, through the ledger, verifiable',
    async (engine, bets) => {
      const engineKey = `builtin-${engine}`;
      const p = await openPlayer(server, database, 'real', 100_000);
      const view = await start(p.sessionId, engineKey);
      expect(view).toMatchObject({ engine, balance: 100_000 });
      expect(view.stakes).toEqual([100, 200, 500, 1_000, 2_000, 5_000]);
      expect(view.betTable.maxTotalStake).toBe(100_000);
      expect(view.betTable.bets.length).toBeGreaterThan(0);
      const hashBefore = view.seed.serverSeedHash;
      const stake = bets.reduce((s, b) => s + b.stake, 0);
      let stakes = 0;
      let wins = 0;
      let last = '';
      for (let i = 0; i < 6; i += 1) {
        const id = requestId();
        const res = await post(server, 'table/play', { session: p.sessionId, requestId: id, bets });
        expect(res.statusCode, res.body).toBe(200);
        const { round, balance } = res.json();
        expect(round).toMatchObject({ nonce: i, serverSeedHash: hashBefore, stake, bets });
        expect(round.win).toBe(betTableWin(engine, bets, round.outcome));
        expect(round.wins).toEqual(bets.map((b) => boardBetWin(engine, b, round.outcome)));
        if (engine === 'baccarat') expect(round.outcome).toHaveLength(6);
        if (engine === 'sic-bo') {
          for (const d of round.outcome) expect(d >= 1 && d <= 6).toBe(true);
        }
        // A replay answers the same round and moves nothing.
        const again = await post(server, 'table/play', {
          session: p.sessionId,
          requestId: id,
          bets,
        });
        expect(again.json().round.roundId).toBe(round.roundId);
        stakes += stake;
        wins += round.win;
        expect(balance).toBe(100_000 - stakes + wins);
        last = round.roundId;
      }
      expect(await accountBalance(database, p.accountId!)).toBe(100_000 - stakes + wins);
      const moved = await casinoMovements(database, p.accountId!);
      expect(moved).toMatchObject({ casino_bet: -stakes, casino_win: wins, casino_rollback: 0 });

      const rotated = await post(server, 'seeds/rotate', { session: p.sessionId });
      expect(rotated.statusCode, rotated.body).toBe(200);
      const detail = (await get(server, 'round', { session: p.sessionId, roundId: last })).json();
      expect(detail).toMatchObject({ engine, serverSeed: rotated.json().revealed.serverSeed });
      expect(await hashServerSeed(detail.serverSeed)).toBe(detail.serverSeedHash);
      expect((await verifyBuiltinRound({ ...detail, engineKey })).verified).toBe(true);
    },
  );

  it('deals baccarat by the third-card rules the page shows', async () => {
    const p = await openPlayer(server, database, 'demo');
    await start(p.sessionId, 'builtin-baccarat');
    for (let i = 0; i < 10; i += 1) {
      const res = await post(server, 'table/play', {
        session: p.sessionId,
        requestId: requestId(),
        bets: [{ kind: 'banker', stake: 2_000 }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const { round } = res.json();
      const coup = playBaccarat(round.outcome);
      expect(round.win).toBe(coup.winner === 'banker' ? 3_900 : coup.winner === 'tie' ? 2_000 : 0);
    }
  });

  it('refuses bets off the board, odd stakes, duplicates, above the limit, changing nothing', async () => {
    const p = await openPlayer(server, database, 'real', 10_000);
    await start(p.sessionId, 'builtin-sic-bo');
    const rounds = await roundCount(database);
    const bad: unknown[] = [
      [],
      [{ kind: 'total', number: 3, stake: 100 }],
      [{ kind: 'triple', number: 7, stake: 100 }],
      [{ kind: 'small', number: 1, stake: 100 }],
      [{ kind: 'dragon', stake: 100 }],
      [{ kind: 'big', stake: 150 }],
      [{ kind: 'big', stake: 0 }],
      [{ kind: 'big', stake: '100' }],
      [
        { kind: 'big', stake: 100 },
        { kind: 'big', stake: 100 },
      ],
      [
        { kind: 'big', stake: 60_000 },
        { kind: 'small', stake: 60_000 },
      ],
      [{ kind: 'big', stake: 100, extra: true }],
    ];
    for (const bets of bad) {
      const res = await post(server, 'table/play', {
        session: p.sessionId,
        requestId: requestId(),
        bets,
      });
      expect(res.statusCode, JSON.stringify(bets)).toBe(400);
      expect(res.json().reason).toBeTypeOf('string');
    }
    // A session of another game is not a bet table.
    const keno = await openPlayer(server, database, 'demo');
    await start(keno.sessionId, 'builtin-keno');
    const wrong = await post(server, 'table/play', {
      session: keno.sessionId,
      requestId: requestId(),
      bets: [{ kind: 'big', stake: 100 }],
    });
    expect(wrong.statusCode).toBe(409);
    // Dice: a chance outside 1–95 % is refused.
    const dice = await openPlayer(server, database, 'demo');
    await start(dice.sessionId, 'builtin-dice');
    for (const number of [50, 9_600]) {
      const res = await post(server, 'table/play', {
        session: dice.sessionId,
        requestId: requestId(),
        bets: [{ kind: 'under', number, stake: 100 }],
      });
      expect(res.statusCode).toBe(400);
    }
    const broke = await post(server, 'table/play', {
      session: p.sessionId,
      requestId: requestId(),
      bets: [{ kind: 'big', stake: 20_000 }],
    });
    expect(broke.statusCode).toBe(409);
    expect(broke.json().reason).toBe('insufficient_funds');
    expect(await roundCount(database)).toBe(rounds);
    expect(await accountBalance(database, p.accountId!)).toBe(10_000);
    expect((await casinoMovements(database, p.accountId!)).count).toBe(0);
  });

  it('keeps demo bet-table rounds in the demo balance, never in the ledger', async () => {
    const p = await openPlayer(server, database, 'demo');
    const view = await start(p.sessionId, 'builtin-dragon-tiger');
    expect(view).toMatchObject({ mode: 'demo', balance: DEMO_START_BALANCE });
    const res = await post(server, 'table/play', {
      session: p.sessionId,
      requestId: requestId(),
      bets: [{ kind: 'tiger', stake: 1_000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { round, balance } = res.json();
    expect(balance).toBe(DEMO_START_BALANCE - 1_000 + round.win);
    const ledger = await database.db
      .selectFrom('casino_rounds')
      .select('id')
      .where('session_id', '=', p.sessionId)
      .execute();
    expect(ledger).toHaveLength(0);
  });
});
