// House RNG Live Blackjack of the built-in provider (SPEC section 2, live casino;
// domain/casino/liveBlackjack.ts) on PGlite and PostgreSQL: a round on the shared schedule, bets in
// its first 15 s, then the deal every seat shares and 15 s of decisions. A real seat's stake is
// debited once (a replayed request answers the first bet), a double debits one more stake once
// (a replayed decision moves nothing), the close stands a hand left in play and credits the win
// once against the table's dealer hand, the wallet round closed; the cards are verified from the
// revealed seed. Decisions before the deal, after the close, after stand, on another's seat and
// moves a hand may not make are refused with nothing moved.
import { afterAll, describe, expect, it } from 'vitest';
import { verifyBuiltinRound } from '../../../domain/casino/builtinOutcome';
import {
  liveBlackjackWin,
  liveDealerHand,
  LIVE_BLACKJACK_BETS_MS,
  LIVE_BLACKJACK_PERIOD_MS,
} from '../../../domain/casino/liveBlackjack';
import { liveSeats } from '../../../domain/casino/liveTables';
import type { AppDatabase } from '../../../server/db/index';
import { DEMO_START_BALANCE } from '../../../server/casino/builtin/index';
import { databaseBackends, removeTempDirs } from '../testServer';
import {
  accountBalance,
  builtinServerFor,
  casinoMovements,
  openPlayer,
  post,
  postOk,
  requestId,
  startView,
  type BuiltinServer,
} from './builtinTestKit';

afterAll(removeTempDirs);

const ENGINE = 'builtin-live-blackjack';
const opensAt = (drawNo: number) => drawNo * LIVE_BLACKJACK_PERIOD_MS;

