// A slow answer shows in the production log (`warn`); fast answers and event streams do not.
import Fastify, { type FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { installSlowRequestLog, safeLoggerOptions } from '../../../server/http/logging';

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  route?: string;
  statusCode?: number;
  responseTime?: number;
}

const WARN = 40;
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server logging at `warn` into `lines`, with the slow-request log at `thresholdMs`. */
async function serverWithLog(thresholdMs: number, lines: LogLine[]): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as LogLine);
      }
      callback();
    },
  });
  const server = Fastify({ logger: safeLoggerOptions({ level: 'warn', stream }) });
  installSlowRequestLog(server, thresholdMs);
  server.get('/games/:id', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { ok: true };
  });
  server.get('/events', async (_request, reply) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return reply.type('text/event-stream; charset=utf-8').send('data: 1\n\n');
  });
  server.get('/stream', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    setTimeout(() => reply.raw.end('data: 1\n\n'), 5);
  });
  await server.ready();
  return server;
}

const slowLines = (lines: LogLine[]) => lines.filter((l) => l.msg === 'slow request');

describe('the slow-request log', () => {
  it('writes one warn line per slow answer, naming the route pattern, never the URL or query', async () => {
    const lines: LogLine[] = [];
    app = await serverWithLog(1, lines);
    // Values no log field (a time, a pid, a request id) can hold by chance.
    const res = await app.inject({ url: '/games/gid-qzx?token=s3cr3t-vw' });
    expect(res.statusCode).toBe(200);
    const slow = slowLines(lines);
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({
      level: WARN,
      method: 'GET',
      route: '/games/:id',
      statusCode: 200,
    });
    expect(slow[0]!.responseTime).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(lines)).not.toMatch(/gid-qzx|s3cr3t-vw/);
  });

  it('writes nothing for an answer under the threshold', async () => {
    const lines: LogLine[] = [];
    app = await serverWithLog(60_000, lines);
    expect((await app.inject({ url: '/games/1' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('leaves event streams out, whether Fastify or the route itself sends them', async () => {
    const lines: LogLine[] = [];
    app = await serverWithLog(1, lines);
    expect((await app.inject({ url: '/events' })).statusCode).toBe(200);
    const hijacked = await app.inject({ url: '/stream' });
    expect(hijacked.body).toBe('data: 1\n\n');
    expect(slowLines(lines)).toEqual([]);
  });
});
