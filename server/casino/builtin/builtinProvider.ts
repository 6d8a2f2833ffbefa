// The built-in game provider: sessions started from a launch, provably fair seed pairs with
// rotation, slot spins and crash rounds. It moves money only through the seamless wallet
// (walletClient.ts), exactly as an outside provider would: a round is reserved (nonce taken) in
// its own tables, the stake debited, the outcome played, the win credited. It never holds a
// database transaction across a wallet call (the wallet runs its own). Demo sessions keep their
// balance here, never in the ledger.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  findBuiltinGame,
  type BlackjackAnswer,
  type BlackjackRoundView,
  type BuiltinEngine,
  type BuiltinRoundFairness,
  type BuiltinRevealedSeed,
  type BuiltinRoundDetail,
  type BuiltinSeedView,
  type BuiltinSessionView,
  type CrashRoundView,
  type SlotRoundView,
} from '../../../domain/casino/builtinGames';
import {
  BET_TABLE_CHIPS,
  betTableRulesView,
  isBetTableEngine,
} from '../../../domain/casino/betTables';
import { blackjackCards, slotStops } from '../../../domain/casino/builtinOutcome';
import {
  allowedActions,
  blackjackReturnUnits,
  blackjackStakedUnits,
  dealBlackjack,
  playBlackjack,
  type BlackjackAction,
  type BlackjackRound,
} from '../../../domain/casino/blackjack';
import { BLACKJACK_STAKES, tableRulesView } from '../../../domain/casino/tableStakes';
import {
  CRASH_GROWTH_PER_MS,
  CRASH_HOUSE_EDGE_PERCENT,
  CRASH_MAX_POINT_X100,
  CRASH_MIN_CASH_OUT_X100,
  CRASH_STAKES,
  crashPointX100,
  crashTimeMs,
  crashWin,
  judgeCashOut,
  msToReach,
  settleWithoutCashOut,
} from '../../../domain/casino/crashGame';
import {
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  RoundBytes,
} from '../../../domain/casino/fairness';
import { isSlotStake, type SlotMachine } from '../../../domain/casino/slotMachine';
import { SLOT_MACHINES } from '../../../domain/casino/slotMachines';
import { slotTheoreticalRtp } from '../../../domain/casino/slotRtp';
import { evaluateSpin } from '../../../domain/casino/slotSpin';
import { SUPPORTED_CURRENCIES } from '../../../domain/money/currencies';
import { isErrorReason, type ErrorReason } from '../../../domain/errors/errorReasons';
import type { DatabaseSchema } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import { toSafeInteger } from '../../money/bigints';
import type { BuiltinRoundsTable, SlotRoundDetail } from './tables';
import { WalletCallRefused, WalletUnreachable, type WalletClient } from './walletClient';

/** Demo play money: a nominal currency and the balance a demo session starts with (1,000.00). */
export const DEMO_CURRENCY = 'FUN';
export const DEMO_START_BALANCE = 100_000;
/** How many times a credit is retried at once before the sweep takes it over. */
const CREDIT_ATTEMPTS = 3;
/** A real round still pending or debited this long after it began is settled by the sweep. */
const STUCK_AFTER_MS = 30_000;

type Db = Kysely<DatabaseSchema>;
export type Round = {
  [K in keyof BuiltinRoundsTable]: BuiltinRoundsTable[K] extends { __select__: infer S }
    ? S
    : BuiltinRoundsTable[K];
};

export interface SessionRow {
  session_id: string;
  engine_key: string;
  mode: 'real' | 'demo';
  currency: string;
  minor_unit_digits: number;
  demo_balance: string | number | null;
}

export interface PairRow {
  id: string | number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  revealed_at: Date | null;
}

export interface BuiltinProviderDeps {
  db: Db;
  wallet: WalletClient;
  now: () => Date;
}

/** One round at a time in a session: a round not settled yet refuses the next (409 round_in_progress). */
export async function refuseWhileRoundOpen(
  trx: Transaction<DatabaseSchema>,
  sessionId: string,
  message: string,
): Promise<void> {
  const open = await trx
    .selectFrom('builtin_rounds')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('status', '<>', 'settled')
    .executeTakeFirst();
  if (open) throw new Refusal(409, 'round_in_progress', message, 'session');
}

export class BuiltinProvider {
  constructor(private readonly deps: BuiltinProviderDeps) {}

  get db(): Db {
    return this.deps.db;
  }

  /** The provider's clock (the tests move it by hand). */
  now(): Date {
    return this.deps.now();
  }

  // ----- sessions -------------------------------------------------------------------------

  /** Opens (or reopens) the provider's side of a launched session for one title. */
  async start(sessionId: string, engineKey: string): Promise<BuiltinSessionView> {
    const game = findBuiltinGame(engineKey);
    if (!game) throw new Refusal(404, 'game_not_found', 'engineKey: no such game', 'engineKey');
    let session = await this.findSession(sessionId);
    if (!session) {
      const mode = await this.askMode(sessionId);
      await this.db
        .insertInto('builtin_sessions')
        .values({
          session_id: sessionId,
          engine_key: engineKey,
          mode: mode.mode,
          currency: mode.currency,
          minor_unit_digits: mode.minorUnitDigits,
          demo_balance: mode.mode === 'demo' ? DEMO_START_BALANCE : null,
          created_at: this.deps.now(),
        })
        .onConflict((oc) => oc.column('session_id').doNothing())
        .execute();
      session = await this.findSession(sessionId);
    }
    if (!session) throw new Refusal(404, 'not_found', 'session: unknown', 'session');
    if (session.engine_key !== engineKey) {
      throw new Refusal(409, 'conflict', 'session: launched for another game', 'session');
    }
    await this.activePair(sessionId);
    await this.settleDueRounds(sessionId);
    return this.sessionView(session);
  }

