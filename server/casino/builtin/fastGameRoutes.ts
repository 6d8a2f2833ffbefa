// The built-in provider's API routes of hi-lo (a round in steps: start, then guesses or a
// cash-out), the tower (in steps too: start, then a door per floor or a cash-out), scratch cards
// (a ticket bought and settled at once) and fishing (a shot settled at once), and their part of a
// session's view.
import type { FastifyInstance } from 'fastify';
import type { BuiltinSessionView } from '../../../domain/casino/builtinGames';
import { HILO_ACTIONS, HILO_STAKES } from '../../../domain/casino/hilo';
import {
  FISHING_FISH,
  FISHING_STAKES,
  fishingExactRtp,
  fishingWinningDraws,
} from '../../../domain/casino/fishing';
import {
  SCRATCH_PRIZES,
  SCRATCH_STAKES,
  SCRATCH_TOTAL_WEIGHT,
  scratchExactRtp,
} from '../../../domain/casino/scratchCards';
import type { BuiltinProvider } from './builtinProvider';
import { hilo, hiloSessionView } from './hiloRounds';
import { tower, towerSessionView } from './towerRounds';
import { TOWER_ACTIONS, TOWER_STAKES } from '../../../domain/casino/tower';
import { fishingShoot, scratchBuy } from './instantTables';
import { API } from './routeSchemas';
import { registerActionRoute, registerStakeRoute } from './gameRoute';
import type { steppedRounds } from './steppedRounds';

/** Fills in a session view's hi-lo or scratch part (its stakes and rules, the round in play). */
export async function fastGameSessionView(
  provider: BuiltinProvider,
  view: BuiltinSessionView,
): Promise<void> {
  if (view.engine === 'hilo') {
    view.stakes = HILO_STAKES;
    view.hilo = await hiloSessionView(provider, view.session);
  }
  if (view.engine === 'tower') {
    view.stakes = TOWER_STAKES;
    view.tower = await towerSessionView(provider, view.session);
  }
  if (view.engine === 'scratch') {
    view.stakes = SCRATCH_STAKES;
    view.scratch = {
      prizes: SCRATCH_PRIZES,
      totalWeight: SCRATCH_TOTAL_WEIGHT,
      rtpPercent: Math.round(scratchExactRtp() * 10_000) / 100,
    };
  }
  if (view.engine === 'fishing') {
    view.stakes = FISHING_STAKES;
    view.fishing = {
      multipliers: FISHING_FISH,
      chancesMillionths: FISHING_FISH.map((_, fish) => fishingWinningDraws(fish)),
      rtpPercent: Math.round(fishingExactRtp(0) * 10_000) / 100,
    };
  }
}

/** A stepped game's rounds; the route's schema checks a move's action against the game's list. */
type SteppedRounds = ReturnType<typeof steppedRounds<{ phase: string }, void, string, unknown>>;

export function registerFastGameRoutes(app: FastifyInstance, provider: BuiltinProvider): void {
  // The games played in steps: a start with the stake, then moves on the round in play.
  const stepped = [
    {
      game: 'hilo',
      answer: 'HiloAnswer',
      started: 'Starts a hi-lo round: the stake debited, the first card shown',
      moved: 'Guesses the next card higher or lower, or cashes out',
      actions: HILO_ACTIONS,
      rounds: hilo as SteppedRounds,
    },
    {
      game: 'tower',
      answer: 'TowerAnswer',
      started: 'Starts a tower round: the stake debited, the traps placed out of sight',
      moved: 'Opens a door of the next floor, or cashes out',
      actions: TOWER_ACTIONS,
      rounds: tower as SteppedRounds,
    },
  ];
  for (const g of stepped) {
    registerStakeRoute(
      app,
      { url: `${API}/${g.game}/start`, summary: g.started, answer: g.answer },
      (session, id, amount) => g.rounds.start(provider, session, id, amount, undefined),
    );
    registerActionRoute(
      app,
      { url: `${API}/${g.game}/action`, summary: g.moved, answer: g.answer },
      g.actions,
      (session, id, action) => g.rounds.move(provider, session, id, action),
    );
  }
  registerStakeRoute(
    app,
    {
      url: `${API}/scratch/buy`,
      summary: 'Buys a scratch ticket: the stake debited, the prize credited',
      answer: 'ScratchAnswer',
    },
    (session, id, amount) => scratchBuy(provider, session, id, amount),
  );
  registerStakeRoute<{ fish: number }>(
    app,
    {
      url: `${API}/fishing/shoot`,
      summary: 'Shoots at a fish: the stake debited, a catch credited at its multiplier',
      answer: 'FishingAnswer',
    },
    (session, id, amount, b) => fishingShoot(provider, session, id, amount, b.fish),
    { fish: { type: 'integer', minimum: 0, maximum: FISHING_FISH.length - 1 } },
  );
}
