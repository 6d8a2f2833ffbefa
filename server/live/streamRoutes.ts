import type { FastifyInstance } from 'fastify';
import type { GameDelta } from '../../domain/sports/types';
import { errorResponseSchema, errorAnswers } from '../http/httpSchemas';
import { hijackForStream, onStreamEnd } from '../http/eventStream';
import { refusalBody, statusRefusal } from '../http/refusal';
import {
  MAX_GAMES_PER_STREAM,
  MAX_STREAMS_PER_ADDRESS,
  MAX_STREAMS_PER_PROCESS,
} from './liveLimits';
import type { LiveService } from './liveService';
import { parseCursor, type StreamCursor } from './sseFrames';
import { StreamsByAddress } from './streamsByAddress';
import { arraySchema, closedObjectSchema, objectSchema } from '../../domain/contract/jsonSchema';

interface StreamQuery {
  games: string;
  since?: string;
  seqs?: string;
}

const unknownGamesResponseSchema = objectSchema(['error', 'message', 'unknownGames'], {
  ...errorResponseSchema.properties,
  unknownGames: { type: 'array', items: { type: 'integer' } },
});

const statsResponseSchema = objectSchema(
  ['role', 'bus', 'streams', 'congestedStreams', 'deltas', 'droppedFrames'],
  {
    role: { type: 'string', enum: ['single', 'leader', 'follower', 'starting'] },
    bus: { type: 'string', enum: ['in-process', 'redis'] },
    streams: { type: 'integer', description: 'Open streams' },
    congestedStreams: { type: 'integer', description: 'Streams whose socket refuses writes now' },
    deltas: { type: 'integer', description: 'Deltas fanned out since start' },
    duplicates: { type: 'integer', description: 'Deltas seen twice and not sent again' },
    droppedFrames: { type: 'integer', description: 'Frames dropped for congested streams' },
    resyncedGames: { type: 'integer', description: 'Games sent as snapshots instead of deltas' },
    stalledDisconnects: { type: 'integer', description: 'Streams cut for not reading' },
  },
);

/** A GameDelta as the test trigger accepts it (domain/sports/types.ts). */
const testDeltaSchema = closedObjectSchema(['gameId', 'seq'], {
  gameId: { type: 'integer', minimum: 1 },
  seq: { type: 'integer', minimum: 1 },
  status: { type: 'integer', minimum: 1, maximum: 5 },
  timeSec: { type: 'integer', minimum: 0 },
  period: { type: 'integer', minimum: 0 },
  score: { type: 'object', required: ['home', 'away', 'full', 'periods', 'formatted'] },
  outcomes: arraySchema({
    type: 'object',
    required: ['id', 'coef', 'isBlocked'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', minimum: 1 },
      coef: { type: 'number', exclusiveMinimum: 1 },
      isBlocked: { type: 'boolean' },
    },
  }),
  finished: { type: 'boolean' },
  removed: { type: 'boolean' },
});

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // The stream is the connection's only response: closing it with the stream frees the socket.
  connection: 'close',
  // Proxies (nginx) must pass events through at once.
  'x-accel-buffering': 'no',
} as const;

export interface LiveRoutesOptions {
  /** NODE_ENV=test: POST /web-api/sports/live/test/publish puts a delta on the bus. */
  testTrigger?: boolean;
}

/**
 * GET /web-api/sports/live/stream?games=1,2,3 — Server-Sent Events:
 * - `subscribed` {games, unknown}: first; requested games the state does not know are named in
 *   `unknown` and not served (all unknown: 404 JSON with `unknownGames` instead of a stream);
 * - `delta` (id `<gameId>:<seq>`): a GameDelta of a subscribed game;
 * - `snapshot` (id: the stream position): a game's whole state in the delta shape, sent on a
 *   fresh connect, when a resume cursor is too old, or after deltas were dropped for a slow client;
 * - a `: heartbeat` comment every 15 s.
 * Resume: the browser's `Last-Event-ID` (or `?since=<gameId>:<seq>`) replays exactly the missed
 * deltas of the subscribed games; `?seqs=` (the seq of the copy held of each game, as the read
 * API's answers carry it) replays each game's deltas after its own seq, so a client that just
 * loaded the games gets no snapshot of them.
 */