  private async askMode(
    sessionId: string,
  ): Promise<{ mode: 'real' | 'demo'; currency: string; minorUnitDigits: number }> {
    try {
      const answer = await this.deps.wallet.balance(sessionId);
      const currency = SUPPORTED_CURRENCIES.find((c) => c.iso === answer.currency);
      return {
        mode: 'real',
        currency: answer.currency,
        minorUnitDigits: currency?.minorUnitDigits ?? 2,
      };
    } catch (err) {
      if (err instanceof WalletCallRefused && err.answer.code === 'DEMO_SESSION') {
        return { mode: 'demo', currency: DEMO_CURRENCY, minorUnitDigits: 2 };
      }
      if (err instanceof WalletCallRefused && err.answer.code === 'UNKNOWN_SESSION') {
        throw new Refusal(404, 'not_found', 'session: the wallet knows no such session', 'session');
      }
      throw this.walletRefusal(err);
    }
  }

  private async findSession(sessionId: string): Promise<SessionRow | undefined> {
    return this.db
      .selectFrom('builtin_sessions')
      .select(['session_id', 'engine_key', 'mode', 'currency', 'minor_unit_digits', 'demo_balance'])
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
  }

  async requireSession(sessionId: string): Promise<SessionRow> {
    const session = await this.findSession(sessionId);
    if (!session) throw new Refusal(404, 'not_found', 'session: not started', 'session');
    return session;
  }

  private async sessionView(session: SessionRow): Promise<BuiltinSessionView> {
    const game = findBuiltinGame(session.engine_key);
    const engine = game?.engine ?? 'slot';
    const view: BuiltinSessionView = {
      session: session.session_id,
      engineKey: session.engine_key,
      engine,
      mode: session.mode,
      currency: session.currency,
      minorUnitDigits: session.minor_unit_digits,
      balance: await this.balanceOf(session),
      stakes:
        engine === 'crash'
          ? CRASH_STAKES
          : isBetTableEngine(engine)
            ? BET_TABLE_CHIPS
            : (SLOT_MACHINES[session.engine_key]?.stakes ?? []),
      seed: seedView(await this.activePair(session.session_id)),
    };
    const machine = SLOT_MACHINES[session.engine_key];
    if (engine === 'slot' && machine) {
      view.slot = {
        reels: machine.strips.length,
        rows: machine.rows,
        paylines: machine.paylines,
        linePays: machine.linePays,
        wild: machine.wild,
        scatter: machine.scatter,
        scatterPays: machine.scatterPays,
        rtpPercent: Math.round(slotTheoreticalRtp(machine).rtp * 10_000) / 100,
      };
    }
    if (isBetTableEngine(engine)) view.betTable = betTableRulesView(engine);
    if (engine === 'roulette' || engine === 'keno' || engine === 'blackjack') {
      const { blackjackRtpPercent, ...rules } = tableRulesView(engine);
      Object.assign(view, rules);
      if (engine === 'blackjack') {
        const open = await this.db
          .selectFrom('builtin_rounds')
          .selectAll()
          .where('session_id', '=', session.session_id)
          .where('status', '=', 'running')
          .orderBy('created_at', 'desc')
          .executeTakeFirst();
        view.blackjack = {
          rtpPercent: blackjackRtpPercent ?? 0,
          openRound: open ? await this.blackjackView(open as Round) : null,
        };
      }
    }
    if (engine === 'crash') {
      const open = await this.db
        .selectFrom('builtin_rounds')
        .selectAll()
        .where('session_id', '=', session.session_id)
        .where('status', 'in', ['running', 'settling', 'pending', 'debited'])
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      view.crash = {
        growthPerMs: CRASH_GROWTH_PER_MS,
        houseEdgePercent: CRASH_HOUSE_EDGE_PERCENT,
        minCashOut: CRASH_MIN_CASH_OUT_X100 / 100,
        maxCrashPoint: CRASH_MAX_POINT_X100 / 100,
        openRound: open ? this.crashView(open as Round, await this.pairOf(open as Round)) : null,
      };
    }
    return view;
  }

  async balanceOf(session: SessionRow): Promise<number> {
    if (session.mode === 'demo') {
      const row = await this.findSession(session.session_id);
      return toSafeInteger(row?.demo_balance ?? 0);
    }
    try {
      return (await this.deps.wallet.balance(session.session_id)).balance;
    } catch (err) {
      throw this.walletRefusal(err);
    }
  }

  // ----- seeds ----------------------------------------------------------------------------

  /** The session's active seed pair, created on first use. */
  async activePair(sessionId: string): Promise<PairRow> {
    const found = await this.findActivePair(this.db, sessionId);
    if (found) return found;
    const serverSeed = generateServerSeed();
    await sql`insert into builtin_seed_pairs (session_id, server_seed, server_seed_hash, client_seed, next_nonce, created_at)
      values (${sessionId}, ${serverSeed}, ${await hashServerSeed(serverSeed)}, ${generateClientSeed()}, 0, ${this.deps.now()})
      on conflict (session_id) where revealed_at is null do nothing`.execute(this.db);
    const created = await this.findActivePair(this.db, sessionId);
    if (!created) throw new Error('no active seed pair after insert');
    return created;
  }

