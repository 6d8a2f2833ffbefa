// The built-in provider's HTTP surface under /builtin-provider/: its game frame page and the API
// the page calls (domain/casino/builtinGames.ts). No cookie and no Bearer token: the launch's
// session id (random, 32 bytes) is the page's handle, as with any outside provider.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BUILTIN_PROVIDER_ROOT } from '../../../domain/casino/builtinGames';
import { CRASH_MAX_POINT_X100, CRASH_MIN_CASH_OUT_X100 } from '../../../domain/casino/crashGame';
import type { BlackjackAction } from '../../../domain/casino/blackjack';
import { KENO_MAX_PICKS, KENO_NUMBERS } from '../../../domain/casino/keno';
import { MINES_MAX, MINES_MIN, MINES_STAKES, MINES_TILES } from '../../../domain/casino/mines';
import { VIDEO_POKER_STAKES } from '../../../domain/casino/videoPoker';
import {
  BET_TABLE_MAX_BETS,
  BET_TABLE_MAX_TOTAL_STAKE,
  type BoardBet,
} from '../../../domain/casino/betTables';
import { ROULETTE_BET_KINDS, type RouletteBet } from '../../../domain/casino/roulette';
import { ROULETTE_MAX_BETS, ROULETTE_MAX_TOTAL_STAKE } from '../../../domain/casino/tableStakes';
import { isRtl } from '../../../runtime/router/language';
import { errorResponseSchema, languageSchema } from '../../http/httpSchemas';
import { refuse } from '../../http/refusal';
import {
  API,
  TAGS,
  apiRoute,
  body,
  clientSeed,
  engineKey,
  requestId,
  roundId,
  sessionId,
  stake,
} from './routeSchemas';
import { fastGameSessionView, registerFastGameRoutes } from './fastGameRoutes';
import type { BuiltinProvider } from './builtinProvider';
import { betTablePlay, kenoPlay, rouletteSpin } from './instantTables';
import { minesAction, minesSessionView, minesStart } from './minesRounds';
import { videoPokerDeal, videoPokerDraw, videoPokerSessionView } from './videoPokerRounds';
import { registerStudRoutes, studGameSessionView } from './studRoutes';
import { registerWheelRoutes, wheelGameSessionView } from './wheelRoutes';

/** The frame page may be shown only inside this site's own pages. */
export const FRAME_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Where the frame page's HTML comes from: the build, or Vite in dev. */
export interface FrameHtmlSource {
  template(url: string): Promise<string | undefined>;
}

/** dist/client/builtin-provider.html (the second Vite input), read on first use. */
export function builtFrameHtml(clientDistDir: string): FrameHtmlSource {
  let cached: string | undefined;
  const file = path.join(clientDistDir, 'builtin-provider.html');
  return {
    async template() {
      if (cached === undefined && existsSync(file)) cached = await readFile(file, 'utf8');
      return cached;
    },
  };
}

