// The built-in provider's round machinery shared by every game: the session's rows, its seed
// pairs, a round reserved (nonce taken) in the provider's own tables, and the seamless wallet's
// debit, credit and rollback with their refusals. It never holds a database transaction across a
// wallet call (the wallet runs its own). Demo sessions keep their balance here, never in the
// ledger. Each game's module plays its rounds through these (instantTables.ts, steppedRounds.ts,
// blackjackRounds.ts, crashRounds.ts).
import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import {
  findBuiltinGame,
  type BuiltinEngine,
  type BuiltinRoundFairness,
} from '../../../domain/casino/builtinGames';
import {
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  RoundBytes,
} from '../../../domain/casino/fairness';
import { isErrorReason, type ErrorReason } from '../../../domain/errors/errorReasons';
import type { DatabaseSchema } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import { toSafeInteger } from '../../money/bigints';
import type { BuiltinProviderDeps, Db, PairRow, Round, SessionRow } from './providerRows';
import { moveDemoBalance } from './providerRows';
import { WalletCallRefused, WalletUnreachable, type WalletClient } from './walletClient';

/** How many times a credit is retried at once before the sweep takes it over. */
const CREDIT_ATTEMPTS = 3;

export class RoundWallet {
  constructor(protected readonly deps: BuiltinProviderDeps) {}

  get db(): Db {
    return this.deps.db;
  }

  get wallet(): WalletClient {
    return this.deps.wallet;
  }

  /** The provider's clock (the tests move it by hand). */
  now(): Date {
    return this.deps.now();
  }

  // ----- sessions -------------------------------------------------------------------------

  async findSession(sessionId: string): Promise<SessionRow | undefined> {
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

  async requireEngine(sessionId: string, engine: BuiltinEngine): Promise<SessionRow> {
    const session = await this.requireSession(sessionId);
    if (findBuiltinGame(session.engine_key)?.engine !== engine) {
      throw new Refusal(409, 'conflict', `session: not a ${engine} session`, 'session');
    }
    return session;
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

  async findActivePair(
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

  async pairOf(round: Round): Promise<PairRow> {
    return this.db
      .selectFrom('builtin_seed_pairs')
      .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce', 'revealed_at'])
      .where('id', '=', round.seed_pair_id)
      .executeTakeFirstOrThrow();
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
        await moveDemoBalance(trx, session.session_id, stake, paid, 'stake');
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
  async release(round: Round): Promise<void> {
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

  /** Debits a real round's stake (as debitStake does), then marks the round `status`. */
  async debitStakeThen(
    session: SessionRow,
    round: Round,
    status: 'debited' | 'running',
  ): Promise<void> {
    await this.debitStake(session, round);
    await this.db
      .updateTable('builtin_rounds')
      .set({ status })
      .where('id', '=', round.id)
      .execute();
  }

  /** Gives a round's stake back through the wallet (its debit's fate unknown), then releases it. */
  async rollBack(session: SessionRow, round: Round): Promise<void> {
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

  /** Credits a real round's win (creditWin) and marks the round settled. */
  async settleWin(session: SessionRow, round: Round, win: number): Promise<void> {
    await this.creditWin(session, round, win);
    await this.markSettled(round.id);
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

  /**
   * Reserves a round (`reserve`) whose outcome `play` draws from the seed pair's bytes at the
   * round's nonce. A request that lost the race to another with its request id gets that one's
   * round, `raced`.
   */
  async reserveDrawn(
    session: SessionRow,
    requestId: string,
    stake: number,
    play: (bytes: RoundBytes) => Promise<Partial<Round> & { outcome: number[] }>,
    guard?: (trx: Transaction<DatabaseSchema>) => Promise<void>,
  ): Promise<{ round: Round; raced: boolean }> {
    try {
      const round = await this.reserve(
        session,
        requestId,
        stake,
        (pair, nonce) =>
          play(
            new RoundBytes({ serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce }),
          ),
        guard,
      );
      return { round, raced: false };
    } catch (err) {
      const again = await this.raceReplay(err, session.session_id, requestId, stake);
      if (again) return { round: again, raced: true };
      throw err;
    }
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
    const { round, raced } = await this.reserveDrawn(session, requestId, stake, async (bytes) => {
      const played = await play(bytes);
      return {
        outcome: played.outcome,
        detail: played.detail as never,
        win: played.win,
        status: session.mode === 'demo' ? 'settled' : 'pending',
      };
    });
    if (raced) return round;
    if (session.mode === 'real') {
      await this.debitStakeThen(session, round, 'debited');
      await this.settleWin(session, round, toSafeInteger(round.win));
    }
    return { ...round, status: 'settled' };
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
}