  private async findActivePair(
    db: Db | Transaction<DatabaseSchema>,
    sessionId: string,
    lock = false,
  ): Promise<PairRow | undefined> {
    let query = db
      .selectFrom('builtin_seed_pairs')
      .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce', 'revealed_at'])
      .where('session_id', '=', sessionId)
      .where('revealed_at', 'is', null);
    if (lock) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  private async pairOf(round: Round): Promise<PairRow> {
    return this.db
      .selectFrom('builtin_seed_pairs')
      .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce', 'revealed_at'])
      .where('id', '=', round.seed_pair_id)
      .executeTakeFirstOrThrow();
  }

  /**
   * Reveals the active server seed and starts a new pair (the given client seed, or the old one).
   * Refused while a round of the session is still open: its outcome would be known.
   */
  async rotate(
    sessionId: string,
    clientSeed: string | undefined,
  ): Promise<{ revealed: BuiltinRevealedSeed; seed: BuiltinSeedView }> {
    await this.requireSession(sessionId);
    await this.activePair(sessionId);
    await this.settleDueRounds(sessionId);
    const serverSeed = generateServerSeed();
    const serverSeedHash = await hashServerSeed(serverSeed);
    const revealed = await this.db.transaction().execute(async (trx) => {
      const pair = await this.findActivePair(trx, sessionId, true);
      if (!pair) throw new Refusal(409, 'conflict', 'session: no active seed pair', 'session');
      await refuseWhileRoundOpen(trx, sessionId, 'a round is still open');
      await trx
        .updateTable('builtin_seed_pairs')
        .set({ revealed_at: this.deps.now() })
        .where('id', '=', pair.id)
        .execute();
      await trx
        .insertInto('builtin_seed_pairs')
        .values({
          session_id: sessionId,
          server_seed: serverSeed,
          server_seed_hash: serverSeedHash,
          client_seed: clientSeed ?? pair.client_seed,
          next_nonce: 0,
          created_at: this.deps.now(),
        })
        .execute();
      return pair;
    });
    return {
      revealed: {
        serverSeed: revealed.server_seed,
        serverSeedHash: revealed.server_seed_hash,
        clientSeed: revealed.client_seed,
        roundsPlayed: revealed.next_nonce,
      },
      seed: seedView(await this.activePair(sessionId)),
    };
  }

  // ----- rounds: reservation and the wallet -------------------------------------------------

  /**
   * Takes the next nonce of the active pair and records the round as pending, in one transaction
   * with the pair locked; `play` computes the outcome from the pair and nonce. A demo stake is
   * taken from the demo balance in the same transaction.
   */
  async reserve(
    session: SessionRow,
    requestId: string,
    stake: number,
    play: (pair: PairRow, nonce: number) => Promise<Partial<Round> & { outcome: number[] }>,
    guard?: (trx: Transaction<DatabaseSchema>) => Promise<void>,
  ): Promise<Round> {
    await this.activePair(session.session_id);
    const id = randomBytes(16).toString('hex');
    return this.db.transaction().execute(async (trx) => {
      const pair = await this.findActivePair(trx, session.session_id, true);
      if (!pair) throw new Refusal(409, 'conflict', 'session: no active seed pair', 'session');
      if (guard) await guard(trx);
      const nonce = pair.next_nonce;
      const played = await play(pair, nonce);
      if (session.mode === 'demo') {
        // A demo round settled at once (slot) pays its win in the same statement.
        const paid = played.status === 'settled' ? Number(played.win ?? 0) : 0;
        const taken = await trx
          .updateTable('builtin_sessions')
          .set({ demo_balance: sql`demo_balance - ${stake} + ${paid}` })
          .where('session_id', '=', session.session_id)
          .where('demo_balance', '>=', stake)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 0) {
          throw new Refusal(409, 'insufficient_funds', 'stake: above the demo balance', 'stake');
        }
      }
      await trx
        .updateTable('builtin_seed_pairs')
        .set({ next_nonce: nonce + 1 })
        .where('id', '=', pair.id)
        .execute();
      const round = await trx
        .insertInto('builtin_rounds')
        .values({
          id,
          session_id: session.session_id,
          request_id: requestId,
          engine_key: session.engine_key,
          seed_pair_id: pair.id,
          nonce,
          stake,
          win: played.win ?? 0,
          outcome: JSON.stringify(played.outcome),
          detail: played.detail === undefined ? null : JSON.stringify(played.detail),
          status: played.status ?? 'pending',
          settled_at: played.status === 'settled' ? this.deps.now() : null,
          auto_cash_out_x100: played.auto_cash_out_x100 ?? null,
          started_at: played.started_at ?? null,
          ends_at: played.ends_at ?? null,
          created_at: this.deps.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return round as Round;
    });
  }

  /** A refused stake: the round never happened; its nonce goes back if no later round took one. */
  private async release(round: Round): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const pair = await trx
        .selectFrom('builtin_seed_pairs')
        .select(['id', 'next_nonce'])
        .where('id', '=', round.seed_pair_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('builtin_rounds').where('id', '=', round.id).execute();
      if (pair.next_nonce === round.nonce + 1) {
        await trx
          .updateTable('builtin_seed_pairs')
          .set({ next_nonce: round.nonce })
          .where('id', '=', pair.id)
          .execute();
      }
    });
  }

