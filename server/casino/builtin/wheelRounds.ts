// The money wheel of the built-in provider (domain/casino/moneyWheel.ts; SPEC section 2, TV
// games): draws on a schedule shared by every viewer, numbered from the provider's clock. A draw
// is created with its own random server seed when first asked for (its hash shown while it takes
// bets); once it closes, its segment is drawn from that seed (client seed WHEEL_CLIENT_SEED, the
// draw number as nonce) and every bet placed on it is settled, each a wallet round of its own:
// the stake debited when placed (`<bet>:bet`), the win credited when the draw closes
// (`<bet>:win`, 0 for a lost bet), exactly as an outside provider's round. Settlement runs when a
// viewer asks for the state and in the provider's sweep; each bet is claimed once. A bet on a
// draw other than the one taking bets, or after it closed, is refused (409 bets_closed).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type {
  BuiltinSessionView,
  WheelAnswer,
  WheelBetView,
  WheelDrawView,
  WheelStateAnswer,
} from '../../../domain/casino/builtinGames';
import { generateServerSeed, hashServerSeed, RoundBytes } from '../../../domain/casino/fairness';
import {
  drawWheel,
  wheelBetsProblem,
  wheelClosesAt,
  wheelDrawAt,
  wheelExactRtp,
  wheelWin,
  WHEEL_BET_VALUES,
  WHEEL_CLIENT_SEED,
  WHEEL_MAX_TOTAL_STAKE,
  WHEEL_PERIOD_MS,
  WHEEL_SEGMENTS,
  type WheelBet,
} from '../../../domain/casino/moneyWheel';
import { Refusal } from '../../http/refusal';
import { toSafeInteger } from '../../money/bigints';
import type { SessionRow } from './providerRows';
import { moveDemoBalance } from './providerRows';
import type { RoundWallet } from './roundWallet';
import { WalletCallRefused } from './walletClient';

/** A bet whose debit's answer never came is given back this long after it was placed. */
const STUCK_AFTER_MS = 30_000;
/** How many closed draws the state lists (with their seeds, to verify). */
const RECENT_DRAWS = 8;

interface DrawRow {
  draw_no: string | number;
  server_seed: string;
  server_seed_hash: string;
  closes_at: Date | string;
  segment: number | null;
}

interface BetRow {
  id: string;
  session_id: string;
  draw_no: string | number;
  bets: WheelBet[] | string;
  stake: string | number;
  win: string | number;
  status: string;
}

const betsOf = (row: BetRow): WheelBet[] =>
  typeof row.bets === 'string' ? (JSON.parse(row.bets) as WheelBet[]) : row.bets;

/** The rules part of a wheel session's view. */
export function wheelRulesView(): NonNullable<BuiltinSessionView['moneyWheel']> {
  return {
    periodMs: WHEEL_PERIOD_MS,
    segments: WHEEL_SEGMENTS,
    values: WHEEL_BET_VALUES,
    maxTotalStake: WHEEL_MAX_TOTAL_STAKE,
    clientSeed: WHEEL_CLIENT_SEED,
    rtpPercentByValue: Object.fromEntries(
      WHEEL_BET_VALUES.map((v) => [v, Math.round(wheelExactRtp(v) * 1_000_000) / 10_000]),
    ),
  };
}

/** The draw numbered `drawNo`, created with a fresh seed when first asked for. */
async function ensureDraw(p: RoundWallet, drawNo: number): Promise<DrawRow> {
  const serverSeed = generateServerSeed();
  await p.db
    .insertInto('builtin_wheel_draws')
    .values({
      draw_no: drawNo,
      server_seed: serverSeed,
      server_seed_hash: await hashServerSeed(serverSeed),
      closes_at: new Date(wheelClosesAt(drawNo)),
    })
    .onConflict((oc) => oc.column('draw_no').doNothing())
    .execute();
  return (await p.db
    .selectFrom('builtin_wheel_draws')
    .selectAll()
    .where('draw_no', '=', drawNo)
    .executeTakeFirstOrThrow()) as DrawRow;
}

