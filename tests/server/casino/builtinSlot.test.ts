// The built-in provider's slot as its frame page plays it: real money moves only through the
// wallet (exactly stake and win, on the ledger), a wallet refusal means no round, demo never
// touches the ledger, a stored round verifies from its revealed seed, and bad input changes
// nothing. On every backend; the ledger check runs when each database is dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import { hashServerSeed } from '../../../domain/casino/fairness';
import { FRUIT_FIVES } from '../../../domain/casino/slotMachines';
import { evaluateSpin } from '../../../domain/casino/slotSpin';
import type { AppDatabase } from '../../../server/db/index';
import { DEMO_START_BALANCE } from '../../../server/casino/builtin/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accountBalance,
  buildBuiltinServer,
  builtinServerFor,
  casinoMovements,
  get,
  openPlayer,
  post,
  requestId,
  roundCount,
  startView,
  type BuiltinServer,
  type WalletOutage,
} from './builtinTestKit';

afterAll(removeTempDirs);

describe.each(databaseBackends())('built-in slot on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const start = (sessionId: string, engineKey = 'builtin-slot') =>
    startView(server, sessionId, engineKey);

  it('starts a real session with the wallet balance, the stakes, the paytable and a seed hash', async () => {
    const p = await openPlayer(server, database, 'real', 50_000);
    const view = await start(p.sessionId);
    expect(view).toMatchObject({
      mode: 'real',
      currency: 'RUB',
      balance: 50_000,
      engine: 'slot',
      stakes: FRUIT_FIVES.stakes,
      seed: { nextNonce: 0 },
    });
    expect(view.seed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(view.slot.paylines).toHaveLength(10);
    expect(view.slot.rtpPercent).toBe(96.3);
    // Starting again reopens the same session and seed.
    expect((await start(p.sessionId)).seed).toEqual(view.seed);
  });

  it('plays real spins: the ledger moves exactly the stakes and wins through the wallet', async () => {
    const p = await openPlayer(server, database, 'real', 100_000);
    await start(p.sessionId);
    let stakes = 0;
    let wins = 0;
    for (let i = 0; i < 12; i += 1) {
      const stake = i % 2 === 0 ? 100 : 500;
      const res = await post(server, 'slot/spin', {
        session: p.sessionId,
        stake,
        requestId: requestId(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance } = res.json();
      expect(round.nonce).toBe(i);
      // The win is the paytable's for the stops the round shows.
      expect(round.win).toBe(evaluateSpin(FRUIT_FIVES, round.stops, stake).win);
      stakes += stake;
      wins += round.win;
      expect(balance).toBe(100_000 - stakes + wins);
    }
    expect(await accountBalance(database, p.accountId!)).toBe(100_000 - stakes + wins);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved.casino_bet).toBe(-stakes);
    expect(moved.casino_win).toBe(wins);
    expect(moved.casino_rollback).toBe(0);
    // The site's own record of the rounds (the history) agrees.
    const rounds = await database.db
      .selectFrom('casino_rounds')
      .select(['stake_total', 'win_total', 'status'])
      .where('session_id', '=', p.sessionId)
      .execute();
    expect(rounds).toHaveLength(12);
    expect(rounds.reduce((s, r) => s + Number(r.stake_total), 0)).toBe(stakes);
    expect(rounds.reduce((s, r) => s + Number(r.win_total), 0)).toBe(wins);
    expect(rounds.every((r) => r.status === 'closed')).toBe(true);
  });

  it('answers a replayed spin with the first round, never a second one', async () => {
    const p = await openPlayer(server, database, 'real', 10_000);
    await start(p.sessionId);
    const id = requestId();
    const first = await post(server, 'slot/spin', {
      session: p.sessionId,
      stake: 100,
      requestId: id,
    });
    const again = await post(server, 'slot/spin', {
      session: p.sessionId,
      stake: 100,
      requestId: id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().round).toEqual(first.json().round);
    const moved = await casinoMovements(database, p.accountId!);
    expect(moved.casino_bet).toBe(-100);
    const other = await post(server, 'slot/spin', {
      session: p.sessionId,
      stake: 200,
      requestId: id,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().reason).toBe('conflict');
  });

  it('plays no round when the wallet refuses the stake, and says why', async () => {
    const p = await openPlayer(server, database, 'real', 150);
    const view = await start(p.sessionId);
    const roundsBefore = await roundCount(database);
    const res = await post(server, 'slot/spin', {
      session: p.sessionId,
      stake: 200,
      requestId: requestId(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('insufficient_funds');
    expect(await roundCount(database)).toBe(roundsBefore);
    expect(await accountBalance(database, p.accountId!)).toBe(150);
    expect((await casinoMovements(database, p.accountId!)).count).toBe(0);
    // The nonce was given back: the next round is still nonce 0 of the same seed.
    const next = await post(server, 'slot/spin', {
      session: p.sessionId,
      stake: 100,
      requestId: requestId(),
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().round.nonce).toBe(0);
    expect(next.json().round.serverSeedHash).toBe(view.seed.serverSeedHash);
  });

  it('keeps a demo balance in the provider and never touches the ledger', async () => {
    const p = await openPlayer(server, database, 'demo');
    const ledgerBefore = await database.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    const view = await start(p.sessionId);
    expect(view).toMatchObject({ mode: 'demo', currency: 'FUN', balance: DEMO_START_BALANCE });
    let balance = DEMO_START_BALANCE;
    for (let i = 0; i < 5; i += 1) {
      const res = await post(server, 'slot/spin', {
        session: p.sessionId,
        stake: 1000,
        requestId: requestId(),
      });
      expect(res.statusCode, res.body).toBe(200);
      balance += res.json().round.win - 1000;
      expect(res.json().balance).toBe(balance);
    }
    const ledgerAfter = await database.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(ledgerAfter.n)).toBe(Number(ledgerBefore.n));
    const walletRows = await database.db
      .selectFrom('casino_wallet_transactions')
      .select('id')
      .where('session_id', '=', p.sessionId)
      .execute();
    expect(walletRows).toHaveLength(0);
  });

  it('refuses a demo stake above the demo balance', async () => {
    const p = await openPlayer(server, database, 'demo');
    await start(p.sessionId);
    await database.db
      .updateTable('builtin_sessions')
      .set({ demo_balance: 30 })
      .where('session_id', '=', p.sessionId)
      .execute();
    const res = await post(server, 'slot/spin', {
      session: p.sessionId,
      stake: 50,
      requestId: requestId(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('insufficient_funds');
  });

  it('verifies a stored round once its seed is revealed by a rotation', async () => {
    const p = await openPlayer(server, database, 'real', 10_000);
    const view = await start(p.sessionId);
    const spin = (
      await post(server, 'slot/spin', { session: p.sessionId, stake: 100, requestId: requestId() })
    ).json();
    const hidden = (
      await get(server, 'round', { session: p.sessionId, roundId: spin.round.roundId })
    ).json();
    expect(hidden.serverSeed).toBeNull();
    expect(hidden.outcome).toEqual(spin.round.stops);

    const rotated = await post(server, 'seeds/rotate', {
      session: p.sessionId,
      clientSeed: 'my-own-seed',
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { revealed, seed } = rotated.json();
    expect(revealed.serverSeedHash).toBe(view.seed.serverSeedHash);
    expect(await hashServerSeed(revealed.serverSeed)).toBe(view.seed.serverSeedHash);
    expect(revealed.roundsPlayed).toBe(1);
    expect(seed).toMatchObject({ clientSeed: 'my-own-seed', nextNonce: 0 });
    expect(seed.serverSeedHash).not.toBe(view.seed.serverSeedHash);

    const detail = (
      await get(server, 'round', { session: p.sessionId, roundId: spin.round.roundId })
    ).json();
    expect(detail.serverSeed).toBe(revealed.serverSeed);
    const check = await verifyBuiltinRound(detail);
    expect(check).toMatchObject({ seedMatchesHash: true, outcomeMatches: true, verified: true });
    // A tampered record does not verify.
    expect((await verifyBuiltinRound({ ...detail, nonce: detail.nonce + 1 })).verified).toBe(false);

    // The next round plays the new pair with the player's client seed.
    const next = (
      await post(server, 'slot/spin', { session: p.sessionId, stake: 100, requestId: requestId() })
    ).json();
    expect(next.round).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
  });

  describe('when the wallet does not answer', () => {
    let shaky: BuiltinServer;
    const outage: WalletOutage = { calls: {} };
    beforeAll(async () => {
      shaky = await buildBuiltinServer(database, outage);
    });
    afterAll(async () => {
      await shaky.app.close();
    });

    it('rolls back a debit whose answer was lost: no round, nothing moved', async () => {
      const p = await openPlayer(shaky, database, 'real', 5_000);
      await post(shaky, 'start', { session: p.sessionId, engineKey: 'builtin-slot' });
      const before = await roundCount(database);
      outage.calls = { debit: 'after' };
      const res = await post(shaky, 'slot/spin', {
        session: p.sessionId,
        stake: 100,
        requestId: requestId(),
      });
      outage.calls = {};
      expect(res.statusCode).toBe(503);
      expect(res.json().reason).toBe('wallet_unavailable');
      expect(await roundCount(database)).toBe(before);
      expect(await accountBalance(database, p.accountId!)).toBe(5_000);
      const moved = await casinoMovements(database, p.accountId!);
      expect(moved.casino_bet + moved.casino_rollback).toBe(0);
    });

    it('pays a win whose credit failed once the wallet is back (the sweep on the next start)', async () => {
      const p = await openPlayer(shaky, database, 'real', 5_000);
      await post(shaky, 'start', { session: p.sessionId, engineKey: 'builtin-slot' });
      outage.calls = { credit: 'before' };
      const res = await post(shaky, 'slot/spin', {
        session: p.sessionId,
        stake: 100,
        requestId: requestId(),
      });
      expect(res.statusCode).toBe(503);
      const stuck = await database.db
        .selectFrom('builtin_rounds')
        .select(['id', 'status', 'win'])
        .where('session_id', '=', p.sessionId)
        .executeTakeFirstOrThrow();
      expect(stuck.status).toBe('debited');
      expect(await accountBalance(database, p.accountId!)).toBe(4_900);
      outage.calls = {};
      shaky.clock.advance(31_000);
      const again = await post(shaky, 'start', { session: p.sessionId, engineKey: 'builtin-slot' });
      expect(again.statusCode).toBe(200);
      expect(again.json().balance).toBe(4_900 + Number(stuck.win));
      const settled = await database.db
        .selectFrom('builtin_rounds')
        .select('status')
        .where('id', '=', stuck.id)
        .executeTakeFirstOrThrow();
      expect(settled.status).toBe('settled');
      const history = await database.db
        .selectFrom('casino_rounds')
        .select(['status', 'win_total'])
        .where('session_id', '=', p.sessionId)
        .executeTakeFirstOrThrow();
      expect(history).toMatchObject({ status: 'closed' });
      expect(Number(history.win_total)).toBe(Number(stuck.win));
    });
  });

  describe('bad input', () => {
    it('refuses an unknown session, at start and at a spin, and moves nothing', async () => {
      const unknown = 'A'.repeat(43);
      const started = await post(server, 'start', { session: unknown, engineKey: 'builtin-slot' });
      expect(started.statusCode).toBe(404);
      expect(started.json()).toMatchObject({ reason: 'not_found', field: 'session' });
      const spin = await post(server, 'slot/spin', {
        session: unknown,
        stake: 100,
        requestId: requestId(),
      });
      expect(spin.statusCode).toBe(404);
      expect(spin.json().field).toBe('session');
    });

    it('refuses a stake outside the set, and malformed bodies, without a round', async () => {
      const p = await openPlayer(server, database, 'real', 10_000);
      await start(p.sessionId);
      const before = await roundCount(database);
      for (const stake of [15, 7, 100_000, 0, -100, 10.5]) {
        const res = await post(server, 'slot/spin', {
          session: p.sessionId,
          stake,
          requestId: requestId(),
        });
        expect(res.statusCode, `stake ${stake}`).toBe(400);
        expect(res.json().field).toBe('stake');
      }
      for (const body of [
        { session: p.sessionId, stake: 100 },
        { session: p.sessionId, stake: '100', requestId: requestId() },
        { session: p.sessionId, stake: 100, requestId: 'has space' },
        { session: 'short', stake: 100, requestId: requestId() },
        { session: p.sessionId, stake: 100, requestId: requestId(), extra: 1 },
      ]) {
        const res = await post(server, 'slot/spin', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().reason).toMatch(/invalid_field|missing_field|unknown_field/);
      }
      expect(await roundCount(database)).toBe(before);
      expect(await accountBalance(database, p.accountId!)).toBe(10_000);
    });

    it('refuses an unknown game, a session opened for another title, a bad client seed', async () => {
      const p = await openPlayer(server, database, 'real', 1000);
      const unknownGame = await post(server, 'start', {
        session: p.sessionId,
        engineKey: 'no-such',
      });
      expect(unknownGame.statusCode).toBe(404);
      await start(p.sessionId);
      const other = await post(server, 'start', {
        session: p.sessionId,
        engineKey: 'builtin-crash',
      });
      expect(other.statusCode).toBe(409);
      for (const clientSeed of ['', 'with space', 'a:b', 'x'.repeat(65)]) {
        const res = await post(server, 'seeds/rotate', { session: p.sessionId, clientSeed });
        expect(res.statusCode, clientSeed).toBe(400);
        expect(res.json().field).toBe('clientSeed');
      }
    });

    it('answers a round of another session as unknown', async () => {
      const a = await openPlayer(server, database, 'demo');
      const b = await openPlayer(server, database, 'demo');
      await start(a.sessionId);
      await start(b.sessionId);
      const spin = (
        await post(server, 'slot/spin', {
          session: a.sessionId,
          stake: 100,
          requestId: requestId(),
        })
      ).json();
      const res = await get(server, 'round', { session: b.sessionId, roundId: spin.round.roundId });
      expect(res.statusCode).toBe(404);
      expect(res.json().field).toBe('roundId');
    });
  });
});
