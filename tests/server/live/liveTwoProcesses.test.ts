// Two real server processes (server/main.ts) on one Redis: the feed runs in one, and a client of
// the other receives its changes. Dev mode serves without a client build (unit tests run before it).
import { afterAll, describe, expect, it } from 'vitest';
import type { GameDelta } from '../../../domain/sports/types';
import {
  isolatedRedisUrl,
  PROCESS_START_TIMEOUT_MS,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
  migratedDataDir,
} from '../serverProcess';
import { FIXTURE_CONTENT, removeTempDirs } from '../testServer';
import { SseClient } from './sseTestClient';

const REDIS_URL = process.env.REDIS_URL;
/** The simulator's first ids: its initial live games (server/sports/feed/simulatedFeed.ts). */
const FIRST_GAMES = Array.from({ length: 40 }, (_, i) => 1_000_001 + i);

/**
 * How long each step may take at most: roles settled, the follower knowing the leader's games,
 * the takeover. Two server processes start on a machine that runs the rest of the suite beside
 * them: CI's slower machines needed more than 20 s for the follower to learn the games, and a
 * machine loaded six times over more than 60 s.
 */
const CONDITION_TIMEOUT_MS = 120_000;

const processes: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(processes.map(stopServerProcess));
  removeTempDirs();
});

async function startProcess(name: string, redisUrl: string): Promise<ServerProcess> {
  const server = await startServerProcess({
    REDIS_URL: redisUrl,
    DATA_DIR: await migratedDataDir(`live-${name}`),
    CONTENT_DIR: FIXTURE_CONTENT,
    NODE_ENV: 'test',
  });
  processes.push(server);
  return server;
}

/** A failed step says what both processes printed (LOG_LEVEL=warn: their warnings and errors). */
async function step(what: Promise<unknown>): Promise<void> {
  try {
    await what;
  } catch (err) {
    const outputs = processes.map((p, i) => `process ${i + 1}:\n${p.output.slice(-4_000)}`);
    throw new Error(`${(err as Error).message}\n${outputs.join('\n')}`, { cause: err });
  }
}

async function roleOf(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.base}/web-api/sports/live/stats`);
  return ((await res.json()) as { role: string }).role;
}

describe.skipIf(!REDIS_URL)(
  'two server processes on one Redis (skipped: REDIS_URL is not set)',
  () => {
    it(
      'serves a client of one process the changes produced in the other, which takes over on a crash',
      async () => {
        const redisUrl = await isolatedRedisUrl(REDIS_URL!);
        // Started together: whichever takes the feed lease first produces, the other follows.
        const started = await Promise.all([
          startProcess('one', redisUrl),
          startProcess('two', redisUrl),
        ]);
        expect(started[0].output).toContain('Live bus: Redis');
        await step(
          expect
            .poll(async () => (await Promise.all(started.map(roleOf))).sort(), {
              timeout: CONDITION_TIMEOUT_MS,
            })
            .toEqual(['follower', 'leader']),
        );
        const [leader, follower] =
          (await roleOf(started[0])) === 'leader' ? started : [started[1], started[0]];

        // The follower learns the leader's games from the bus once the leader's feed runs: on a
        // loaded machine that comes after the roles are settled (the stream said 404 to a client
        // that came first: none of its games known yet).
        const followerKnows = async () => {
          const res = await fetch(`${follower.base}/web-api/sports/games?type=live&lng=en`);
          const { games } = (await res.json()) as { games?: { id: number }[] };
          return (games ?? []).some((game) => FIRST_GAMES.includes(game.id));
        };
        await step(expect.poll(followerKnows, { timeout: CONDITION_TIMEOUT_MS }).toBe(true));

        // A client of the follower, on games the leader's feed created.
        const client = await SseClient.open(
          `${follower.base}/web-api/sports/live/stream?games=${FIRST_GAMES.join(',')}`,
        );
        expect(client.status).toBe(200);
        await client.waitFor(() => client.of('subscribed').length === 1);
        const { games } = JSON.parse(client.of('subscribed')[0]!.data) as { games: number[] };
        expect(games.length).toBeGreaterThan(0);

        // The leader's simulator moves its live games every second...
        await client.waitFor(() => client.of('delta').length > 0);
        // ...and a change published in the leader arrives as it was made.
        const marked: GameDelta = {
          gameId: games[0]!,
          seq: 1_000_000_000,
          outcomes: [{ id: 1, coef: 77.7, isBlocked: false }],
        };
        const published = await fetch(`${leader.base}/web-api/sports/live/test/publish`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: leader.base },
          body: JSON.stringify(marked),
        });
        expect(published.status).toBe(202);
        const markedId = `${marked.gameId}:${marked.seq}`;
        await client.waitFor(() => client.of('delta').some((e) => e.id === markedId));
        const received = client.of('delta').find((e) => e.id === markedId)!;
        expect(JSON.parse(received.data)).toEqual(marked);

        // The leader dies without giving the lease back: the follower takes over the feed once
        // the lease expires. Each process has a database of its own here, so nothing the leader
        // saved reaches it: it retires the games it cannot simulate and produces its own (on a
        // shared database it goes on with them: tests/server/sports/feedPersistence.test.ts).
        leader.child.kill('SIGKILL');
        await step(
          expect.poll(() => roleOf(follower), { timeout: CONDITION_TIMEOUT_MS }).toBe('leader'),
        );
        const isRemoval = (data: string) => (JSON.parse(data) as GameDelta).removed === true;
        await client.waitFor(() => client.of('delta').some((e) => isRemoval(e.data)));
        expect(client.of('delta').some((e) => isRemoval(e.data))).toBe(true);
        client.close();
      },
      PROCESS_START_TIMEOUT_MS + 3 * CONDITION_TIMEOUT_MS,
    );
  },
);