function drawView(p: RoundWallet, row: DrawRow): WheelDrawView {
  const closesAt = new Date(row.closes_at);
  const closed = closesAt.getTime() <= p.now().getTime();
  return {
    drawNo: Number(row.draw_no),
    serverSeedHash: row.server_seed_hash,
    // The seed once the draw has closed: anyone can check the segment from then on.
    serverSeed: closed ? row.server_seed : null,
    clientSeed: WHEEL_CLIENT_SEED,
    nonce: Number(row.draw_no),
    closesAt: closesAt.toISOString(),
    segment: closed ? row.segment : null,
  };
}

function betView(row: BetRow): WheelBetView {
  return {
    betId: row.id,
    drawNo: Number(row.draw_no),
    bets: betsOf(row),
    stake: toSafeInteger(row.stake),
    win: toSafeInteger(row.win),
    settled: row.status === 'settled',
  };
}

/** Draws the segment of every closed draw not yet drawn (each drawn once). */
async function drawClosed(p: RoundWallet): Promise<void> {
  const due = (await p.db
    .selectFrom('builtin_wheel_draws')
    .selectAll()
    .where('segment', 'is', null)
    .where('closes_at', '<=', p.now())
    .limit(50)
    .execute()) as DrawRow[];
  for (const draw of due) {
    const [segment] = await drawWheel(
      new RoundBytes({
        serverSeed: draw.server_seed,
        clientSeed: WHEEL_CLIENT_SEED,
        nonce: Number(draw.draw_no),
      }),
    );
    await p.db
      .updateTable('builtin_wheel_draws')
      .set({ segment: segment!, drawn_at: p.now() })
      .where('draw_no', '=', draw.draw_no)
      .where('segment', 'is', null)
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
      clientSeed: WHEEL_CLIENT_SEED,
      nonce: Number(draw.draw_no),
    },
  });
  await p.db
    .updateTable('builtin_wheel_bets')
    .set({ status: 'settled', settled_at: p.now() })
    .where('id', '=', bet.id)
    .execute();
}

/** Gives back a bet whose debit's fate is unknown; a late debit with its id is then refused. */
async function voidBet(p: RoundWallet, session: SessionRow, bet: BetRow): Promise<void> {
  if (session.mode === 'real') {
    await p.wallet.rollback({
      sessionId: session.session_id,
      transactionId: `${bet.id}:rollback`,
      debitTransactionId: `${bet.id}:bet`,
      roundId: bet.id,
    });
  }
  await p.db
    .updateTable('builtin_wheel_bets')
    .set({ status: 'void', settled_at: p.now() })
    .where('id', '=', bet.id)
    .execute();
}

/**
 * Settles what is due: closed draws drawn, then each bet on a drawn draw claimed once
 * (debited → settling with its win; a demo win paid in the same transaction) and credited; a
 * credit that failed before is retried; a bet stuck before its debit's answer given back.
 */