  /** Debits a real round's stake; a refusal releases the round and answers why. */
  async debitStake(session: SessionRow, round: Round): Promise<void> {
    try {
      await this.deps.wallet.debit({
        sessionId: session.session_id,
        transactionId: `${round.id}:bet`,
        roundId: round.id,
        amount: toSafeInteger(round.stake),
        currency: session.currency,
      });
    } catch (err) {
      if (err instanceof WalletCallRefused) {
        await this.release(round);
        throw this.walletRefusal(err);
      }
      // Unknown whether it moved: give it back (a rollback of an unknown debit is recorded, so a
      // late arrival is refused), then the round never happened.
      try {
        await this.rollBack(session, round);
      } catch {
        // Left pending; the stake's fate is settled by the wallet's own records.
      }
      throw this.walletRefusal(err);
    }
  }

  /** Gives a round's stake back through the wallet (its debit's fate unknown), then releases it. */
  private async rollBack(session: SessionRow, round: Round): Promise<void> {
    await this.deps.wallet.rollback({
      sessionId: session.session_id,
      transactionId: `${round.id}:rollback`,
      debitTransactionId: `${round.id}:bet`,
      roundId: round.id,
    });
    await this.release(round);
  }

  /** Credits a real round's win (0 closes a lost round) with its fairness reference. */
  async creditWin(session: SessionRow, round: Round, win: number): Promise<number> {
    const pair = await this.pairOf(round);
    let lastError: unknown;
    for (let attempt = 0; attempt < CREDIT_ATTEMPTS; attempt += 1) {
      try {
        const answer = await this.deps.wallet.credit({
          sessionId: session.session_id,
          transactionId: `${round.id}:win`,
          roundId: round.id,
          amount: win,
          currency: session.currency,
          roundClosed: true,
          fairness: {
            serverSeedHash: pair.server_seed_hash,
            clientSeed: pair.client_seed,
            nonce: round.nonce,
          },
        });
        return answer.balance;
      } catch (err) {
        lastError = err;
        if (err instanceof WalletCallRefused) break;
      }
    }
    throw this.walletRefusal(lastError);
  }

  async markSettled(roundId: string, fields: Partial<Round> = {}): Promise<void> {
    await this.db
      .updateTable('builtin_rounds')
      .set({ ...fields, status: 'settled', settled_at: this.deps.now() } as never)
      .where('id', '=', roundId)
      .execute();
  }

  /** The customer-facing refusal of a wallet failure. */
  walletRefusal(err: unknown): Refusal {
    if (err instanceof Refusal) return err;
    if (err instanceof WalletCallRefused) {
      const { code, reason } = err.answer;
      const specific: Partial<Record<string, [number, ErrorReason]>> = {
        INSUFFICIENT_FUNDS: [409, 'insufficient_funds'],
        PLAYER_BLOCKED: [403, 'play_blocked'],
        LIMIT_EXCEEDED: [403, 'forbidden'],
        UNKNOWN_SESSION: [404, 'session_expired'],
      };
      const known = specific[code];
      if (known) {
        // The wallet's own reason when it is finer (a limit's kind, self-exclusion, time-out).
        const finer =
          isErrorReason(reason) && !['forbidden', 'not_found', 'conflict'].includes(reason)
            ? reason
            : known[1];
        return new Refusal(known[0], finer, `wallet refused: ${code}`);
      }
      return new Refusal(503, 'wallet_unavailable', `wallet refused: ${code}`);
    }
    if (err instanceof WalletUnreachable) {
      return new Refusal(503, 'wallet_unavailable', err.message);
    }
    throw err;
  }

  async findRound(sessionId: string, roundId: string): Promise<Round> {
    const round = await this.db
      .selectFrom('builtin_rounds')
      .selectAll()
      .where('id', '=', roundId)
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    if (!round) throw new Refusal(404, 'not_found', 'roundId: no such round', 'roundId');
    return round as Round;
  }

  async findByRequest(sessionId: string, requestId: string): Promise<Round | undefined> {
    const round = await this.db
      .selectFrom('builtin_rounds')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    return round as Round | undefined;
  }

  /** A replayed request: the first answer, never a second round. */
  async replay(round: Round, stake: number): Promise<Round> {
    if (toSafeInteger(round.stake) !== stake) {
      throw new Refusal(409, 'conflict', 'requestId: used for another stake', 'requestId');
    }
    if (round.status === 'pending' || round.status === 'debited') {
      throw new Refusal(409, 'round_in_progress', 'requestId: still being played', 'requestId');
    }
    return round;
  }

  // ----- slot -------------------------------------------------------------------------------

  async spin(
    sessionId: string,
    stake: number,
    requestId: string,
  ): Promise<{ round: SlotRoundView; balance: number; seed: BuiltinSeedView }> {
    const session = await this.requireSession(sessionId);
    const machine = SLOT_MACHINES[session.engine_key];
    if (!machine) throw new Refusal(409, 'conflict', 'session: not a slot session', 'session');
    if (!isSlotStake(machine, stake)) {
      throw new Refusal(400, 'invalid_field', 'stake: not one of the stakes offered', 'stake');
    }
    const earlier = await this.findByRequest(sessionId, requestId);
    if (earlier) return this.slotAnswer(session, machine, await this.replay(earlier, stake));

    let round: Round;
    try {
      round = await this.reserve(session, requestId, stake, async (pair, nonce) => {
        const stops = await slotStops(
          machine,
          new RoundBytes({ serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce }),
        );
        const spun = evaluateSpin(machine, stops, stake);
        const detail: SlotRoundDetail = { window: spun.window, wins: spun.wins };
        return {
          outcome: stops,
          detail: detail as never,
          win: spun.win,
          status: session.mode === 'demo' ? 'settled' : 'pending',
        };
      });
    } catch (err) {
      const again = await this.raceReplay(err, sessionId, requestId, stake);
      if (again) return this.slotAnswer(session, machine, again);
      throw err;
    }
    const win = toSafeInteger(round.win);
    if (session.mode === 'real') {
      await this.debitStake(session, round);
      await this.db
        .updateTable('builtin_rounds')
        .set({ status: 'debited' })
        .where('id', '=', round.id)
        .execute();
      await this.creditWin(session, round, win);
      await this.markSettled(round.id);
    }
    return this.slotAnswer(session, machine, { ...round, status: 'settled' });
  }

