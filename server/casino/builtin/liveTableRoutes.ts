// The built-in provider's live RNG tables (SPEC section 2, live casino; domain/casino/liveTables.ts):
// European roulette, baccarat and blackjack dealt on the shared schedule of scheduledRounds.ts
// (blackjack's decisions: liveBlackjackRounds.ts). Their API
// is that of the other scheduled games, with the simulated seats added to each round: those seated
// so far while bets are taken (drawn from the round's seed, a stream of their own), all of them and
// what each bet would return once the round has closed.
import type { FastifyInstance } from 'fastify';
import { BACCARAT_BET_KINDS } from '../../../domain/casino/baccarat';
import { blackjackExactRtp } from '../../../domain/casino/blackjack';
import { betTableRulesView, BET_TABLE_CHIPS } from '../../../domain/casino/betTables';
import {
  findBuiltinGame,
  type BuiltinSessionView,
  type LiveDrawView,
  type LiveTableStateAnswer,
  type ScheduledDrawView,
} from '../../../domain/casino/builtinGames';
import {
  isLiveTable,
  liveBetsMs,
  livePeriodMs,
  liveSeats,
  liveSeatWin,
  LIVE_CLIENT_SEEDS,
  LIVE_OWN_SEAT,
  LIVE_SEATS,
  type LiveBet,
  type LiveTable,
} from '../../../domain/casino/liveTables';
import { ROULETTE_BET_KINDS, ROULETTE_POCKETS } from '../../../domain/casino/roulette';
import {
  liveBlackjackBestActions,
  liveDealerHand,
  LIVE_BLACKJACK_ACTIONS,
} from '../../../domain/casino/liveBlackjack';
import {
  BLACKJACK_STAKES,
  ROULETTE_CHIPS,
  ROULETTE_MAX_BETS,
  ROULETTE_MAX_TOTAL_STAKE,
} from '../../../domain/casino/tableStakes';
import { isBlackjack } from '../../../domain/casino/blackjack';
import { RoundBytes } from '../../../domain/casino/fairness';
import { Refusal } from '../../http/refusal';
import type { BuiltinProvider } from './builtinProvider';
import { registerDrawBetRoute, registerGameRoute } from './gameRoute';
import { liveBlackjackAction, withHands } from './liveBlackjackRounds';
import { API, body, requestId, roundId, rtpPercent, sessionId, stake } from './routeSchemas';
import { betsCloseAt, scheduledBet, scheduledDrawSeed, scheduledState } from './scheduledRounds';
import { SCHEDULED_GAMES } from './scheduledGames';

/** Fills in a session view's part of a live table: the schedule, seats, seeds, limits, RTPs. */
export function liveTableSessionView(view: BuiltinSessionView): void {
  if (!isLiveTable(view.engine)) return;
  const seeds = LIVE_CLIENT_SEEDS[view.engine];
  const common = {
    periodMs: livePeriodMs(view.engine),
    betsMs: liveBetsMs(view.engine),
    seats: LIVE_SEATS,
    ownSeat: LIVE_OWN_SEAT,
    clientSeed: seeds.outcome,
    seatsClientSeed: seeds.seats,
  };
  if (view.engine === 'live-roulette') {
    view.stakes = ROULETTE_CHIPS;
    view.liveTable = {
      ...common,
      maxTotalStake: ROULETTE_MAX_TOTAL_STAKE,
      maxBets: ROULETTE_MAX_BETS,
      bets: [{ kind: 'any', rtpPercent: rtpPercent((ROULETTE_POCKETS - 1) / ROULETTE_POCKETS) }],
    };
  } else if (view.engine === 'live-blackjack') {
    // One hand a seat at House Blackjack's stakes; a double or a split adds as much again.
    view.stakes = BLACKJACK_STAKES;
    view.liveTable = {
      ...common,
      maxTotalStake: Math.max(...BLACKJACK_STAKES),
      maxBets: 1,
      bets: [{ kind: 'hand', rtpPercent: rtpPercent(blackjackExactRtp()) }],
    };
  } else {
    const board = betTableRulesView('baccarat');
    view.stakes = BET_TABLE_CHIPS;
    view.liveTable = {
      ...common,
      maxTotalStake: board.maxTotalStake,
      maxBets: board.maxBets,
      bets: board.bets.map((b) => ({ kind: b.kind, rtpPercent: b.rtpPercent })),
    };
  }
}

/** A round with its simulated seats: those seated by now while open, all with wins once closed. */
async function withSeats(
  provider: BuiltinProvider,
  table: LiveTable,
  draw: ScheduledDrawView,
  serverNow: number,
): Promise<LiveDrawView> {
  const game = SCHEDULED_GAMES[table];
  const closeOfBets = betsCloseAt(game, draw.drawNo);
  const seed = draw.serverSeed ?? (await scheduledDrawSeed(provider, game, draw.drawNo));
  const shared = { betsCloseAt: new Date(closeOfBets).toISOString(), deal: null };
  if (seed === null) return { ...draw, ...shared, seats: [] };
  const opensAt = draw.drawNo * livePeriodMs(table);
  const seats = await liveSeats(table, seed, draw.drawNo);
  const outcome = draw.outcome;
  const blackjack = table === 'live-blackjack';
  return {
    ...draw,
    ...shared,
    deal: blackjack ? await blackjackDeal(game, seed, draw, serverNow >= closeOfBets) : null,
    seats: seats
      .filter((seat) => outcome !== null || opensAt + seat.atMs <= serverNow)
      .map((seat) => ({
        ...seat,
        win: outcome === null ? null : liveSeatWin(table, seat, outcome),
        // A simulated seat's decisions only once closed: its cards would tell the next ones.
        ...(blackjack && outcome !== null ? { actions: liveBlackjackBestActions(outcome) } : {}),
      })),
  };
}