export async function settleWheelDue(p: RoundWallet, sessionId?: string): Promise<number> {
  await drawClosed(p);
  let query = p.db
    .selectFrom('builtin_wheel_bets as b')
    .innerJoin('builtin_wheel_draws as d', 'd.draw_no', 'b.draw_no')
    .select([
      'b.id',
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
      'd.segment',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('b.status', '=', 'debited'), eb('d.segment', 'is not', null)]),
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
        const win = wheelWin(betsOf(bet), draw.segment!);
        const demo = session.mode === 'demo';
        const claimed = await p.db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('builtin_wheel_bets')
            .set({
              win,
              status: demo ? 'settled' : 'settling',
              settled_at: demo ? p.now() : null,
            })
            .where('id', '=', bet.id)
            .where('status', '=', 'debited')
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) return false;
          if (demo && win > 0) {
            await trx
              .updateTable('builtin_sessions')
              .set({ demo_balance: sql`demo_balance + ${win}` })
              .where('session_id', '=', session.session_id)
              .execute();
          }
          return true;
        });
        if (!claimed || demo) {
          if (claimed) settled += 1;
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

async function sessionBets(p: RoundWallet, sessionId: string): Promise<WheelBetView[]> {
  const rows = (await p.db
    .selectFrom('builtin_wheel_bets')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('status', '<>', 'void')
    .orderBy('draw_no', 'desc')
    .limit(20)
    .execute()) as unknown as BetRow[];
  return rows.map(betView);
}

/** The shared schedule as a viewer sees it: the draw taking bets, the last results, own bets. */
export async function wheelState(p: RoundWallet, sessionId: string): Promise<WheelStateAnswer> {
  const session = await p.requireEngine(sessionId, 'money-wheel');
  await settleWheelDue(p, sessionId);
  const now = p.now();
  const current = await ensureDraw(p, wheelDrawAt(now.getTime()));
  const recent = (await p.db
    .selectFrom('builtin_wheel_draws')
    .selectAll()
    .where('segment', 'is not', null)
    .where('closes_at', '<=', now)
    .orderBy('draw_no', 'desc')
    .limit(RECENT_DRAWS)
    .execute()) as DrawRow[];
  return {
    serverNow: now.toISOString(),
    draw: drawView(p, current),
    recent: recent.map((row) => drawView(p, row)),
    bets: await sessionBets(p, sessionId),
    balance: await p.balanceOf(session),
  };
}

/**
 * Places a session's bets on the draw taking bets: refused unless `drawNo` is that draw and it
 * has not closed by the provider's clock. Real: the stake debited through the wallet (a refusal
 * voids the bet); demo: taken from the demo balance. A replayed request id answers the first.
 */
export async function wheelBet(
  p: RoundWallet,
  sessionId: string,
  requestId: string,
  drawNo: number,
  bets: WheelBet[],
): Promise<WheelAnswer> {
  const session = await p.requireEngine(sessionId, 'money-wheel');
  const problem = wheelBetsProblem(bets);
  if (problem) throw new Refusal(400, 'invalid_field', problem, 'bets');
  const earlier = (await p.db
    .selectFrom('builtin_wheel_bets')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('request_id', '=', requestId)
    .executeTakeFirst()) as unknown as BetRow | undefined;
  if (earlier) return wheelAnswer(p, session, earlier.id);
  const now = p.now().getTime();
  if (drawNo !== wheelDrawAt(now) || now >= wheelClosesAt(drawNo)) {
    throw new Refusal(409, 'bets_closed', 'drawNo: not the draw taking bets', 'drawNo');
  }
  await ensureDraw(p, drawNo);
  const stake = bets.reduce((sum, bet) => sum + bet.stake, 0);
  const id = randomBytes(16).toString('hex');
  const demo = session.mode === 'demo';
  await p.db.transaction().execute(async (trx) => {
    // The draw must still be open when the bet is written (the segment drawn only after).
    const open = await trx
      .selectFrom('builtin_wheel_draws')
      .select('draw_no')
      .where('draw_no', '=', drawNo)
      .where('segment', 'is', null)
      .where('closes_at', '>', p.now())
      .executeTakeFirst();
    if (!open) throw new Refusal(409, 'bets_closed', 'drawNo: the draw has closed', 'drawNo');
    if (demo) {
      await moveDemoBalance(trx, sessionId, stake, 0, 'bets');
    }
    await trx
      .insertInto('builtin_wheel_bets')
      .values({
        id,
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
    try {
      await p.wallet.debit({
        sessionId,
        transactionId: `${id}:bet`,
        roundId: id,
        amount: stake,
        currency: session.currency,
      });
    } catch (err) {
      const row = { id, session_id: sessionId } as BetRow;
      if (err instanceof WalletCallRefused) {
        await p.db
          .updateTable('builtin_wheel_bets')
          .set({ status: 'void', settled_at: p.now() })
          .where('id', '=', id)
          .execute();
      } else {
        try {
          await voidBet(p, session, row);
        } catch {
          // Left pending: the sweep gives it back.
        }
      }
      throw p.walletRefusal(err);
    }
    await p.db
      .updateTable('builtin_wheel_bets')
      .set({ status: 'debited' })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
    // Debited after the draw closed (a slow wallet): settled at once with the rest of the draw.
    if (p.now().getTime() >= wheelClosesAt(drawNo)) await settleWheelDue(p, sessionId);
  }
  return wheelAnswer(p, session, id);
}

async function wheelAnswer(
  p: RoundWallet,
  session: SessionRow,
  betId: string,
): Promise<WheelAnswer> {
  const row = (await p.db
    .selectFrom('builtin_wheel_bets')
    .selectAll()
    .where('id', '=', betId)
    .executeTakeFirstOrThrow()) as unknown as BetRow;
  return { bet: betView(row), balance: await p.balanceOf(session) };
}