export function registerBuiltinProviderRoutes(
  app: FastifyInstance,
  provider: BuiltinProvider,
  frame: () => FrameHtmlSource | undefined,
): void {
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  registerFastGameRoutes(app, provider);
  registerStudRoutes(app, provider);
  registerWheelRoutes(app, provider);

  app.get<{ Params: { engineKey: string }; Querystring: { session: string; lng?: string } }>(
    `${BUILTIN_PROVIDER_ROOT}/games/:engineKey`,
    {
      schema: {
        summary: 'The game frame page of a built-in title (framed by this site only)',
        tags: TAGS,
        params: body(['engineKey'], { engineKey }),
        querystring: {
          type: 'object',
          required: ['session'],
          properties: { session: sessionId, lng: languageSchema },
        },
        response: { 404: errorResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const html = await frame()?.template(request.url);
      if (html === undefined) {
        return refuse(reply, 404, 'not_found', 'The game frame is not built (npm run build)');
      }
      const lng = request.query.lng ?? 'ru';
      const page = html.replace(
        /<html[^>]*>/,
        `<html lang="${lng}" dir="${isRtl(lng) ? 'rtl' : 'ltr'}">`,
      );
      return reply
        .header('content-security-policy', FRAME_CONTENT_SECURITY_POLICY)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );

  app.post<{ Body: { session: string; engineKey: string } }>(
    `${API}/start`,
    apiRoute(
      "Opens the provider's side of a launched session: balance, stakes, seed hash, rules",
      'BuiltinSessionView',
      { body: body(['session', 'engineKey'], { session: sessionId, engineKey }) },
    ),
    async (request, reply) => {
      noStore(reply);
      const view = await provider.start(request.body.session, request.body.engineKey);
      if (view.engine === 'mines') {
        view.stakes = MINES_STAKES;
        view.mines = await minesSessionView(provider, view.session);
      }
      if (view.engine === 'video-poker') {
        view.stakes = VIDEO_POKER_STAKES;
        view.videoPoker = await videoPokerSessionView(provider, view.session);
      }
      await fastGameSessionView(provider, view);
      await studGameSessionView(provider, view);
      wheelGameSessionView(view);
      return view;
    },
  );

  app.post<{ Body: { session: string; requestId: string; stake: number; mines: number } }>(
    `${API}/mines/start`,
    apiRoute('Starts a mines round: the stake debited, the mines placed', 'MinesAnswer', {
      body: body(['session', 'requestId', 'stake', 'mines'], {
        session: sessionId,
        requestId,
        stake,
        mines: { type: 'integer', minimum: MINES_MIN, maximum: MINES_MAX },
      }),
    }),
    async (request, reply) => {
      noStore(reply);
      const { session, requestId: id, stake: amount, mines } = request.body;
      return minesStart(provider, session, id, amount, mines);
    },
  );

  app.post<{ Body: { session: string; requestId: string; stake: number } }>(
    `${API}/video-poker/deal`,
    apiRoute('Deals a video poker hand: the stake debited, five cards shown', 'VideoPokerAnswer', {
      body: body(['session', 'requestId', 'stake'], { session: sessionId, requestId, stake }),
    }),
    async (request, reply) => {
      noStore(reply);
      const { session, requestId: id, stake: amount } = request.body;
      return videoPokerDeal(provider, session, id, amount);
    },
  );

  app.post<{ Body: { session: string; roundId: string; held: boolean[] } }>(
    `${API}/video-poker/draw`,
    apiRoute(
      'Draws once: the cards not held replaced, the hand paid by the paytable',
      'VideoPokerAnswer',
      {
        body: body(['session', 'roundId', 'held'], {
          session: sessionId,
          roundId,
          held: { type: 'array', minItems: 5, maxItems: 5, items: { type: 'boolean' } },
        }),
      },
    ),
    async (request, reply) => {
      noStore(reply);
      const { session, roundId: id, held } = request.body;
      return videoPokerDraw(provider, session, id, held);
    },
  );

  app.post<{
    Body: { session: string; roundId: string; action: 'open' | 'cash_out'; tile?: number };
  }>(
    `${API}/mines/action`,
    apiRoute(
      'Opens a tile or cashes out the mines round in play; a round that ends is credited',
      'MinesAnswer',
      {
        body: body(['session', 'roundId', 'action'], {
          session: sessionId,
          roundId,
          action: { type: 'string', enum: ['open', 'cash_out'] },
          tile: { type: 'integer', minimum: 0, maximum: MINES_TILES - 1 },
        }),
      },
    ),
    async (request, reply) => {
      noStore(reply);
      const { session, roundId: id, action, tile } = request.body;
      return minesAction(provider, session, id, action, tile);
    },
  );

  app.post<{ Body: { session: string; stake: number; requestId: string } }>(
    `${API}/slot/spin`,
    apiRoute(
      'One slot spin: the stake debited and the win credited through the wallet',
      'SlotSpinAnswer',
      {
        body: body(['session', 'stake', 'requestId'], { session: sessionId, stake, requestId }),
      },
    ),
    async (request, reply) => {
      noStore(reply);
      const { session, stake: amount, requestId: id } = request.body;
      return provider.spin(session, amount, id);
    },
  );

  app.post<{
    Body: { session: string; stake: number; requestId: string; autoCashOut?: number };
  }>(
    `${API}/crash/bet`,
    apiRoute(
      'A crash bet: the stake debited, the multiplier starts on the server clock',
      'CrashRoundAnswer',
      {
        body: body(['session', 'stake', 'requestId'], {
          session: sessionId,
          stake,
          requestId,
          autoCashOut: {
            type: 'number',
            minimum: CRASH_MIN_CASH_OUT_X100 / 100,
            maximum: CRASH_MAX_POINT_X100 / 100,
          },
        }),
      },
    ),
    async (request, reply) => {
      noStore(reply);
      const { session, stake: amount, requestId: id, autoCashOut } = request.body;
      return provider.crashBet(session, amount, id, autoCashOut);
    },
  );

  app.post<{ Body: { session: string; roundId: string } }>(
    `${API}/crash/cash-out`,
    apiRoute(
      'Cashes out a running crash round at the multiplier of the server clock now',
      'CrashRoundAnswer',
      {
        body: body(['session', 'roundId'], { session: sessionId, roundId }),
      },
    ),
    async (request, reply) => {
      noStore(reply);
      return provider.cashOut(request.body.session, request.body.roundId);
    },
  );

  app.get<{ Querystring: { session: string; roundId: string } }>(
    `${API}/crash/round`,
    apiRoute('A crash round as it stands (settled once past its end)', 'CrashRoundAnswer', {
      querystring: body(['session', 'roundId'], { session: sessionId, roundId }),
    }),
    async (request, reply) => {
      noStore(reply);
      return provider.crashRound(request.query.session, request.query.roundId);
    },
  );

  app.post<{ Body: { session: string; requestId: string; bets: RouletteBet[] } }>(
    `${API}/roulette/spin`,
    apiRoute(
      'One roulette spin of a set of bets: their sum debited and the win credited through the wallet',
      'RouletteSpinAnswer',
      {
        body: body(['session', 'requestId', 'bets'], {
          session: sessionId,
          requestId,
          bets: {
            type: 'array',
            minItems: 1,
            maxItems: ROULETTE_MAX_BETS,
            items: body(['kind', 'stake'], {
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
        }),
      },
    ),
    async (request, reply) => {
      noStore(reply);
      const { session, requestId: id, bets } = request.body;
      return rouletteSpin(provider, session, id, bets);
    },
  );

  app.post<{ Body: { session: string; requestId: string; stake: number; picks: number[] } }>(
    `${API}/keno/play`,
    apiRoute(
      'One keno draw for 1-10 picks: the stake debited and the win credited through the wallet',
      'KenoPlayAnswer',
      {
        body: body(['session', 'requestId', 'stake', 'picks'], {
          session: sessionId,
          requestId,
          stake,
          picks: {
            type: 'array',
            minItems: 1,
            maxItems: KENO_MAX_PICKS,
            uniqueItems: true,
            items: { type: 'integer', minimum: 1, maximum: KENO_NUMBERS },
          },
        }),
      },
    ),
    async (request, reply) => {
      noStore(reply);
      const { session, requestId: id, stake: amount, picks } = request.body;
      return kenoPlay(provider, session, id, amount, picks);
    },
  );

  app.post<{ Body: { session: string; requestId: string; bets: BoardBet[] } }>(
    `${API}/table/play`,
    apiRoute(
      'One round of baccarat, dragon tiger, sic bo or dice for a set of bets: their sum debited and the win credited through the wallet',
      'BetTableAnswer',
      {
        body: body(['session', 'requestId', 'bets'], {
          session: sessionId,
          requestId,
          bets: {
            type: 'array',
            minItems: 1,
            maxItems: BET_TABLE_MAX_BETS,
            items: body(['kind', 'stake'], {
              kind: { type: 'string', pattern: '^[a-z-]{1,20}$' },
              number: {
                type: 'integer',
                minimum: 0,
                maximum: 9_999,
                description:
                  'What the bet names: a sic bo total or face, a dice target (hundredths)',
              },
              stake: { ...stake, maximum: BET_TABLE_MAX_TOTAL_STAKE },
            }),
          },
        }),
      },
    ),
    async (request, reply) => {
      noStore(reply);
      const { session, requestId: id, bets } = request.body;
      return betTablePlay(provider, session, id, bets);
    },
  );

  app.post<{ Body: { session: string; requestId: string; stake: number } }>(
    `${API}/blackjack/deal`,
    apiRoute('Deals a blackjack round: the stake debited through the wallet', 'BlackjackAnswer', {
      body: body(['session', 'requestId', 'stake'], { session: sessionId, requestId, stake }),
    }),
    async (request, reply) => {
      noStore(reply);
      const { session, requestId: id, stake: amount } = request.body;
      return provider.blackjackDeal(session, id, amount);
    },
  );

  app.post<{ Body: { session: string; roundId: string; action: BlackjackAction } }>(
    `${API}/blackjack/action`,
    apiRoute(
      'Hit, stand, double or split the hand in play; a double or split debits one more stake',
      'BlackjackAnswer',
      {
        body: body(['session', 'roundId', 'action'], {
          session: sessionId,
          roundId,
          action: { type: 'string', enum: ['hit', 'stand', 'double', 'split'] },
        }),
      },
    ),
    async (request, reply) => {
      noStore(reply);
      const { session, roundId: id, action } = request.body;
      return provider.blackjackAction(session, id, action);
    },
  );

  app.post<{ Body: { session: string; clientSeed?: string } }>(
    `${API}/seeds/rotate`,
    apiRoute(
      'Reveals the server seed in use and starts a new pair (optionally a new client seed)',
      'BuiltinRotateAnswer',
      {
        body: body(['session'], { session: sessionId, clientSeed }),
      },
    ),
    async (request, reply) => {
      noStore(reply);
      return provider.rotate(request.body.session, request.body.clientSeed);
    },
  );

  app.get<{ Querystring: { session: string; roundId: string } }>(
    `${API}/round`,
    apiRoute(
      'A round for verification: seed hash, client seed, nonce, outcome; the seed once revealed',
      'BuiltinRoundDetail',
      {
        querystring: body(['session', 'roundId'], { session: sessionId, roundId }),
      },
    ),
    async (request, reply) => {
      noStore(reply);
      return provider.roundDetail(request.query.session, request.query.roundId);
    },
  );
}

/** Dev: the repository's builtin-provider.html through Vite, read per request. */
export function devFrameHtml(
  projectRoot: string,
  vite: { transformIndexHtml(url: string, html: string): Promise<string> },
): FrameHtmlSource {
  const file = path.join(projectRoot, 'builtin-provider.html');
  return {
    async template(url) {
      return vite.transformIndexHtml(url, await readFile(file, 'utf8'));
    },
  };
}
