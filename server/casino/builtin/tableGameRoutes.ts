// The built-in provider's API routes of the games settled in one request or on the server clock:
// slots, crash, roulette, keno and the bet tables (baccarat, dragon tiger, sic bo, dice).
import type { FastifyInstance } from 'fastify';
import {
  BET_TABLE_MAX_BETS,
  BET_TABLE_MAX_TOTAL_STAKE,
  type BoardBet,
} from '../../../domain/casino/betTables';
import { CRASH_MAX_POINT_X100, CRASH_MIN_CASH_OUT_X100 } from '../../../domain/casino/crashGame';
import { KENO_MAX_PICKS, KENO_NUMBERS } from '../../../domain/casino/keno';
import { ROULETTE_BET_KINDS, type RouletteBet } from '../../../domain/casino/roulette';
import { ROULETTE_MAX_BETS, ROULETTE_MAX_TOTAL_STAKE } from '../../../domain/casino/tableStakes';
import type { BuiltinProvider } from './builtinProvider';
import { registerGameRoute, registerStakeRoute, sessionRound } from './gameRoute';
import { betTablePlay, kenoPlay, rouletteSpin } from './instantTables';
import { API, body, requestId, sessionId, stake } from './routeSchemas';

export function registerTableGameRoutes(app: FastifyInstance, provider: BuiltinProvider): void {
  registerStakeRoute(
    app,
    {
      url: `${API}/slot/spin`,
      summary: 'One slot spin: the stake debited and the win credited through the wallet',
      answer: 'SlotSpinAnswer',
    },
    (session, id, amount) => provider.spin(session, amount, id),
  );

  registerStakeRoute<{ autoCashOut?: number }>(
    app,
    {
      url: `${API}/crash/bet`,
      summary: 'A crash bet: the stake debited, the multiplier starts on the server clock',
      answer: 'CrashRoundAnswer',
    },
    (session, id, amount, b) => provider.crashBet(session, amount, id, b.autoCashOut),
    {},
    {
      autoCashOut: {
        type: 'number',
        minimum: CRASH_MIN_CASH_OUT_X100 / 100,
        maximum: CRASH_MAX_POINT_X100 / 100,
      },
    },
  );

  registerGameRoute<{ session: string; roundId: string }>(
    app,
    {
      method: 'POST',
      url: `${API}/crash/cash-out`,
      summary: 'Cashes out a running crash round at the multiplier of the server clock now',
      answer: 'CrashRoundAnswer',
      input: sessionRound(),
    },
    (b) => provider.cashOut(b.session, b.roundId),
  );

  registerGameRoute<{ session: string; roundId: string }>(
    app,
    {
      method: 'GET',
      url: `${API}/crash/round`,
      summary: 'A crash round as it stands (settled once past its end)',
      answer: 'CrashRoundAnswer',
      input: sessionRound(),
    },
    (q) => provider.crashRound(q.session, q.roundId),
  );

  registerGameRoute<{ session: string; requestId: string; bets: RouletteBet[] }>(
    app,
    {
      method: 'POST',
      url: `${API}/roulette/spin`,
      summary:
        'One roulette spin of a set of bets: their sum debited and the win credited through the wallet',
      answer: 'RouletteSpinAnswer',
      input: betsBody(ROULETTE_MAX_BETS, {
        kind: { type: 'string', enum: [...ROULETTE_BET_KINDS] },
        numbers: {
          type: 'array',
          maxItems: 2,
          items: { type: 'integer', minimum: 0, maximum: 36 },
          description: 'What the bet covers (domain/casino/roulette.ts RouletteBet)',
        },
        stake: { ...stake, maximum: ROULETTE_MAX_TOTAL_STAKE },
      }),
    },
    (b) => rouletteSpin(provider, b.session, b.requestId, b.bets),
  );

  registerStakeRoute<{ picks: number[] }>(
    app,
    {
      url: `${API}/keno/play`,
      summary:
        'One keno draw for 1-10 picks: the stake debited and the win credited through the wallet',
      answer: 'KenoPlayAnswer',
    },
    (session, id, amount, b) => kenoPlay(provider, session, id, amount, b.picks),
    {
      picks: {
        type: 'array',
        minItems: 1,
        maxItems: KENO_MAX_PICKS,
        uniqueItems: true,
        items: { type: 'integer', minimum: 1, maximum: KENO_NUMBERS },
      },
    },
  );

  registerGameRoute<{ session: string; requestId: string; bets: BoardBet[] }>(
    app,
    {
      method: 'POST',
      url: `${API}/table/play`,
      summary:
        'One round of baccarat, dragon tiger, sic bo or dice for a set of bets: their sum debited and the win credited through the wallet',
      answer: 'BetTableAnswer',
      input: betsBody(BET_TABLE_MAX_BETS, {
        kind: { type: 'string', pattern: '^[a-z-]{1,20}$' },
        number: {
          type: 'integer',
          minimum: 0,
          maximum: 9_999,
          description: 'What the bet names: a sic bo total or face, a dice target (hundredths)',
        },
        stake: { ...stake, maximum: BET_TABLE_MAX_TOTAL_STAKE },
      }),
    },
    (b) => betTablePlay(provider, b.session, b.requestId, b.bets),
  );
}

/** A session, the page's request id and 1 to `maxBets` bets, each a kind and a stake at least. */
function betsBody(maxBets: number, bet: Record<string, object>) {
  return body(['session', 'requestId', 'bets'], {
    session: sessionId,
    requestId,
    bets: { type: 'array', minItems: 1, maxItems: maxBets, items: body(['kind', 'stake'], bet) },
  });
}
