// The built-in provider's games drawn on a schedule every viewer shares (SPEC section 2: the money
// wheel, bingo, virtual football; scheduledGames.ts lists them): draws numbered from the provider's
// clock, draw n taking bets from n × period until (n + 1) × period. A draw is created with its own
// random server seed when first asked for (its hash shown while it takes bets); once it closes, its
// outcome is drawn from that seed (the game's public client seed, the draw number as nonce) and
// every bet placed on it is settled, each a wallet round of its own: the stake debited when placed
// (`<bet>:bet`), the win credited when the draw closes (`<bet>:win`, 0 for a lost bet), exactly as
// an outside provider's round. Settlement runs when a viewer asks for the state and in the
// provider's sweep; each bet is claimed once. A bet on a draw other than the one taking bets, or
// after it closed, is refused (409 bets_closed).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type {
  ScheduledAnswer,
  ScheduledBetView,
  ScheduledDrawView,
  ScheduledStateAnswer,
} from '../../../domain/casino/builtinGames';
import { generateServerSeed, hashServerSeed, RoundBytes } from '../../../domain/casino/fairness';
import { Refusal } from '../../http/refusal';
import { toSafeInteger } from '../../money/bigints';
import type { SessionRow } from './providerRows';
import { moveDemoBalance, parseJson, payDemoWin } from './providerRows';
import type { RoundWallet } from './roundWallet';
import { scheduledGame, type ScheduledGame, type StakedBet } from './scheduledGames';
import { WalletCallRefused } from './walletClient';

/** A bet whose debit's answer never came is given back this long after it was placed. */
const STUCK_AFTER_MS = 30_000;
/** How many closed draws the state lists (with their seeds, to verify). */
const RECENT_DRAWS = 8;

interface DrawRow {
  game: string;
  draw_no: string | number;
  server_seed: string;
  server_seed_hash: string;
  closes_at: Date | string;
  outcome: number[] | string | null;
}

interface BetRow {
  id: string;
  game: string;
  session_id: string;
  draw_no: string | number;
  bets: StakedBet[] | string;
  stake: string | number;
  win: string | number;
  status: string;
}

const closesAt = (game: ScheduledGame, drawNo: number) => (drawNo + 1) * game.periodMs;
/** When a draw stops taking bets: its close, or the end of its betting window (live blackjack). */
export const betsCloseAt = (game: ScheduledGame, drawNo: number) =>
  drawNo * game.periodMs + game.betsMs;
const drawAt = (game: ScheduledGame, ms: number) => Math.floor(ms / game.periodMs);

/** The draw numbered `drawNo` of `game`, created with a fresh seed when first asked for. */
async function ensureDraw(p: RoundWallet, game: ScheduledGame, drawNo: number): Promise<DrawRow> {
  const serverSeed = generateServerSeed();
  await p.db
    .insertInto('builtin_scheduled_draws')
    .values({
      game: game.engine,
      draw_no: drawNo,
      server_seed: serverSeed,
      server_seed_hash: await hashServerSeed(serverSeed),
      closes_at: new Date(closesAt(game, drawNo)),
    })
    .onConflict((oc) => oc.columns(['game', 'draw_no']).doNothing())
    .execute();
  return (await p.db
    .selectFrom('builtin_scheduled_draws')
    .selectAll()
    .where('game', '=', game.engine)
    .where('draw_no', '=', drawNo)
    .executeTakeFirstOrThrow()) as DrawRow;
}

function drawView(p: RoundWallet, game: ScheduledGame, row: DrawRow): ScheduledDrawView {
  const closes = new Date(row.closes_at);
  const closed = closes.getTime() <= p.now().getTime();
  return {
    drawNo: Number(row.draw_no),
    serverSeedHash: row.server_seed_hash,
    // The seed once the draw has closed: anyone can check the outcome from then on.
    serverSeed: closed ? row.server_seed : null,
    clientSeed: game.clientSeed,
    nonce: Number(row.draw_no),
    closesAt: closes.toISOString(),
    outcome: closed ? parseJson<number[]>(row.outcome) : null,
  };
}

