// SIGTERM on a real server process (server/main.ts), as a process behind the proxy gets it when it
// is stopped or replaced (deploy/): no new connection is accepted, the request in flight finishes,
// live streams are told to reconnect (elsewhere), the feed lease is given back so another process
// takes the feed at once, and the process exits cleanly.
import http from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { namespaceOfRedisUrl, redisLiveNames } from '../../../server/live/redisNames';
import {
  isolatedRedisUrl,
  migratedDataDir,
  PROCESS_START_TIMEOUT_MS,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../serverProcess';
import { FIXTURE_CONTENT, removeTempDirs } from '../testServer';
import { SseClient } from '../live/sseTestClient';

const REDIS_URL = process.env.REDIS_URL;
/** Steps on a machine busy with the rest of the suite: the feed's first games, roles settled. */
const CONDITION_TIMEOUT_MS = 60_000;

const processes: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(processes.map(stopServerProcess));
  removeTempDirs();
});

async function start(name: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: await migratedDataDir(`drain-${name}`),
    CONTENT_DIR: FIXTURE_CONTENT,
    NODE_ENV: 'test',
    ...env,
  });
  processes.push(server);
  return server;
}

function exitOf(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null) return Promise.resolve(server.child.exitCode);
  return new Promise((resolve) => server.child.once('exit', (code) => resolve(code)));
}

/** The live games the process serves now. */
async function liveGames(server: ServerProcess): Promise<number[]> {
  const res = await fetch(`${server.base}/web-api/sports/games?type=live&lng=en`);
  const { games } = (await res.json()) as { games?: { id: number }[] };
  return (games ?? []).slice(0, 20).map((game) => game.id);
}

/** A stream of live games once the process knows some. */
async function openStream(server: ServerProcess) {
  let client: SseClient | undefined;
  await expect
    .poll(
      async () => {
        client?.close();
        const games = await liveGames(server);
        if (games.length === 0) return 'no live games yet';
        const url = `${server.base}/web-api/sports/live/stream?games=${games.join(',')}`;
        client = await SseClient.open(url);
        return client.status;
      },
      { timeout: CONDITION_TIMEOUT_MS, message: 'a stream of the live games was served' },
    )
    .toBe(200);
  await client!.waitFor(() => client!.of('subscribed').length === 1);
  return client!;
}

/**
 * A POST whose headers the server has read (it answered 100 Continue) and whose body is half
 * sent: a request in flight for as long as the test holds the rest.
 */
async function halfSentSave(server: ServerProcess) {
  const body = JSON.stringify({ typeId: 1, bets: [{ outcomeId: 11, gameId: 1_000_001 }] });
  const half = Math.floor(body.length / 2);
  const url = new URL('/web-api/coupon/save', server.base);
  const req = http.request(url, {
    method: 'POST',
    agent: false,
    headers: {
      origin: server.base,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string; connection?: string }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }),
        );
      });
      req.on('error', reject);
    },
  );
  await new Promise<void>((resolve) => req.once('continue', () => resolve()));
  req.write(body.slice(0, half));
  return {
    answer,
    finish: () => req.end(body.slice(half)),
  };
}

async function connectionRefused(base: string): Promise<string> {
  try {
    const res = await fetch(`${base}/healthz`);
    return `answered ${res.status}`;
  } catch (err) {
    return ((err as Error).cause as { code?: string } | undefined)?.code ?? String(err);
  }
}

describe('a server process stopped with SIGTERM', () => {
  it(
    'refuses new connections, finishes the request in flight, ends streams with a reconnect event, exits 0',
    async () => {
      const server = await start('one');
      const stream = await openStream(server);
      // A customer tab's stream of publications (app/hotReload.ts).
      const tab = await SseClient.open(`${server.base}/bff-api/content-changes`);
      expect(tab.status).toBe(200);
      const inFlight = await halfSentSave(server);

      server.child.kill('SIGTERM');
      // The streams are ended once the listener is closed: from then on no connection is taken.
      await stream.waitFor(() => stream.closed);
      // Every stream ends at once, not when the wait for the requests in flight (8 s) gives up.
      await expect
        .poll(() => tab.closed, { timeout: 4_000, message: 'the tab stream ended' })
        .toBe(true);
      const reconnect = stream.of('reconnect');
      expect(reconnect).toHaveLength(1);
      expect(JSON.parse(reconnect[0]!.data)).toEqual({ reason: 'shutdown' });
      expect(stream.body).toMatch(/retry: \d+\nevent: reconnect\n/);
      expect(await connectionRefused(server.base)).toBe('ECONNREFUSED');

      // The request that was in flight is answered in full, and its connection closed after it.
      inFlight.finish();
      const answer = await inFlight.answer;
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ code: expect.stringMatching(/^\w{8}$/) });
      expect(answer.connection).toBe('close');
      expect(await exitOf(server)).toBe(0);
    },
    PROCESS_START_TIMEOUT_MS + 2 * CONDITION_TIMEOUT_MS,
  );
});

describe.skipIf(!REDIS_URL)(
  'two server processes on one Redis, the feed leader stopped with SIGTERM (skipped: REDIS_URL is not set)',
  () => {
    it(
      'gives the feed lease back at once: the other process holds it when the leader has exited',
      async () => {
        const redisUrl = await isolatedRedisUrl(REDIS_URL!);
        const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
        const leaseKey = redisLiveNames(namespaceOfRedisUrl(redisUrl)).leader;
        const roleOf = async (server: ServerProcess) => {
          const res = await fetch(`${server.base}/web-api/sports/live/stats`);
          return ((await res.json()) as { role: string }).role;
        };
        try {
          // The first process takes the lease before the second starts.
          const leader = await start('leader', { REDIS_URL: redisUrl });
          await expect
            .poll(() => roleOf(leader), { timeout: CONDITION_TIMEOUT_MS, message: 'leader' })
            .toBe('leader');
          const follower = await start('follower', { REDIS_URL: redisUrl });
          await expect
            .poll(() => roleOf(follower), { timeout: CONDITION_TIMEOUT_MS, message: 'follower' })
            .toBe('follower');
          const leaderOwner = await redis.get(leaseKey);
          expect(leaderOwner).not.toBeNull();
          const stream = await openStream(leader);

          leader.child.kill('SIGTERM');
          await stream.waitFor(() => stream.closed);
          expect(stream.of('reconnect')).toHaveLength(1);
          expect(await exitOf(leader)).toBe(0);
          // A crash leaves the key to expire (5 s); a stop deletes it before exiting.
          expect(await redis.get(leaseKey)).not.toBe(leaderOwner);
          await expect
            .poll(() => roleOf(follower), { timeout: CONDITION_TIMEOUT_MS, message: 'takeover' })
            .toBe('leader');
        } finally {
          redis.disconnect();
        }
      },
      2 * PROCESS_START_TIMEOUT_MS + 4 * CONDITION_TIMEOUT_MS,
    );
  },
);