  /** Two requests with one id at once: the loser of the insert answers the winner's round. */
  async raceReplay(
    err: unknown,
    sessionId: string,
    requestId: string,
    stake: number,
  ): Promise<Round | undefined> {
    if (err instanceof Refusal) return undefined;
    const earlier = await this.findByRequest(sessionId, requestId);
    return earlier ? this.replay(earlier, stake) : undefined;
  }

  private async slotAnswer(
    session: SessionRow,
    machine: SlotMachine,
    round: Round,
  ): Promise<{ round: SlotRoundView; balance: number; seed: BuiltinSeedView }> {
    const pair = await this.pairOf(round);
    const detail = parseJson<SlotRoundDetail>(round.detail) ?? { window: [], wins: [] };
    void machine;
    return {
      round: {
        roundId: round.id,
        nonce: round.nonce,
        serverSeedHash: pair.server_seed_hash,
        clientSeed: pair.client_seed,
        stake: toSafeInteger(round.stake),
        win: toSafeInteger(round.win),
        stops: parseJson<number[]>(round.outcome) ?? [],
        window: detail.window,
        wins: detail.wins,
        at: new Date(round.created_at).toISOString(),
      },
      balance: await this.balanceOf(session),
      seed: seedView(await this.activePair(session.session_id)),
    };
  }

  // ----- table games: blackjack (deal, then actions); the instant primitives that roulette,
  // keno and the bet tables (instantTables.ts) play through ---------------------------------

  /**
   * A round settled by one request, as a slot spin: reserved (nonce taken, demo stake and win in
   * the same transaction), then for real money the stake debited and the win credited.
   */
  async playInstant(
    session: SessionRow,
    requestId: string,
    stake: number,
    play: (bytes: RoundBytes) => Promise<{ outcome: number[]; detail: unknown; win: number }>,
  ): Promise<Round> {
    const earlier = await this.findByRequest(session.session_id, requestId);
    if (earlier) return this.replay(earlier, stake);
    let round: Round;
    try {
      round = await this.reserve(session, requestId, stake, async (pair, nonce) => {
        const played = await play(
          new RoundBytes({ serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce }),
        );
        return {
          outcome: played.outcome,
          detail: played.detail as never,
          win: played.win,
          status: session.mode === 'demo' ? 'settled' : 'pending',
        };
      });
    } catch (err) {
      const again = await this.raceReplay(err, session.session_id, requestId, stake);
      if (again) return again;
      throw err;
    }
    if (session.mode === 'real') {
      await this.debitStake(session, round);
      await this.db
        .updateTable('builtin_rounds')
        .set({ status: 'debited' })
        .where('id', '=', round.id)
        .execute();
      await this.creditWin(session, round, toSafeInteger(round.win));
      await this.markSettled(round.id);
    }
    return { ...round, status: 'settled' };
  }

  async requireEngine(sessionId: string, engine: BuiltinEngine): Promise<SessionRow> {
    const session = await this.requireSession(sessionId);
    if (findBuiltinGame(session.engine_key)?.engine !== engine) {
      throw new Refusal(409, 'conflict', `session: not a ${engine} session`, 'session');
    }
    return session;
  }

  async fairnessOf(round: Round): Promise<BuiltinRoundFairness> {
    const pair = await this.pairOf(round);
    return {
      roundId: round.id,
      nonce: round.nonce,
      serverSeedHash: pair.server_seed_hash,
      clientSeed: pair.client_seed,
      at: new Date(round.created_at).toISOString(),
    };
  }

  /** Deals a blackjack round: the stake debited; a blackjack on either side settles it at once. */
  async blackjackDeal(
    sessionId: string,
    requestId: string,
    stake: number,
  ): Promise<BlackjackAnswer> {
    const session = await this.requireEngine(sessionId, 'blackjack');
    if (!BLACKJACK_STAKES.includes(stake)) {
      throw new Refusal(400, 'invalid_field', 'stake: not one of the stakes offered', 'stake');
    }
    const earlier = await this.findByRequest(sessionId, requestId);
    if (earlier) return this.blackjackAnswer(session, await this.replay(earlier, stake));
    let round: Round;
    try {
      round = await this.reserve(
        session,
        requestId,
        stake,
        async (pair, nonce) => {
          const cards = await blackjackCards(
            new RoundBytes({ serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce }),
          );
          const state = dealBlackjack((i) => cards[i]!);
          const settled = state.phase === 'settled';
          const detail: BlackjackDetail = { state, step: 0 };
          return {
            outcome: cards,
            detail: detail as never,
            win: settled ? blackjackWin(state, stake) : 0,
            status: session.mode === 'demo' ? (settled ? 'settled' : 'running') : 'pending',
          };
        },
        (trx) => refuseWhileRoundOpen(trx, sessionId, 'a round is in play'),
      );
    } catch (err) {
      const again = await this.raceReplay(err, sessionId, requestId, stake);
      if (again) return this.blackjackAnswer(session, again);
      throw err;
    }
    if (session.mode === 'real') {
      await this.debitStake(session, round);
      const settled = blackjackDetail(round).state.phase === 'settled';
      await this.db
        .updateTable('builtin_rounds')
        .set({ status: settled ? 'debited' : 'running' })
        .where('id', '=', round.id)
        .execute();
      if (settled) {
        await this.creditWin(session, round, toSafeInteger(round.win));
        await this.markSettled(round.id);
      }
    }
    return this.blackjackAnswer(session, await this.findRound(sessionId, round.id));
  }