/**
 * Blackjack's shared cards: nothing before the deal; the players' two and the dealer's up card
 * while seats decide (the hole card too when it makes a dealer blackjack: checked at the deal);
 * the dealer's whole hand once the round has closed.
 */
async function blackjackDeal(
  game: (typeof SCHEDULED_GAMES)['live-blackjack'],
  seed: string,
  draw: ScheduledDrawView,
  dealt: boolean,
): Promise<LiveDrawView['deal']> {
  if (!dealt) return null;
  const cards =
    draw.outcome ??
    (await game.draw(
      new RoundBytes({ serverSeed: seed, clientSeed: game.clientSeed, nonce: draw.drawNo }),
      draw.drawNo,
    ));
  const dealer = liveDealerHand(cards);
  const shown = draw.outcome !== null || (dealer.length === 2 && isBlackjack(dealer));
  return { player: [cards[0]!, cards[2]!], dealer: shown ? dealer : [cards[1]!] };
}

async function liveTableOf(provider: BuiltinProvider, session: string): Promise<LiveTable> {
  const row = await provider.requireSession(session);
  const engine = findBuiltinGame(row.engine_key)?.engine ?? 'slot';
  if (!isLiveTable(engine)) {
    throw new Refusal(409, 'conflict', 'session: not a live table session', 'session');
  }
  return engine;
}

export function registerLiveTableRoutes(app: FastifyInstance, provider: BuiltinProvider): void {
  registerGameRoute<{ session: string }>(
    app,
    {
      method: 'POST',
      url: `${API}/live-table/state`,
      summary:
        'A live RNG table as every viewer sees it: the round taking bets with its simulated seats, the last rounds, own bets',
      answer: 'LiveTableStateAnswer',
      input: body(['session'], { session: sessionId }),
    },
    async ({ session }): Promise<LiveTableStateAnswer> => {
      const table = await liveTableOf(provider, session);
      const seen = await scheduledState(provider, SCHEDULED_GAMES[table], session);
      const now = Date.parse(seen.serverNow);
      const bets = seen.bets as LiveTableStateAnswer['bets'];
      return {
        ...seen,
        bets: table === 'live-blackjack' ? await withHands(provider, bets, now) : bets,
        draw: await withSeats(provider, table, seen.draw, now),
        recent: await Promise.all(seen.recent.map((d) => withSeats(provider, table, d, now))),
      };
    },
  );

  registerDrawBetRoute<LiveBet>(
    app,
    {
      url: `${API}/live-table/bet`,
      summary: 'Bets on the round of a live RNG table taking bets: the stake debited',
      answer: 'LiveTableAnswer',
    },
    ROULETTE_MAX_BETS,
    body(['kind', 'stake'], {
      kind: { type: 'string', enum: [...ROULETTE_BET_KINDS, ...BACCARAT_BET_KINDS, 'hand'] },
      numbers: { type: 'array', maxItems: 6, items: { type: 'integer', minimum: 0, maximum: 36 } },
      stake,
    }),
    async (session, id, no, placed) => {
      const table = await liveTableOf(provider, session);
      // Baccarat's bets name no numbers; roulette's keep theirs (its check judges them).
      const bets = placed.map((bet) => ({
        kind: bet.kind,
        ...(table === 'live-roulette' && 'numbers' in bet && bet.numbers
          ? { numbers: [...bet.numbers] }
          : {}),
        stake: bet.stake,
      }));
      return scheduledBet(provider, SCHEDULED_GAMES[table], session, id, no, bets);
    },
  );

  registerGameRoute<{ session: string; requestId: string; betId: string; action: string }>(
    app,
    {
      method: 'POST',
      url: `${API}/live-table/action`,
      summary:
        "A decision on the session's blackjack hand between the deal and the close: hit, stand, double or split",
      answer: 'LiveTableAnswer',
      input: body(['session', 'requestId', 'betId', 'action'], {
        session: sessionId,
        requestId,
        betId: roundId,
        action: { type: 'string', enum: [...LIVE_BLACKJACK_ACTIONS] },
      }),
    },
    async (b) => {
      const table = await liveTableOf(provider, b.session);
      if (table !== 'live-blackjack') {
        throw new Refusal(409, 'conflict', 'session: not a blackjack table', 'session');
      }
      return liveBlackjackAction(
        provider,
        b.session,
        b.requestId,
        b.betId,
        b.action as (typeof LIVE_BLACKJACK_ACTIONS)[number],
      );
    },
  );
}
