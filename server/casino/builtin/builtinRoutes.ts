// The built-in provider's HTTP surface under /builtin-provider/: its game frame page and the API
// the page calls (domain/casino/builtinGames.ts). No cookie and no Bearer token: the launch's
// session id (random, 32 bytes) is the page's handle, as with any outside provider.
import type { FastifyInstance } from 'fastify';
import { BUILTIN_PROVIDER_ROOT } from '../../../domain/casino/builtinGames';
import type { BlackjackAction } from '../../../domain/casino/blackjack';
import { MINES_MAX, MINES_MIN, MINES_STAKES, MINES_TILES } from '../../../domain/casino/mines';
import { VIDEO_POKER_STAKES } from '../../../domain/casino/videoPoker';
import { isRtl } from '../../../runtime/router/language';
import { errorResponseSchema, languageSchema } from '../../http/httpSchemas';
import { refuse } from '../../http/refusal';
import { builtPageHtml, devPageHtml, type PageHtmlSource } from '../../web/indexHtmlSource';
import { API, TAGS, body, clientSeed, engineKey, roundId, sessionId } from './routeSchemas';
import {
  registerActionRoute,
  registerGameRoute,
  registerStakeRoute,
  sessionRound,
} from './gameRoute';
import { registerTableGameRoutes } from './tableGameRoutes';
import { fastGameSessionView, registerFastGameRoutes } from './fastGameRoutes';
import type { BuiltinProvider } from './builtinProvider';
import { minesAction, minesSessionView, minesStart } from './minesRounds';
import { videoPokerDeal, videoPokerDraw, videoPokerSessionView } from './videoPokerRounds';
import { registerStudRoutes, studGameSessionView } from './studRoutes';
import { registerWheelRoutes, wheelGameSessionView } from './wheelRoutes';
import { liveTableSessionView, registerLiveTableRoutes } from './liveTableRoutes';
import { objectSchema } from '../../../domain/contract/jsonSchema';

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

/** dist/client/builtin-provider.html (the second Vite input), read on first use. */
export const builtFrameHtml = (clientDistDir: string) =>
  builtPageHtml(clientDistDir, 'builtin-provider.html');

export function registerBuiltinProviderRoutes(
  app: FastifyInstance,
  provider: BuiltinProvider,
  frame: () => PageHtmlSource | undefined,
): void {
  registerFastGameRoutes(app, provider);
  registerStudRoutes(app, provider);
  registerWheelRoutes(app, provider);
  registerLiveTableRoutes(app, provider);

  app.get<{ Params: { engineKey: string }; Querystring: { session: string; lng?: string } }>(
    `${BUILTIN_PROVIDER_ROOT}/games/:engineKey`,
    {
      schema: {
        summary: 'The game frame page of a built-in title (framed by this site only)',
        tags: TAGS,
        params: body(['engineKey'], { engineKey }),
        querystring: objectSchema(['session'], { session: sessionId, lng: languageSchema }),
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

  registerGameRoute<{ session: string; engineKey: string }>(
    app,
    {
      method: 'POST',
      url: `${API}/start`,
      summary: "Opens the provider's side of a launched session: balance, stakes, seed hash, rules",
      answer: 'BuiltinSessionView',
      input: body(['session', 'engineKey'], { session: sessionId, engineKey }),
    },
    async (b) => {
      const view = await provider.start(b.session, b.engineKey);
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
      liveTableSessionView(view);
      return view;
    },
  );

  registerStakeRoute<{ mines: number }>(
    app,
    {
      url: `${API}/mines/start`,
      summary: 'Starts a mines round: the stake debited, the mines placed',
      answer: 'MinesAnswer',
    },
    (session, id, amount, b) => minesStart(provider, session, id, amount, b.mines),
    { mines: { type: 'integer', minimum: MINES_MIN, maximum: MINES_MAX } },
  );

  registerStakeRoute(
    app,
    {
      url: `${API}/video-poker/deal`,
      summary: 'Deals a video poker hand: the stake debited, five cards shown',
      answer: 'VideoPokerAnswer',
    },
    (session, id, amount) => videoPokerDeal(provider, session, id, amount),
  );

  registerGameRoute<{ session: string; roundId: string; held: boolean[] }>(
    app,
    {
      method: 'POST',
      url: `${API}/video-poker/draw`,
      summary: 'Draws once: the cards not held replaced, the hand paid by the paytable',
      answer: 'VideoPokerAnswer',
      input: body(['session', 'roundId', 'held'], {
        session: sessionId,
        roundId,
        held: { type: 'array', minItems: 5, maxItems: 5, items: { type: 'boolean' } },
      }),
    },
    (b) => videoPokerDraw(provider, b.session, b.roundId, b.held),
  );

  registerGameRoute<{
    session: string;
    roundId: string;
    action: 'open' | 'cash_out';
    tile?: number;
  }>(
    app,
    {
      method: 'POST',
      url: `${API}/mines/action`,
      summary: 'Opens a tile or cashes out the mines round in play; a round that ends is credited',
      answer: 'MinesAnswer',
      input: body(['session', 'roundId', 'action'], {
        session: sessionId,
        roundId,
        action: { type: 'string', enum: ['open', 'cash_out'] },
        tile: { type: 'integer', minimum: 0, maximum: MINES_TILES - 1 },
      }),
    },
    (b) => minesAction(provider, b.session, b.roundId, b.action, b.tile),
  );

  registerTableGameRoutes(app, provider);

  registerStakeRoute(
    app,
    {
      url: `${API}/blackjack/deal`,
      summary: 'Deals a blackjack round: the stake debited through the wallet',
      answer: 'BlackjackAnswer',
    },
    (session, id, amount) => provider.blackjackDeal(session, id, amount),
  );

  registerActionRoute<BlackjackAction>(
    app,
    {
      url: `${API}/blackjack/action`,
      summary:
        'Hit, stand, double or split the hand in play; a double or split debits one more stake',
      answer: 'BlackjackAnswer',
    },
    ['hit', 'stand', 'double', 'split'],
    (session, id, action) => provider.blackjackAction(session, id, action),
  );

  registerGameRoute<{ session: string; clientSeed?: string }>(
    app,
    {
      method: 'POST',
      url: `${API}/seeds/rotate`,
      summary:
        'Reveals the server seed in use and starts a new pair (optionally a new client seed)',
      answer: 'BuiltinRotateAnswer',
      input: body(['session'], { session: sessionId, clientSeed }),
    },
    (b) => provider.rotate(b.session, b.clientSeed),
  );

  registerGameRoute<{ session: string; roundId: string }>(
    app,
    {
      method: 'GET',
      url: `${API}/round`,
      summary:
        'A round for verification: seed hash, client seed, nonce, outcome; the seed once revealed',
      answer: 'BuiltinRoundDetail',
      input: sessionRound(),
    },
    (q) => provider.roundDetail(q.session, q.roundId),
  );
}

/** Dev: the repository's builtin-provider.html through Vite, read per request. */
export const devFrameHtml = (
  projectRoot: string,
  vite: { transformIndexHtml(url: string, html: string): Promise<string> },
) => devPageHtml(projectRoot, 'builtin-provider.html', vite);