export function registerLiveRoutes(
  app: FastifyInstance,
  live: LiveService,
  opts: LiveRoutesOptions = {},
): void {
  app.addHook('preClose', async () => {
    await live.stop();
  });
  const streamsByAddress = new StreamsByAddress(MAX_STREAMS_PER_ADDRESS);

  app.get<{ Querystring: StreamQuery }>(
    '/web-api/sports/live/stream',
    {
      schema: {
        summary: 'Live deltas of the subscribed games (Server-Sent Events, resumable)',
        tags: ['sports'],
        produces: ['text/event-stream'],
        querystring: objectSchema(['games'], {
          games: {
            type: 'string',
            pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$',
            maxLength: MAX_GAMES_PER_STREAM * 11,
            description: `Comma-separated game ids, at most ${MAX_GAMES_PER_STREAM}`,
          },
          since: {
            type: 'string',
            pattern: '^[0-9]{1,10}:[0-9]{1,15}$',
            description: 'Resume after this event id (as Last-Event-ID)',
          },
          seqs: {
            type: 'string',
            pattern: '^[0-9]{1,15}(,[0-9]{1,15})*$',
            maxLength: MAX_GAMES_PER_STREAM * 16,
            description:
              'The seq of the copy held of each game of `games`, in the same order (0: none): ' +
              'each game starts after its own seq (a snapshot only when those deltas are no ' +
              'longer kept); replaces `since` and Last-Event-ID',
          },
        }),
        headers: {
          type: 'object',
          properties: {
            'last-event-id': {
              type: 'string',
              description: 'The id of the last event received (<gameId>:<seq>); empty: none',
            },
          },
        },
        response: {
          200: {
            type: 'string',
            description: 'text/event-stream of subscribed, delta and snapshot events',
          },
          400: errorResponseSchema,
          404: unknownGamesResponseSchema,
          ...errorAnswers(429, 503),
        },
      },
    },
    async (request, reply) => {
      const listed = request.query.games.split(',').map(Number);
      const requested = [...new Set(listed)];
      if (requested.length > MAX_GAMES_PER_STREAM) {
        const message = `querystring/games must name at most ${MAX_GAMES_PER_STREAM} games`;
        return reply
          .status(400)
          .send(refusalBody(400, 'invalid_field', message, 'games', 'maxItems'));
      }
      let heldSeqs: Map<number, number> | undefined;
      if (request.query.seqs !== undefined) {
        const seqs = request.query.seqs.split(',').map(Number);
        if (seqs.length !== listed.length) {
          const message = 'querystring/seqs must name one seq for each of querystring/games';
          return reply.status(400).send(refusalBody(400, 'invalid_field', message, 'seqs'));
        }
        heldSeqs = new Map(listed.map((id, i) => [id, seqs[i] ?? 0]));
      }
      const cursorText = request.query.since ?? request.headers['last-event-id'];
      let resumeFrom: StreamCursor | undefined;
      if (typeof cursorText === 'string' && cursorText.trim() !== '') {
        resumeFrom = parseCursor(cursorText);
        if (!resumeFrom) {
          const field = request.query.since === undefined ? 'last-event-id' : 'since';
          const at = field === 'since' ? 'querystring/since' : 'headers/last-event-id';
          const message = `${at} must be an event id <gameId>:<seq>`;
          return reply
            .status(400)
            .send(refusalBody(400, 'invalid_field', message, field, 'pattern'));
        }
      }
      if (!live.isReady || live.hub.streamCount >= MAX_STREAMS_PER_PROCESS) {
        const message = 'Live updates are not available now; poll the game lists instead';
        return reply
          .status(503)
          .send({ ...statusRefusal(503, message), error: 'Service Unavailable' });
      }
      const unknown = live.hub.unknownGames(requested);
      if (unknown.length === requested.length) {
        return reply.status(404).send({
          ...refusalBody(404, 'not_found', `No such games: ${unknown.join(', ')}`, 'games'),
          unknownGames: unknown,
        });
      }
      const known = requested.filter((id) => !unknown.includes(id));
      const address = request.ip;
      if (!streamsByAddress.take(address)) {
        const message = `At most ${MAX_STREAMS_PER_ADDRESS} live streams per address`;
        return reply.status(429).send(refusalBody(429, 'too_many_requests', message));
      }

      const res = hijackForStream(reply);
      res.writeHead(200, STREAM_HEADERS);
      const client = live.hub.open(res, known, unknown, resumeFrom, heldSeqs);
      let open = true;
      onStreamEnd(res, () => {
        if (!open) return; // 'close' and 'error' may both come
        open = false;
        live.hub.close(client);
        streamsByAddress.release(address);
      });
      return reply;
    },
  );

  app.get(
    '/web-api/sports/live/stats',
    {
      schema: {
        summary: 'Live stream counters of this process (streams, drops, role)',
        tags: ['sports'],
        response: { 200: statsResponseSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(live.stats()),
  );

  if (opts.testTrigger) {
    app.post<{ Body: GameDelta }>(
      '/web-api/sports/live/test/publish',
      {
        schema: {
          summary: 'Test only (NODE_ENV=test): publish a delta as the feed would',
          tags: ['sports'],
          body: testDeltaSchema,
          response: { 202: { type: 'null' }, 400: errorResponseSchema },
        },
      },
      async (request, reply) => {
        live.publish(request.body);
        return reply.status(202).send();
      },
    );
  }
}
