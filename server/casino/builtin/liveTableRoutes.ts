// The built-in provider's live RNG tables (SPEC section 2, live casino; domain/casino/liveTables.ts):
// European roulette and baccarat dealt on the shared schedule of scheduledRounds.ts. Their API
// is that of the other scheduled games, with the simulated seats added to each round: those seated
// so far while bets are taken (drawn from the round's seed, a stream of their own), all of them and
// what each bet would return once the round has closed.
import type { FastifyInstance } from 'fastify';
import { BACCARAT_BET_KINDS } from '../../../domain/casino/baccarat';
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
  liveSeats,
  liveSeatWin,
  LIVE_CLIENT_SEEDS,
  LIVE_OWN_SEAT,
  LIVE_PERIOD_MS,
  LIVE_SEATS,
  type LiveBet,
  type LiveTable,
} from '../../../domain/casino/liveTables';
import { ROULETTE_BET_KINDS, ROULETTE_POCKETS } from '../../../domain/casino/roulette';
import {
  ROULETTE_CHIPS,
  ROULETTE_MAX_BETS,
  ROULETTE_MAX_TOTAL_STAKE,
} from '../../../domain/casino/tableStakes';
import { Refusal } from '../../http/refusal';
import type { BuiltinProvider } from './builtinProvider';
import { registerGameRoute } from './gameRoute';
import { API, body, requestId, sessionId, stake } from './routeSchemas';
import { scheduledBet, scheduledDrawSeed, scheduledState } from './scheduledRounds';
import { SCHEDULED_GAMES, type StakedBet } from './scheduledGames';

const percent = (rtp: number) => Math.round(rtp * 1_000_000) / 10_000;

/** Fills in a session view's part of a live table: the schedule, seats, seeds, limits, RTPs. */
export function liveTableSessionView(view: BuiltinSessionView): void {
  if (!isLiveTable(view.engine)) return;
  const seeds = LIVE_CLIENT_SEEDS[view.engine];
  const common = {
    periodMs: LIVE_PERIOD_MS,
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
      bets: [{ kind: 'any', rtpPercent: percent((ROULETTE_POCKETS - 1) / ROULETTE_POCKETS) }],
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
  const seed =
    draw.serverSeed ?? (await scheduledDrawSeed(provider, SCHEDULED_GAMES[table], draw.drawNo));
  if (seed === null) return { ...draw, seats: [] };
  const opensAt = draw.drawNo * LIVE_PERIOD_MS;
  const seats = await liveSeats(table, seed, draw.drawNo);
  const outcome = draw.outcome;
  return {
    ...draw,
    seats: seats
      .filter((seat) => outcome !== null || opensAt + seat.atMs <= serverNow)
      .map((seat) => ({
        ...seat,
        win: outcome === null ? null : liveSeatWin(table, seat, outcome),
      })),
  };
}

async function liveTableOf(provider: BuiltinProvider, session: string): Promise<LiveTable> {
  const row = await provider.requireSession(session);
  const engine = findBuiltinGame(row.engine_key)?.engine ?? 'slot';
  if (!isLiveTable(engine)) {
    throw new Refusal(409, 'conflict', 'session: not a live table session', 'session');
  }
  return engine;
}

const drawNo = { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 } as const;

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
      return {
        ...seen,
        bets: seen.bets as LiveTableStateAnswer['bets'],
        draw: await withSeats(provider, table, seen.draw, now),
        recent: await Promise.all(seen.recent.map((d) => withSeats(provider, table, d, now))),
      };
    },
  );

  registerGameRoute<{ session: string; requestId: string; drawNo: number; bets: StakedBet[] }>(
    app,
    {
      method: 'POST',
      url: `${API}/live-table/bet`,
      summary: 'Bets on the round of a live RNG table taking bets: the stake debited',
      answer: 'LiveTableAnswer',
      input: body(['session', 'requestId', 'drawNo', 'bets'], {
        session: sessionId,
        requestId,
        drawNo,
        bets: {
          type: 'array',
          minItems: 1,
          maxItems: ROULETTE_MAX_BETS,
          items: body(['kind', 'stake'], {
            kind: { type: 'string', enum: [...ROULETTE_BET_KINDS, ...BACCARAT_BET_KINDS] },
            numbers: {
              type: 'array',
              maxItems: 6,
              items: { type: 'integer', minimum: 0, maximum: 36 },
            },
            stake,
          }),
        },
      }),
    },
    async (b) => {
      const table = await liveTableOf(provider, b.session);
      // Baccarat's bets name no numbers; roulette's keep theirs (its check judges them).
      const bets = (b.bets as LiveBet[]).map((bet) => ({
        kind: bet.kind,
        ...(table === 'live-roulette' && 'numbers' in bet && bet.numbers
          ? { numbers: [...bet.numbers] }
          : {}),
        stake: bet.stake,
      }));
      return scheduledBet(provider, SCHEDULED_GAMES[table], b.session, b.requestId, b.drawNo, bets);
    },
  );
}
