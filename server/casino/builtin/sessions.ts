// Sessions and seed pairs of the built-in provider: a session opened (or reopened) from a launch,
// its mode asked of the wallet (real money, or demo play money kept here), its view with the
// title's rules and the round in play; the seed pair rotated (the server seed revealed, a new pair
// started) while no round is open.
import {
  findBuiltinGame,
  type BuiltinRevealedSeed,
  type BuiltinSeedView,
  type BuiltinSessionView,
} from '../../../domain/casino/builtinGames';
import {
  BET_TABLE_CHIPS,
  betTableRulesView,
  isBetTableEngine,
} from '../../../domain/casino/betTables';
import {
  CRASH_GROWTH_PER_MS,
  CRASH_HOUSE_EDGE_PERCENT,
  CRASH_MAX_POINT_X100,
  CRASH_MIN_CASH_OUT_X100,
  CRASH_STAKES,
} from '../../../domain/casino/crashGame';
import { generateServerSeed, hashServerSeed } from '../../../domain/casino/fairness';
import { SLOT_MACHINES } from '../../../domain/casino/slotMachines';
import { slotTheoreticalRtp } from '../../../domain/casino/slotRtp';
import { tableRulesView } from '../../../domain/casino/tableStakes';
import { SUPPORTED_CURRENCIES } from '../../../domain/money/currencies';
import { Refusal } from '../../http/refusal';
import { blackjackView } from './blackjackRounds';
import { crashView } from './crashRounds';
import { settleDueRounds } from './dueRounds';
import {
  DEMO_CURRENCY,
  DEMO_START_BALANCE,
  sessionPart,
  refuseWhileRoundOpen,
  seedView,
  type Round,
  type SessionRow,
} from './providerRows';
import type { RoundWallet } from './roundWallet';
import { WalletCallRefused } from './walletClient';

/** Opens (or reopens) the provider's side of a launched session for one title. */
export async function start(
  p: RoundWallet,
  sessionId: string,
  engineKey: string,
): Promise<BuiltinSessionView> {
  const game = findBuiltinGame(engineKey);
  if (!game) throw new Refusal(404, 'game_not_found', 'engineKey: no such game', 'engineKey');
  let session = await p.findSession(sessionId);
  if (!session) {
    const mode = await askMode(p, sessionId);
    await p.db
      .insertInto('builtin_sessions')
      .values({
        session_id: sessionId,
        engine_key: engineKey,
        mode: mode.mode,
        currency: mode.currency,
        minor_unit_digits: mode.minorUnitDigits,
        demo_balance: mode.mode === 'demo' ? DEMO_START_BALANCE : null,
        created_at: p.now(),
      })
      .onConflict((oc) => oc.column('session_id').doNothing())
      .execute();
    session = await p.findSession(sessionId);
  }
  if (!session) throw new Refusal(404, 'not_found', 'session: unknown', 'session');
  if (session.engine_key !== engineKey) {
    throw new Refusal(409, 'conflict', 'session: launched for another game', 'session');
  }
  await p.activePair(sessionId);
  await settleDueRounds(p, sessionId);
  return sessionView(p, session);
}

async function askMode(
  p: RoundWallet,
  sessionId: string,
): Promise<{ mode: 'real' | 'demo'; currency: string; minorUnitDigits: number }> {
  try {
    const answer = await p.wallet.balance(sessionId);
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
    throw p.walletRefusal(err);
  }
}

async function sessionView(p: RoundWallet, session: SessionRow): Promise<BuiltinSessionView> {
  const game = findBuiltinGame(session.engine_key);
  const engine = game?.engine ?? 'slot';
  const view: BuiltinSessionView = {
    session: session.session_id,
    engineKey: session.engine_key,
    engine,
    mode: session.mode,
    currency: session.currency,
    minorUnitDigits: session.minor_unit_digits,
    balance: await p.balanceOf(session),
    stakes:
      engine === 'crash'
        ? CRASH_STAKES
        : isBetTableEngine(engine)
          ? BET_TABLE_CHIPS
          : (SLOT_MACHINES[session.engine_key]?.stakes ?? []),
    seed: seedView(await p.activePair(session.session_id)),
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
      ...(machine.waysCoins === undefined ? {} : { waysCoins: machine.waysCoins }),
      rtpPercent: Math.round(slotTheoreticalRtp(machine).rtp * 10_000) / 100,
    };
  }
  if (isBetTableEngine(engine)) view.betTable = betTableRulesView(engine);
  if (engine === 'roulette' || engine === 'keno' || engine === 'blackjack') {
    const { blackjackRtpPercent, ...rules } = tableRulesView(engine);
    Object.assign(view, rules);
    if (engine === 'blackjack') {
      view.blackjack = await sessionPart(
        p.db,
        session.session_id,
        { rtpPercent: blackjackRtpPercent ?? 0 },
        (round) => blackjackView(p, round),
      );
    }
  }
  if (engine === 'crash') {
    const open = await p.db
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
      openRound: open ? crashView(p, open as Round, await p.pairOf(open as Round)) : null,
    };
  }
  return view;
}

/**
 * Reveals the active server seed and starts a new pair (the given client seed, or the old one).
 * Refused while a round of the session is still open: its outcome would be known.
 */
export async function rotate(
  p: RoundWallet,
  sessionId: string,
  clientSeed: string | undefined,
): Promise<{ revealed: BuiltinRevealedSeed; seed: BuiltinSeedView }> {
  await p.requireSession(sessionId);
  await p.activePair(sessionId);
  await settleDueRounds(p, sessionId);
  const serverSeed = generateServerSeed();
  const serverSeedHash = await hashServerSeed(serverSeed);
  const revealed = await p.db.transaction().execute(async (trx) => {
    const pair = await p.findActivePair(trx, sessionId, true);
    if (!pair) throw new Refusal(409, 'conflict', 'session: no active seed pair', 'session');
    await refuseWhileRoundOpen(trx, sessionId, 'a round is still open');
    await trx
      .updateTable('builtin_seed_pairs')
      .set({ revealed_at: p.now() })
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
        created_at: p.now(),
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
    seed: seedView(await p.activePair(sessionId)),
  };
}
