// Outpost Games as an HTTP service (its own process: providers/outpost/server.ts). Toward the site
// it answers one server-to-server call, the signed launch (domain/casino/providerLaunch.ts), and
// makes the signed wallet calls (walletCaller.ts); toward the customer's browser it serves its game
// page (framed by the site's game page) and the page's own API: the session, a round, the client
// seed. It reads nothing of the site but what these calls carry.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { CLIENT_SEED_PATTERN, isValidClientSeed } from '../../domain/casino/fairness';
import {
  findOutpostGame,
  isOutpostBet,
  outpostMultiplierX100,
  type OutpostBet,
} from '../../domain/casino/outpostGames';
import {
  PROVIDER_LAUNCH_PATH,
  PROVIDER_LAUNCH_SIGNATURE_HEADER,
  type ProviderLaunchError,
  type ProviderLaunchRequest,
} from '../../domain/casino/providerLaunch';
import {
  WALLET_ID_MAX_LENGTH,
  WALLET_SIGNATURE_MAX_SKEW_MS,
} from '../../domain/casino/walletProtocol';
import { minorUnitDigits, OutpostSessions, type OutpostSession } from './outpostSessions';
import { playRound, type RoundFault } from './playRound';
import { OUTPOST_TEXTS, outpostLanguage } from './texts';
import { WalletCaller } from './walletCaller';

export interface OutpostOptions {
  /** The site's base URL: the wallet calls go to its /casino-wallet-api/v1/*. */
  walletUrl: string;
  /** The shared secret of the launch call and the wallet calls. */
  secret: string;
  /** Where the browser reaches this service (the frame URLs the launch answers). */
  publicUrl: string;
  /** The site origins allowed to frame the game page. */
  frameAncestors: readonly string[];
  /** OUTPOST_TEST_HOOKS=1: a round may be told to stop or fail after its debit. */
  testHooks?: boolean;
  logger?: boolean;
}

/** A stake above this (minor units) is refused by the page's API before any wallet call. */
const MAX_STAKE = 100_000_000;
const PENDING_RETRY_MS = 5_000;
const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');

const launchBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['timestamp', 'sessionId', 'gameCode', 'currency', 'lng', 'expiresAt'],
  properties: {
    timestamp: { type: 'number' },
    sessionId: { type: 'string', minLength: 1, maxLength: WALLET_ID_MAX_LENGTH },
    gameCode: { type: 'string', minLength: 1, maxLength: 64 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    lng: { type: 'string', pattern: '^[a-z]{2}$' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;

const betSchema = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['engine', 'kind', 'target'],
      properties: {
        engine: { const: 'dice' },
        kind: { enum: ['under', 'over'] },
        target: { type: 'integer', minimum: 1, maximum: 9_999 },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['engine', 'side'],
      properties: { engine: { const: 'coin' }, side: { enum: ['heads', 'tails'] } },
    },
  ],
} as const;

export function buildOutpostApp(options: OutpostOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 8 * 1024 });
  const sessions = new OutpostSessions();
  const wallet = new WalletCaller(options.walletUrl, options.secret);
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const pending = new Set<() => Promise<boolean>>();
  const pendingTimer = setInterval(() => {
    for (const send of pending) {
      void send().then((done) => done && pending.delete(send));
    }
  }, PENDING_RETRY_MS);
  pendingTimer.unref();
  app.addHook('onClose', async () => clearInterval(pendingTimer));

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The body is not JSON'), { statusCode: 400 }), undefined);
    }
  });
  app.setErrorHandler((err: Error & { statusCode?: number; validation?: unknown }, _req, reply) => {
    if (err instanceof SessionExpired) {
      return reply.status(404).send({ code: 'session_expired', message: err.message });
    }
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    return reply.status(status).send({ code: 'INVALID_REQUEST', message: err.message });
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  // ---------------------------------------------------------------- the site's launch call
  app.post<{ Body: ProviderLaunchRequest }>(
    PROVIDER_LAUNCH_PATH,
    {
      preValidation: async (request, reply) => {
        const signature = request.headers[PROVIDER_LAUNCH_SIGNATURE_HEADER];
        const raw = rawBodies.get(request) ?? '';
        const timestamp = (request.body as { timestamp?: unknown } | null)?.timestamp;
        if (
          !signatureValid(options.secret, raw, signature) ||
          typeof timestamp !== 'number' ||
          Math.abs(Date.now() - timestamp) > WALLET_SIGNATURE_MAX_SKEW_MS
        ) {
          return reply.status(401).send(launchRefusal('INVALID_SIGNATURE'));
        }
        return undefined;
      },
      schema: { body: launchBodySchema },
    },
    async (request, reply) => {
      const body = request.body;
      const game = findOutpostGame(body.gameCode);
      if (!game) return reply.status(404).send(launchRefusal('UNKNOWN_GAME'));
      const digits = minorUnitDigits(body.currency);
      if (digits === undefined) {
        return reply.status(400).send(launchRefusal('UNSUPPORTED_CURRENCY'));
      }
      const session = await sessions.open({
        siteSessionId: body.sessionId,
        game,
        currency: body.currency,
        digits,
        lng: outpostLanguage(body.lng),
        expiresAt: Date.parse(body.expiresAt),
      });
      const url = new URL(`/play/${encodeURIComponent(game.code)}`, options.publicUrl);
      url.searchParams.set('t', session.token);
      url.searchParams.set('lng', session.lng);
      return { url: url.toString() };
    },
  );

  // ---------------------------------------------------------------- the game page
  const pagePolicy = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${options.frameAncestors.join(' ') || "'none'"}`,
  ].join(';');
  const pageHtml = readFileSync(path.join(PUBLIC_DIR, 'outpost.html'), 'utf8');
  const assets: Record<string, { type: string; body: string }> = {
    'outpost.js': {
      type: 'text/javascript; charset=utf-8',
      body: readFileSync(path.join(PUBLIC_DIR, 'outpost.js'), 'utf8'),
    },
    'outpost.css': {
      type: 'text/css; charset=utf-8',
      body: readFileSync(path.join(PUBLIC_DIR, 'outpost.css'), 'utf8'),
    },
  };
  app.get<{ Params: { code: string } }>('/play/:code', async (request, reply) => {
    if (!findOutpostGame(request.params.code)) return reply.status(404).send('No such game');
    return reply
      .header('content-security-policy', pagePolicy)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(pageHtml);
  });
  app.get<{ Params: { file: string } }>('/static/:file', async (request, reply) => {
    const asset = assets[request.params.file];
    if (!asset) return reply.status(404).send('Not found');
    return reply
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .type(asset.type)
      .send(asset.body);
  });

  // ---------------------------------------------------------------- the page's API
  const live = (token: unknown): OutpostSession => {
    const session = sessions.find(token);
    if (!session) throw new SessionExpired();
    return session;
  };
  const view = (session: OutpostSession) => ({
    game: { code: session.game.code, name: session.game.name, engine: session.game.engine },
    currency: session.currency,
    digits: session.digits,
    seed: {
      serverSeedHash: session.seed.serverSeedHash,
      clientSeed: session.seed.clientSeed,
      nonce: session.seed.nonce,
    },
  });

  app.get<{ Querystring: { t?: string } }>('/api/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = sessions.find(request.query.t);
    const texts = OUTPOST_TEXTS[outpostLanguage((request.query as { lng?: string }).lng)];
    if (!session) return reply.status(404).send({ code: 'session_expired', texts });
    const balance = await wallet.call('balance', { sessionId: session.siteSessionId });
    if (balance.kind !== 'ok') {
      const code = balance.kind === 'refused' ? 'session_expired' : 'WALLET_UNAVAILABLE';
      return reply.status(balance.kind === 'refused' ? 404 : 503).send({ code, texts });
    }
    return {
      ...view(session),
      balance: balance.answer.balance,
      texts: OUTPOST_TEXTS[outpostLanguage(session.lng)],
    };
  });

  app.post<{ Body: { t: string; stake: number; bet: OutpostBet; fault?: RoundFault } }>(
    '/api/play',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['t', 'stake', 'bet'],
          properties: {
            t: { type: 'string', maxLength: 64 },
            stake: { type: 'integer', minimum: 1, maximum: MAX_STAKE },
            bet: betSchema,
            fault: { enum: ['hold-after-debit', 'fail-after-debit'] },
          },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { t, stake, bet, fault } = request.body;
      if (fault && !options.testHooks) {
        return reply.status(400).send({ code: 'INVALID_REQUEST', message: 'No test hooks here' });
      }
      const session = live(t);
      if (bet.engine !== session.game.engine || !isOutpostBet(bet)) {
        return reply.status(400).send({ code: 'INVALID_BET' });
      }
      if (session.busy) return reply.status(409).send({ code: 'ROUND_IN_PROGRESS' });
      session.busy = true;
      try {
        const result = await playRound(wallet, session, stake, bet, {
          ...(fault ? { fault } : {}),
          pending: (send) => pending.add(send),
        });
        if (!result.ok) return reply.status(result.status).send(result);
        return { ...result, ...view(session) };
      } finally {
        session.busy = false;
      }
    },
  );

  app.post<{ Body: { t: string; clientSeed: string } }>(
    '/api/client-seed',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['t', 'clientSeed'],
          properties: {
            t: { type: 'string', maxLength: 64 },
            clientSeed: { type: 'string', pattern: CLIENT_SEED_PATTERN },
          },
        },
      },
    },
    async (request, reply) => {
      const session = live(request.body.t);
      if (!isValidClientSeed(request.body.clientSeed)) {
        return reply.status(400).send({ code: 'INVALID_REQUEST' });
      }
      if (session.busy) return reply.status(409).send({ code: 'ROUND_IN_PROGRESS' });
      session.seed = { ...session.seed, clientSeed: request.body.clientSeed };
      return view(session);
    },
  );

  app.get('/api/multiplier', async (request) => {
    const q = request.query as { kind?: string; target?: string };
    const bet: OutpostBet = {
      engine: 'dice',
      kind: q.kind === 'over' ? 'over' : 'under',
      target: Number(q.target),
    };
    return { multiplierX100: outpostMultiplierX100(bet) };
  });

  return app;
}

/** The page's token names no live session (expired, unknown, or the provider restarted). */
class SessionExpired extends Error {
  constructor() {
    super('The game session has ended; open the game again');
  }
}

function launchRefusal(code: ProviderLaunchError) {
  return { code };
}

function signatureValid(secret: string, raw: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
