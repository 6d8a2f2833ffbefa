import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { LeaderGatedFeed } from '../../../server/live/leaderGatedFeed';
import type { LiveService } from '../../../server/live/liveService';
import { ScriptedFeed, startTestLive } from './liveFixtures';
import { FakeSink } from './sseTestClient';

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('live bus over Redis (skipped: REDIS_URL is not set)', () => {
  const services: LiveService[] = [];
  afterEach(async () => {
    for (const service of services.splice(0)) await service.stop();
  });

  /** A process's live side, on its own namespace so parallel runs never meet. */
  const startProcess = async (namespace: string, feed: ScriptedFeed) => {
    const gate = new LeaderGatedFeed(
      async () => feed,
      (err) => {
        throw err;
      },
    );
    const { live } = await startTestLive(gate, {
      redisUrl: REDIS_URL,
      redisNamespace: namespace,
      lease: { ttlMs: 600, renewEveryMs: 150 },
      snapshotWaitMs: 300,
    });
    services.push(live);
    await gate.settled();
    return live;
  };

  const gateOf = (feed: ScriptedFeed) =>
    new LeaderGatedFeed(
      async () => feed,
      (err) => {
        throw err;
      },
    );
  const startGated = async (namespace: string, gate: LeaderGatedFeed) => {
    const { live } = await startTestLive(gate, {
      redisUrl: REDIS_URL,
      redisNamespace: namespace,
      lease: { ttlMs: 600, renewEveryMs: 150 },
      snapshotWaitMs: 300,
    });
    services.push(live);
    await gate.settled();
    return live;
  };

  it('runs the feed in one process; another starts from its snapshot and serves its deltas', async () => {
    const namespace = `live-test:${randomUUID()}`;
    const leaderFeed = new ScriptedFeed([1, 2]);
    const followerFeed = new ScriptedFeed([50]);
    const leader = await startProcess(namespace, leaderFeed);
    expect(leader.role).toBe('leader');
    expect(leaderFeed.running).toBe(true);
    await expect.poll(() => leader.hub.unknownGames([1, 2])).toEqual([]);
    leaderFeed.change(1, 1.5);

    const follower = await startProcess(namespace, followerFeed);
    expect(follower.role).toBe('follower');
    expect(followerFeed.running).toBe(false);
    // Started from the leader's state, including the change made before it started.
    const sink = new FakeSink();
    follower.hub.open(sink, [1, 2], []);
    const snapshots = sink.take();
    expect(snapshots.map((e) => e.event)).toEqual(['subscribed', 'snapshot', 'snapshot']);
    expect(JSON.parse(snapshots[1]!.data)).toMatchObject({ gameId: 1, seq: 2 });

    const change = leaderFeed.change(2, 2.4);
    await expect.poll(() => sink.events().map((e) => e.id)).toEqual([`2:${change.seq}`]);
    expect(JSON.parse(sink.events()[0]!.data)).toEqual(change);
  });

  it('resyncs a follower whose Redis connection dropped: fresh state, snapshots to its clients', async () => {
    const namespace = `live-test:${randomUUID()}`;
    const leaderFeed = new ScriptedFeed([1]);
    await startProcess(namespace, leaderFeed);
    const follower = await startProcess(namespace, new ScriptedFeed([]));
    const sink = new FakeSink();
    follower.hub.open(sink, [1], []);
    sink.take();

    const admin = new Redis(REDIS_URL!);
    try {
      const clients = (await admin.client('LIST')) as string;
      const name = `live-${follower.owner.slice(0, 8)}-subscriber`;
      const id = /id=(\d+) .*name=(\S+)/.exec(
        clients.split('\n').find((line) => line.includes(`name=${name} `)) ?? '',
      )?.[1];
      expect(id).toBeDefined();
      await admin.client('KILL', 'ID', id!);
    } finally {
      admin.disconnect();
    }
    // Published while the follower is reconnecting: it may never see this delta.
    const missed = leaderFeed.change(1, 1.7);

    await expect.poll(() => sink.events().some((e) => e.event === 'snapshot')).toBe(true);
    const snapshot = sink.events().find((e) => e.event === 'snapshot')!;
    expect(JSON.parse(snapshot.data)).toMatchObject({ gameId: 1, seq: missed.seq });
    expect(follower.stats().role).toBe('follower');
  });

  it("applies a trader's suspension set on any process in the lease holder's feed, and in the feed of a takeover", async () => {
    const namespace = `live-test:${randomUUID()}`;
    const [firstFeed, secondFeed] = [new TradableFeed([1, 2]), new TradableFeed([])];
    const [firstGate, secondGate] = [gateOf(firstFeed), gateOf(secondFeed)];
    const first = await startGated(namespace, firstGate);
    const second = await startGated(namespace, secondGate);
    expect([first.role, second.role]).toEqual(['leader', 'follower']);

    // Set on the follower, whose own feed does not run: the leader's feed applies it.
    expect(secondGate.setTraderSuspension(1, null, true)).toBe(true);
    expect(secondGate.setTraderSuspension(2, 7, true)).toBe(true);
    expect(secondGate.setTraderSuspension(2, 7, false)).toBe(true);
    await expect.poll(() => firstFeed.suspensions).toEqual(['1:0:true', '2:7:true', '2:7:false']);
    expect(secondFeed.suspensions).toEqual([]);

    // The leader stops: the follower's feed, made at the takeover, starts with what holds.
    await first.stop();
    await expect.poll(() => secondFeed.running).toBe(true);
    expect(secondFeed.suspensions).toEqual(['1:0:true']);
  });

  it('hands the feed to another process when the leader stops', async () => {
    const namespace = `live-test:${randomUUID()}`;
    const firstFeed = new ScriptedFeed([1]);
    const secondFeed = new ScriptedFeed([]);
    const first = await startProcess(namespace, firstFeed);
    const second = await startProcess(namespace, secondFeed);
    expect([first.role, second.role]).toEqual(['leader', 'follower']);
    await first.stop();
    await expect.poll(() => second.role).toBe('leader');
    await expect.poll(() => secondFeed.running).toBe(true);
    expect(second.stats()).toMatchObject({ role: 'leader', bus: 'redis' });
  });

  it('keeps asking for the state while a lease holder exists, however late it answers', async () => {
    const namespace = `live-test:${randomUUID()}`;
    const commands = new Redis(REDIS_URL!);
    const listener = new Redis(REDIS_URL!);
    try {
      // A lease holder that never answers (busy starting its feed, as on a loaded machine).
      await commands.set(`${namespace}:feed-leader`, 'busy-leader', 'PX', 60_000);
      let requests = 0;
      listener.on('message', (_channel: string, text: string) => {
        if ((JSON.parse(text) as { type?: string }).type === 'snapshot-request') requests += 1;
      });
      await listener.subscribe(`${namespace}:control`);
      let started = false;
      const start = startTestLive(gateOf(new ScriptedFeed([1])), {
        redisUrl: REDIS_URL,
        redisNamespace: namespace,
        lease: { ttlMs: 600, renewEveryMs: 150 },
        snapshotWaitMs: 20,
      }).then(({ live }) => {
        started = true;
        services.push(live);
        return live;
      });
      // Past the 15 requests after which it used to start from an empty state.
      await expect.poll(() => requests, { timeout: 30_000 }).toBeGreaterThan(20);
      expect(started).toBe(false);
      // The lease holder is gone: it starts (empty: nobody has state) and takes the feed.
      await commands.del(`${namespace}:feed-leader`);
      const live = await start;
      await expect.poll(() => live.role).toBe('leader');
    } finally {
      commands.disconnect();
      listener.disconnect();
    }
  });
});

/** A feed that records the trader's suspensions it was told of: `<gameId>:<marketId|0>:<on>`. */
class TradableFeed extends ScriptedFeed {
  readonly suspensions: string[] = [];

  setTraderSuspension(gameId: number, marketId: number | null, suspended: boolean): boolean {
    this.suspensions.push(`${gameId}:${marketId ?? 0}:${suspended}`);
    return true;
  }
}