  /**
   * One action of the round in play. The new state is claimed first (the round's step moves on
   * once), then a double or split debits one more original stake (its own wallet transaction,
   * `<round>:bet:<step>`); a refused debit puts the state back. A settled round is credited.
   */
  async blackjackAction(
    sessionId: string,
    roundId: string,
    action: BlackjackAction,
  ): Promise<BlackjackAnswer> {
    const session = await this.requireEngine(sessionId, 'blackjack');
    const round = await this.findRound(sessionId, roundId);
    if (round.status !== 'running') {
      throw new Refusal(409, 'round_not_in_play', 'roundId: the round is not in play', 'roundId');
    }
    const before = blackjackDetail(round);
    const cards = parseJson<number[]>(round.outcome) ?? [];
    const played = playBlackjack(before.state, action, (i) => cards[i]!);
    if (!played.ok) {
      throw new Refusal(409, played.reason, `action: ${action} is not allowed now`, 'action');
    }
    const base = toSafeInteger(round.stake) / blackjackStakedUnits(before.state);
    const extra = action === 'double' || action === 'split' ? base : 0;
    const settled = played.round.phase === 'settled';
    const after: BlackjackDetail = { state: played.round, step: before.step + 1 };
    const win = settled ? blackjackWin(played.round, base) : 0;
    const demo = session.mode === 'demo';
    const claimed = await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('builtin_rounds')
        .set({
          detail: JSON.stringify(after) as never,
          stake: toSafeInteger(round.stake) + extra,
          win,
          status: settled ? (demo ? 'settled' : 'settling') : 'running',
          settled_at: settled && demo ? this.deps.now() : null,
        })
        .where('id', '=', round.id)
        .where('status', '=', 'running')
        .where(sql<boolean>`(detail->>'step')::int = ${before.step}`)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      if (demo) {
        const taken = await trx
          .updateTable('builtin_sessions')
          .set({ demo_balance: sql`demo_balance - ${extra} + ${win}` })
          .where('session_id', '=', session.session_id)
          .where('demo_balance', '>=', extra)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 0) {
          throw new Refusal(409, 'insufficient_funds', 'stake: above the demo balance', 'action');
        }
      }
      return true;
    });
    if (!claimed) {
      throw new Refusal(409, 'round_not_in_play', 'roundId: the round moved on', 'roundId');
    }
    if (!demo && extra > 0) {
      try {
        await this.deps.wallet.debit({
          sessionId: session.session_id,
          transactionId: `${round.id}:bet:${after.step}`,
          roundId: round.id,
          amount: extra,
          currency: session.currency,
        });
      } catch (err) {
        if (!(err instanceof WalletCallRefused)) {
          try {
            await this.deps.wallet.rollback({
              sessionId: session.session_id,
              transactionId: `${round.id}:bet:${after.step}:rollback`,
              debitTransactionId: `${round.id}:bet:${after.step}`,
              roundId: round.id,
            });
          } catch {
            // The wallet is away: the stake's fate is settled by the wallet's own records.
          }
        }
        await this.db
          .updateTable('builtin_rounds')
          .set({
            detail: JSON.stringify(before) as never,
            stake: toSafeInteger(round.stake),
            win: 0,
            status: 'running',
          })
          .where('id', '=', round.id)
          .execute();
        throw this.walletRefusal(err);
      }
    }
    if (!demo && settled) {
      await this.creditWin(session, round, win);
      await this.markSettled(round.id);
    }
    return this.blackjackAnswer(session, await this.findRound(sessionId, round.id));
  }

  private async blackjackAnswer(session: SessionRow, round: Round): Promise<BlackjackAnswer> {
    return {
      round: await this.blackjackView(round),
      balance: await this.balanceOf(session),
      seed: seedView(await this.activePair(session.session_id)),
    };
  }

  private async blackjackView(round: Round): Promise<BlackjackRoundView> {
    const { state } = blackjackDetail(round);
    const inPlay = round.status !== 'settled' && state.phase === 'player';
    const stake = toSafeInteger(round.stake);
    return {
      ...(await this.fairnessOf(round)),
      phase: inPlay ? 'player' : 'settled',
      dealer: inPlay ? [state.dealer[0] ?? null, null] : [...state.dealer],
      hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
      active: state.active,
      allowed: inPlay ? allowedActions(state) : [],
      cards: inPlay ? [] : (parseJson<number[]>(round.outcome) ?? []).slice(0, state.dealt),
      stake: stake / blackjackStakedUnits(state),
      staked: stake,
      win: toSafeInteger(round.win),
    };
  }

  // ----- crash ------------------------------------------------------------------------------

  async crashBet(
    sessionId: string,
    stake: number,
    requestId: string,
    autoCashOut: number | undefined,
  ): Promise<{ round: CrashRoundView; balance: number; seed: BuiltinSeedView }> {
    const session = await this.requireSession(sessionId);
    if (findBuiltinGame(session.engine_key)?.engine !== 'crash') {
      throw new Refusal(409, 'conflict', 'session: not a crash session', 'session');
    }
    if (!CRASH_STAKES.includes(stake)) {
      throw new Refusal(400, 'invalid_field', 'stake: not one of the stakes offered', 'stake');
    }
    const autoX100 = autoCashOut === undefined ? null : Math.round(autoCashOut * 100);
    if (
      autoX100 !== null &&
      (autoX100 < CRASH_MIN_CASH_OUT_X100 || autoX100 > CRASH_MAX_POINT_X100)
    ) {
      throw new Refusal(400, 'invalid_field', 'autoCashOut: out of range', 'autoCashOut');
    }
    const earlier = await this.findByRequest(sessionId, requestId);
    if (earlier) return this.crashAnswer(session, await this.replay(earlier, stake));
    await this.settleDueRounds(sessionId);

    const startedAt = this.deps.now();
    let round: Round;
    try {
      round = await this.reserve(
        session,
        requestId,
        stake,
        async (pair, nonce) => {
          const crash = await crashPointX100(
            new RoundBytes({ serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce }),
          );
          const demo = session.mode === 'demo';
          return {
            outcome: [crash],
            status: demo ? 'running' : 'pending',
            auto_cash_out_x100: autoX100,
            started_at: demo ? startedAt : null,
            ends_at: demo ? endsAt(startedAt, crash, autoX100) : null,
          };
        },
        (trx) => refuseWhileRoundOpen(trx, sessionId, 'a round is running'),
      );
    } catch (err) {
      const again = await this.raceReplay(err, sessionId, requestId, stake);
      if (again) return this.crashAnswer(session, again);
      throw err;
    }
    if (session.mode === 'real') {
      await this.debitStake(session, round);
      // The curve starts once the stake is taken: the server's clock from here on.
      const started = this.deps.now();
      const crash = crashOf(round);
      const ends = endsAt(started, crash, round.auto_cash_out_x100);
      await this.db
        .updateTable('builtin_rounds')
        .set({ status: 'running', started_at: started, ends_at: ends })
        .where('id', '=', round.id)
        .execute();
      round = { ...round, status: 'running', started_at: started, ends_at: ends };
    }
    return this.crashAnswer(session, round);
  }

  /** A cash-out by hand, judged by the server's clock when it arrives. */
  async cashOut(
    sessionId: string,
    roundId: string,
  ): Promise<{ round: CrashRoundView; balance: number; seed: BuiltinSeedView }> {
    const session = await this.requireSession(sessionId);
    const round = await this.findRound(sessionId, roundId);
    if (round.status === 'settled' || round.status === 'settling') {
      throw new Refusal(409, 'round_over', 'roundId: the round is over', 'roundId');
    }
    if (round.status !== 'running' || !round.started_at) {
      throw new Refusal(409, 'round_in_progress', 'roundId: the bet is not placed yet', 'roundId');
    }
    const elapsed = this.deps.now().getTime() - new Date(round.started_at).getTime();
    const judged = judgeCashOut(crashOf(round), elapsed, round.auto_cash_out_x100);
    if (judged.outcome === 'too_early') {
      throw new Refusal(409, 'cash_out_too_early', 'the multiplier is below the least cash-out');
    }
    if (judged.outcome === 'crashed') {
      await this.finishCrashRound(session, round, false, judged.multiplierX100);
      throw new Refusal(409, 'round_over', 'roundId: the round crashed first', 'roundId');
    }
    const finished = await this.finishCrashRound(session, round, true, judged.multiplierX100);
    if (!finished) throw new Refusal(409, 'round_over', 'roundId: the round is over', 'roundId');
    return this.crashAnswer(session, await this.findRound(sessionId, roundId));
  }

  /** The round as it stands; one past its end is settled first. */
  async crashRound(
    sessionId: string,
    roundId: string,
  ): Promise<{ round: CrashRoundView; balance: number; seed: BuiltinSeedView }> {
    const session = await this.requireSession(sessionId);
    const round = await this.findRound(sessionId, roundId);
    if (findBuiltinGame(round.engine_key)?.engine !== 'crash') {
      throw new Refusal(404, 'not_found', 'roundId: not a crash round', 'roundId');
    }
    await this.settleIfDue(session, round);
    return this.crashAnswer(session, await this.findRound(sessionId, roundId));
  }

  /**
   * Claims a running round's end (one claimant wins: running → settling), then pays it: the demo
   * balance in the same statement's transaction, or a wallet credit (0 for a lost round).
   */
  private async finishCrashRound(
    session: SessionRow,
    round: Round,
    won: boolean,
    multiplierX100: number,
  ): Promise<boolean> {
    const win = won ? crashWin(toSafeInteger(round.stake), multiplierX100) : 0;
    const claimed = await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('builtin_rounds')
        .set({
          status: session.mode === 'demo' ? 'settled' : 'settling',
          win,
          cashed_out_x100: won ? multiplierX100 : null,
          settled_at: session.mode === 'demo' ? this.deps.now() : null,
        })
        .where('id', '=', round.id)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      if (session.mode === 'demo' && win > 0) {
        await trx
          .updateTable('builtin_sessions')
          .set({ demo_balance: sql`demo_balance + ${win}` })
          .where('session_id', '=', session.session_id)
          .execute();
      }
      return true;
    });
    if (!claimed) return false;
    if (session.mode === 'real') {
      await this.creditWin(session, round, win);
      await this.markSettled(round.id);
    }
    return true;
  }

  private async settleIfDue(session: SessionRow, round: Round): Promise<void> {
    if (round.status === 'pending') {
      // Its debit's fate unknown (the process stopped, or the wallet did not answer): give it
      // back; a rollback of a debit that never arrived is recorded, so a late one is refused.
      await this.rollBack(session, round);
      return;
    }
    if (round.status === 'settling' || round.status === 'debited') {
      // A credit that did not get through before: the wallet answers a retry idempotently.
      await this.creditWin(session, round, toSafeInteger(round.win));
      await this.markSettled(round.id);
      return;
    }
    if (round.status !== 'running' || !round.ends_at) return;
    if (new Date(round.ends_at).getTime() > this.deps.now().getTime()) return;
    const end = settleWithoutCashOut(crashOf(round), round.auto_cash_out_x100);
    await this.finishCrashRound(session, round, end.won, end.multiplierX100);
  }

  /** Settles the rounds past their end (of one session, or all): crashed or auto-cashed-out. */
  async settleDueRounds(sessionId?: string): Promise<number> {
    let query = this.db
      .selectFrom('builtin_rounds')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'running'), eb('ends_at', '<=', this.deps.now())]),
          eb('status', '=', 'settling'),
          // Stuck mid-way (stake taken, win not paid; or the debit's answer lost) for a while.
          eb.and([
            eb('status', 'in', ['debited', 'pending']),
            eb('created_at', '<=', new Date(this.deps.now().getTime() - STUCK_AFTER_MS)),
          ]),
        ]),
      )
      .limit(200);
    if (sessionId !== undefined) query = query.where('session_id', '=', sessionId);
    const due = (await query.execute()) as Round[];
    let settled = 0;
    for (const round of due) {
      const session = await this.findSession(round.session_id);
      if (!session) continue;
      try {
        await this.settleIfDue(session, round);
        settled += 1;
      } catch {
        // The wallet is away: the next sweep tries again.
      }
    }
    return settled;
  }

  private async crashAnswer(
    session: SessionRow,
    round: Round,
  ): Promise<{ round: CrashRoundView; balance: number; seed: BuiltinSeedView }> {
    return {
      round: this.crashView(round, await this.pairOf(round)),
      balance: await this.balanceOf(session),
      seed: seedView(await this.activePair(session.session_id)),
    };
  }

  private crashView(round: Round, pair: PairRow): CrashRoundView {
    const over = round.status === 'settled';
    const status: CrashRoundView['status'] = !over
      ? 'running'
      : round.cashed_out_x100 !== null
        ? 'cashed_out'
        : 'crashed';
    const startedAt = round.started_at ?? round.created_at;
    return {
      roundId: round.id,
      nonce: round.nonce,
      serverSeedHash: pair.server_seed_hash,
      clientSeed: pair.client_seed,
      stake: toSafeInteger(round.stake),
      startedAt: new Date(startedAt).toISOString(),
      serverNow: this.deps.now().toISOString(),
      status,
      autoCashOut: round.auto_cash_out_x100 === null ? null : round.auto_cash_out_x100 / 100,
      crashPoint: over ? crashOf(round) / 100 : null,
      cashedOutAt: round.cashed_out_x100 === null ? null : round.cashed_out_x100 / 100,
      win: toSafeInteger(round.win),
    };
  }

  // ----- verification -----------------------------------------------------------------------

  /** What a player needs to verify a round; the seed once its pair is rotated. */
  async roundDetail(sessionId: string, roundId: string): Promise<BuiltinRoundDetail> {
    await this.requireSession(sessionId);
    const round = await this.findRound(sessionId, roundId);
    const pair = await this.pairOf(round);
    const game = findBuiltinGame(round.engine_key);
    const over = round.status === 'settled';
    return {
      roundId: round.id,
      engineKey: round.engine_key,
      engine: game?.engine ?? 'slot',
      serverSeedHash: pair.server_seed_hash,
      serverSeed: pair.revealed_at ? pair.server_seed : null,
      clientSeed: pair.client_seed,
      nonce: round.nonce,
      stake: toSafeInteger(round.stake),
      win: toSafeInteger(round.win),
      // A running crash round's point stays hidden.
      outcome: over ? (parseJson<number[]>(round.outcome) ?? []) : [],
      at: new Date(round.created_at).toISOString(),
    };
  }
}