/** A scheduled bet's row as the page shows it (live blackjack's seats too, with their bets). */
export function betView<B = StakedBet>(
  row: Pick<BetRow, 'id' | 'draw_no' | 'stake' | 'win' | 'status'> & { bets: B[] | string },
): ScheduledBetView<B> {
  return {
    betId: row.id,
    drawNo: Number(row.draw_no),
    bets: parseJson<B[]>(row.bets) ?? [],
    stake: toSafeInteger(row.stake),
    win: toSafeInteger(row.win),
    settled: row.status === 'settled',
  };
}

/** Draws the outcome of every closed draw not yet drawn (each drawn once). */
async function drawClosed(p: RoundWallet): Promise<void> {
  const due = (await p.db
    .selectFrom('builtin_scheduled_draws')
    .selectAll()
    .where('outcome', 'is', null)
    .where('closes_at', '<=', p.now())
    .limit(50)
    .execute()) as DrawRow[];
  for (const draw of due) {
    const game = scheduledGame(draw.game);
    const drawNo = Number(draw.draw_no);
    const outcome = await game.draw(
      new RoundBytes({ serverSeed: draw.server_seed, clientSeed: game.clientSeed, nonce: drawNo }),
      drawNo,
    );
    await p.db
      .updateTable('builtin_scheduled_draws')
      .set({ outcome: JSON.stringify(outcome), drawn_at: p.now() })
      .where('game', '=', draw.game)
      .where('draw_no', '=', draw.draw_no)
      .where('outcome', 'is', null)
      .execute();
  }
}

/** Credits a claimed bet's win through the wallet (retried by later sweeps), then marks it paid. */
async function creditBet(p: RoundWallet, session: SessionRow, bet: BetRow, draw: DrawRow) {
  await p.wallet.credit({
    sessionId: session.session_id,
    transactionId: `${bet.id}:win`,
    roundId: bet.id,
    amount: toSafeInteger(bet.win),
    currency: session.currency,
    roundClosed: true,
    fairness: {
      serverSeedHash: draw.server_seed_hash,
      clientSeed: scheduledGame(bet.game).clientSeed,
      nonce: Number(draw.draw_no),
    },
  });
  await p.db
    .updateTable('builtin_scheduled_bets')
    .set({ status: 'settled', settled_at: p.now() })
    .where('id', '=', bet.id)
    .execute();
}

/** Gives back a bet whose debit's fate is unknown; a late debit with its id is then refused. */
async function voidBet(p: RoundWallet, session: SessionRow, bet: Pick<BetRow, 'id'>) {
  if (session.mode === 'real') {
    await p.wallet.rollback({
      sessionId: session.session_id,
      transactionId: `${bet.id}:rollback`,
      debitTransactionId: `${bet.id}:bet`,
      roundId: bet.id,
    });
  }
  await p.db
    .updateTable('builtin_scheduled_bets')
    .set({ status: 'void', settled_at: p.now() })
    .where('id', '=', bet.id)
    .execute();
}

/**
 * Claims a debited bet of a drawn draw once (a demo win paid in the same transaction), as it was
 * read: a live blackjack decision recorded meanwhile leaves it to the next sweep.
 */
async function claimBet(p: RoundWallet, session: SessionRow, bet: BetRow, win: number) {
  const demo = session.mode === 'demo';
  const bets = typeof bet.bets === 'string' ? bet.bets : JSON.stringify(bet.bets);
  return p.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('builtin_scheduled_bets')
      .set({ win, status: demo ? 'settled' : 'settling', settled_at: demo ? p.now() : null })
      .where('id', '=', bet.id)
      .where('status', '=', 'debited')
      .where(sql<boolean>`bets = ${bets}::jsonb`)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (demo) await payDemoWin(trx, session.session_id, win);
    return true;
  });
}

/**
 * Settles what is due, for every scheduled game: closed draws drawn, then each bet on a drawn draw
 * claimed once (debited → settling with its win; a demo win paid in the same transaction) and
 * credited; a credit that failed before is retried; a bet stuck before its debit's answer given
 * back.
 */