describe.each(databaseBackends())('built-in live RNG blackjack on $name', (backend) => {
  let database: AppDatabase;
  let server: BuiltinServer;
  builtinServerFor(backend, (held) => ({ database, server } = held));

  const state = (session: string) => postOk(server, 'live-table/state', { session });
  const bet = (session: string, drawNo: number, stake: number, id = requestId()) =>
    post(server, 'live-table/bet', {
      session,
      requestId: id,
      drawNo,
      bets: [{ kind: 'hand', stake }],
    });
  const act = (session: string, betId: string, action: string, id = requestId()) =>
    post(server, 'live-table/action', { session, requestId: id, betId, action });
  const moveTo = (ms: number) => server.clock.advance(ms - server.clock.now().getTime());
  /** To the start of the next round, which takes bets. */
  const nextRound = () =>
    moveTo(
      (Math.floor(server.clock.now().getTime() / LIVE_BLACKJACK_PERIOD_MS) + 1) *
        LIVE_BLACKJACK_PERIOD_MS,
    );
  const openRounds = async (accountId: number) =>
    Number(
      (
        await database.db
          .selectFrom('casino_rounds')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('account_id', '=', String(accountId))
          .where('status', '=', 'open')
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Bets `stake` on rounds until one deals a hand to decide on (no blackjack on either side). */
  async function seatedInPlay(session: string, stake: number) {
    for (let tries = 0; tries < 8; tries += 1) {
      nextRound();
      const { draw } = await state(session);
      const placed = await bet(session, draw.drawNo, stake);
      expect(placed.statusCode, placed.body).toBe(200);
      moveTo(opensAt(draw.drawNo) + LIVE_BLACKJACK_BETS_MS);
      const dealt = await state(session);
      const mine = dealt.bets.find((b: { drawNo: number }) => b.drawNo === draw.drawNo);
      if (mine.hand.phase === 'player') return { drawNo: draw.drawNo, betId: mine.betId, dealt };
      moveTo(opensAt(draw.drawNo + 1));
      await state(session);
    }
    throw new Error('no hand to play in eight rounds');
  }

  it('a real seat: the stake and a double debited once, the win credited once at the close', async () => {
    const real = await openPlayer(server, database, 'real', 100_000);
    const view = await startView(server, real.sessionId, ENGINE);
    expect(view.liveTable).toMatchObject({
      periodMs: LIVE_BLACKJACK_PERIOD_MS,
      betsMs: LIVE_BLACKJACK_BETS_MS,
      seats: 7,
      ownSeat: 4,
      maxBets: 1,
    });
    expect(view.liveTable.bets).toEqual([{ kind: 'hand', rtpPercent: 99.4296 }]);
    nextRound();
    const open = await state(real.sessionId);
    const drawNo = open.draw.drawNo;
    expect(open.draw.deal).toBeNull();
    expect(open.draw.serverSeed).toBeNull();
    const id = requestId();
    const placed = await bet(real.sessionId, drawNo, 1_000, id);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ bet: { stake: 1_000, settled: false }, balance: 99_000 });
    expect((await bet(real.sessionId, drawNo, 1_000, id)).json().bet.betId).toBe(
      placed.json().bet.betId,
    );
    expect(await accountBalance(database, real.accountId!)).toBe(99_000);
    const betId = placed.json().bet.betId;
    // Before the deal: no hand, no decisions.
    const early = await act(real.sessionId, betId, 'hit');
    expect(early.statusCode).toBe(409);
    expect(early.json().reason).toBe('not_dealt_yet');
    expect((await state(real.sessionId)).bets[0].hand).toBeUndefined();

    moveTo(opensAt(drawNo) + LIVE_BLACKJACK_BETS_MS);
    const late = await bet(real.sessionId, drawNo, 1_000);
    expect(late.statusCode).toBe(409);
    expect(late.json().reason).toBe('bets_closed');
    const dealt = await state(real.sessionId);
    expect(dealt.draw.drawNo).toBe(drawNo);
    expect(dealt.draw.serverSeed).toBeNull();
    expect(dealt.draw.deal.player).toHaveLength(2);
    const hand = dealt.bets[0].hand;
    expect(hand.hands[0].cards).toEqual(dealt.draw.deal.player);
    expect(hand.dealer[0]).toBe(dealt.draw.deal.dealer[0]);

    let actions: string[] = [];
    let staked = 1_000;
    if (hand.phase === 'player') {
      const doubleId = requestId();
      const doubled = await act(real.sessionId, betId, 'double', doubleId);
      expect(doubled.statusCode, doubled.body).toBe(200);
      expect(doubled.json()).toMatchObject({ bet: { stake: 2_000 }, balance: 98_000 });
      expect(doubled.json().bet.hand.hands[0].cards).toHaveLength(3);
      expect(doubled.json().bet.hand.dealer[1]).toBeNull();
      // The same decision again answers it without a second debit.
      const again = await act(real.sessionId, betId, 'double', doubleId);
      expect(again.statusCode).toBe(200);
      expect(again.json().bet.stake).toBe(2_000);
      expect(await accountBalance(database, real.accountId!)).toBe(98_000);
      // A second decision once the hand is finished.
      const after = await act(real.sessionId, betId, 'stand');
      expect(after.statusCode).toBe(409);
      expect(after.json().reason).toBe('hand_finished');
      actions = ['double'];
      staked = 2_000;
    } else {
      // A blackjack dealt on either side: the hand is finished at the deal.
      expect((await act(real.sessionId, betId, 'hit')).json().reason).toBe('hand_finished');
    }

    moveTo(opensAt(drawNo + 1));
    const closed = await state(real.sessionId);
    const round = closed.recent.find((d: { drawNo: number }) => d.drawNo === drawNo);
    expect(round.serverSeedHash).toBe(open.draw.serverSeedHash);
    expect((await verifyBuiltinRound({ ...round, engineKey: ENGINE })).verified).toBe(true);
    expect(round.deal.dealer).toEqual(liveDealerHand(round.outcome));
    const seats = await liveSeats('live-blackjack', round.serverSeed, drawNo);
    expect(round.seats.map((s: { seat: number }) => s.seat)).toEqual(seats.map((s) => s.seat));
    const win = liveBlackjackWin(
      { kind: 'hand', stake: 1_000, actions: actions as [] },
      round.outcome,
    );
    expect(closed.bets[0]).toMatchObject({ drawNo, stake: staked, win, settled: true });
    expect(closed.bets[0].hand.phase).toBe('settled');
    // A bet records its decisions once it has one: a hand finished at the deal (a blackjack on
    // either side, about one round in ten) keeps the bet as it was placed.
    expect(closed.bets[0].bets).toEqual([
      actions.length > 0 ? { kind: 'hand', stake: 1_000, actions } : { kind: 'hand', stake: 1_000 },
    ]);
    expect(await accountBalance(database, real.accountId!)).toBe(100_000 - staked + win);
    expect(await casinoMovements(database, real.accountId!)).toMatchObject({
      casino_bet: -staked,
      casino_win: win,
      casino_rollback: 0,
    });
    expect(await openRounds(real.accountId!)).toBe(0);
    // After the close: refused, and settled once whoever looks again.
    const afterClose = await act(real.sessionId, betId, 'hit');
    expect(afterClose.statusCode).toBe(409);
    expect(afterClose.json().reason).toBe('decisions_closed');
    await state(real.sessionId);
    expect(await accountBalance(database, real.accountId!)).toBe(100_000 - staked + win);
  });

  it('a hand left undecided stands at the close; hit and stand play in order', async () => {
    const demo = await openPlayer(server, database, 'demo');
    const real = await openPlayer(server, database, 'real', 10_000);
    await startView(server, demo.sessionId, ENGINE);
    await startView(server, real.sessionId, ENGINE);
    const seat = await seatedInPlay(real.sessionId, 500);
    const start = await accountBalance(database, real.accountId!);
    // The demo seat sits at the next round and decides nothing; the real one hits, then stands.
    const hit = await act(real.sessionId, seat.betId, 'hit');
    expect(hit.statusCode, hit.body).toBe(200);
    const hitHand = hit.json().bet.hand;
    expect(hitHand.hands[0].cards).toHaveLength(3);
    const played = hitHand.phase === 'player' ? ['hit', 'stand'] : ['hit'];
    if (hitHand.phase === 'player') {
      expect((await act(real.sessionId, seat.betId, 'stand')).statusCode).toBe(200);
      const twice = await act(real.sessionId, seat.betId, 'stand');
      expect(twice.json().reason).toBe('hand_finished');
    }
    expect(await accountBalance(database, real.accountId!)).toBe(start);
    moveTo(opensAt(seat.drawNo + 1));
    const closed = await state(real.sessionId);
    const round = closed.recent.find((d: { drawNo: number }) => d.drawNo === seat.drawNo);
    const win = liveBlackjackWin(
      { kind: 'hand', stake: 500, actions: played as ['hit'] },
      round.outcome,
    );
    expect(closed.bets[0]).toMatchObject({ win, settled: true, stake: 500 });
    expect(await accountBalance(database, real.accountId!)).toBe(start + win);
    expect(await openRounds(real.accountId!)).toBe(0);

    const demoSeat = await seatedInPlay(demo.sessionId, 200);
    moveTo(opensAt(demoSeat.drawNo + 1));
    const demoClosed = await state(demo.sessionId);
    const demoRound = demoClosed.recent.find(
      (d: { drawNo: number }) => d.drawNo === demoSeat.drawNo,
    );
    const demoBet = demoClosed.bets.find((b: { drawNo: number }) => b.drawNo === demoSeat.drawNo);
    // Timed out: the two dealt cards stand.
    expect(demoBet.hand.hands[0].cards).toHaveLength(2);
    const demoWin = liveBlackjackWin({ kind: 'hand', stake: 200 }, demoRound.outcome);
    expect(demoBet).toMatchObject({ win: demoWin, settled: true });
    const demoStakes = demoClosed.bets.reduce((s: number, b: { stake: number }) => s + b.stake, 0);
    const demoWins = demoClosed.bets.reduce((s: number, b: { win: number }) => s + b.win, 0);
    expect(demoClosed.balance).toBe(DEMO_START_BALANCE - demoStakes + demoWins);
  });

  it("refuses a decision on another's seat, a bad move and a bad bet, moving nothing", async () => {
    const owner = await openPlayer(server, database, 'real', 5_000);
    const other = await openPlayer(server, database, 'real', 5_000);
    await startView(server, owner.sessionId, ENGINE);
    await startView(server, other.sessionId, ENGINE);
    const seat = await seatedInPlay(owner.sessionId, 1_000);
    const before = await accountBalance(database, owner.accountId!);
    const foreign = await act(other.sessionId, seat.betId, 'double');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().reason).toBe('seat_not_yours');
    const unknown = await act(other.sessionId, 'f'.repeat(32), 'hit');
    expect(unknown.json().reason).toBe('seat_not_yours');
    const bad = await act(owner.sessionId, seat.betId, 'surrender');
    expect(bad.statusCode).toBe(400);
    const hand = seat.dealt.bets[0].hand;
    if (!hand.allowed.includes('split')) {
      const split = await act(owner.sessionId, seat.betId, 'split');
      expect(split.statusCode).toBe(409);
      expect(split.json().reason).toBe('action_not_allowed');
    }
    for (const stake of [150, 1_000_000]) {
      const res = await post(server, 'live-table/bet', {
        session: owner.sessionId,
        requestId: requestId(),
        drawNo: seat.drawNo + 1,
        bets: [{ kind: 'hand', stake }],
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    const twoHands = await post(server, 'live-table/bet', {
      session: owner.sessionId,
      requestId: requestId(),
      drawNo: seat.drawNo,
      bets: [
        { kind: 'hand', stake: 100 },
        { kind: 'hand', stake: 100 },
      ],
    });
    expect(twoHands.statusCode).toBe(400);
    expect(twoHands.json().reason).toBe('invalid_field');
    // Decisions on the blackjack route from another table's session are refused too.
    const roulette = await openPlayer(server, database, 'real', 1_000);
    await startView(server, roulette.sessionId, 'builtin-live-roulette');
    expect((await act(roulette.sessionId, seat.betId, 'hit')).statusCode).toBe(409);
    expect(await accountBalance(database, owner.accountId!)).toBe(before);
    expect(await accountBalance(database, other.accountId!)).toBe(5_000);
    expect(await casinoMovements(database, other.accountId!)).toMatchObject({ count: 0 });
  });
});
