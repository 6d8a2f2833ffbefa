// The built-in provider's rows (sessions, seed pairs, rounds) as its modules read them, and the
// small helpers they share: the seed's public view, jsonb read back, one round at a time.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BuiltinSeedView } from '../../../domain/casino/builtinGames';
import { parseJson } from '../../db/columnTypes';
import type { DatabaseSchema } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import type { BuiltinRoundsTable } from './tables';
import type { WalletClient } from './walletClient';

/** Demo play money: a nominal currency and the balance a demo session starts with (1,000.00). */
export const DEMO_CURRENCY = 'FUN';
export const DEMO_START_BALANCE = 100_000;

export type Db = Kysely<DatabaseSchema>;
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

export function seedView(pair: PairRow): BuiltinSeedView {
  return {
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nextNonce: pair.next_nonce,
  };
}

/** What every answer of a round carries besides the round: the balance and the active pair. */
export async function balanceAndSeed(
  wallet: {
    balanceOf(session: SessionRow): Promise<number>;
    activePair(sessionId: string): Promise<PairRow>;
  },
  session: SessionRow,
): Promise<{ balance: number; seed: BuiltinSeedView }> {
  return {
    balance: await wallet.balanceOf(session),
    seed: seedView(await wallet.activePair(session.session_id)),
  };
}

/** A stake a game does not offer is refused (each game has its list of stakes). */
export function requireOfferedStake(offered: boolean): void {
  if (!offered) {
    throw new Refusal(400, 'invalid_field', 'stake: not one of the stakes offered', 'stake');
  }
}

/** A step is played only on a round in play (409 round_not_in_play otherwise). */
export function requireRoundInPlay(round: Round): void {
  if (round.status !== 'running') {
    throw new Refusal(409, 'round_not_in_play', 'roundId: the round is not in play', 'roundId');
  }
}

/** A step another request claimed first is refused (409 round_not_in_play). */
export function requireStepClaimed(claimed: boolean): void {
  if (!claimed) {
    throw new Refusal(409, 'round_not_in_play', 'roundId: the round moved on', 'roundId');
  }
}

/** A stepped round's state and its step (actions played), kept in the round's detail. */
export interface SteppedDetail<S> {
  state: S;
  step: number;
}

/** The stepped round's detail; a round without its state is a broken row. */
export function steppedDetail<S>(round: Round, game: string): SteppedDetail<S> {
  const detail = parseJson<SteppedDetail<S>>(round.detail);
  if (!detail?.state) throw new Error(`round ${round.id}: no ${game} state`);
  return detail;
}

/** The session's round in play (the latest running one), if any. */
async function runningRound(db: Db, sessionId: string): Promise<Round | undefined> {
  const open = await db
    .selectFrom('builtin_rounds')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('status', '=', 'running')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return open as Round | undefined;
}

/**
 * A game's part of a session's view: its rules, and the session's round in play as the page
 * shows it (`view`), or null when none is.
 */
export async function sessionPart<Rules extends object, View>(
  db: Db,
  sessionId: string,
  rules: Rules,
  view: (round: Round) => Promise<View>,
): Promise<Rules & { openRound: View | null }> {
  const open = await runningRound(db, sessionId);
  return { ...rules, openRound: open ? await view(open) : null };
}

/** The games' rounds read their json columns (outcome, detail, bets) with it. */
export { parseJson };

/** A demo session is paid `win` (nothing to do for 0). */
export async function payDemoWin(
  trx: Transaction<DatabaseSchema>,
  sessionId: string,
  win: number,
): Promise<void> {
  if (win <= 0) return;
  await trx
    .updateTable('builtin_sessions')
    .set({ demo_balance: sql`demo_balance + ${win}` })
    .where('session_id', '=', sessionId)
    .execute();
}

/**
 * A demo session pays `stake` and is paid `win` in one statement, refused (409 insufficient_funds,
 * naming `field`) when its demo balance is below the stake: the same rule for every game.
 */
export async function moveDemoBalance(
  trx: Transaction<DatabaseSchema>,
  sessionId: string,
  stake: number,
  win: number,
  field: string,
): Promise<void> {
  const taken = await trx
    .updateTable('builtin_sessions')
    .set({ demo_balance: sql`demo_balance - ${stake} + ${win}` })
    .where('session_id', '=', sessionId)
    .where('demo_balance', '>=', stake)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) {
    throw new Refusal(409, 'insufficient_funds', 'stake: above the demo balance', field);
  }
}