export async function settleScheduledDue(p: RoundWallet, sessionId?: string): Promise<number> {
  await drawClosed(p);
  let query = p.db
    .selectFrom('builtin_scheduled_bets as b')
    .innerJoin('builtin_scheduled_draws as d', (join) =>
      join.onRef('d.game', '=', 'b.game').onRef('d.draw_no', '=', 'b.draw_no'),
    )
    .select([
      'b.id',
      'b.game',
      'b.session_id',
      'b.draw_no',
      'b.bets',
      'b.stake',
      'b.win',
      'b.status',
      'b.created_at',
      'd.server_seed',
      'd.server_seed_hash',
      'd.closes_at',
      'd.outcome',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('b.status', '=', 'debited'), eb('d.outcome', 'is not', null)]),
        eb('b.status', '=', 'settling'),
        eb.and([
          eb('b.status', '=', 'pending'),
          eb('b.created_at', '<=', new Date(p.now().getTime() - STUCK_AFTER_MS)),
        ]),
      ]),
    )
    .limit(500);
  if (sessionId !== undefined) query = query.where('b.session_id', '=', sessionId);
  const due = await query.execute();
  let settled = 0;
  for (const row of due) {
    const bet = row as unknown as BetRow;
    const draw = row as unknown as DrawRow;
    const session = await p.findSession(bet.session_id);
    if (!session) continue;
    try {
      if (bet.status === 'pending') {
        await voidBet(p, session, bet);
        continue;
      }
      if (bet.status === 'debited') {
        const win = scheduledGame(bet.game).win(
          parseJson<StakedBet[]>(bet.bets) ?? [],
          parseJson<number[]>(draw.outcome) ?? [],
          Number(bet.draw_no),
        );
        if (!(await claimBet(p, session, bet, win))) continue;
        if (session.mode === 'demo') {
          settled += 1;
          continue;
        }
        bet.win = win;
      }
      await creditBet(p, session, bet, draw);
      settled += 1;
    } catch {
      // The wallet is away: the next sweep (or viewer) tries again.
    }
  }
  return settled;
}

async function sessionBets(p: RoundWallet, game: ScheduledGame, sessionId: string) {
  const rows = (await p.db
    .selectFrom('builtin_scheduled_bets')
    .selectAll()
    .where('game', '=', game.engine)
    .where('session_id', '=', sessionId)
    .where('status', '<>', 'void')
    .orderBy('draw_no', 'desc')
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute()) as unknown as BetRow[];
  return rows.map(betView);
}

/** The server seed of a draw (hidden from viewers until it closes): live tables' seats. */
export async function scheduledDrawSeed(
  p: RoundWallet,
  game: ScheduledGame,
  drawNo: number,
): Promise<string | null> {
  const row = await p.db
    .selectFrom('builtin_scheduled_draws')
    .select('server_seed')
    .where('game', '=', game.engine)
    .where('draw_no', '=', drawNo)
    .executeTakeFirst();
  return row?.server_seed ?? null;
}

/** The shared schedule as a viewer sees it: the draw taking bets, the last results, own bets. */
export async function scheduledState(
  p: RoundWallet,
  game: ScheduledGame,
  sessionId: string,
): Promise<ScheduledStateAnswer<StakedBet>> {
  const session = await p.requireEngine(sessionId, game.engine);
  await settleScheduledDue(p, sessionId);
  const now = p.now();
  const current = await ensureDraw(p, game, drawAt(game, now.getTime()));
  const recent = (await p.db
    .selectFrom('builtin_scheduled_draws')
    .selectAll()
    .where('game', '=', game.engine)
    .where('outcome', 'is not', null)
    .where('closes_at', '<=', now)
    .orderBy('draw_no', 'desc')
    .limit(RECENT_DRAWS)
    .execute()) as DrawRow[];
  return {
    serverNow: now.toISOString(),
    draw: drawView(p, game, current),
    recent: recent.map((row) => drawView(p, game, row)),
    bets: await sessionBets(p, game, sessionId),
    balance: await p.balanceOf(session),
  };
}