export function seedView(pair: PairRow): BuiltinSeedView {
  return {
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nextNonce: pair.next_nonce,
  };
}

/** A blackjack round's state and its step (actions played), kept in the round's detail. */
interface BlackjackDetail {
  state: BlackjackRound;
  step: number;
}

function blackjackDetail(round: Round): BlackjackDetail {
  const detail = parseJson<BlackjackDetail>(round.detail);
  if (!detail?.state) throw new Error(`round ${round.id}: no blackjack state`);
  return detail;
}

/** What a settled round returns in minor units: the returned units of the original stake. */
function blackjackWin(state: BlackjackRound, stake: number): number {
  return Math.floor(blackjackReturnUnits(state) * stake);
}

function crashOf(round: Round): number {
  return parseJson<number[]>(round.outcome)?.[0] ?? 100;
}

/** When a crash round ends by itself: at the crash, or earlier at a reachable automatic target. */
function endsAt(startedAt: Date, crashX100: number, autoX100: number | null): Date {
  const ms =
    autoX100 !== null && autoX100 <= crashX100 ? msToReach(autoX100) : crashTimeMs(crashX100);
  return new Date(startedAt.getTime() + ms);
}

/** jsonb reads back parsed on both backends; a string (older drivers) is parsed here. */
export function parseJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return JSON.parse(value) as T;
  return value as T;
}
