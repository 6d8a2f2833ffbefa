import { afterEach, describe, expect, it } from 'vitest';
import type { GameDelta } from '../../../domain/sports/types';
import { LiveService } from '../../../server/live/liveService';
import { parseCursor } from '../../../server/live/sseFrames';
import { ScriptedFeed, startTestLive } from './liveFixtures';
import { FakeSink } from './sseTestClient';

const services: LiveService[] = [];

afterEach(async () => {
  for (const service of services.splice(0)) await service.stop();
});

async function startLive(opts: { replayPerGame?: number; maxPendingBytes?: number } = {}) {
  let now = 1_000_000;
  const feed = new ScriptedFeed([1, 2, 3]);
  const { state, live } = await startTestLive(feed, {
    hub: { ...opts, now: () => now, stalledTimeoutMs: 30_000 },
  });
  services.push(live);
  return { feed, state, live, hub: live.hub, advance: (ms: number) => (now += ms) };
}

const cursorOf = (id: string | undefined) => {
  const cursor = id ? parseCursor(id) : undefined;
  if (!cursor) throw new Error(`not a cursor: ${id}`);
  return cursor;
};

const data = (text: string) => JSON.parse(text) as GameDelta;

describe('live hub', () => {
  it('starts a stream with the subscribed games and a snapshot of each', async () => {
    const { feed, hub } = await startLive();
    feed.change(1, 1.8);
    const sink = new FakeSink();
    hub.open(sink, [1, 2], [99]);
    const events = sink.events();
    expect(events.map((e) => e.event)).toEqual(['subscribed', 'snapshot', 'snapshot']);
    expect(JSON.parse(events[0]!.data)).toEqual({ games: [1, 2], unknown: [99] });
    const first = data(events[1]!.data);
    expect(first).toMatchObject({ gameId: 1, seq: 2, status: 2, timeSec: 600, finished: false });
    expect(first.outcomes).toEqual([
      { id: 1001, coef: 1.8, isBlocked: false },
      { id: 1002, coef: 2, isBlocked: false },
      { id: 1003, coef: 2, isBlocked: false },
    ]);
    // A snapshot is current at the last delta on the bus.
    expect(events[1]!.id).toBe('1:2');
    expect(sink.text.startsWith('retry: 3000\n')).toBe(true);
  });

  it('tells every stream when the odds go stale and when they are current again', async () => {
    const { hub } = await startLive();
    const before = new FakeSink();
    hub.open(before, [1], []);
    before.take();
    hub.setStale(true);
    hub.setStale(true);
    expect(before.events()).toEqual([{ event: 'status', id: undefined, data: '{"stale":true}' }]);
    // A stream opened meanwhile hears it after its first frame, with no cursor of its own.
    const during = new FakeSink();
    hub.open(during, [2], []);
    expect(during.events().map((e) => e.event)).toEqual(['subscribed', 'status', 'snapshot']);
    before.take();
    during.take();
    hub.setStale(false);
    for (const sink of [before, during]) {
      expect(sink.events()).toEqual([{ event: 'status', id: undefined, data: '{"stale":false}' }]);
    }
    // Current again: a new stream hears nothing of it.
    const after = new FakeSink();
    hub.open(after, [3], []);
    expect(after.events().map((e) => e.event)).toEqual(['subscribed', 'snapshot']);
  });

  it('pushes deltas only for the games a client subscribed to', async () => {
    const { feed, hub } = await startLive();
    const a = new FakeSink();
    const b = new FakeSink();
    hub.open(a, [1], []);
    hub.open(b, [2, 3], []);
    a.take();
    b.take();
    feed.change(1, 1.5);
    feed.change(2, 2.5);
    feed.change(3, 3.5);
    feed.change(1, 1.6);
    expect(a.events().map((e) => e.id)).toEqual(['1:2', '1:3']);
    expect(b.events().map((e) => e.id)).toEqual(['2:2', '3:2']);
    expect(data(b.events()[1]!.data)).toEqual({
      gameId: 3,
      seq: 2,
      outcomes: [{ id: 3001, coef: 3.5, isBlocked: false }],
    });
  });

  it('resumes after a reconnect with exactly the missed deltas of its games', async () => {
    const { feed, hub } = await startLive();
    const first = new FakeSink();
    const client = hub.open(first, [1, 2], []);
    feed.change(1, 1.5);
    feed.change(2, 2.5);
    const lastId = first.events().at(-1)!.id;
    expect(lastId).toBe('2:2');
    hub.close(client);

    feed.change(3, 3.1); // not subscribed
    feed.change(1, 1.6);
    feed.change(2, 2.6);
    feed.change(1, 1.7);

    const second = new FakeSink();
    hub.open(second, [1, 2], [], cursorOf(lastId));
    const events = second.events();
    expect(events.map((e) => `${e.event} ${e.id ?? ''}`)).toEqual([
      'subscribed ',
      'delta 1:3',
      'delta 2:3',
      'delta 1:4',
    ]);
    feed.change(2, 2.7);
    expect(second.events().at(-1)!.id).toBe('2:4');
  });

  it('resumes from a snapshot id without sending the snapshot again', async () => {
    const { feed, hub } = await startLive();
    feed.change(3, 3.3);
    const first = new FakeSink();
    hub.open(first, [1], []);
    const snapshotId = first.events().at(-1)!.id;
    expect(snapshotId).toBe('3:2');
    feed.change(1, 1.4);
    const second = new FakeSink();
    hub.open(second, [1], [], cursorOf(snapshotId));
    expect(second.events().map((e) => `${e.event} ${e.id ?? ''}`)).toEqual([
      'subscribed ',
      'delta 1:2',
    ]);
  });

  it('sends a fresh snapshot of a game whose missed deltas are no longer kept', async () => {
    const { feed, hub } = await startLive({ replayPerGame: 4 });
    feed.change(2, 2.1);
    const lastId = '2:2';
    for (let i = 0; i < 6; i += 1) feed.change(1, 1.2 + i / 10); // game 1 keeps only 4
    feed.change(2, 2.2);
    const sink = new FakeSink();
    hub.open(sink, [1, 2], [], cursorOf(lastId));
    const events = sink.events();
    expect(events.map((e) => `${e.event} ${e.id ?? ''}`)).toEqual([
      'subscribed ',
      'delta 2:3',
      'snapshot 2:3',
    ]);
    const snapshot = data(events[2]!.data);
    expect(snapshot).toMatchObject({ gameId: 1, seq: 7 });
    expect(snapshot.outcomes?.[0]).toEqual({ id: 1001, coef: 1.7, isBlocked: false });
    expect(hub.stats().resyncedGames).toBe(1);
  });

  it('sends snapshots for a cursor it does not know (another process, a restart)', async () => {
    const { feed, hub } = await startLive();
    feed.change(1, 1.5);
    const sink = new FakeSink();
    hub.open(sink, [1, 2], [], { gameId: 1, seq: 999 });
    expect(sink.events().map((e) => e.event)).toEqual(['subscribed', 'snapshot', 'snapshot']);
  });

  it('sends each game only the deltas after the seq of the copy the client holds', async () => {
    const { feed, hub } = await startLive({ replayPerGame: 4 });
    feed.change(1, 1.5);
    feed.change(2, 2.5);
    feed.change(1, 1.6);
    for (let i = 0; i < 6; i += 1) feed.change(3, 3.1 + i / 10); // game 3 keeps only 4
    const sink = new FakeSink();
    // Game 1 is held current, game 2 one delta behind, game 3 too far behind.
    hub.open(
      sink,
      [1, 2, 3],
      [],
      undefined,
      new Map([
        [1, 3],
        [2, 1],
        [3, 1],
      ]),
    );
    const events = sink.events();
    expect(events.map((e) => `${e.event} ${e.id ?? ''}`)).toEqual([
      'subscribed ',
      'delta 2:2',
      'snapshot 3:7',
    ]);
    expect(data(events[2]!.data)).toMatchObject({ gameId: 3, seq: 7 });
    // A game held with no seq (0) gets its snapshot; the held seqs replace the cursor.
    const fresh = new FakeSink();
    hub.open(
      fresh,
      [1, 2],
      [],
      { gameId: 1, seq: 2 },
      new Map([
        [1, 0],
        [2, 2],
      ]),
    );
    expect(fresh.events().map((e) => `${e.event} ${data(e.data).gameId ?? ''}`)).toEqual([
      'subscribed ',
      'snapshot 1',
    ]);
  });

  it('ignores a delta it has already seen', async () => {
    const { feed, hub, live } = await startLive();
    const sink = new FakeSink();
    hub.open(sink, [1], []);
    sink.take();
    const delta = feed.change(1, 1.5);
    live.publish(delta);
    live.publish({ ...delta, seq: 1 });
    expect(sink.events().map((e) => e.id)).toEqual(['1:2']);
  });

  it('never waits for a client that stopped reading: drops its deltas, counts them, resyncs on drain', async () => {
    const { feed, hub } = await startLive({ maxPendingBytes: 300 });
    const slow = new FakeSink();
    const fast = new FakeSink();
    hub.open(slow, [1, 2], []);
    hub.open(fast, [1, 2], []);
    slow.take();
    fast.take();
    slow.full = true;
    for (let i = 1; i <= 20; i += 1) feed.change(i % 2 ? 1 : 2, 1 + i / 100);

    expect(fast.events()).toHaveLength(20);
    // One frame went to the socket (refused), two fit the pending buffer, the rest were dropped.
    expect(slow.events()).toHaveLength(1);
    const stats = hub.stats();
    expect(stats.congestedStreams).toBe(1);
    expect(stats.droppedFrames).toBe(17);

    slow.drain();
    const after = slow.events();
    expect(after.map((e) => e.event)).toEqual(['delta', 'delta', 'delta', 'snapshot', 'snapshot']);
    const snapshots = after
      .slice(3)
      .map((e) => data(e.data))
      .sort((x, y) => x.gameId - y.gameId);
    expect(snapshots.map((s) => [s.gameId, s.seq, s.outcomes?.[0]?.coef])).toEqual([
      [1, 11, 1.19],
      [2, 11, 1.2],
    ]);
    expect(after[3]!.id).toBe('2:11');
    expect(hub.stats()).toMatchObject({ congestedStreams: 0, resyncedGames: 2 });
  });

  it('sends heartbeats and cuts a client that has not drained for too long', async () => {
    const { feed, hub, advance } = await startLive({ maxPendingBytes: 0 });
    const stalled = new FakeSink();
    const flowing = new FakeSink();
    hub.open(stalled, [1], []);
    hub.open(flowing, [1], []);
    stalled.full = true;
    feed.change(1, 1.5);
    advance(10_000);
    hub.heartbeat();
    expect(flowing.text.endsWith(': heartbeat\n\n')).toBe(true);
    expect(stalled.destroyed).toBe(false);
    advance(25_000);
    hub.heartbeat();
    expect(stalled.destroyed).toBe(true);
    expect(hub.stats()).toMatchObject({ streams: 1, stalledDisconnects: 1 });
  });

  it('ends every stream when the service stops, telling it to reconnect (elsewhere) soon', async () => {
    const { live, hub } = await startLive();
    const sink = new FakeSink();
    hub.open(sink, [1], []);
    await live.stop();
    expect(sink.ended).toBe(true);
    expect(hub.streamCount).toBe(0);
    const last = sink.events().at(-1);
    expect(last).toMatchObject({ event: 'reconnect', data: '{"reason":"shutdown"}' });
    expect(sink.text).toMatch(/retry: 1000\nevent: reconnect\n/);
    expect(live.isReady).toBe(false);
  });
});

describe('live service start-up', () => {
  it('refuses to start, in one line, when Redis cannot be reached', async () => {
    const start = startTestLive(null, {
      redisUrl: 'redis://127.0.0.1:1',
      redisConnectTimeoutMs: 300,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    await expect(start).rejects.toThrow(
      'REDIS_URL: no answer from Redis at 127.0.0.1:1 within 0.3 s',
    );
  });
});