/** Debits a real bet through the wallet; a refusal voids it, an unknown fate gives it back. */
async function debitBet(p: RoundWallet, session: SessionRow, id: string, stake: number) {
  try {
    await p.wallet.debit({
      sessionId: session.session_id,
      transactionId: `${id}:bet`,
      roundId: id,
      amount: stake,
      currency: session.currency,
    });
  } catch (err) {
    if (err instanceof WalletCallRefused) {
      await p.db
        .updateTable('builtin_scheduled_bets')
        .set({ status: 'void', settled_at: p.now() })
        .where('id', '=', id)
        .execute();
    } else {
      try {
        await voidBet(p, session, { id });
      } catch {
        // Left pending: the sweep gives it back.
      }
    }
    throw p.walletRefusal(err);
  }
  await p.db
    .updateTable('builtin_scheduled_bets')
    .set({ status: 'debited' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Places a session's bets on the draw taking bets: refused unless `drawNo` is that draw and it
 * has not closed by the provider's clock. Real: the stake debited through the wallet (a refusal
 * voids the bet); demo: taken from the demo balance. A replayed request id answers the first.
 */
export async function scheduledBet(
  p: RoundWallet,
  game: ScheduledGame,
  sessionId: string,
  requestId: string,
  drawNo: number,
  bets: StakedBet[],
): Promise<ScheduledAnswer<StakedBet>> {
  const session = await p.requireEngine(sessionId, game.engine);
  const problem = game.betsProblem(bets);
  if (problem) throw new Refusal(400, 'invalid_field', problem, 'bets');
  const earlier = await p.db
    .selectFrom('builtin_scheduled_bets')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  if (earlier) return scheduledAnswer(p, session, earlier.id);
  const now = p.now().getTime();
  if (drawNo !== drawAt(game, now) || now >= betsCloseAt(game, drawNo)) {
    throw new Refusal(409, 'bets_closed', 'drawNo: not the draw taking bets', 'drawNo');
  }
  await ensureDraw(p, game, drawNo);
  const stake = bets.reduce((sum, bet) => sum + bet.stake, 0);
  const id = randomBytes(16).toString('hex');
  const demo = session.mode === 'demo';
  await p.db.transaction().execute(async (trx) => {
    // The draw must still be open when the bet is written (the outcome drawn only after).
    const open = await trx
      .selectFrom('builtin_scheduled_draws')
      .select('draw_no')
      .where('game', '=', game.engine)
      .where('draw_no', '=', drawNo)
      .where('outcome', 'is', null)
      .where('closes_at', '>', p.now())
      .executeTakeFirst();
    if (!open || p.now().getTime() >= betsCloseAt(game, drawNo)) {
      throw new Refusal(409, 'bets_closed', 'drawNo: the draw has closed', 'drawNo');
    }
    if (demo) await moveDemoBalance(trx, sessionId, stake, 0, 'bets');
    await trx
      .insertInto('builtin_scheduled_bets')
      .values({
        id,
        game: game.engine,
        session_id: sessionId,
        request_id: requestId,
        draw_no: drawNo,
        bets: JSON.stringify(bets),
        stake,
        status: demo ? 'debited' : 'pending',
        created_at: p.now(),
      })
      .execute();
  });
  if (!demo) {
    await debitBet(p, session, id, stake);
    // Debited after the draw closed (a slow wallet): settled at once with the rest of the draw.
    if (p.now().getTime() >= closesAt(game, drawNo)) await settleScheduledDue(p, sessionId);
  }
  return scheduledAnswer(p, session, id);
}

async function scheduledAnswer(
  p: RoundWallet,
  session: SessionRow,
  betId: string,
): Promise<ScheduledAnswer<StakedBet>> {
  const row = (await p.db
    .selectFrom('builtin_scheduled_bets')
    .selectAll()
    .where('id', '=', betId)
    .executeTakeFirstOrThrow()) as unknown as BetRow;
  return { bet: betView(row), balance: await p.balanceOf(session) };
}
